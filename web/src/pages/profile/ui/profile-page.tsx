import type { UploadedDocument } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/routes/index.ts';
import {
  $profile,
  $profileError,
  $profileStatus,
  documentStatusName,
  profileRequested,
} from '../../../entities/profile/index.ts';
import {
  $requiredActions,
  $verificationData,
  $verificationStatus,
  DueDiligenceInfo,
  isBusinessCustomer,
  verificationRequested,
} from '../../../entities/verification/index.ts';
import { DocumentUploadForm } from '../../../features/document-upload/index.ts';
import { AddressesSection } from '../../../widgets/profile-addresses/index.ts';
import { EmailsSection } from '../../../features/profile-emails/index.ts';
import { IdentitySection } from '../../../features/profile-identity/index.ts';
import { PhonesSection } from '../../../features/profile-phones/index.ts';
import { SubmitVerification } from '../../../features/submit-verification/index.ts';
import { TaxSection } from '../../../features/profile-tax/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { ProfilePageGate } from '../model.ts';

function DocumentList({ documents }: { documents: readonly UploadedDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p className="empty">{t('documents.empty')}</p>;
  return (
    <ul className="item-list" data-testid="document-list">
      {documents.map((d) => (
        <li key={d.id}>
          <span>
            {d.documentType}
            {d.side ? ` (${t(`documents.sides.${d.side}`)})` : ''}
          </span>
          <span className="tag">
            {t(`documents.status.${documentStatusName(d.statusId, { expiresDate: d.expiresDate })}`)}
          </span>
          <span>{t('documents.uploadedAt', { date: d.uploaded.slice(0, 10) })}</span>
          {d.rejectReason ? <span>{t('documents.rejectReason', { reason: d.rejectReason })}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** What remains for verification, with a way to each step (and to KYC). */
function VerificationSteps() {
  const { t } = useTranslation();
  const [actions, status] = useUnit([$requiredActions, $verificationStatus]);
  if (!status || (actions.length === 0 && status !== 'unverified')) return null;
  return (
    <section className="panel" aria-labelledby="steps-title">
      <h2 id="steps-title">{t('profilePage.remaining')}</h2>
      <p>{t('unverifiedAccount.status', { status: t(`verification.states.${status}`) })}</p>
      {actions.length > 0 ? (
        <ul>
          {actions.map((a) => (
            <li key={a}>{t(`verification.actions.${a}`)}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/kyc">{t('unverifiedAccount.kyc')}</Link>
      </p>
    </section>
  );
}

/** /profile (spec 1 §2): phones, addresses, e-mails, identity, tax number, documents. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [profile, status, error, load, reloadVerification, data] = useUnit([
    $profile,
    $profileStatus,
    $profileError,
    profileRequested,
    verificationRequested,
    $verificationData,
  ]);
  const [uploading, setUploading] = useState(false);
  useGate(ProfilePageGate);
  const changed = () => {
    load();
    reloadVerification();
  };
  const isBusiness = data ? isBusinessCustomer(data.customer.customerType) : false;

  return (
    <>
      <h1>{t('profilePage.title')}</h1>
      <Loadable status={status} error={error} onRetry={() => load()} lines={6}>
        {() =>
          profile ? (
            <div className="section-stack">
              <VerificationSteps />
              <SubmitVerification />
              <PhonesSection phones={profile.phones} />
              <AddressesSection addresses={profile.addresses} onChanged={changed} />
              <EmailsSection emails={profile.emails} />
              <IdentitySection identity={profile.identity} videoIdentityStatus={profile.videoIdentityStatus} />
              <TaxSection
                taxId={profile.taxId}
                taxCountryCode={profile.taxCountryCode}
                tinMissingReason={profile.tinMissingReason}
                isBusiness={isBusiness}
              />
              <section className="panel" aria-labelledby="documents-title">
                <h2 id="documents-title">{t('documents.title')}</h2>
                <DocumentList documents={profile.documents} />
                {uploading ? (
                  <DocumentUploadForm
                    countryCode={data?.customer.residenceCountryCode ?? profile.addresses[0]?.countryCode}
                    onUploaded={changed}
                    onClose={() => setUploading(false)}
                  />
                ) : (
                  <Button variant="secondary" onClick={() => setUploading(true)}>
                    {t('documents.upload')}
                  </Button>
                )}
              </section>
              {data?.dueDiligence ? <DueDiligenceInfo info={data.dueDiligence} /> : null}
            </div>
          ) : null
        }
      </Loadable>
    </>
  );
}
