import t from 'tap';
import {
  type RouteAccess,
  type StartPage,
  type StartPageInput,
  routeAccessFor,
  routeAccessInput,
  startHrefFor,
  startPageFor,
  startTargetFor,
} from './start-page.ts';

const personal: StartPageInput = {
  loggedIn: true,
  termsPending: false,
  useOldWeb: false,
  customCustomerId: false,
  isAdmin: false,
  isBusiness: false,
  hasRelatedAccounts: false,
  authorisedUser: 'unknown',
  accessListSize: 'unknown',
  needsProfileUpdate: false,
  needsKyc: false,
  fatcaActionRequired: false,
  initialPath: null,
};
const business: StartPageInput = { ...personal, isBusiness: true };
const info = { oldWebUrl: 'https://old.example', accountEmail: 'a@b.c', companyEmail: 'c@b.c', businessName: 'Acme' };

t.test('spec 1 §2 "Start page after login", one row per branch', async (t) => {
  const rows: [quote: string, input: StartPageInput, want: StartPage][] = [
    [
      '1. "If the old web app is used and no custom customer id is set, redirect to the old web URL."',
      { ...personal, useOldWeb: true, oldWebUrl: 'https://old.example' },
      { kind: 'oldWeb', url: 'https://old.example' },
    ],
    [
      '1. ... with a custom customer id set: no redirect',
      { ...personal, useOldWeb: true, oldWebUrl: 'https://old.example', customCustomerId: true },
      { kind: 'route', to: '/home' },
    ],
    ['2. "If admin: admin overview."', { ...personal, isAdmin: true }, { kind: 'route', to: '/admin-overview' }],
    [
      '3. "If business: without related accounts, fetch authorised-user info"',
      business,
      { kind: 'fetchAuthorisedUser' },
    ],
    [
      '3. "on success return old web url, account e-mail, company e-mail and business name"',
      { ...business, authorisedUser: info },
      { kind: 'authorisedUser', info },
    ],
    [
      '3. "otherwise go to authorised-user login"',
      { ...business, authorisedUser: 'failed' },
      { kind: 'authorisedUserLogin' },
    ],
    [
      '3. "With related accounts, go to the customer access list" (fetched first)',
      { ...business, hasRelatedAccounts: true },
      { kind: 'fetchAccessList' },
    ],
    [
      '3. "With related accounts, go to the customer access list"',
      { ...business, hasRelatedAccounts: true, accessListSize: 2 },
      { kind: 'accessList' },
    ],
    [
      '3. "or to authorised-user login if that list is empty"',
      { ...business, hasRelatedAccounts: true, accessListSize: 0 },
      { kind: 'authorisedUserLogin' },
    ],
    [
      '4. "Personal: profile update if needed"',
      { ...personal, needsProfileUpdate: true, needsKyc: true, fatcaActionRequired: true },
      { kind: 'route', to: '/profile-update' },
    ],
    [
      '4. "then KYC if needed"',
      { ...personal, needsKyc: true, fatcaActionRequired: true, initialPath: '/cards' },
      { kind: 'route', to: '/kyc' },
    ],
    [
      '4. "then self-certification if a FATCA-required action exists"',
      { ...personal, fatcaActionRequired: true, initialPath: '/cards' },
      { kind: 'route', to: '/self-certification' },
    ],
    [
      '4. "else the stored initial path (used once)"',
      { ...personal, initialPath: '/cards' },
      { kind: 'route', to: '/cards', usesInitialPath: true },
    ],
    ['4. "else home"', personal, { kind: 'route', to: '/home' }],
    [
      '5. "If not logged in and terms are pending, show terms"',
      { ...personal, loggedIn: false, termsPending: true },
      { kind: 'terms' },
    ],
    ['5. "otherwise authorised login"', { ...personal, loggedIn: false }, { kind: 'authorisedUserLogin' }],
  ];
  for (const [quote, input, want] of rows) t.same(startPageFor(input), want, quote);
});

