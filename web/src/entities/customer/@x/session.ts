// The public API of entities/customer for entities/session (Feature-Sliced Design cross-import notation):
// the start page (spec 1 §2) reads the acting customer's context and asks for the access list (its tests stub the
// context's calls, loadContextCalls).
export {
  accessListAnswered,
  accessListRequested,
  contextFailed,
  contextLoaded,
  contextRequested,
  isBusinessType,
  loadContextCalls,
} from '../context.ts';
export type { CustomerContext } from '../context.ts';
export { $actingCustomerId } from '../model.ts';
