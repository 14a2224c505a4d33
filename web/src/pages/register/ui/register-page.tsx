import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $config, $configFailed, $projectName, configFx } from '../../../entities/brand/index.ts';
import { RegistrationClosed } from '../../../entities/registrant/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';

/** /register (spec 3 §2 "choice between personal and business"); a brand without registration says so (spec 3 §1). */
export function RegisterPage() {
  const { t } = useTranslation();
  const [config, failed, brand, retry] = useUnit([$config, $configFailed, $projectName, configFx]);
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">{t('registerChoice.title')}</h1>
      {config === null ? (
        <LoadStatus
          status={failed ? 'failed' : 'loading'}
          error={failed ? t('registerChoice.configFailed') : null}
          loadingLabel={t('common.loading')}
          retryLabel={t('common.retry')}
          onRetry={() => void retry()}
          lines={3}
        >
          {() => null}
        </LoadStatus>
      ) : config.allowRegistration ? (
        <>
          <p>{t('registerChoice.intro')}</p>
          <ul className="register-choices">
            <li>
              <Link to={paths.registerPersonal.getHref()}>{t('registerChoice.personal')}</Link>
              <p>{t('registerChoice.personalText')}</p>
            </li>
            <li>
              <Link to={paths.registerBusiness.getHref()}>{t('registerChoice.business')}</Link>
              <p>{t('registerChoice.businessText')}</p>
            </li>
          </ul>
          <p className="form-footer">
            {t('registerChoice.haveAccount')} <Link to={paths.login.getHref()}>{t('registerChoice.signIn')}</Link>
          </p>
        </>
      ) : (
        <RegistrationClosed brand={brand} />
      )}
    </section>
  );
}
