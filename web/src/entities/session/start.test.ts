import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { loadContextCalls } from '../customer/@x/session.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $authorisedUser,
  $startTarget,
  type StartStep,
  goToStartPage,
  startPageRequested,
  startStep,
} from './start.ts';
import type { StartPageInput } from './start-page.ts';
import { authorisedUserQuery } from './start-calls.ts';
import { intendedPathStored, sessionFx } from './model.ts';

const contextCalls = await loadContextCalls();
const { customerInfoQuery } = contextCalls;
// a business user's access calls are a chunk of the context calls' own
const { accessInfoQuery, customerAccessListQuery } = await contextCalls.loadAccessCalls();

const customer = {
  customerType: 'personal',
  userId: 1,
  customerId: 100001,
  login: 'a@b.c',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  verified: true,
  limited: false,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
};
const ok = { responseCode: '00' };
const session = { authed: true as const, firstName: 'A', customerId: 100001 };

function scopeWith(c: Record<string, unknown> | Error) {
  const calls: string[] = [];
  const handlers = new Map<unknown, unknown>([
    [sessionFx, async () => session],
    [
      customerInfoQuery.__.executeFx,
      async () => {
        calls.push('customerInfoGet');
        if (c instanceof Error) throw c;
        return { ...ok, customer: { ...customer, ...c } };
      },
    ],
    [
      accessInfoQuery.__.executeFx,
      async () => (calls.push('userAccessInfoGet'), { ...ok, customerAccessInfo: { accessRights: 2 } }),
    ],
    [
      authorisedUserQuery.__.executeFx,
      async () => (
        calls.push('businessAuthorisedUserGet'),
        { ...ok, businessName: 'Acme', oldWebUrl: 'https://old.x' }
      ),
    ],
    [
      customerAccessListQuery.__.executeFx,
      async () => (
        calls.push('customerAccessListGet'),
        { ...ok, customerAccesses: [{ customerId: 2, customerName: 'X', customerUsername: 'x', accessRights: 2 }] }
      ),
    ],
  ]);
  return { scope: fork({ handlers: handlers as never }), calls };
}

t.test('a personal user: customer info only, then home or the stored initial path', async (t) => {
  const { scope, calls } = scopeWith({});
  await allSettled(intendedPathStored, { scope, params: '/setting' });
  await allSettled(sessionFx, { scope });
  t.same(calls, ['customerInfoGet']);
  t.same(scope.getState($startTarget), { kind: 'path', to: '/setting', usesInitialPath: true });

  const kyc = scopeWith({ isNeedKyc: true });
  await allSettled(sessionFx, { scope: kyc.scope });
  t.same(kyc.scope.getState($startTarget), { kind: 'path', to: '/kyc', usesInitialPath: false });
});

t.test('a business with related accounts: access info, the access list, then the picker', async (t) => {
  const { scope, calls } = scopeWith({ customerType: 'business', isHaveRelatedAccounts: true });
  await allSettled(sessionFx, { scope });
  t.same(calls, ['customerInfoGet', 'userAccessInfoGet', 'customerAccessListGet']);
  t.same(scope.getState($startTarget), { kind: 'path', to: '/customer-access', usesInitialPath: false });
});

t.test('a business without related accounts keeps the authorised-user info and goes home', async (t) => {
  const { scope, calls } = scopeWith({ customerType: 'business' });
  await allSettled(sessionFx, { scope });
  t.same(calls, ['customerInfoGet', 'userAccessInfoGet', 'businessAuthorisedUserGet']);
  t.match(scope.getState($authorisedUser), { businessName: 'Acme', oldWebUrl: 'https://old.x' });
  t.same(scope.getState($startTarget), { kind: 'path', to: '/home', usesInitialPath: false });

  const failing = fork({
    handlers: [
      [sessionFx, async () => session],
      [customerInfoQuery.__.executeFx, async () => ({ ...ok, customer: { ...customer, customerType: 'business' } })],
      [accessInfoQuery.__.executeFx, async () => ({ ...ok })],
      [
        authorisedUserQuery.__.executeFx,
        async () => {
          throw new ApiError('No authorised-user information', 200, 'ENOA', {});
        },
      ],
    ],
  });
  await allSettled(sessionFx, { scope: failing });
  t.same(
    failing.getState($startTarget),
    { kind: 'path', to: '/oau', usesInitialPath: false },
    'failure: authorised-user login',
  );
});

