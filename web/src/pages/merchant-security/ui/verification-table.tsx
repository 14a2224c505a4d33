import type { IdentityVerification } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';

/** The requests as a table: made, the person, the status, the fee (and, in the history, when it finished). */
export function VerificationTable({
  rows,
  caption,
  finished = false,
  busy = false,
}: {
  rows: readonly IdentityVerification[];
  caption: string;
  finished?: boolean;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <table className="table merchant-security-table" aria-busy={busy}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('merchantSecurity.columns.created')}</th>
          {finished ? <th scope="col">{t('merchantSecurity.columns.finished')}</th> : null}
          <th scope="col">{t('merchantSecurity.columns.person')}</th>
          <th scope="col">{t('merchantSecurity.columns.email')}</th>
          <th scope="col">{t('merchantSecurity.columns.status')}</th>
          <th scope="col" className="num">
            {t('merchantSecurity.columns.fee')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.id} data-status={v.status}>
            <td>{formatDateTime(v.createdAt, lang)}</td>
            {finished ? <td>{v.finishedAt ? formatDateTime(v.finishedAt, lang) : ''}</td> : null}
            <td>{`${v.firstName} ${v.lastName}`}</td>
            <td className="merchant-security-email">{v.email}</td>
            <td>
              <span className={`merchant-security-status merchant-security-status-${v.status}`}>
                {t(`merchantSecurity.statuses.${v.status}`)}
              </span>
            </td>
            <td className="num">{formatMoney(v.fee.amount, v.fee.currencyCode, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
