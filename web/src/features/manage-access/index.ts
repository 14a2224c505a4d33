export { ManageAccess } from './ui/manage-access.tsx';
export { validateAdd as validateRepresentativeAdd } from './model.ts';
export type { AddValues as RepresentativeAddValues } from './model.ts';