t.test('a TE answer to customer info counts as success; no answer at all: the session decides', async (t) => {
  const te = new ApiError('Please accept the terms', 200, 'TE', {
    terms: [],
    customer: { ...customer, isAdmin: true },
  });
  const { scope } = scopeWith(te);
  await allSettled(sessionFx, { scope });
  t.same(scope.getState($startTarget), { kind: 'path', to: '/admin-overview', usesInitialPath: false });

  const down = scopeWith(new TypeError('Failed to fetch'));
  await allSettled(sessionFx, { scope: down.scope });
  t.same(down.scope.getState($startTarget), { kind: 'path', to: '/home', usesInitialPath: false });
});

t.test('goToStartPage: now when decided, else once decided; startPageRequested decides again first', async (t) => {
  const went: string[] = [];
  const s = fork({
    handlers: [
      [sessionFx, async () => session],
      [customerInfoQuery.__.executeFx, async () => ({ ...ok, customer })],
      [navigateFx, async ({ to }: { to: string }) => void went.push(to)],
    ] as never,
  });
  await allSettled(sessionFx, { scope: s });
  t.same(went, [], 'deciding alone goes nowhere');
  await allSettled(goToStartPage, { scope: s });
  t.same(went, ['/home']);
  await allSettled(goToStartPage, { scope: s });
  t.same(went, ['/home', '/home'], 'each request once');

  const later: string[] = [];
  const kyc = fork({
    handlers: [
      [sessionFx, async () => session],
      [customerInfoQuery.__.executeFx, async () => ({ ...ok, customer: { ...customer, isNeedKyc: true } })],
      [navigateFx, async ({ to }: { to: string }) => void later.push(to)],
    ] as never,
  });
  await allSettled(sessionFx, { scope: kyc });
  await allSettled(startPageRequested, { scope: kyc });
  t.same(later, ['/kyc'], 'after deciding again');
});

t.test('spec 1 §2 start page, one step at a time: the call it asks for, or the place with the info kept', async (t) => {
  const base: StartPageInput = {
    loggedIn: true,
    termsPending: false,
    useOldWeb: false,
    customCustomerId: false,
    isAdmin: false,
    isBusiness: true,
    hasRelatedAccounts: false,
    authorisedUser: 'unknown',
    accessListSize: 'unknown',
    needsProfileUpdate: false,
    needsKyc: false,
    fatcaActionRequired: false,
    initialPath: null,
  };
  const info = { businessName: 'Acme', oldWebUrl: 'https://old.x' };
  const rows: [string, Partial<StartPageInput>, string | null, StartStep][] = [
    ['"3. business without related accounts": fetch the authorised user', {}, null, { kind: 'fetchAuthorisedUser' }],
    [
      'its info known: home, the info kept for the session',
      { authorisedUser: info },
      null,
      {
        kind: 'decided',
        result: { target: { kind: 'path', to: '/home', usesInitialPath: false }, authorisedUser: info },
      },
    ],
    [
      'its info known and an initial path stored: that path',
      { authorisedUser: info },
      '/setting',
      {
        kind: 'decided',
        result: { target: { kind: 'path', to: '/setting', usesInitialPath: true }, authorisedUser: info },
      },
    ],
    ['with related accounts: fetch the access list', { hasRelatedAccounts: true }, null, { kind: 'fetchAccessList' }],
    [
      'the fetch failed: the authorised-user login',
      { authorisedUser: 'failed' },
      null,
      {
        kind: 'decided',
        result: { target: { kind: 'path', to: '/oau', usesInitialPath: false }, authorisedUser: null },
      },
    ],
  ];
  for (const [name, patch, initialPath, want] of rows)
    t.same(startStep({ ...base, ...patch, initialPath }, initialPath), want, name);
});
