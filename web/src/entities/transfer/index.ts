export {
  isPayeeEmailValid,
  shouldCheckPayee,
  exchangeRateFor,
  toMinor,
  isPositiveAmount,
  betweenAccountsCalls,
  shouldFetchP2pFee,
  amountProblem,
  transferTable,
  sessionPermissionFlags,
  allowedTransfers,
  decimalsOf,
  fromMinor,
  availableOf,
} from './model/rules.ts';
export type { AmountProblem, TransferKind, TransferEntry } from './model/rules.ts';
