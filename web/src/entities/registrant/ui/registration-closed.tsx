import { useTranslation } from 'react-i18next';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Alert } from '../../../shared/ui/index.ts';

/**
 * Spec 3 §1 "Paydek has registration disabled.": the brand's text (contracts registrationClosedText, the same words
 * as locales registerChoice.closed) and the way to sign in. /register and /register/personal show it.
 */
export function RegistrationClosed({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone="info">
        <p>{t('registerChoice.closed', { brand })}</p>
      </Alert>
      <p className="form-footer">
        <Link to={paths.login.getHref()}>{t('registerChoice.signIn')}</Link>
      </p>
    </>
  );
}
