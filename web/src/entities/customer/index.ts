export { customerPicked, putCustomerFx, $actingCustomerId } from './model.ts';
export { $customer, $accessInfo, $contextStatus, $customerAccesses, $isBusiness } from './context.ts';
export { SwitchCustomerLink } from './ui/switch-customer-link.tsx';
