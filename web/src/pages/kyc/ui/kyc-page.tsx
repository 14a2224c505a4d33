import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $verificationData,
  $verificationError,
  $verificationLoad,
  isBusinessCustomer,
  verificationRequested,
} from '../../../entities/verification/index.ts';
import { KycFormView } from '../../../features/kyc-form/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { KycPageGate } from '../model.ts';

/** /kyc (and its business wording): the questionnaire, then on per the start page. */
export function KycPage({ update = false }: { update?: boolean }) {
  const { t } = useTranslation();
  useGate(KycPageGate);
  const [data, status, error, request] = useUnit([
    $verificationData,
    $verificationLoad,
    $verificationError,
    verificationRequested,
  ]);
  const business = data ? isBusinessCustomer(data.customer.customerType) : false;
  const title = update ? 'profileUpdate.title' : business ? 'kyc.titleBusiness' : 'kyc.title';
  const intro = update ? 'profileUpdate.intro' : business ? 'kyc.introBusiness' : 'kyc.intro';
  return (
    <section className="panel" aria-labelledby="kyc-title">
      <h1 id="kyc-title">{t(title)}</h1>
      <p>{t(intro)}</p>
      {/* the verification data's round (entities/verification): the form once it is known; after a send it
          is read again and the form stays ('ready') */}
      <Loadable status={status} error={error} onRetry={() => request()} lines={6}>
        {() => (data ? <KycFormView business={business} /> : null)}
      </Loadable>
    </section>
  );
}
