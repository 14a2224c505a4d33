export {
  cardStatusIds,
  allCardStatusIds,
  CLOSED_ACCOUNT_STATUS,
  isCardAccount,
  cardStatusName,
  cardActions,
  cardKind,
  cardLists,
  cardsListRoute,
  cardDetailRoute,
  maskCardNumber,
  binOf,
  noCardApplicationFees,
  cardApplicationFees,
} from './model/rules.ts';
export type { CardStatusName, CardAction, CardKind, CardsRoute, ShippingOption, CardApplicationFees } from './model/rules.ts';
export {
  reissuableStatusIds,
  canReissue,
  SHIPPED_STATUS,
  canActivate,
  activationFeeAccounts,
  addressReplacementWarning,
  addDecimals,
} from './model/lifecycle.ts';
export type { LifecycleCard, AddressReplacementCheck, AddressReplacementWarning } from './model/lifecycle.ts';
