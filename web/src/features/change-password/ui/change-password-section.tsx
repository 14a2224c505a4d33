import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent, useMessageText } from '../../../shared/api/index.ts';
import { passwordRules, passwordUnmet, repeatProblem } from '../../../shared/lib/index.ts';
import { Alert, Button, CodeField, FormDialog, TextField } from '../../../shared/ui/index.ts';
import {
  $busy,
  $error,
  $step,
  canChange,
  changeSubmitted,
  codeSubmitted,
  dismissed,
  resultReceived,
} from '../model.ts';

function CodeDialog() {
  const { t } = useTranslation();
  const [error, busy, submit, close] = useUnit([$error, $busy, codeSubmitted, dismissed]);
  const [code, setCode] = useState('');
  const text = useMessageText();
  return (
    <FormDialog
      title={t('changePassword.confirmTitle')}
      formId="change-password-confirm"
      submitLabel={t('twoStep.confirm')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => submit(code)}
      onClose={() => close()}
    >
      <p>{t('twoStep.codeSent')}</p>
      <CodeField label={t('twoStep.code')} value={code} onChange={setCode} />
    </FormDialog>
  );
}

/** /setting, change password: current, new and repeat; then the code with the requestKey. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [step, error, busy, submit, onResult, dismiss] = useUnit([
    $step,
    $error,
    $busy,
    changeSubmitted,
    resultReceived,
    dismissed,
  ]);
  const [password, setPassword] = useState('');
  const [passwordNew, setNew] = useState('');
  const [passwordNewRepeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // While the code is asked, the result may arrive on /realtime as PasswordChange {result}.
  useRealtimeEvent(step === 'code', 'PasswordChange', (e) => onResult(e.payload.result === true));
  const text = useMessageText();
  const unmet = passwordUnmet(passwordNew);
  const repeatErr = submitted ? repeatProblem(passwordNew, passwordNewRepeat) : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const values = { password, passwordNew, passwordNewRepeat };
    if (canChange(values)) submit(values);
  };

  return (
    <section className="panel" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      {step === 'done' ? (
        <Alert tone="info">
          <p>{t('changePassword.done')}</p>
          <Button variant="secondary" onClick={() => dismiss()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : step === 'canceled' ? (
        <Alert>
          <p>{t('transaction.confirmationCanceled')}</p>
          <Button variant="secondary" onClick={() => dismiss()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          {error && step === 'idle' ? (
            <Alert>
              <p>{text(error)}</p>
            </Alert>
          ) : null}
          <TextField
            label={t('changePassword.current')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={submitted && password === '' ? t('login.passwordRequired') : null}
          />
          <TextField
            label={t('passwordReset.newPassword')}
            type="password"
            name="passwordNew"
            autoComplete="new-password"
            aria-describedby="change-password-rules"
            value={passwordNew}
            onChange={(e) => setNew(e.target.value)}
            error={submitted && unmet.length > 0 ? t('passwordReset.rulesUnmet') : null}
          />
          <ul id="change-password-rules" className="password-rules">
            {passwordRules.map((rule) => (
              <li key={rule} className={unmet.includes(rule) ? 'rule-unmet' : 'rule-met'}>
                {t(`passwordReset.rules.${rule}`)}
              </li>
            ))}
          </ul>
          <TextField
            label={t('passwordReset.repeat')}
            type="password"
            name="passwordNewRepeat"
            autoComplete="new-password"
            value={passwordNewRepeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={
              repeatErr === 'mismatch'
                ? t('passwordReset.mismatch')
                : repeatErr === 'required'
                  ? t('passwordReset.repeatRequired')
                  : null
            }
          />
          <Button type="submit" disabled={busy}>
            {t('changePassword.submit')}
          </Button>
        </form>
      )}
      {step === 'code' ? <CodeDialog /> : null}
    </section>
  );
}
