import type { ExternalTransferType } from '@app/contracts';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { BankBeneficiaryFields } from '../../../features/bank-beneficiary/index.ts';
import { CardPayoutBeneficiaryFields } from '../../../features/card-payout-beneficiary/index.ts';
import { CryptoBeneficiaryFields } from '../../../features/crypto-beneficiary/index.ts';
import { InstantBeneficiaryFields } from '../../../features/instant-beneficiary/index.ts';
import { InteracBeneficiaryFields } from '../../../features/interac-beneficiary/index.ts';

/** The component of each type's beneficiary block (blocks.ts holds their models). */
const blockFields: Partial<Record<ExternalTransferType, () => JSX.Element>> = {
  wire: BankBeneficiaryFields,
  eft: BankBeneficiaryFields,
  oct: CardPayoutBeneficiaryFields,
  crypto_eft: CryptoBeneficiaryFields,
  instant_payment: InstantBeneficiaryFields,
  interac: InteracBeneficiaryFields,
};

/** The type's own fields: its block, or a labelled placeholder while that block is not built yet. */
export function BeneficiaryFields({ type }: { type: ExternalTransferType }) {
  const { t } = useTranslation();
  const Fields = blockFields[type];
  // a block renders its own fieldset and legend
  if (Fields) return <Fields />;
  return (
    <fieldset className="field beneficiary-block">
      <legend>{t('transferExternal.beneficiary')}</legend>
      <p className="empty" data-testid="block-missing">
        {t('transferExternal.blockMissing')}
      </p>
    </fieldset>
  );
}
