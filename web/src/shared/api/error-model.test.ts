import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { sessionEnded } from '../lib/index.ts';
import { $errorDialog, $pendingTerms, authLost, errorDialogClosed, termsClosed, termsReceived } from './error-model.ts';
import { apiFailed } from './http.ts';

t.test('the global error model', async (t) => {
  const $lost = createStore(0).on(authLost, (n) => n + 1);
  const scope = fork();

  await allSettled(apiFailed, {
    scope,
    params: { error: new ApiError('Amount is required, Currency is invalid', 200, 'VF', {}), dialog: true },
  });
  t.same(scope.getState($errorDialog), { text: 'Amount is required, Currency is invalid' }, 'VF joined');
  await allSettled(errorDialogClosed, { scope });
  t.equal(scope.getState($errorDialog), null, 'closed');

  await allSettled(apiFailed, { scope, params: { error: new ApiError('x', 200, 'UE', {}), dialog: false } });
  t.equal(scope.getState($errorDialog), null, 'a screen that shows its own error gets no dialog');

  await allSettled(apiFailed, {
    scope,
    params: { error: new ApiError('', 200, 'TE', { responseCode: 'TE', terms: { id: 'tos' } }), dialog: true },
  });
  t.same(scope.getState($pendingTerms), [{ id: 'tos' }], 'TE shows the terms');

  await allSettled(apiFailed, { scope, params: { error: new ApiError('', 401, 'AU', {}), dialog: true } });
  t.equal(scope.getState($lost), 1, '401 AU: the session is lost');
  t.equal(scope.getState($errorDialog), null, 'and no dialog for it');

  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.same(scope.getState($pendingTerms), [], 'reset with the session');
});

t.test(
  'terms closed without accepting stay closed until the next sign-in, whatever background call answers TE',
  async (t) => {
    const scope = fork();
    const te = () =>
      allSettled(apiFailed, {
        scope,
        params: { error: new ApiError('', 200, 'TE', { responseCode: 'TE', terms: [{ id: 'tos' }] }), dialog: false },
      });
    await te();
    t.same(scope.getState($pendingTerms), [{ id: 'tos' }], 'shown');
    await allSettled(termsClosed, { scope });
    t.same(scope.getState($pendingTerms), [], 'closed');
    await te();
    t.same(scope.getState($pendingTerms), [], 'a later TE (customer info on the next screen) does not reopen it');
    await allSettled(termsReceived, { scope, params: [{ id: 'tos' }] });
    t.same(scope.getState($pendingTerms), [{ id: 'tos' }], 'a new sign-in with terms shows them again');
    await allSettled(termsClosed, { scope });
    await allSettled(sessionEnded, { scope, params: 'signedOut' });
    await te();
    t.same(scope.getState($pendingTerms), [{ id: 'tos' }], 'after the session ended, a TE shows them again');
  },
);
