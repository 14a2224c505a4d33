export {
  accountListFx,
  $accounts,
  isPaymentAccount,
  isClosedAccount,
  accountsRequested,
  accountClockFx,
} from './model.ts';
export { AccountList } from './ui/account-list.tsx';
export { AccountPicker } from './ui/account-picker.tsx';
export { defaultHistoryAccount } from './default-account.ts';
