import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { $agreements, $busy, $error, $status, downloadClicked, opened, LegalDocumentsGate } from '../model.ts';

/** /legal: the customer's agreements, each downloadable as a PDF. */
export function LegalDocuments() {
  const { t } = useTranslation();
  const [agreements, status, error, busy, open, download] = useUnit([
    $agreements,
    $status,
    $error,
    $busy,
    opened,
    downloadClicked,
  ]);
  useGate(LegalDocumentsGate);

  return (
    <section aria-labelledby="legal-docs-title">
      <h1 id="legal-docs-title">{t('legalDocs.title')}</h1>
      <Loadable status={status} error={error} onRetry={() => open()} lines={3}>
        {() =>
          agreements.length === 0 ? (
            <p className="empty">{t('legalDocs.empty')}</p>
          ) : (
            <ul className="agreement-list">
              {agreements.map((a) => (
                <li key={String(a.id)}>
                  <span>
                    {a.name}
                    {a.date ? ` · ${a.date}` : ''}
                  </span>{' '}
                  <Button
                    variant="link"
                    disabled={busy}
                    aria-label={t('legalDocs.downloadNamed', { name: a.name })}
                    onClick={() => download(a)}
                  >
                    {t('legalDocs.download')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}
