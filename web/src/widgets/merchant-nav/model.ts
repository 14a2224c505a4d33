import { accessRightValues } from '@app/contracts';
import { paths, type RouteDef, type RouteKey } from '../../shared/routes/index.ts';

export type MerchantGroup = 'buttons' | 'internal' | 'accounts' | 'security' | 'ipn';

export interface MerchantNavItem {
  key: RouteKey;
  href: string;
}

/** Spec 3 §2 "Merchant section /merchant/": the pages, grouped as the spec lists them. */
const sections: readonly { group: MerchantGroup; items: readonly RouteKey[] }[] = [
  { group: 'security', items: ['merchantVerification', 'merchantVerificationHistory', 'merchantReputation'] },
  { group: 'buttons', items: ['merchantSavedButtons', 'merchantPbnSettings', 'merchantBusinessLogos'] },
  { group: 'internal', items: ['merchantApiKey', 'merchantApiLog', 'merchantWebhookLog'] },
  { group: 'accounts', items: ['merchantSubscribers'] },
  { group: 'ipn', items: ['merchantIpnHistory', 'merchantIpnSettings'] },
];

/**
 * The merchant navigation for the acting user's access rights (null: not known yet). Spec 3 §2: "The API settings
 * and API/webhook log pages need full access rights (value 2); otherwise the user goes to saved buttons." — so the
 * internal group is offered only with rights 2 (the guard, entities/session routeAccessFor, sends anybody else who
 * opens one to saved buttons). Decision: the default page (security/verification) comes first, then the spec's order.
 */
export function merchantNavFor(accessRights: number | null): { group: MerchantGroup; items: MerchantNavItem[] }[] {
  return sections
    .filter((s) => s.group !== 'internal' || accessRights === accessRightValues.fullAccess)
    .map((s) => ({ group: s.group, items: s.items.map((key) => ({ key, href: (paths[key] as RouteDef).getHref() })) }));
}
