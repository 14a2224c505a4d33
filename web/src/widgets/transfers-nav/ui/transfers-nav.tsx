import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { $customer, $isBusiness } from '../../../entities/customer/index.ts';
import { type TransferKind, allowedTransfers } from '../../../entities/transfer/index.ts';
import { paths } from '../../../shared/routes/index.ts';
import './transfers-nav.css';

/** Where each transfer kind is made; kinds without a screen of their own yet go to the external transfer screen. */
const hrefOf = (kind: TransferKind): string => {
  if (kind === 'betweenAccounts' || kind === 'loadPrepaidCard') return paths.transferAccount.getHref();
  if (kind === 'p2p') return paths.transferP2p.getHref();
  return paths.transferExternal.getHref();
};

/** The transfers menu, split own / to others by the customer's permissions (spec 2 §6). */
export function TransfersNav() {
  const { t } = useTranslation();
  const [customer, isBusiness] = useUnit([$customer, $isBusiness]);
  const { own, thirdParty } = allowedTransfers(customer?.permissions, isBusiness);
  const group = (id: string, title: string, kinds: TransferKind[]) => (
    <div className="transfers-nav-group">
      <h2 id={id} className="transfers-nav-title">
        {title}
      </h2>
      <ul aria-labelledby={id}>
        {kinds.map((k) => (
          <li key={k}>
            <NavLink to={hrefOf(k)} end>
              {t(`transfers.kinds.${k}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <nav className="transfers-nav" aria-label={t('transfers.navLabel')}>
      {group('transfers-own', t('transfers.own'), own)}
      {group('transfers-3d', t('transfers.thirdParty'), thirdParty)}
    </nav>
  );
}
