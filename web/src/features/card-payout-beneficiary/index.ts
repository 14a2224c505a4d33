export { cardPayoutBeneficiary } from './model.ts';
export { CardPayoutBeneficiaryFields } from './ui/card-payout-fields.tsx';
