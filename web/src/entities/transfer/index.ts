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
} from './rules.ts';
export type { AmountProblem, TransferKind, TransferEntry } from './rules.ts';
