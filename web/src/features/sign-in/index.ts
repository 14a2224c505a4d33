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
  $stepNotice,
} from './model.ts';
export type { SignInErrors } from './model.ts';
export { stepFor, formatSmsId } from './steps.ts';
export type { SignInStep, LoginDevice } from './steps.ts';
export { SignInForm } from './ui/sign-in-form.tsx';
