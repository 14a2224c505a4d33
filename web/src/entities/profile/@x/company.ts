// The public API of entities/profile for entities/company (Feature-Sliced Design cross-import notation):
// company documents show their status with the same names as the customer's own.
export { documentStatusName } from '../documents.ts';
