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
} from './rules.ts';
export type { AmountProblem, TransferKind, TransferEntry } from './rules.ts';
