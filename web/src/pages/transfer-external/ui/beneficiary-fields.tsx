import type { ExternalTransferType } from '@app/contracts';
import type { JSX } from 'react';
import { BankBeneficiaryFields } from '../../../features/bank-beneficiary/index.ts';
import { CardPayoutBeneficiaryFields } from '../../../features/card-payout-beneficiary/index.ts';
import { CryptoBeneficiaryFields } from '../../../features/crypto-beneficiary/index.ts';
import { InstantBeneficiaryFields } from '../../../features/instant-beneficiary/index.ts';
import { InteracBeneficiaryFields } from '../../../features/interac-beneficiary/index.ts';

/** The component of each type's beneficiary block (blocks.ts holds their models): every type has one. */
const blockFields: Readonly<Record<ExternalTransferType, () => JSX.Element>> = {
  wire: BankBeneficiaryFields,
  eft: BankBeneficiaryFields,
  oct: CardPayoutBeneficiaryFields,
  crypto_eft: CryptoBeneficiaryFields,
  instant_payment: InstantBeneficiaryFields,
  interac: InteracBeneficiaryFields,
};

/** The type's own fields: its block (a block renders its own fieldset and legend). */
export function BeneficiaryFields({ type }: { type: ExternalTransferType }) {
  const Fields = blockFields[type];
  return <Fields />;
}
