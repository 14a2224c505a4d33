import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../../shared/routes/index.ts';
import { $config } from '../../../entities/brand/index.ts';

interface TermsLink {
  id?: unknown;
  text?: string;
  url?: string;
}

/** Spec 1 §2 static page /legal/{brand}-tos/: only the current brand's own; anything else is not found. */
export function LegalTosPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { brandTos = '' } = useParams();
  const [config] = useUnit([$config]);
  if (!config || brandTos !== `${config.brand}-tos`) return <>{notFound}</>;
  const terms = Array.isArray(config.terms) ? (config.terms as TermsLink[]) : [];
  return (
    <article aria-labelledby="tos-title">
      <h1 id="tos-title">
        {config.projectName}: {t('legal.title')}
      </h1>
      <ul>
        {terms.map((entry, i) => (
          <li key={String(entry.id ?? i)}>
            {entry.url ? <a href={entry.url}>{entry.text ?? entry.url}</a> : entry.text}
          </li>
        ))}
      </ul>
    </article>
  );
}
