import { PayoutBlacklist } from '../../../features/payout-blacklist/index.ts';

export function PayoutBlacklistPage() {
  return <PayoutBlacklist />;
}
