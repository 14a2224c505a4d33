import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accessInfo, $isBusiness } from '../../../entities/customer/index.ts';
import { $requestCounts, RequestCountBadges, approvalRole } from '../../../entities/transaction-request/index.ts';
import { NavLink, paths } from '../../../shared/routes/index.ts';

/**
 * Spec 2 §2 /transfer/approved; §7 "Notification counts: massTransactionRequestCount, transactionRequestCount": the
 * transfers menu's link to the business approvals, with the counts, for a user who approves (right 2) or initiates
 * (right 3, the initiate wording, spec 2 §6). Kept next to the transfers menu as the way to /transfer/approved; the
 * main navigation's "Transfers" entry shows the same counts on every page.
 */
export function ApprovalsLink() {
  const { t } = useTranslation();
  const [isBusiness, accessInfo] = useUnit([$isBusiness, $accessInfo]);
  const role = approvalRole(isBusiness, accessInfo?.accessRights);
  return role === 'reader' ? null : <Shown role={role} label={t('approvals.navTitle')} />;
}

function Shown({ role, label }: { role: 'approver' | 'initiator'; label: string }) {
  const { t } = useTranslation();
  // the counts load with the main menu's badge on each page entry (widgets/layouts transfers-count.tsx)
  const counts = useUnit($requestCounts);
  return (
    <nav className="transfers-nav approvals-nav" aria-labelledby="transfers-approvals">
      <div className="transfers-nav-group">
        <h2 id="transfers-approvals" className="transfers-nav-title">
          {label}
        </h2>
        <ul>
          <li>
            <NavLink to={paths.transferApproved.getHref()} end>
              {t(role === 'initiator' ? 'approvals.initiatorTitle' : 'approvals.title')}
              {counts ? <RequestCountBadges counts={counts} /> : null}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
