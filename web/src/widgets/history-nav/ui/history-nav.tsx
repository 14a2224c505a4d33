import { useTranslation } from 'react-i18next';
import { NavLink, paths } from '../../../shared/routes/index.ts';
import './history-nav.css';

/** The history screens' tabs (spec 2 §2 "history, batch"): the transactions (/history) and the batches. */
export function HistoryNav() {
  const { t } = useTranslation();
  return (
    <nav className="history-nav" aria-label={t('batchHistory.nav.label')}>
      <ul>
        <li>
          <NavLink to={paths.history.getHref()} end>
            {t('batchHistory.nav.transactions')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.historyBatchTransfers.getHref()} end>
            {t('batchHistory.nav.batches')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
