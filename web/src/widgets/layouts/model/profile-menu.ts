import { paths } from '../../../shared/routes/index.ts';

export type MenuEntryId =
  | 'profile'
  | 'notifications'
  | 'accountSecurity'
  | 'smartContracts'
  | 'preapprovedPayments'
  | 'payoutBlacklist'
  | 'loginHistory'
  | 'legal'
  | 'invoices'
  | 'companyDetails'
  | 'manageUsers'
  | 'paymentEmails'
  | 'merchant';

export interface MenuBadge {
  count: number;
  tone: 'red' | 'blue';
}

export interface MenuEntry {
  id: MenuEntryId;
  href: string;
  highlighted: boolean;
  badge?: MenuBadge;
}

export interface ProfileMenuInput {
  kind: 'personal' | 'company';
  requestMoney: boolean;
  verified: boolean;
  /** the brand's contractsEnable */
  contractsEnable: boolean;
  /** smart contract counts; unknown (not loaded) means no badge */
  contractsPending?: number;
  contractsActive?: number;
  /** web-profile's requiredActionCount (spec 1 §4) */
  requiredActionCount: number;
  /** companyNeedsAction of the company info (spec 3 §5) */
  companyActionRequired: boolean;
}

/** Spec 1 §2 "Profile menu entries and their paths". */
const hrefs: Record<MenuEntryId, string> = {
  profile: paths.profile.getHref(),
  notifications: paths.profileNotifications.getHref(),
  accountSecurity: paths.setting.getHref(),
  loginHistory: paths.loginHistory.getHref(),
  preapprovedPayments: paths.transferPreapprovedPayments.getHref(),
  payoutBlacklist: paths.payoutBlacklist.getHref(),
  smartContracts: paths.revenueSplit.getHref(),
  legal: paths.legal.getHref(),
  invoices: paths.transferInvoices.getHref(),
  companyDetails: paths.company.getHref(),
  manageUsers: paths.companyAccess.getHref(),
  paymentEmails: paths.companyEmails.getHref(),
  merchant: paths.merchant.getHref(),
};

export const personalOrder: readonly MenuEntryId[] = [
  'profile',
  'notifications',
  'accountSecurity',
  'smartContracts',
  'preapprovedPayments',
  'payoutBlacklist',
  'loginHistory',
  'legal',
];
export const companyOrder: readonly MenuEntryId[] = [
  'companyDetails',
  'manageUsers',
  'paymentEmails',
  'smartContracts',
  'preapprovedPayments',
  'payoutBlacklist',
  'notifications',
  'legal',
  'merchant',
];

/** Spec 1 §2: the smart contracts badge, red with the pending count, else blue with the active count. */
export function contractsBadge(pending: number | undefined, active: number | undefined): MenuBadge | undefined {
  if (pending !== undefined && pending > 0) return { count: pending, tone: 'red' };
  if (active !== undefined) return { count: active, tone: 'blue' };
  return undefined;
}

/**
 * Spec 1 §2 "Profile menus". Decisions where the spec is short: invoices are
 * inserted into the full order (5th personal, 8th company) before the smart
 * contracts entry is hidden, so they keep their neighbours either way; with
 * no pending request the badge shows the active count even when it is 0.
 */
export function profileMenu(i: ProfileMenuInput): MenuEntry[] {
  const ids = [...(i.kind === 'personal' ? personalOrder : companyOrder)];
  if (i.requestMoney) ids.splice(i.kind === 'personal' ? 4 : 7, 0, 'invoices');
  const showContracts = i.verified && i.contractsEnable;
  return ids
    .filter((id) => id !== 'smartContracts' || showContracts)
    .map((id): MenuEntry => {
      const highlighted =
        (id === 'profile' && i.requiredActionCount > 0) || (id === 'companyDetails' && i.companyActionRequired);
      const badge = id === 'smartContracts' ? contractsBadge(i.contractsPending, i.contractsActive) : undefined;
      return badge ? { id, href: hrefs[id], highlighted, badge } : { id, href: hrefs[id], highlighted };
    });
}
