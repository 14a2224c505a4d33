import { useTranslation } from 'react-i18next';
import { ActivationCodeStep } from '../../../features/activate-account/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';

/**
 * Spec 3 §4 after a registration: the activation, as for a personal registration. The code went to the company
 * e-mail (the owner's login); it is entered here or through the e-mail's link (/activate); a success signs the owner
 * in and goes to the start page (features/activate-account, action activationBusiness).
 */
export function BusinessActivation({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <ActivationCodeStep email={email} action="activationBusiness" notice={t('businessWizard.checkEmail', { email })}>
      <p className="form-footer">
        <Link to={paths.activate.getHref()}>{t('businessWizard.activateLink')}</Link>
      </p>
    </ActivationCodeStep>
  );
}
