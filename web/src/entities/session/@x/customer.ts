// The public API of entities/session for entities/customer (Feature-Sliced Design cross-import notation): the
// customer context's calls start loading a business user's access calls with the context when the session says so.
export { $session } from '../model.ts';
