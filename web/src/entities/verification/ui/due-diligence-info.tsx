import type { DueDiligenceInfo as Info } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { documentStatusName } from '../../profile/@x/verification.ts';

/** Spec 1 §3 due diligence info (levels 1 and 4): the address, its document and the uploaded documents. */
export function DueDiligenceInfo({ info }: { info: Info }) {
  const { t } = useTranslation();
  const a = info.address;
  return (
    <section className="panel" aria-labelledby="due-diligence-title">
      <h2 id="due-diligence-title">{t('limitedAccount.dueDiligence')}</h2>
      {a ? (
        <p>
          {t('limitedAccount.dueDiligenceAddress', {
            address: [a.address1, a.city, a.postalCode, a.countryCode].filter(Boolean).join(', '),
          })}
        </p>
      ) : null}
      {info.document ? (
        <p>
          {info.document.documentType} —{' '}
          {t(
            `documents.status.${documentStatusName(info.document.statusId, { expiresDate: info.document.expiresDate })}`,
          )}
          {info.document.rejectReason
            ? ` · ${t('documents.rejectReason', { reason: info.document.rejectReason })}`
            : ''}
        </p>
      ) : null}
      {info.uploadedDocuments.length === 0 ? (
        <p className="empty">{t('limitedAccount.noneUploaded')}</p>
      ) : (
        <ul>
          {info.uploadedDocuments.map((d) => (
            <li key={d.id}>
              {d.documentType} —{' '}
              {t(`documents.status.${documentStatusName(d.statusId, { expiresDate: d.expiresDate })}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
