import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $verificationData, isBusinessCustomer } from '../../../entities/verification/index.ts';
import { KycFormView } from '../../../features/kyc-form/index.ts';
import { Skeleton } from '../../../shared/ui/index.ts';
import { KycPageGate } from '../model.ts';

/** /kyc (and its business wording): the questionnaire, then on per the start page. */
export function KycPage({ update = false }: { update?: boolean }) {
  const { t } = useTranslation();
  useGate(KycPageGate);
  const data = useUnit($verificationData);
  const business = data ? isBusinessCustomer(data.customer.customerType) : false;
  const title = update ? 'profileUpdate.title' : business ? 'kyc.titleBusiness' : 'kyc.title';
  const intro = update ? 'profileUpdate.intro' : business ? 'kyc.introBusiness' : 'kyc.intro';
  return (
    <section className="panel" aria-labelledby="kyc-title">
      <h1 id="kyc-title">{t(title)}</h1>
      <p>{t(intro)}</p>
      {data ? <KycFormView business={business} /> : <Skeleton lines={6} label={t('common.loading')} />}
    </section>
  );
}
