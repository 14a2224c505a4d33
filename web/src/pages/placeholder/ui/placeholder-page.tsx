import { useTranslation } from 'react-i18next';
import { homeHref, Link } from '../../../shared/routes/index.ts';

/** A declared route whose screen is not built yet: says so, never a blank page. */
export function PlaceholderPage({ name, path }: { name: string; path: string }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder" data-testid="placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{t('placeholder.title')}</h1>
      <p>{t('placeholder.screen', { name })}</p>
      <p>
        <code>{path}</code>
      </p>
      <p>
        <Link to={homeHref}>{t('common.goHome')}</Link>
      </p>
    </section>
  );
}
