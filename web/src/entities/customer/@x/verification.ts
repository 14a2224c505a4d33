// The public API of entities/customer for entities/verification (Feature-Sliced Design cross-import notation):
// the verification rules tell a business customer by its type and reload when the acting customer changes.
export { isBusinessType } from '../context.ts';
export { putCustomerFx } from '../model.ts';
