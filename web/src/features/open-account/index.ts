export {
  addableCurrencies,
  walletCurrencies,
  currenciesToAdd,
  currencyAddFx,
  walletCreateFx,
  walletsFx,
  openAccountStarted,
  currencyAddSubmitted,
  walletCreateSubmitted,
  $wallets,
  $openError,
  $added,
} from './model.ts';
export { OpenAccount } from './ui/open-account.tsx';
