import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, paths, useLocation } from '../../../shared/routes/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';
import type { MassFlow } from '../lib.ts';
import { $availableStatus, $offered, availableRetryClicked, uploadHrefOf } from '../model.ts';
import './transfer-mass.css';

/**
 * The mass transfer kinds the customer may use (spec 2 §6): the child routes of /transfer/mass, P2P and global pay
 * (its page is /transfer/mass/global). `empty`: what to say when nothing is offered.
 */
export function MassNav() {
  const { t } = useTranslation();
  const [offered, status, retry] = useUnit([$offered, $availableStatus, availableRetryClicked]);
  const { pathname } = useLocation();
  const links: { flow: MassFlow | 'global'; href: string }[] = [
    ...offered.kinds.map((k) => ({ flow: k, href: uploadHrefOf(k) })),
    ...(offered.p2p ? [{ flow: 'p2p' as const, href: uploadHrefOf('p2p') }] : []),
    ...(offered.global ? [{ flow: 'global' as const, href: paths.transferMassGlobal.getHref() }] : []),
  ];
  return (
    <nav className="mass-nav" aria-label={t('massTransfer.kindsLabel')}>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('massTransfer.kindsFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={1}
      >
        {() =>
          links.length === 0 ? (
            <p className="empty">{t('massTransfer.noKinds')}</p>
          ) : (
            <ul>
              {links.map((l) => (
                <li key={l.flow}>
                  <Link to={l.href} aria-current={pathname === l.href ? 'page' : undefined}>
                    {t(`massTransfer.kinds.${l.flow}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </nav>
  );
}
