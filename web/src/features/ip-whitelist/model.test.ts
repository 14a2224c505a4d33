import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $actionError,
  $addError,
  $addOpen,
  $enabled,
  $entries,
  $error,
  $status,
  addMutation,
  addOpened,
  addSubmitted,
  deleteClicked,
  deleteMutation,
  modeMutation,
  modeToggled,
  opened,
  validateAdd,
  whitelistQuery,
} from './model.ts';

const entry = { id: 1, ip: '10.0.0.1', toIp: '10.0.0.9', created: '2026-01-01' };
const ok = { responseCode: '00' } as const;

t.test('validateAdd: ip required and valid; toIp optional, valid, not below ip', async (t) => {
  t.same(validateAdd({ ip: '', toIp: '' }), { ip: 'required', toIp: null });
  t.same(validateAdd({ ip: '1.2.3.4', toIp: '' }), { ip: null, toIp: null });
  t.same(validateAdd({ ip: '1.2.3.400', toIp: '' }), { ip: 'invalid', toIp: null });
  t.same(validateAdd({ ip: '1.2.3.4', toIp: '1.2.3.1' }), { ip: null, toIp: 'reversed' });
  t.same(validateAdd({ ip: '1.2.3.4', toIp: 'x' }), { ip: null, toIp: 'invalid' });
});

t.test('opening loads the list and the mode', async (t) => {
  const scope = fork({
    handlers: [[whitelistQuery.__.executeFx, async () => ({ ...ok, entries: [entry], enabled: true })]],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($entries), [entry]);
  t.equal(scope.getState($enabled), true);
});

t.test('add sends ip and toIp, closes the popup and reloads; an invalid entry is not sent', async (t) => {
  const sent: unknown[] = [];
  let loads = 0;
  const scope = fork({
    handlers: [
      [whitelistQuery.__.executeFx, async () => (loads++, { ...ok, entries: [entry], enabled: false })],
      [addMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { ip: '10.0.0.9', toIp: '10.0.0.1' } });
  t.same(sent, [], 'a reversed range is caught before sending');
  t.equal(scope.getState($addOpen), true);
  await allSettled(addSubmitted, { scope, params: { ip: ' 10.0.0.1 ', toIp: '10.0.0.9' } });
  t.same(sent, [{ ip: '10.0.0.1', toIp: '10.0.0.9' }]);
  t.equal(scope.getState($addOpen), false);
  t.equal(loads, 1);
});

t.test('a refused add keeps the popup open with the message', async (t) => {
  const scope = fork({
    handlers: [
      [
        addMutation.__.executeFx,
        async () => {
          throw new ApiError('Entry exists', 400, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { ip: '10.0.0.1', toIp: '' } });
  t.equal(scope.getState($addOpen), true);
  t.same(scope.getState($addError), { text: 'Entry exists' });
});

t.test('delete sends the id and reloads; a refused mode change reloads the real mode', async (t) => {
  const deleted: unknown[] = [];
  const scope = fork({
    handlers: [
      [whitelistQuery.__.executeFx, async () => ({ ...ok, entries: [], enabled: false })],
      [deleteMutation.__.executeFx, async (input: { body: unknown }) => (deleted.push(input.body), ok)],
      [
        modeMutation.__.executeFx,
        async () => {
          throw new ApiError('No', 400, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(deleteClicked, { scope, params: 1 });
  t.same(deleted, [{ id: 1 }]);
  t.same(scope.getState($entries), []);
  await allSettled(modeToggled, { scope, params: true });
  t.equal(scope.getState($enabled), false, 'back to what the server has');
});

t.test('a failed load shows failed; the list read before stays', async (t) => {
  let fail = false;
  const scope = fork({
    handlers: [
      [
        whitelistQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
          return { ...ok, entries: [entry], enabled: true };
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  fail = true;
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($entries), [entry]);
});

t.test(
  "a refused mode change keeps its message through the reload, which shows the server's list and mode",
  async (t) => {
    const other = { id: 2, ip: '10.0.0.20', created: '2026-01-02' };
    let loads = 0;
    let failLoad = false;
    const scope = fork({
      handlers: [
        [
          whitelistQuery.__.executeFx,
          async () => {
            loads++;
            if (failLoad) throw new ApiError('Try later', 200, 'SE', undefined);
            // meanwhile someone added an entry: the reload must show it
            return { ...ok, entries: loads === 1 ? [entry] : [entry, other], enabled: false };
          },
        ],
        [
          modeMutation.__.executeFx,
          async () => {
            throw new ApiError('Add your current IP before turning the whitelist on', 400, 'VF', undefined);
          },
        ],
      ],
    });
    await allSettled(opened, { scope });
    await allSettled(modeToggled, { scope, params: true });
    t.equal(loads, 2, 'the refusal reloads');
    t.same(scope.getState($actionError), { text: 'Add your current IP before turning the whitelist on' });
    t.equal(scope.getState($error), null);
    t.equal(scope.getState($status), 'ready');
    t.equal(scope.getState($enabled), false, 'the switch is back where the server has it');
    t.same(scope.getState($entries), [entry, other], "the list is the server's");

    failLoad = true;
    await allSettled(modeToggled, { scope, params: true });
    t.same(
      scope.getState($actionError),
      { text: 'Add your current IP before turning the whitelist on' },
      'a failed reload does not hide why the change was refused',
    );
    t.same(scope.getState($error), { text: 'Try later' });
    t.equal(scope.getState($status), 'failed');
    t.equal(scope.getState($enabled), false, 'back to the last mode the server said, without the reload');

    failLoad = false;
    await allSettled(opened, { scope });
    t.equal(scope.getState($actionError), null, 'opening again starts clean');
    t.equal(scope.getState($status), 'ready');
  },
);
