import { useGate, useUnit } from 'effector-react';
import { $accessInfo, $isBusiness } from '../../../entities/customer/index.ts';
import {
  $requestCounts,
  CountsGate,
  RequestCountBadges,
  approvalRole,
} from '../../../entities/transaction-request/index.ts';
import { useLocation } from '../../../shared/routes/index.ts';

/**
 * The counts of business transaction requests on the main navigation's "Transfers" entry (spec 2 §7 "Notification
 * counts: massTransactionRequestCount, transactionRequestCount"; spec 2 §4 "then the list and the counts reload"),
 * on every signed-in page, for a user who approves (right 2) or initiates (right 3, spec 2 §6); nothing for the
 * others. A chunk of its own (main-layout.tsx loads it lazily), so the counts' call and its contract stay off /login's
 * start and the layout's chunk (scripts/size-budget.test.ts).
 *
 * The counts load on each page entry: the gate below is keyed by the address's path, so a new page closes and opens
 * it again (CountsGate.open → countsRequested); an approve, decline or confirm asks for them too (pages/transfer-
 * approved). Decision: widgets/approvals-nav keeps its link to /transfer/approved next to the transfers menu (the way
 * there from the transfer pages) and reads the same store; only this badge opens the gate.
 */
export function TransfersCount() {
  const [isBusiness, accessInfo] = useUnit([$isBusiness, $accessInfo]);
  const role = approvalRole(isBusiness, accessInfo?.accessRights);
  const { pathname } = useLocation();
  return role === 'reader' ? null : <Counts key={pathname} />;
}

function Counts() {
  useGate(CountsGate);
  const counts = useUnit($requestCounts);
  if (!counts) return null;
  return <RequestCountBadges counts={counts} testIdPrefix="menu-" />;
}
