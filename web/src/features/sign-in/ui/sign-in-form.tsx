import { useUnit } from 'effector-react';
import { type FormEvent, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, Skeleton, TextField } from '../../../shared/ui/index.ts';
import { SignInNotices } from './link-notices.tsx';
import {
  $email,
  $fieldErrors,
  $flowNotice,
  $password,
  $pending,
  $serverError,
  $step,
  $submitted,
  emailChanged,
  formSubmitted,
  passwordChanged,
} from '../model.ts';

/**
 * The second step's screens (code, push, device approval) are a chunk of their own: /login's first paint shows only
 * the form. It loads with the second step's calls when the user types (model.ts loadAfterPasswordFx), and a sign-in
 * waits for it, so the step shows at once.
 */
const SignInStepView = lazy(() => import('./sign-in-steps.tsx').then((m) => ({ default: m.SignInStepView })));

export function SignInForm() {
  const { t } = useTranslation();
  const [step, email, password, errors, submitted, serverError, flowNotice, pending] = useUnit([
    $step,
    $email,
    $password,
    $fieldErrors,
    $submitted,
    $serverError,
    $flowNotice,
    $pending,
  ]);
  const [onEmail, onPassword, onSubmit] = useUnit([emailChanged, passwordChanged, formSubmitted]);
  const text = useMessageText();

  const emailError =
    submitted && errors.email ? t(errors.email === 'required' ? 'login.emailRequired' : 'login.emailInvalid') : null;
  const passwordError = submitted && errors.password ? t('login.passwordRequired') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }

  if (step.kind !== 'credentials')
    return (
      <Suspense fallback={<Skeleton label={t('common.loading')} />}>
        <SignInStepView step={step} />
      </Suspense>
    );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
      <SignInNotices />
      {serverError ? <Alert>{text(serverError)}</Alert> : null}
      {flowNotice ? <Alert tone="info">{t('login.flowComingSoon')}</Alert> : null}
      <TextField
        label={t('login.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={emailError}
        onChange={(e) => onEmail(e.target.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={passwordError}
        onChange={(e) => onPassword(e.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
