import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $pendingTerms } from '../../shared/api/index.ts';
import { $acceptError, $accepting, acceptClicked, acceptMutation, termsIdsOf } from './model.ts';

t.test('termsIdsOf: the ids of one entry or a list', async (t) => {
  t.same(termsIdsOf([{ id: 7, label: 'I accept' }]), [7]);
  t.same(termsIdsOf([{ id: 'tos' }, { id: 2 }, { label: 'no id' }, null]), ['tos', 2]);
  t.same(termsIdsOf([]), []);
});

t.test('accept sends termsIds and closes the terms dialog', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    values: [[$pendingTerms, [{ id: 7 }, { id: 'privacy' }]]],
    handlers: [
      [
        acceptMutation.__.executeFx,
        async (input: { body: unknown }) => (sent.push(input.body), { responseCode: '00' }),
      ],
    ],
  });
  await allSettled(acceptClicked, { scope });
  t.same(sent, [{ termsIds: [7, 'privacy'] }]);
  t.same(scope.getState($pendingTerms), []);
});

t.test('a refused accept keeps the terms and shows the message', async (t) => {
  const scope = fork({
    values: [[$pendingTerms, [{ id: 7 }]]],
    handlers: [
      [
        acceptMutation.__.executeFx,
        async () => {
          throw new ApiError('Try later', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(acceptClicked, { scope });
  t.same(scope.getState($pendingTerms), [{ id: 7 }]);
  t.same(scope.getState($acceptError), { text: 'Try later' });
});

t.test('accepting: busy while the call runs; no terms with an id, no call', async (t) => {
  let release: () => void = () => undefined;
  let calls = 0;
  const scope = fork({
    values: [[$pendingTerms, [{ id: 7 }]]],
    handlers: [
      [
        acceptMutation.__.executeFx,
        () =>
          new Promise((resolve) => {
            calls += 1;
            release = () => resolve({ responseCode: '00' });
          }),
      ],
    ],
  });
  const done = allSettled(acceptClicked, { scope });
  await new Promise((r) => setTimeout(r, 0));
  t.equal(scope.getState($accepting), true);
  release();
  await done;
  t.equal(scope.getState($accepting), false);
  t.equal(calls, 1);

  const none = fork({
    values: [[$pendingTerms, [{ label: 'no id' }]]],
    handlers: [[acceptMutation.__.executeFx, async () => (calls++, { responseCode: '00' })]],
  });
  await allSettled(acceptClicked, { scope: none });
  t.equal(calls, 1, 'nothing to send');
});
