// The public API of entities/customer for entities/session (Feature-Sliced Design cross-import notation):
// the start page (spec 1 §2) reads the acting customer's context (its tests stub the context calls).
export {
  accessInfoQuery,
  contextFailed,
  contextLoaded,
  contextRequested,
  customerAccessListQuery,
  customerInfoQuery,
  isBusinessType,
} from '../context.ts';
export type { CustomerContext } from '../context.ts';
export { $actingCustomerId } from '../model.ts';
