import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $config } from '../../../entities/brand/index.ts';
import { SignInForm } from '../../../features/sign-in/index.ts';
import { paths, Link } from '../../../shared/routes/index.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const [config] = useUnit([$config]);
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <SignInForm />
      <p className="form-footer">
        <Link to={paths.passwordReset.getHref()}>{t('passwordReset.forgot')}</Link>
      </p>
      {config?.allowRegistration ? (
        <p className="form-footer">
          {t('login.noAccount')} <Link to={paths.register.getHref()}>{t('login.register')}</Link>
        </p>
      ) : null}
    </section>
  );
}
