/**
 * Every route of spec 1 §2 as a constant: `path` is the router pattern,
 * `getHref` builds a link. `name` is the product's own route name where the
 * spec gives one (spec 1 §2 "Named routes"), else the path in words.
 */
export type Layout = 'external' | 'restricted' | 'main' | 'static';

export interface RouteDef<Args extends unknown[] = []> {
  readonly name: string;
  readonly path: string;
  readonly layout: Layout;
  readonly getHref: (...args: Args) => string;
}

const enc = (v: string | number) => encodeURIComponent(String(v));

function fixed(name: string, path: string, layout: Layout): RouteDef {
  return { name, path, layout, getHref: () => path };
}

export const paths = {
  // Public, external layout
  login: fixed('auth.login', '/login', 'external'),
  register: fixed('auth.register', '/register', 'external'),
  registerBusiness: fixed('auth.register-business', '/register/business', 'external'),
  registerPersonal: fixed('auth.register-personal', '/register/personal', 'external'),
  activate: fixed('auth.activate', '/activate', 'external'),
  // Not in spec 1 §2's list; the password reset (spec 1 §6 calls) needs a public page.
  passwordReset: fixed('auth.password-reset', '/password-reset', 'external'),
  passwordResetConfirm: fixed('auth.password-reset-confirm', '/password-reset/confirm', 'external'),
  receive: {
    name: 'receive',
    path: '/receive/:id',
    layout: 'external',
    getHref: (id: string | number) => `/receive/${enc(id)}`,
  } satisfies RouteDef<[string | number]>,
  videoIdentityJob: {
    name: 'video-identity-job',
    path: '/video-identity-job/:id',
    layout: 'external',
    getHref: (id: string | number) => `/video-identity-job/${enc(id)}`,
  } satisfies RouteDef<[string | number]>,
  identityVerification: {
    name: 'identity-verification',
    path: '/identity-verification/:workflowRunId/:token',
    layout: 'external',
    getHref: (workflowRunId: string, token: string) => `/identity-verification/${enc(workflowRunId)}/${enc(token)}`,
  } satisfies RouteDef<[string, string]>,
  scpMobile: fixed('scp-enable_mobile', '/scp-mobile', 'external'),
  selfCertificationRepresentative: fixed(
    'self-certification-representative',
    '/self-certification-representative',
    'external',
  ),

  // Restricted layout
  adminOverview: fixed('admin-overview', '/admin-overview', 'restricted'),
  // Not in spec 1 §2's list; the start page needs them (spec 1 §2, §6). The spec's name 'oau' is
  // taken by /auth/sei, so the authorised-user login page has its own name.
  customerAccess: fixed('customer-access', '/customer-access', 'restricted'),
  authorisedUserLogin: fixed('authorised-user-login', '/oau', 'restricted'),
  scp: fixed('scp-enable', '/scp', 'restricted'),
  selfCertificationSplash: fixed('self-certification-splash', '/self-certification-splash', 'restricted'),
  selfCertificationBusinessSplash: fixed(
    'self-certification-business-splash',
    '/self-certification-business-splash',
    'restricted',
  ),
  kyc: fixed('kyc', '/kyc', 'restricted'),
  companyDocuments: fixed('company-documents', '/company-documents', 'restricted'),
  selfCertification: fixed('self-certification', '/self-certification', 'restricted'),
  selfCertificationBusiness: fixed('self-certification-business', '/self-certification-business', 'restricted'),

  // Main layout, signed in
  addCard: fixed('addCard', '/add-card', 'main'),
  confirmCard: {
    name: 'confirmCard',
    path: '/confirm-card/:cardId',
    layout: 'main',
    getHref: (cardId: string | number) => `/confirm-card/${enc(cardId)}`,
  } satisfies RouteDef<[string | number]>,
  profileUpdate: fixed('profile-update', '/profile-update', 'main'),
  unverifiedAccount: fixed('unverified-account', '/unverified-account', 'main'),
  limitedAccount: fixed('limited-account', '/limited-account', 'main'),
  profile: fixed('profile', '/profile', 'main'),
  home: fixed('home', '/home', 'main'),
  news: fixed('news', '/news', 'main'),
  setting: fixed('setting', '/setting', 'main'),
  companyAccess: fixed('settings.company-access', '/company-access', 'main'),
  payoutBlacklist: fixed('payout-blacklist', '/payout-blacklist', 'main'),
  loginHistory: fixed('login-history', '/login-history', 'main'),
  legal: fixed('profile.legal', '/legal', 'main'),
  profileNotifications: fixed('profile.notifications', '/profile/notifications', 'main'),
  history: fixed('history', '/history', 'main'),
  historyBatchTransfers: fixed('batch', '/history/batch-transfers', 'main'),
  transferExternal: fixed('transfer.external', '/transfer/external', 'main'),
  transferMass: fixed('transfer.mass', '/transfer/mass', 'main'),
  transferMassWire: fixed('transfer.mass.wire', '/transfer/mass/wire', 'main'),
  transferMassEft: fixed('transfer.mass.eft', '/transfer/mass/eft', 'main'),
  transferMassOct: fixed('transfer.mass.oct', '/transfer/mass/oct', 'main'),
  transferMassDigital: fixed('transfer.mass.digital', '/transfer/mass/digital', 'main'),
  transferMassGlobal: fixed('transfer.mass.global', '/transfer/mass/global', 'main'),
  transferExternalMassConfirm: fixed('transfer.external.mass.confirm', '/transfer/external/mass/confirm', 'main'),
  transferExternalGlobalSummary: fixed('transfer.external.global-summary', '/transfer/external/global-summary', 'main'),
  transferP2p: fixed('transfer.p2p', '/transfer/p2p', 'main'),
  transferMassP2p: fixed('transfer.mass.p2p', '/transfer/mass/p2p', 'main'),
  transferMassP2pConfirm: fixed('transfer.mass.p2p.confirm', '/transfer/mass/p2p/confirm', 'main'),
  transferAccount: fixed('transfer.account', '/transfer/account', 'main'),
  transferPreapprovedPayments: fixed('transfer.preapproved-payments', '/transfer/preapproved-payments', 'main'),
  transferInvoices: fixed('transfer.invoices', '/transfer/invoices', 'main'),
  transferApproved: fixed('transfer.approved', '/transfer/approved', 'main'),
  cards: fixed('cards', '/cards', 'main'),
  cardsAccount: {
    name: 'cards.account',
    path: '/cards/:accountId',
    layout: 'main',
    getHref: (accountId: string | number) => `/cards/${enc(accountId)}`,
  } satisfies RouteDef<[string | number]>,
  cardPin: {
    name: 'card.pin',
    path: '/card/:accountId/pin/',
    layout: 'main',
    getHref: (accountId: string | number) => `/card/${enc(accountId)}/pin/`,
  } satisfies RouteDef<[string | number]>,
  messages: fixed('messages', '/messages', 'main'),
  statements: fixed('statements', '/statements', 'main'),
  companyPath: {
    name: 'company.path',
    path: '/company/:path',
    layout: 'main',
    getHref: (path: string) => `/company/${enc(path)}`,
  } satisfies RouteDef<[string]>,
  company: fixed('company', '/company', 'main'),
  companyEmails: fixed('company-emails', '/company-emails', 'main'),
  merchant: fixed('merchant', '/merchant', 'main'),
  // The merchant section's pages (spec 3 §2 "Merchant section /merchant/"); /merchant opens the default,
  // security/verification.
  merchantSavedButtons: fixed('merchant.buttons.my_saved_buttons', '/merchant/buttons/my_saved_buttons', 'main'),
  merchantPbnSettings: fixed('merchant.buttons.pbn_settings', '/merchant/buttons/pbn_settings', 'main'),
  merchantBusinessLogos: fixed('merchant.buttons.business_logos', '/merchant/buttons/business_logos', 'main'),
  merchantApiKey: fixed('merchant.internal.api_key', '/merchant/internal/api_key', 'main'),
  merchantApiLog: fixed('merchant.internal.api_log', '/merchant/internal/api_log', 'main'),
  merchantWebhookLog: fixed('merchant.internal.webhook_log', '/merchant/internal/webhook_log', 'main'),
  merchantSubscribers: fixed('merchant.accounts.subscribers', '/merchant/accounts/subscribers', 'main'),
  merchantVerification: fixed('merchant.security.verification', '/merchant/security/verification', 'main'),
  merchantVerificationHistory: fixed(
    'merchant.security.verification.history',
    '/merchant/security/verification/history',
    'main',
  ),
  merchantReputation: fixed('merchant.security.reputation', '/merchant/security/reputation', 'main'),
  merchantIpnHistory: fixed('merchant.ipn.history', '/merchant/ipn/history', 'main'),
  merchantIpnSettings: fixed('merchant.ipn.settings', '/merchant/ipn/settings', 'main'),
  authSei: fixed('oau', '/auth/sei', 'main'),
  // Not a route of spec 1 §2: the device-approval screen for PUT /auth/login/{key}/confirm (spec 1 §6), at the web
  // address of the push sign-in's deep link (`<scheme>://auth/push?key=`), so that the same link opened in a browser
  // signed in on another device approves or declines the sign-in (pages/login-approval)
  loginApproval: fixed('login-approval', '/auth/push', 'main'),
  revenueSplit: fixed('smartContracts', '/revenue-split', 'main'),
  revenueSplitNew: fixed('newSmartContract', '/revenue-split/new', 'main'),
  revenueSplitContract: {
    name: 'smartContract',
    path: '/revenue-split/:contractId',
    layout: 'main',
    getHref: (contractId: string | number) => `/revenue-split/${enc(contractId)}`,
  } satisfies RouteDef<[string | number]>,

  // spec 1 §2 named route page_404 ("The 404 page is shown for unknown paths", spec 3 §2): the page every unknown
  // path shows, also at an address of its own so that a link can name it
  notFound: fixed('page_404', '/404', 'static'),

  // Static: spec 1 §2 "/legal/{brand}-tos/"; the router cannot match part of a
  // segment, so the page checks the "-tos" suffix and the brand itself.
  legalTos: {
    name: 'legal.tos',
    path: '/legal/:brandTos/',
    layout: 'static',
    getHref: (brand: string) => `/legal/${enc(brand)}-tos/`,
  } satisfies RouteDef<[string]>,
} as const;

