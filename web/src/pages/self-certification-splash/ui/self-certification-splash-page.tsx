import { useTranslation } from 'react-i18next';
import { Link, paths } from '../../../shared/routes/index.ts';

/**
 * /self-certification-splash and /self-certification-business-splash (spec 3 §2 restricted layout): what the
 * FATCA/CRS self-certification is, why it is asked for, and the way to start it.
 */
function Splash({ business }: { business: boolean }) {
  const { t } = useTranslation();
  const start = business ? paths.selfCertificationBusiness.getHref() : paths.selfCertification.getHref();
  return (
    <section className="panel" aria-labelledby="self-certification-splash-title">
      <h1 id="self-certification-splash-title">
        {t(business ? 'selfCertification.businessTitle' : 'selfCertification.personalTitle')}
      </h1>
      <h2>{t('selfCertification.splash.whatTitle')}</h2>
      <p>{t(business ? 'selfCertification.splash.whatBusiness' : 'selfCertification.splash.whatPersonal')}</p>
      <h2>{t('selfCertification.splash.whyTitle')}</h2>
      <p>{t('selfCertification.splash.why')}</p>
      <h2>{t('selfCertification.splash.needTitle')}</h2>
      <ul>
        <li>{t('selfCertification.splash.needTaxIds')}</li>
        <li>{t(business ? 'selfCertification.splash.needEntity' : 'selfCertification.splash.needBirth')}</li>
        <li>{t('selfCertification.splash.needForm')}</li>
      </ul>
      <p>
        <Link to={start} className="btn btn-primary">
          {t('selfCertification.splash.start')}
        </Link>
      </p>
    </section>
  );
}

export function SelfCertificationSplashPage() {
  return <Splash business={false} />;
}

export function SelfCertificationBusinessSplashPage() {
  return <Splash business />;
}
