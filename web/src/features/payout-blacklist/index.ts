export { PayoutBlacklist } from './ui/payout-blacklist.tsx';
export { blockTypes } from './model.ts';
export type { BlockType } from './model.ts';
