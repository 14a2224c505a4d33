// The public API of entities/customer for entities/verification (Feature-Sliced Design cross-import notation):
// the verification round takes the customer and a business's access info from the customer context (asking it to
// load again when it has no unused answer) and follows the acting customer; its tests stub the context's calls
// (loadContextCalls).
export {
  $customer,
  contextFailed,
  contextLoaded,
  contextRequested,
  isBusinessType,
  loadContextCalls,
} from '../context.ts';
export type { AccessInfo, CustomerContext } from '../context.ts';
export { putCustomerFx } from '../model.ts';
