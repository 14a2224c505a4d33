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

/** Spec 1 §2 guards that are not about being signed in. */
export interface RouteAccess {
  pathname: string;
  /** a pending partner (/auth/sei) path */
  partnerPath: string | null;
  needsKyc: boolean;
  isBusiness: boolean;
  /** a business representative whose access list lacks balanceInfo */
  representativeWithoutBalanceInfo: boolean;
  /** access rights of the acting user; 2 is full */
  accessRights: number | null;
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

/** null: stay; otherwise where to go instead. */
export function routeAccessFor(a: RouteAccess): string | null {
  const stay = (to: string) => (a.pathname === to ? null : to);
  if (a.partnerPath) return stay(a.partnerPath);
  if (a.needsKyc) return stay(a.isBusiness ? accessRoutes.businessKyc : accessRoutes.kyc);
  if (a.representativeWithoutBalanceInfo) return stay(accessRoutes.companyDocuments);
  if (fullRightsPaths.some((p) => a.pathname.startsWith(p)) && a.accessRights !== 2) return accessRoutes.savedButtons;
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
