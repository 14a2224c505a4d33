import { accessRightValues } from '@app/contracts';

/**
 * Spec 1 §2 "Start page after login", in its order of decision. The answers
 * of businessAuthorisedUserGet and customerAccessListGet are inputs: the
 * model fetches only what the branch needs, then asks this function again.
 */

export interface AuthorisedUserInfo {
  oldWebUrl?: string;
  accountEmail?: string;
  companyEmail?: string;
  businessName?: string;
}

export interface StartPageInput {
  loggedIn: boolean;
  termsPending: boolean;
  /** customer info: useOldWeb, oldWebUrl */
  useOldWeb: boolean;
  oldWebUrl?: string;
  /** a custom customer id is set (?fromCustomerId, or an acting customer picked) */
  customCustomerId: boolean;
  isAdmin: boolean;
  /** customerType not personal (0 / 'personal') */
  isBusiness: boolean;
  /** customer info: isHaveRelatedAccounts */
  hasRelatedAccounts: boolean;
  /** businessAuthorisedUserGet: not asked yet, failed, or its data */
  authorisedUser: 'unknown' | 'failed' | AuthorisedUserInfo;
  /** customerAccessListGet: not asked yet, or how many accesses it listed */
  accessListSize: 'unknown' | number;
  /** customer info: isNeedPersonalInfoUpdate, isNeedKyc */
  needsProfileUpdate: boolean;
  needsKyc: boolean;
  /** a FATCA-required action exists */
  fatcaActionRequired: boolean;
  /** the stored initial path (used once) */
  initialPath: string | null;
}

export type StartPage =
  | { kind: 'oldWeb'; url: string }
  | { kind: 'route'; to: string; usesInitialPath?: true }
  | { kind: 'fetchAuthorisedUser' }
  | { kind: 'authorisedUser'; info: AuthorisedUserInfo }
  | { kind: 'fetchAccessList' }
  | { kind: 'accessList' }
  | { kind: 'authorisedUserLogin' }
  | { kind: 'terms' };

export const startRoutes = {
  adminOverview: '/admin-overview',
  profileUpdate: '/profile-update',
  kyc: '/kyc',
  selfCertification: '/self-certification',
  home: '/home',
  customerAccess: '/customer-access',
  authorisedUserLogin: '/oau',
} as const;

export function startPageFor(s: StartPageInput): StartPage {
  // 5. not logged in: the pending terms, otherwise the authorised login
  if (!s.loggedIn) return s.termsPending ? { kind: 'terms' } : { kind: 'authorisedUserLogin' };
  // 1. old web app, unless a custom customer id is set
  if (s.useOldWeb && !s.customCustomerId && s.oldWebUrl) return { kind: 'oldWeb', url: s.oldWebUrl };
  // 2. admin
  if (s.isAdmin) return { kind: 'route', to: startRoutes.adminOverview };
  // 3. business
  if (s.isBusiness) {
    if (!s.hasRelatedAccounts) {
      if (s.authorisedUser === 'unknown') return { kind: 'fetchAuthorisedUser' };
      if (s.authorisedUser === 'failed') return { kind: 'authorisedUserLogin' };
      return { kind: 'authorisedUser', info: s.authorisedUser };
    }
    if (s.accessListSize === 'unknown') return { kind: 'fetchAccessList' };
    return s.accessListSize > 0 ? { kind: 'accessList' } : { kind: 'authorisedUserLogin' };
  }
  // 4. personal
  if (s.needsProfileUpdate) return { kind: 'route', to: startRoutes.profileUpdate };
  if (s.needsKyc) return { kind: 'route', to: startRoutes.kyc };
  if (s.fatcaActionRequired) return { kind: 'route', to: startRoutes.selfCertification };
  if (s.initialPath) return { kind: 'route', to: s.initialPath, usesInitialPath: true };
  return { kind: 'route', to: startRoutes.home };
}

/** Where the start page sends the browser; null while a call is still needed. */
export type StartTarget = { kind: 'external'; url: string } | { kind: 'path'; to: string; usesInitialPath: boolean };

/**
 * The answer of startPageFor as a place to go. Decisions where the spec shows
 * no screen: a business whose authorised-user info loaded goes on like a
 * personal user (stored initial path once, else home); the customer access
 * list is the acting-customer picker at /customer-access; the authorised-user
 * login ('oau') is /oau, a restricted page explaining the login with a sign-out.
 */
