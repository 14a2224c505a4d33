import { allSettled, fork } from 'effector';
import t from 'tap';
import { $instructions, $instructionsStatus, instructionShown, instructionsStarted } from './model.ts';
import { instructionsQuery } from './model/list.ts';
import { viewedMutation } from './model/viewed.ts';

t.test('showing an instruction marks it viewed here and once on the server', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        instructionsQuery.__.executeFx,
        async () => ({
          responseCode: '00',
          instructions: [
            { instructionId: 1, currencyCode: 'USD', title: 'Wire', details: 'd', viewed: false },
            { instructionId: 2, currencyCode: 'EUR', title: 'SEPA', details: 'd', viewed: true },
          ],
        }),
      ],
      [viewedMutation.__.executeFx, async (input: unknown) => (sent.push(input), { responseCode: '00' })],
    ],
  });
  t.equal(scope.getState($instructionsStatus), 'idle');
  await allSettled(instructionsStarted, { scope });
  t.equal(scope.getState($instructionsStatus), 'ready');
  await allSettled(instructionShown, { scope, params: 1 });
  t.equal(scope.getState($instructions)[0]?.viewed, true);
  t.same(sent, [{ body: { instructionId: 1 } }]);
  await allSettled(instructionShown, { scope, params: 1 });
  await allSettled(instructionShown, { scope, params: 2 });
  t.equal(sent.length, 1, 'not again, and not for one viewed already');
});

t.test('a failed load shows failed, and a retry loads', async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        instructionsQuery.__.executeFx,
        async () => {
          if (fail) throw new Error('down');
          return { responseCode: '00', instructions: [] };
        },
      ],
    ],
  });
  await allSettled(instructionsStarted, { scope });
  t.equal(scope.getState($instructionsStatus), 'failed');
  fail = false;
  await allSettled(instructionsStarted, { scope });
  t.equal(scope.getState($instructionsStatus), 'ready');
});
