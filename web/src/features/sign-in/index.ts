export {
  emailChanged,
  passwordChanged,
  formSubmitted,
  loginFx,
  signInFx,
  validateSignIn,
  $email,
  $password,
  $fieldErrors,
  $serverError,
  $flowNotice,
  $pending,
} from './model.ts';
export type { SignInErrors } from './model.ts';
export { SignInForm } from './ui/sign-in-form.tsx';