export function startTargetFor(page: StartPage, initialPath: string | null): StartTarget | null {
  const path = (to: string, usesInitialPath = false): StartTarget => ({ kind: 'path', to, usesInitialPath });
  switch (page.kind) {
    case 'oldWeb':
      return { kind: 'external', url: page.url };
    case 'route':
      return path(page.to, page.usesInitialPath === true);
    case 'authorisedUser':
      return initialPath ? path(initialPath, true) : path(startRoutes.home);
    case 'accessList':
      return path(startRoutes.customerAccess);
    case 'authorisedUserLogin':
      return path(startRoutes.authorisedUserLogin);
    case 'terms':
      // signed in with terms pending: the terms dialog shows over home
      return path(startRoutes.home);
    case 'fetchAuthorisedUser':
    case 'fetchAccessList':
      return null;
  }
}

/** Spec 1 §2 guards that are not about being signed in. */
export interface RouteAccess {
  /** path and query of the current address */
  pathname: string;
  /** a pending partner (/auth/sei) path */
  partnerPath: string | null;
  needsKyc: boolean;
  isBusiness: boolean;
  /** a business representative whose access list lacks balanceInfo */
  representativeWithoutBalanceInfo: boolean;
  /** access rights of the acting user; 2 is full */
  accessRights: number | null;
  /** customer info isNeedPersonalInfoUpdate: the start page puts the profile update before KYC */
  needsProfileUpdate: boolean;
}

export const accessRoutes = {
  kyc: '/kyc',
  businessKyc: '/kyc',
  companyDocuments: '/company-documents',
  savedButtons: '/merchant/buttons/my_saved_buttons',
} as const;

/** Paths that need full access rights (value 2): API settings and the API/webhook logs. */
export const fullRightsPaths = [
  '/merchant/internal/api_key',
  '/merchant/internal/api_log',
  '/merchant/internal/webhook_log',
];

/** The authorised-user login page only explains and signs out: no guard sends anybody away from it. */
export const unguardedPaths = [startRoutes.authorisedUserLogin];

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/** null: stay; otherwise where to go instead. */
export function routeAccessFor(a: RouteAccess): string | null {
  const here = pathOf(a.pathname);
  const stay = (to: string) => (here === pathOf(to) ? null : to);
  if ((unguardedPaths as string[]).includes(here)) return null;
  if (a.partnerPath) return stay(a.partnerPath);
  // Decision: KYC forcing lets through the profile update that the start page orders before KYC.
  if (a.needsKyc && !(a.needsProfileUpdate && here === startRoutes.profileUpdate)) {
    return stay(a.isBusiness ? accessRoutes.businessKyc : accessRoutes.kyc);
  }
  if (a.representativeWithoutBalanceInfo) return stay(accessRoutes.companyDocuments);
  if (fullRightsPaths.some((p) => here.startsWith(p)) && a.accessRights !== accessRightValues.fullAccess)
    return accessRoutes.savedButtons;
  return null;
}

/**
 * Where the guard sends a signed-in user from /login with what GET /session
 * tells: admin overview, else the stored initial path once, else home. The
 * business and personal-action branches need customer info the session does
 * not carry yet; until then they fall through to the initial path or home.
 */
export function startHrefFor(session: Record<string, unknown> | null, initialPath: string | null): string {
  const page = startPageFor({
    loggedIn: true,
    termsPending: false,
    useOldWeb: false,
    customCustomerId: false,
    isAdmin: session?.isAdmin === true,
    isBusiness: false,
    hasRelatedAccounts: false,
    authorisedUser: 'unknown',
    accessListSize: 'unknown',
    needsProfileUpdate: false,
    needsKyc: false,
    fatcaActionRequired: false,
    initialPath,
  });
  return page.kind === 'route' ? page.to : startRoutes.home;
}

/** What the guards know of the signed-in user (customer info and, for a business, access info). */
export interface AccessFacts {
  isBusiness: boolean;
  customerNeedsKyc: boolean;
  needsProfileUpdate: boolean;
  accessInfo: { accessList?: { balanceInfo?: boolean }; accessRights?: number; isNeedKyc?: boolean } | null;
}

/**
 * Spec 1 §3: "userIsRepresentative (when there is no balance info)". A
 * personal user owns the account, so has full rights (the access info is a
 * business matter and not loaded for them).
 */
export function routeAccessInput(pathname: string, partnerPath: string | null, f: AccessFacts): RouteAccess {
  return {
    pathname,
    partnerPath,
    needsKyc: f.customerNeedsKyc || f.accessInfo?.isNeedKyc === true,
    isBusiness: f.isBusiness,
    representativeWithoutBalanceInfo:
      f.isBusiness && f.accessInfo !== null && f.accessInfo.accessList?.balanceInfo !== true,
    accessRights: f.isBusiness ? (f.accessInfo?.accessRights ?? null) : accessRightValues.fullAccess,
    needsProfileUpdate: f.needsProfileUpdate,
  };
}
