export { accountListFx, $accounts, isPaymentAccount, PAYMENT_ACCOUNT_TYPE } from './model.ts';
export { AccountList } from './ui/account-list.tsx';
export { AccountName, AccountPicker } from './ui/account-picker.tsx';