export type RouteKey = keyof typeof paths;

/**
 * Spec 1 §2's named routes that are no screen of their own (decisions: the spec names them, not their paths): each
 * an address that leads to the screen it names, keeping the query.
 * - auth: the parent of the auth.* routes; its address leads to auth.login.
 * - auth.register-new-business: a business registered anew; the business wizard (auth.register-business) is the
 *   screen for it (a signed-in customer's later business account is the same wizard).
 * - business-kyc: spec 1 §2 "/kyc (business variant for businesses)": /kyc itself shows the business variant to a
 *   business, so this name leads there.
 */
export const namedRedirects: readonly { name: string; path: string; to: string }[] = [
  { name: 'auth', path: '/auth', to: paths.login.path },
  { name: 'auth.register-new-business', path: '/register/new-business', to: paths.registerBusiness.path },
  { name: 'business-kyc', path: '/business-kyc', to: paths.kyc.path },
];

/** Every declared route, for the router and for tests. */
export const routeList: readonly (RouteDef<never[]> & { key: RouteKey })[] = (
  Object.entries(paths) as [RouteKey, RouteDef<never[]>][]
).map(([key, def]) => ({ ...def, key }));

/** The start page of a signed-in user (spec 1 §2 "Start page after login": else home). */
export const homeHref = paths.home.getHref();
export const loginHref = paths.login.getHref();
