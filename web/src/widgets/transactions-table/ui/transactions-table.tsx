import type { HistoryTransaction } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import './transactions-table.css';

export interface TransactionsTableProps {
  rows: readonly HistoryTransaction[];
  /** transaction type id → its name in the current language (transactionTypesGet) */
  typeName: (id: number) => string;
  caption: string;
  busy?: boolean;
}

/** History rows: date, type, description and counterparty, signed amount, fee, status. */
export function TransactionsTable({ rows, typeName, caption, busy }: TransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <table className="accounts history-table" aria-busy={busy}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.columns.date')}</th>
          <th scope="col">{t('history.columns.type')}</th>
          <th scope="col">{t('history.columns.details')}</th>
          <th scope="col" className="num">
            {t('history.columns.amount')}
          </th>
          <th scope="col" className="num">
            {t('history.columns.fee')}
          </th>
          <th scope="col">{t('history.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.transactionId}-${r.accountId}`} data-status={r.status}>
            <td>{formatDateTime(r.created, lang)}</td>
            <td>{typeName(r.transactionType)}</td>
            <td>
              {r.description}
              {r.counterparty ? <span className="history-counterparty">{r.counterparty}</span> : null}
            </td>
            <td className={`num history-amount-${r.direction}`}>
              {r.direction === 'out' ? '−' : '+'}
              {formatMoney(r.amount, r.currencyCode, lang)}
            </td>
            <td className="num">{r.fee === '0.00' ? '' : formatMoney(r.fee, r.currencyCode, lang)}</td>
            <td>
              <span className={`history-status history-status-${r.status}`}>{t(`history.statuses.${r.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
