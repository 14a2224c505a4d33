export {
  customerPicked,
  putCustomerFx,
  rememberCustomerFx,
  forgetStoredFx,
  $actingCustomerId,
  SELECTED_CUSTOMER_KEY,
  REGISTRATION_DRAFT_KEYS,
} from './model.ts';
export {
  customerInfoFx,
  accessInfoFx,
  customerAccessListFx,
  loadContextFx,
  customerOfTermsError,
  isBusinessType,
  $customer,
  $accessInfo,
  $contextStatus,
  $customerAccesses,
  $isBusiness,
} from './context.ts';
export type { AccessInfo, CustomerContext, ContextStatus } from './context.ts';
export { SwitchCustomerLink } from './ui/switch-customer-link.tsx';
