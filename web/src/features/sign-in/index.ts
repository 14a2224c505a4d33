export { SignInForm } from './ui/sign-in-form.tsx';
export { EmailConfirmationDialog } from './ui/link-notices.tsx';
export { migrationChoices, skipClicked, $migration, $migrationGate } from './migration.ts';
