import type { Account } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/index.ts';

/** Accounts with currency, balance and pending amount; amounts formatted here, at the edge. */
export function AccountList({ accounts, labelledBy }: { accounts: readonly Account[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <table className="accounts" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('home.account')}</th>
          <th scope="col">{t('home.currency')}</th>
          <th scope="col" className="num">
            {t('home.balance')}
          </th>
          <th scope="col" className="num">
            {t('home.pending')}
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.accountId} data-testid={`account-${a.currencyCode}`}>
            <th scope="row">{a.cardAliasName ?? a.cardNumber ?? a.accountId}</th>
            <td>{a.currencyCode}</td>
            <td className="num" data-testid="balance">
              {formatMoney(a.balance, a.currencyCode, lang)}
            </td>
            <td className="num" data-testid="pending">
              {formatMoney(a.pendingAmount ?? '0', a.currencyCode, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
