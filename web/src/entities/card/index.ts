export {
  cardStatusName,
  cardActions,
  cardLists,
  cardsListRoute,
  cardDetailRoute,
  maskCardNumber,
  walletCardOf,
  binOf,
  noCardApplicationFees,
  cardApplicationFees,
} from './model/rules.ts';
export type { CardAction, CardKind, CardApplicationFees } from './model/rules.ts';
export {
  canReissue,
  canActivate,
  activationFeeAccounts,
  addressReplacementWarning,
  addDecimals,
} from './model/lifecycle.ts';
export type { AddressReplacementWarning } from './model/lifecycle.ts';
