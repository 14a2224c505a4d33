export {
  $balancesHidden,
  hideBalancesStarted,
  hideBalancesToggled,
  readHiddenFx,
  writeHiddenFx,
  HIDE_BALANCES_KEY,
} from './model.ts';
export { HideBalancesToggle } from './ui/hide-balances-toggle.tsx';
