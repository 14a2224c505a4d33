import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $email,
  $error,
  $pending,
  $step,
  canComplete,
  codeSubmitted,
  completeSubmitted,
  requestSubmitted,
} from '../../../features/password-reset/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { emailProblem, passwordRules, passwordUnmet, repeatProblem } from '../../../shared/lib/index.ts';
import { paths, Link, useLocation } from '../../../shared/routes/index.ts';
import { Alert, Button, CodeField, TextField } from '../../../shared/ui/index.ts';
import { PasswordResetPageGate } from '../model.ts';

/** /password-reset, and /password-reset/confirm?email=…&code=… from the e-mail. No sign-in needed. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [step, email, error, pending] = useUnit([$step, $email, $error, $pending]);
  const [onRequest, onCode, onComplete] = useUnit([requestSubmitted, codeSubmitted, completeSubmitted]);
  const [emailValue, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // The e-mail's link checks its code at once; leaving starts over (the page's gate).
  useGate(PasswordResetPageGate, { search });

  const text = useMessageText();
  const submit = (e: FormEvent, ok: boolean, go: () => void) => {
    e.preventDefault();
    setSubmitted(true);
    if (ok) {
      setSubmitted(false);
      go();
    }
  };
  const emailErr = submitted ? emailProblem(emailValue) : null;
  const unmet = passwordUnmet(password);
  const repeatErr = submitted ? repeatProblem(password, repeat) : null;

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">{t('passwordReset.title')}</h1>
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      {step === 'request' ? (
        <form
          noValidate
          aria-busy={pending}
          onSubmit={(e) => submit(e, !emailProblem(emailValue), () => onRequest({ email: emailValue }))}
        >
          <p>{t('passwordReset.requestIntro')}</p>
          <TextField
            label={t('passwordReset.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={emailValue}
            onChange={(e) => setEmail(e.target.value)}
            error={emailErr === 'required' ? t('login.emailRequired') : emailErr ? t('login.emailInvalid') : null}
          />
          <Button type="submit" disabled={pending}>
            {t('passwordReset.send')}
          </Button>
        </form>
      ) : step === 'code' ? (
        <form noValidate aria-busy={pending} onSubmit={(e) => submit(e, code.trim() !== '', () => onCode({ code }))}>
          <p role="status">{t('passwordReset.codeSent', { email })}</p>
          <CodeField
            label={t('passwordReset.code')}
            value={code}
            onChange={setCode}
            error={submitted && code.trim() === '' ? t('passwordReset.codeRequired') : null}
          />
          <Button type="submit" disabled={pending}>
            {t('passwordReset.check')}
          </Button>
        </form>
      ) : step === 'complete' ? (
        <form
          noValidate
          aria-busy={pending}
          onSubmit={(e) =>
            submit(e, canComplete(password, repeat), () => onComplete({ password, passwordRepeat: repeat }))
          }
        >
          <TextField
            label={t('passwordReset.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            aria-describedby="password-rules"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={submitted && unmet.length > 0 ? t('passwordReset.rulesUnmet') : null}
          />
          <ul id="password-rules" className="password-rules">
            {passwordRules.map((rule) => (
              <li key={rule} className={unmet.includes(rule) ? 'rule-unmet' : 'rule-met'}>
                {t(`passwordReset.rules.${rule}`)}
              </li>
            ))}
          </ul>
          <TextField
            label={t('passwordReset.repeat')}
            type="password"
            name="passwordRepeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={
              repeatErr === 'mismatch'
                ? t('passwordReset.mismatch')
                : repeatErr === 'required'
                  ? t('passwordReset.repeatRequired')
                  : null
            }
          />
          <Button type="submit" disabled={pending}>
            {t('passwordReset.save')}
          </Button>
        </form>
      ) : (
        <Alert tone="info">
          <p>{t('passwordReset.done')}</p>
        </Alert>
      )}
      <p className="form-footer">
        <Link to={paths.login.getHref()}>{t('activation.backToLogin')}</Link>
      </p>
    </section>
  );
}
