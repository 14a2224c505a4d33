export { ChangePasswordSection } from './ui/change-password-section.tsx';
export { canChange } from './model.ts';
export type { ChangeValues } from './model.ts';
