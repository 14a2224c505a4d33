import t from 'tap';
import {
  type RouteAccess,
  type StartPage,
  type StartPageInput,
  routeAccessFor,
  startHrefFor,
  startPageFor,
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
  ];
  for (const [quote, input, want] of rows) t.equal(routeAccessFor(input), want, quote);
});

t.test('the guard start path from GET /session', async (t) => {
  t.equal(startHrefFor({ isAdmin: true }, '/cards'), '/admin-overview', 'admin first');
  t.equal(startHrefFor({ isAdmin: false }, '/cards'), '/cards', 'the stored initial path');
  t.equal(startHrefFor(null, null), '/home');
});