t.test('spec 1 §2 "Guards and query handling"', async (t) => {
  const base: RouteAccess = {
    pathname: '/home',
    partnerPath: null,
    needsKyc: false,
    isBusiness: false,
    representativeWithoutBalanceInfo: false,
    accessRights: 2,
    needsProfileUpdate: false,
  };
  const rows: [quote: string, input: RouteAccess, want: string | null][] = [
    ['a signed-in user without a reason stays', base, null],
    [
      '"A signed-in user with a pending partner path is sent there."',
      { ...base, partnerPath: '/auth/sei?id=9', needsKyc: true },
      '/auth/sei?id=9',
    ],
    ['... and stays there', { ...base, pathname: '/auth/sei?id=9', partnerPath: '/auth/sei?id=9' }, null],
    ['"A user who needs KYC is forced to the KYC page"', { ...base, needsKyc: true }, '/kyc'],
    ['"(the business KYC page for a business)"', { ...base, needsKyc: true, isBusiness: true }, '/kyc'],
    ['KYC page itself is reachable', { ...base, pathname: '/kyc', needsKyc: true }, null],
    [
      '"A business representative whose access list lacks balanceInfo reaches only the company documents page."',
      { ...base, representativeWithoutBalanceInfo: true },
      '/company-documents',
    ],
    [
      '"The API settings ... need full access rights (value 2); otherwise the user goes to saved buttons."',
      { ...base, pathname: '/merchant/internal/api_key', accessRights: 1 },
      '/merchant/buttons/my_saved_buttons',
    ],
    [
      '"the API/webhook log pages need full access rights (value 2)"',
      { ...base, pathname: '/merchant/internal/webhook_log', accessRights: null },
      '/merchant/buttons/my_saved_buttons',
    ],
    ['full rights reach the API log', { ...base, pathname: '/merchant/internal/api_log', accessRights: 2 }, null],
    [
      'the representative stays on company documents, with a query too',
      { ...base, pathname: '/company-documents?tab=2', representativeWithoutBalanceInfo: true },
      null,
    ],
    [
      'the representative typing /setting goes back to company documents',
      { ...base, pathname: '/setting', representativeWithoutBalanceInfo: true, accessRights: 1 },
      '/company-documents',
    ],
    [
      'decision: KYC forcing lets the profile update through that the start page orders first',
      { ...base, pathname: '/profile-update', needsKyc: true, needsProfileUpdate: true },
      null,
    ],
    ['... but not once the profile update is done', { ...base, pathname: '/profile-update', needsKyc: true }, '/kyc'],
    [
      'decision: the authorised-user login page (/oau) is never guarded away',
      { ...base, pathname: '/oau', representativeWithoutBalanceInfo: true, needsKyc: true },
      null,
    ],
  ];
  for (const [quote, input, want] of rows) t.equal(routeAccessFor(input), want, quote);
});

t.test('the guard start path from GET /session', async (t) => {
  t.equal(startHrefFor({ isAdmin: true }, '/cards'), '/admin-overview', 'admin first');
  t.equal(startHrefFor({ isAdmin: false }, '/cards'), '/cards', 'the stored initial path');
  t.equal(startHrefFor(null, null), '/home');
});

t.test('the start page as a place to go (decisions where the spec shows no screen)', async (t) => {
  const path = (to: string, usesInitialPath = false) => ({ kind: 'path', to, usesInitialPath });
  const rows: [quote: string, page: StartPage, initialPath: string | null, want: unknown][] = [
    [
      'old web: the browser leaves',
      { kind: 'oldWeb', url: 'https://old.x' },
      null,
      { kind: 'external', url: 'https://old.x' },
    ],
    ['a route is a route', { kind: 'route', to: '/kyc' }, '/cards', path('/kyc')],
    [
      'the stored initial path is marked used',
      { kind: 'route', to: '/cards', usesInitialPath: true },
      '/cards',
      path('/cards', true),
    ],
    [
      'authorised-user info loaded: the stored initial path',
      { kind: 'authorisedUser', info },
      '/setting',
      path('/setting', true),
    ],
    ['authorised-user info loaded: else home', { kind: 'authorisedUser', info }, null, path('/home')],
    ['"go to the customer access list": the picker', { kind: 'accessList' }, '/setting', path('/customer-access')],
    ['"authorised-user login" (oau)', { kind: 'authorisedUserLogin' }, null, path('/oau')],
    ['a call is still needed', { kind: 'fetchAccessList' }, null, null],
    ['a call is still needed', { kind: 'fetchAuthorisedUser' }, null, null],
  ];
  for (const [quote, page, initialPath, want] of rows) t.same(startTargetFor(page, initialPath), want, quote);
});

t.test('what the guards know, from customer info and access info', async (t) => {
  const none = { isBusiness: false, customerNeedsKyc: false, needsProfileUpdate: false, accessInfo: null };
  t.match(
    routeAccessInput('/home', null, none),
    { accessRights: 2, representativeWithoutBalanceInfo: false, needsKyc: false },
    'a personal owner has full rights',
  );
  const rep = { ...none, isBusiness: true, accessInfo: { accessList: {}, accessRights: 1 } };
  t.match(
    routeAccessInput('/home', null, rep),
    { representativeWithoutBalanceInfo: true, accessRights: 1 },
    '"a representative whose access list lacks balanceInfo"',
  );
  const owner = {
    ...none,
    isBusiness: true,
    accessInfo: { accessList: { balanceInfo: true }, accessRights: 2, isNeedKyc: true },
  };
  t.match(routeAccessInput('/home', '/auth/sei?id=1', owner), {
    representativeWithoutBalanceInfo: false,
    needsKyc: true,
    isBusiness: true,
    partnerPath: '/auth/sei?id=1',
  });
  t.match(
    routeAccessInput('/home', null, { ...none, isBusiness: true }),
    { representativeWithoutBalanceInfo: false, accessRights: null },
    'no access info: not claimed a representative',
  );
});
