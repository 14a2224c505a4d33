import type { LimitReason } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStatusName } from '../../../entities/profile/index.ts';
import {
  $verificationData,
  $verificationError,
  $verificationLoad,
  DueDiligenceInfo,
  limitDocumentsAllUploaded,
  verificationRequested,
} from '../../../entities/verification/index.ts';
import { DocumentUploadForm } from '../../../features/document-upload/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { LimitedAccountPageGate } from '../model.ts';

const KNOWN_REASONS = [1, 2, 3, 4, 5];

function ReasonCard({
  reason,
  countryCode,
  onUploaded,
}: {
  reason: LimitReason;
  countryCode?: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<number | null>(null);
  const title = KNOWN_REASONS.includes(reason.reasonId)
    ? t(`limitedAccount.reasons.${reason.reasonId}`)
    : t('limitedAccount.reasons.other', { id: reason.reasonId });
  const done = limitDocumentsAllUploaded([reason]);
  const headingId = `reason-${reason.reasonId}`;
  return (
    <section className="panel" aria-labelledby={headingId} data-testid={`limit-reason-${reason.reasonId}`}>
      <h2 id={headingId}>{title}</h2>
      {done ? (
        <p>
          <span className="tag tag-ok">{t('limitedAccount.processing')}</span> {t('limitedAccount.processingText')}
        </p>
      ) : null}
      <h3>{t('limitedAccount.required')}</h3>
      {reason.requirementDocuments.length === 0 ? (
        <p className="empty">{t('limitedAccount.noneRequired')}</p>
      ) : (
        <ul className="item-list">
          {reason.requirementDocuments.map((req) => {
            const uploaded = reason.uploadedDocuments.some((u) => u.documentTypeId === req.documentTypeId);
            return (
              <li key={req.documentTypeId}>
                <span>{req.documentType}</span>
                <span className={uploaded ? 'tag tag-ok' : 'tag tag-warning'}>
                  {t(uploaded ? 'limitedAccount.done' : 'limitedAccount.missing')}
                </span>
                <span className="item-actions">
                  <Button
                    variant="secondary"
                    aria-expanded={uploading === req.documentTypeId}
                    onClick={() => setUploading(uploading === req.documentTypeId ? null : req.documentTypeId)}
                  >
                    {t('limitedAccount.upload', { document: req.documentType })}
                  </Button>
                </span>
                {uploading === req.documentTypeId ? (
                  <DocumentUploadForm
                    fixed={{
                      categoryId: req.categoryId,
                      documentTypeId: req.documentTypeId,
                      documentType: req.documentType,
                    }}
                    countryCode={countryCode}
                    onUploaded={onUploaded}
                    onClose={() => setUploading(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('limitedAccount.uploaded')}</h3>
      {reason.uploadedDocuments.length === 0 ? (
        <p className="empty">{t('limitedAccount.noneUploaded')}</p>
      ) : (
        <ul className="item-list">
          {reason.uploadedDocuments.map((d) => (
            <li key={d.id}>
              <span>{d.documentType}</span>
              <span className="tag">
                {t(`documents.status.${documentStatusName(d.statusId, { expiresDate: d.expiresDate })}`)}
              </span>
              {d.duplicated ? <span className="tag tag-warning">{t('limitedAccount.duplicated')}</span> : null}
              {d.rejectReason ? <span>{t('documents.rejectReason', { reason: d.rejectReason })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /limited-account (spec 1 §3): restriction reasons 1..5, each with required and uploaded documents. */
export function LimitedAccountPage() {
  const { t } = useTranslation();
  const [data, load, error, request] = useUnit([
    $verificationData,
    $verificationLoad,
    $verificationError,
    verificationRequested,
  ]);
  useGate(LimitedAccountPageGate);

  return (
    <>
      <h1>{t('limitedAccount.title')}</h1>
      <Loadable status={load} error={error} onRetry={() => request()} lines={5}>
        {() =>
          data ? (
            <div className="section-stack">
              {!data.customer.limited ? (
                <p>{t('limitedAccount.notLimited')}</p>
              ) : data.limitReasons.length === 0 ? (
                <p className="empty">{t('limitedAccount.empty')}</p>
              ) : (
                <>
                  <p>{t('limitedAccount.intro')}</p>
                  {limitDocumentsAllUploaded(data.limitReasons) ? (
                    <Alert tone="info">
                      <p>
                        <strong>{t('limitedAccount.processing')}</strong> — {t('limitedAccount.processingText')}
                      </p>
                    </Alert>
                  ) : null}
                  {data.limitReasons.map((r) => (
                    <ReasonCard
                      key={r.reasonId}
                      reason={r}
                      countryCode={data.customer.residenceCountryCode}
                      onUploaded={() => request()}
                    />
                  ))}
                </>
              )}
              {data.dueDiligence ? <DueDiligenceInfo info={data.dueDiligence} /> : null}
            </div>
          ) : null
        }
      </Loadable>
    </>
  );
}
