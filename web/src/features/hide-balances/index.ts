export { $balancesHidden, hideBalancesStarted } from './model.ts';
export { HideBalancesToggle } from './ui/hide-balances-toggle.tsx';
