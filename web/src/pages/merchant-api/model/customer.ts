import { $customer } from '../../../entities/customer/index.ts';

/**
 * The acting customer's id, once the context knows it: the public API takes it as `customerId` (spec 3 §6 "Business
 * customers use fromCustomerId for the merchant public API").
 */
export const $customerId = $customer.map((c) => c?.customerId ?? null);
