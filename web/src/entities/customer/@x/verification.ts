// The public API of entities/customer for entities/verification (Feature-Sliced Design cross-import notation):
// the verification rules tell a business customer by its type and reload when the acting customer changes; the
// round starts loading its second step's calls when the context's customer will need them.
export { $customer, isBusinessType } from '../context.ts';
export { putCustomerFx } from '../model.ts';
