import { useGate, useUnit } from 'effector-react';
import { $contractStats, ContractsStatsGate } from '../../../entities/contract/index.ts';
import { $authed, $deferredReady } from '../../../entities/session/index.ts';
import { useLocation } from '../../../shared/routes/index.ts';
import { contractsBadge } from '../model/profile-menu.ts';
import { MenuBadgeView } from './menu-badge.tsx';

/**
 * The smart-contracts entry's badge (spec 1 §2 "Profile menus": red when pending, else blue when active; spec 3 §7
 * GET /contract/stats). A chunk of its own (profile-menu.tsx loads it lazily once the page is shown), so the stats
 * call and its contract stay off /login's start and the layout's chunk (scripts/size-budget.test.ts). The counts load
 * on each page entry (the gate is keyed by the address's path), after an action on a contract and on a contract
 * notification (entities/contract).
 */
export function ContractsCount() {
  const { pathname } = useLocation();
  // signing out moves to /login while this layout may still be on screen: no call without a session; right after a
  // sign-in the counts wait (spec 1 §4 "After login there is a 5 second delay before certain loading")
  const [authed, ready] = useUnit([$authed, $deferredReady]);
  return authed && ready ? <Counts key={pathname} /> : null;
}

function Counts() {
  useGate(ContractsStatsGate);
  const stats = useUnit($contractStats);
  const badge = contractsBadge(stats?.pending, stats?.active);
  return badge ? <MenuBadgeView badge={badge} /> : null;
}
