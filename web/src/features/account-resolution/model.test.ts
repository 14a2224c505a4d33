import { ApiError, type Representative } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $resolution,
  $sendError,
  $sendOpen,
  $sentTo,
  AccountResolutionGate,
  declarationsQuery,
  defaultSigners,
  escortStatementQuery,
  maySend,
  resolutionQuery,
  resolutionStatus,
  sendMutation,
  sendOpened,
  sendSubmitted,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const notSent = { businessRepresentativeIds: [], statusId: 0, signers: [] };
const sent = {
  businessRepresentativeIds: [7001],
  statusId: 1,
  sentAt: '2026-11-28T10:00:00.000Z',
  signers: [{ representativeId: 7001, firstName: 'Riley', lastName: 'Stone', email: 'rep@demo.test', signed: false }],
};
const rep = (id: number, positionId: number): Representative => ({
  id,
  customerId: id,
  firstName: 'A',
  lastName: 'B',
  email: `${id}@demo.test`,
  positionId,
});

t.test('resolutionStatus: the statusId values of contracts (spec 3 §3 names only the field)', async (t) => {
  const rows: [number, ReturnType<typeof resolutionStatus>][] = [
    [0, 'notSent'],
    [1, 'sent'],
    [2, 'signed'],
    [3, 'declined'],
    [9, null],
  ];
  for (const [id, name] of rows) t.equal(resolutionStatus(id), name, String(id));
  t.ok(maySend(0));
  t.ok(maySend(1), 'sent again (a signer changed)');
  t.notOk(maySend(2), 'a signed resolution is not sent again');
});

t.test('defaultSigners: the ones asked before, else the directors', async (t) => {
  const reps = [rep(7001, 2), rep(7002, 6), rep(7003, 10)];
  t.same(defaultSigners(reps, null), [7001]);
  t.same(defaultSigners(reps, { ...notSent }), [7001]);
  t.same(defaultSigners(reps, { ...sent, businessRepresentativeIds: [7001, 7002] }), [7001, 7002]);
  t.same(defaultSigners(reps, { ...sent, businessRepresentativeIds: [9999] }), [7001], 'one no longer there');
});

t.test(
  'the section loads the resolution, declarations and escort statement; a send replaces the resolution',
  async (t) => {
    const bodies: unknown[] = [];
    const scope = fork({
      handlers: [
        [resolutionQuery.__.executeFx, async () => ({ ...ok, resolution: notSent })],
        [declarationsQuery.__.executeFx, async () => ({ ...ok, declarations: [] })],
        [
          escortStatementQuery.__.executeFx,
          async () => ({ ...ok, escortStatement: { reference: 'ES-1', statusId: 1 } }),
        ],
        [
          sendMutation.__.executeFx,
          async (input: { body: unknown }) => (bodies.push(input.body), { ...ok, resolution: sent }),
        ],
      ],
    });
    await allSettled(AccountResolutionGate.open, { scope, params: {} });
    t.same(scope.getState($resolution), notSent);
    t.equal(scope.getState(escortStatementQuery.$data)?.escortStatement.reference, 'ES-1');
    await allSettled(sendOpened, { scope });
    await allSettled(sendSubmitted, { scope, params: [] });
    t.same(bodies, [], 'nobody chosen: nothing sent');
    await allSettled(sendSubmitted, { scope, params: [7001] });
    t.same(bodies, [{ businessRepresentativeIds: [7001] }]);
    t.same(scope.getState($resolution), sent, 'the answer is shown at once');
    t.equal(scope.getState($sendOpen), false);
    t.equal(scope.getState($sentTo), 1);
  },
);

t.test('a refused send keeps the dialog open with the reason', async (t) => {
  const scope = fork({
    handlers: [
      [
        sendMutation.__.executeFx,
        async () => {
          throw new ApiError('The resolution must go to at least one director.', 200, 'VF', {});
        },
      ],
    ],
  });
  await allSettled(sendOpened, { scope });
  await allSettled(sendSubmitted, { scope, params: [7002] });
  t.equal(scope.getState($sendOpen), true);
  t.ok(scope.getState($sendError));
});
