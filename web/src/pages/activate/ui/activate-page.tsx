import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $activating,
  ActivationError,
  ResendActivationCode,
  activationRequested,
} from '../../../features/activate-account/index.ts';
import type { ActivationAction } from '../../../shared/api/index.ts';
import { paths, Link, useLocation } from '../../../shared/routes/index.ts';
import { Button, CodeField, TextField } from '../../../shared/ui/index.ts';
import { ActivatePageGate } from '../model.ts';

const kinds: readonly ActivationAction[] = ['activation', 'activationBusiness', 'activationEmployee'];

/** /activate: a link with action, user and code activates at once; otherwise the form asks for them. */
export function ActivatePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [activating, request] = useUnit([$activating, activationRequested]);
  const [user, setUser] = useState('');
  const [code, setCode] = useState('');
  const [action, setAction] = useState<ActivationAction>('activation');
  const [submitted, setSubmitted] = useState(false);
  // The link from the e-mail activates at once (the page's gate).
  useGate(ActivatePageGate, { search });

  const userError = submitted && user.trim() === '' ? t('activation.userRequired') : null;
  const codeError = submitted && code.trim() === '' ? t('activation.codeRequired') : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (user.trim() === '' || code.trim() === '') return;
    request({ action, user: user.trim(), code: code.trim() });
  };

  return (
    <section aria-labelledby="activate-title">
      <h1 id="activate-title">{t('activation.title')}</h1>
      <form onSubmit={onSubmit} noValidate aria-busy={activating}>
        <fieldset className="field">
          <legend>{t('activation.kind')}</legend>
          {kinds.map((k) => (
            <label key={k} className="choice">
              <input type="radio" name="kind" value={k} checked={action === k} onChange={() => setAction(k)} />{' '}
              {t(`activation.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={action === 'activationBusiness' ? t('activation.email') : t('activation.user')}
          name="user"
          autoComplete="username"
          value={user}
          onChange={(e) => setUser(e.target.value)}
          error={userError}
        />
        <CodeField label={t('activation.code')} value={code} onChange={setCode} error={codeError} />
        <Button type="submit" disabled={activating}>
          {activating ? t('activation.activating') : t('activation.submit')}
        </Button>
      </form>
      <ResendActivationCode username={user} />
      <p className="form-footer">
        <Link to={paths.login.getHref()}>{t('activation.backToLogin')}</Link>
      </p>
      <ActivationError />
    </section>
  );
}
