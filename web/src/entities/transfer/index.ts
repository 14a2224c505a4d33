export {
  isPayeeEmailValid,
  shouldCheckPayee,
  exchangeRateFor,
  betweenAccountsCalls,
  shouldFetchP2pFee,
  amountProblem,
  allowedTransfers,
  availableOf,
} from './model/rules.ts';
export type { TransferKind } from './model/rules.ts';
