export { PayoutBlacklist } from './ui/payout-blacklist.tsx';
