// The public API of entities/profile for entities/verification (Feature-Sliced Design cross-import notation):
// the verification rules and screens read document statuses by their interface name.
export type { DocStatusName } from '../documents.ts';
export { documentStatusName } from '../documents.ts';
