export {
  emailChanged,
  passwordChanged,
  formSubmitted,
  loginFx,
  signInFx,
  tokenFx,
  completeFx,
  waitForApprovalFx,
  stopWaitingFx,
  pushResendFx,
  approveMethodsFx,
  validateSignIn,
  codeChanged,
  codeSubmitted,
  backClicked,
  pushResendClicked,
  approvedClicked,
  $email,
  $password,
  $fieldErrors,
  $serverError,
  $flowNotice,
  $pending,
  $step,
  $code,
  $approveMethods,
  $chosenMethod,
  methodChosen,
  approveStartFx,
  approveMethodFx,
  $stepNotice,
} from './model.ts';
export type { SignInErrors } from './model.ts';
export { stepFor, formatSmsId } from './steps.ts';
export type { SignInStep, LoginDevice } from './steps.ts';
export { SignInForm } from './ui/sign-in-form.tsx';
export {
  queryActionsFor,
  readQueryFx,
  exchangeFx,
  storeApiFx,
  dropCodeFromAddressFx,
  emailConfirmationClosed,
  $emailConfirmation,
  $exchangeError,
  API_STORAGE_KEY,
} from './links.ts';
export type { QueryActions } from './links.ts';
export { EmailConfirmationDialog, SignInNotices } from './ui/link-notices.tsx';
export {
  migrationChoices,
  migrationFx,
  scpRequestFx,
  storesUrlsSendFx,
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
export type { MigrationChoices } from './migration.ts';
