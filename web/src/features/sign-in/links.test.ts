import { allSettled, fork } from 'effector';
import t from 'tap';
import { putCustomerFx } from '../../entities/customer/index.ts';
import { $sessionStatus, sessionFx } from '../../entities/session/index.ts';
import type { SessionState } from '../../shared/api/index.ts';
import { appStarted } from '../../shared/lib/index.ts';
import {
  $emailConfirmation,
  type QueryActions,
  dropCodeFromAddressFx,
  exchangeFx,
  queryActionsFor,
  readQueryFx,
  storeApiFx,
} from './links.ts';

const none: QueryActions = { exchange: null, fromCustomerId: null, api: null, emailConfirmation: null };

t.test('spec 1 §2 "Guards and query handling"', async (t) => {
  const rows: [quote: string, search: string, want: QueryActions][] = [
    ['no query, nothing to do', '', none],
    [
      '"A code together with codeVerifier signs the user in."',
      '?code=abc&codeVerifier=xyz',
      { ...none, exchange: { code: 'abc', codeVerifier: 'xyz' } },
    ],
    ['a code alone does not', '?code=abc', none],
    ['"Query fromCustomerId sets the acting customer."', '?fromCustomerId=42', { ...none, fromCustomerId: 42 }],
    ['a customer id that is not a number is ignored', '?fromCustomerId=4x2', none],
    ['"An api query value is stored."', '?api=merchant', { ...none, api: 'merchant' }],
    [
      '"Query emailConfirmation with value success"',
      '?emailConfirmation=success',
      { ...none, emailConfirmation: 'success' },
    ],
    ['"value fail"', '?emailConfirmation=fail', { ...none, emailConfirmation: 'fail' }],
    ['another value shows nothing', '?emailConfirmation=maybe', none],
  ];
  for (const [quote, search, want] of rows) t.same(queryActionsFor(search), want, quote);
});

function setup(actions: QueryActions, first: SessionState) {
  let session = first;
  const calls = { exchange: [] as unknown[], customer: [] as number[], api: [] as string[] };
  const scope = fork({
    handlers: [
      [readQueryFx, () => actions],
      [sessionFx, async () => session],
      [exchangeFx, async (b: unknown) => void calls.exchange.push(b)],
      [dropCodeFromAddressFx, () => undefined],
      [putCustomerFx, async (id: number) => (calls.customer.push(id), id)],
      [storeApiFx, (v: string) => void calls.api.push(v)],
    ],
  });
  const signIn = () => (session = { authed: true });
  return { scope, calls, signIn };
}

t.test('a sign-in link exchanges its code; the acting customer waits for the session', async (t) => {
  const { scope, calls, signIn } = setup(
    { ...none, exchange: { code: 'c', codeVerifier: 'v' }, fromCustomerId: 7, api: 'x' },
    { authed: false },
  );
  await allSettled(appStarted, { scope });
  t.same(calls.exchange, [{ code: 'c', codeVerifier: 'v' }]);
  t.same(calls.api, ['x']);
  t.same(calls.customer, [], 'not signed in yet');
  signIn();
  await allSettled(sessionFx, { scope });
  t.equal(scope.getState($sessionStatus), 'authed');
  t.same(calls.customer, [7], 'PUT /session/customer once signed in');
});

t.test('e-mail confirmation is shown from the link', async (t) => {
  const { scope } = setup({ ...none, emailConfirmation: 'fail' }, { authed: false });
  await allSettled(appStarted, { scope });
  t.equal(scope.getState($emailConfirmation), 'fail');
});
