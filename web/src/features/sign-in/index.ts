export { SignInForm } from './ui/sign-in-form.tsx';
export { EmailConfirmationDialog } from './ui/link-notices.tsx';
export {
  migrationChoices,
  $linkPending,
  linkDeviceClicked,
  skipClicked,
  phoneChanged,
  phoneSubmitted,
  $migration,
  $migrationGate,
  $deeplink,
  $phone,
  $storesSent,
  $scpError,
} from './migration.ts';
