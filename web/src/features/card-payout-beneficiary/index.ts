export { cardPayoutBeneficiary } from './model.ts';
// the block's loads, for the fork tests of the page that hosts it (handlers by query)
export { binQuery, blockedBinsQuery } from './model.ts';
export { CardPayoutBeneficiaryFields } from './ui/card-payout-fields.tsx';
