import { type Representative, documentCategoryIds } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $company,
  $companyError,
  $companyStatus,
  $representatives,
  $representativesStatus,
  DocState,
  DocumentTable,
  NeedsAction,
  companyRequested,
  representativeNeedsAction,
  representativePosition,
} from '../../../entities/company/index.ts';
import { IdentityLinkNotice, SendIdentityLink } from '../../../features/company-id-link/index.ts';
import { DocumentUploadForm } from '../../../features/document-upload/index.ts';
import {
  RepresentativeActions,
  RepresentativeDialogs,
  groupRepresentatives,
} from '../../../features/manage-representatives/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, ErrorWithRetry, LoadStatus } from '../../../shared/ui/index.ts';
import { CompanyDocumentsPageGate } from '../model.ts';

/** Spec 1 §3 categories a company uploads: business registration, other, business address, additional, source of wealth. */
const companyCategories = [
  documentCategoryIds.businessRegistration,
  documentCategoryIds.other,
  documentCategoryIds.businessAddress,
  documentCategoryIds.additional,
  documentCategoryIds.sourceOfWealth,
] as const;
/** A representative's: identity, address, control, residence permit. */
const representativeCategories = [
  documentCategoryIds.identity,
  documentCategoryIds.address,
  documentCategoryIds.control,
  documentCategoryIds.residencePermit,
] as const;

function RepresentativeCard({ rep, countryCode }: { rep: Representative; countryCode?: string }) {
  const { t } = useTranslation();
  const request = useUnit(companyRequested);
  const [uploading, setUploading] = useState(false);
  const name = `${rep.firstName} ${rep.lastName}`;
  const headingId = `representative-${rep.id}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {name} · {t(`positions.${representativePosition(rep.positionId)}`)}
      </h4>
      <RepresentativeActions rep={rep} />
      {representativeNeedsAction(rep) ? (
        <p>
          <NeedsAction />
        </p>
      ) : null}
      <dl className="details-list">
        <dt>{t('company.representatives.addressDocument')}</dt>
        <dd>
          <DocState status={rep.addressDocumentStatus} />
        </dd>
        <dt>{t('company.representatives.identityDocument')}</dt>
        <dd>
          <DocState status={rep.identityDocumentStatus} />
        </dd>
        <dt>{t('company.representatives.controlDocument')}</dt>
        <dd>
          <DocState status={rep.controlDocumentStatus} />
        </dd>
        <dt>{t('company.representatives.identityVerification')}</dt>
        <dd>{t(`company.identityVerification.${rep.identityVerificationStatus ?? 'none'}`)}</dd>
      </dl>
      <SendIdentityLink customerId={rep.customerId} email={rep.email} name={name} describedBy={headingId} />
      {uploading ? (
        <DocumentUploadForm
          categoryIds={representativeCategories}
          representativeId={rep.id}
          countryCode={countryCode}
          onUploaded={() => request()}
          onClose={() => setUploading(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setUploading(true)}>
          {t('companyDocuments.uploadFor', { name })}
        </Button>
      )}
    </section>
  );
}

/**
 * /company-documents (restricted layout): the company's and the
 * representatives' documents with upload, and identity-verification links.
 * A representative without balance info sees only this page (spec 1 §2).
 */
export function CompanyDocumentsPage() {
  const { t } = useTranslation();
  const [company, status, error, reps, repsStatus, request] = useUnit([
    $company,
    $companyStatus,
    $companyError,
    $representatives,
    $representativesStatus,
    companyRequested,
  ]);
  const [uploading, setUploading] = useState(false);
  useGate(CompanyDocumentsPageGate);
  const text = useMessageText();
  const documents = company
    ? [
        ...company.corporateDocuments,
        ...company.additionalDocuments,
        ...company.sourceOfWealthDocuments,
        ...company.addresses.flatMap((a) => a.uploadedDocuments),
      ]
    : [];
  return (
    <>
      <h1>{t('companyDocuments.title')}</h1>
      {error ? (
        <ErrorWithRetry
          message={text(error)}
          retryLabel={t('common.retry')}
          onRetry={status === 'failed' || repsStatus === 'failed' ? () => request() : null}
        />
      ) : null}
      {/* the error above (with its retry when either load failed) stands for both sections */}
      <LoadStatus
        status={status}
        error={null}
        onRetry={() => request()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={4}
      >
        {() =>
          company ? (
            <section className="panel" aria-labelledby="company-documents-company">
              <h2 id="company-documents-company">
                {t('companyDocuments.company')}: {company.name ?? ''}
              </h2>
              <DocumentTable documents={documents} caption={t('companyDocuments.company')} />
              {uploading ? (
                <DocumentUploadForm
                  categoryIds={companyCategories}
                  countryCode={company.registrationCountryCode}
                  onUploaded={() => request()}
                  onClose={() => setUploading(false)}
                />
              ) : (
                <Button variant="secondary" onClick={() => setUploading(true)}>
                  {t('companyDocuments.upload')}
                </Button>
              )}
            </section>
          ) : null
        }
      </LoadStatus>
      <section aria-labelledby="company-documents-representatives">
        <h2 id="company-documents-representatives">{t('company.tabs.representatives')}</h2>
        <IdentityLinkNotice />
        <LoadStatus
          status={repsStatus}
          error={null}
          onRetry={() => request()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={3}
        >
          {() =>
            reps.length === 0 ? (
              <p className="empty">{t('company.representatives.empty')}</p>
            ) : (
              <>
                <RepresentativeDialogs />
                {/* spec 3 §3 positions: the same groups as /company/representatives */}
                {groupRepresentatives(reps).map((g) =>
                  g.representatives.length === 0 ? null : (
                    <section key={g.role} aria-labelledby={`documents-representatives-${g.role}`}>
                      <h3 id={`documents-representatives-${g.role}`}>{t(`representatives.groups.${g.role}`)}</h3>
                      {g.representatives.map((r) => (
                        <RepresentativeCard key={r.id} rep={r} countryCode={company?.registrationCountryCode} />
                      ))}
                    </section>
                  ),
                )}
              </>
            )
          }
        </LoadStatus>
      </section>
    </>
  );
}
