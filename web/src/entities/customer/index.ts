export {
  customerPicked,
  putCustomerFx,
  rememberCustomerFx,
  forgetStoredFx,
  $actingCustomerId,
  SELECTED_CUSTOMER_KEY,
  REGISTRATION_DRAFT_KEYS,
} from './model.ts';
