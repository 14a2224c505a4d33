import { useTranslation } from 'react-i18next';
import { homeHref, Link } from '../../../shared/routes/index.ts';

/** Spec 1 §2 page_404: unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="centered" data-testid="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={homeHref}>{t('common.goHome')}</Link>
      </p>
    </section>
  );
}
