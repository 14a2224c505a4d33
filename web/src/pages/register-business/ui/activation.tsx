import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $activating,
  ActivationError,
  ResendActivationCode,
  activationRequested,
} from '../../../features/activate-account/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Alert, Button, CodeField } from '../../../shared/ui/index.ts';

/**
 * Spec 3 §4 after a registration: the activation, as for a personal registration. The code went to the company
 * e-mail (the owner's login); it is entered here or through the e-mail's link (/activate); a success signs the owner
 * in and goes to the start page (features/activate-account, action activationBusiness).
 */
export function BusinessActivation({ email }: { email: string }) {
  const { t } = useTranslation();
  const [activating, activate] = useUnit([$activating, activationRequested]);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (code.trim() !== '') activate({ action: 'activationBusiness', user: email, code: code.trim() });
  };
  return (
    <>
      <Alert tone="info">
        <p>{t('businessWizard.checkEmail', { email })}</p>
      </Alert>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={activating}>
        <CodeField
          label={t('businessWizard.code')}
          value={code}
          onChange={setCode}
          error={tried && code.trim() === '' ? t('businessWizard.codeRequired') : null}
        />
        <Button type="submit" disabled={activating}>
          {activating ? t('businessWizard.activating') : t('businessWizard.activate')}
        </Button>
      </form>
      <ResendActivationCode username={email} />
      <p className="form-footer">
        <Link to={paths.activate.getHref()}>{t('businessWizard.activateLink')}</Link>
      </p>
      <ActivationError />
    </>
  );
}
