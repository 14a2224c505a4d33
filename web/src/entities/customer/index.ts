export { customerPicked, putCustomerFx, $actingCustomerId } from './model.ts';
export { $customer, $accessInfo, $contextStatus, $customerAccesses, $isBusiness } from './context.ts';
// the context's calls' chunk, which a signed-in start loads before its first render (app/home-units.test.ts counts it)
export { loadContextCalls } from './context.ts';
export { SwitchCustomerLink } from './ui/switch-customer-link.tsx';
