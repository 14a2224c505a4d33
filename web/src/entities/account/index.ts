export {
  accountListFx,
  $accounts,
  isPaymentAccount,
  PAYMENT_ACCOUNT_TYPE,
  accountKind,
  isClosedAccount,
  accountsRequested,
  accountClockFx,
} from './model.ts';
export type { AccountKind } from './model.ts';
export { throttleAllows, timeoutSignal, ACCOUNT_FETCH_THROTTLE_MS, ACCOUNT_FETCH_TIMEOUT_MS } from './fetch.ts';
export { AccountList } from './ui/account-list.tsx';
export { AccountName, AccountPicker } from './ui/account-picker.tsx';
export { defaultHistoryAccount } from './default-account.ts';
