export {
  accountListQuery,
  accountsReloadRequested,
  createAccountSelection,
  accountListFx,
  $accounts,
  isPaymentAccount,
  isClosedAccount,
  accountsRequested,
  accountClockFx,
} from './model.ts';
export { AccountList } from './ui/account-list.tsx';
export { AccountPicker } from './ui/account-picker.tsx';
