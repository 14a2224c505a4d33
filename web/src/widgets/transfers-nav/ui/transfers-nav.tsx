import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalTransferType } from '@app/contracts';
import { $customer, $isBusiness } from '../../../entities/customer/index.ts';
import { externalLinkOf, externalLinkSearch } from '../../../entities/external-transfer/index.ts';
import { type TransferKind, allowedTransfers } from '../../../entities/transfer/index.ts';
import { paths, Link, NavLink, useLocation } from '../../../shared/routes/index.ts';
import { $showMass, TransfersNavGate } from '../model.ts';
import './transfers-nav.css';

/** The external type each menu kind opens on /transfer/external (spec 2 §6 says "digital" and "instant"). */
const externalTypeOf: Partial<Record<TransferKind, ExternalTransferType>> = {
  digital: 'crypto_eft',
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  instant: 'instant_payment',
  interac: 'interac',
};

/**
 * Where each transfer kind is made: the external kinds open /transfer/external with their type and permission
 * preselected (its deep link); kinds without a screen of their own yet (global) go to the external screen.
 */
const hrefOf = (kind: TransferKind, permission: 'own' | '3d'): string => {
  if (kind === 'betweenAccounts' || kind === 'loadPrepaidCard') return paths.transferAccount.getHref();
  if (kind === 'p2p') return paths.transferP2p.getHref();
  const type = externalTypeOf[kind];
  return type
    ? `${paths.transferExternal.getHref()}${externalLinkSearch(type, permission)}`
    : paths.transferExternal.getHref();
};

/**
 * The transfers menu, split own / to others by the customer's permissions (spec 2 §6). Mass transfers pay others: the
 * link to their hub (/transfer/mass, spec 2 §2) ends the "to others" list when one is offered (model.ts).
 */
export function TransfersNav() {
  useGate(TransfersNavGate);
  const { t } = useTranslation();
  const [customer, isBusiness, showMass] = useUnit([$customer, $isBusiness, $showMass]);
  const { own, thirdParty } = allowedTransfers(customer?.permissions, isBusiness);
  const { pathname, search } = useLocation();
  const onExternal = pathname === paths.transferExternal.getHref();
  const linked = onExternal ? externalLinkOf(search) : null;
  const group = (id: string, title: string, permission: 'own' | '3d', kinds: TransferKind[], extra?: ReactNode) => (
    <div className="transfers-nav-group">
      <h2 id={id} className="transfers-nav-title">
        {title}
      </h2>
      <ul aria-labelledby={id}>
        {kinds.map((k) => {
          const type = externalTypeOf[k];
          // the external kinds share one path: the current one is the type and permission of the address
          if (type)
            return (
              <li key={k}>
                <Link
                  to={hrefOf(k, permission)}
                  aria-current={linked?.type === type && linked.permission === permission ? 'page' : undefined}
                >
                  {t(`transfers.kinds.${k}`)}
                </Link>
              </li>
            );
          return (
            <li key={k}>
              <NavLink to={hrefOf(k, permission)} end>
                {t(`transfers.kinds.${k}`)}
              </NavLink>
            </li>
          );
        })}
        {extra}
      </ul>
    </div>
  );
  return (
    <nav className="transfers-nav" aria-label={t('transfers.navLabel')}>
      {group('transfers-own', t('transfers.own'), 'own', own)}
      {group(
        'transfers-3d',
        t('transfers.thirdParty'),
        '3d',
        thirdParty,
        showMass ? (
          <li>
            <NavLink to={paths.transferMass.getHref()}>{t('massTransfer.title')}</NavLink>
          </li>
        ) : null,
      )}
    </nav>
  );
}
