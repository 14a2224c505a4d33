import type { Account } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/index.ts';
import { paths, Link } from '../../../shared/routes/index.ts';
import { accountKind } from '../model.ts';

/** An amount, or a mask of the same place when balances are hidden (it hides amounts, not the layout). */
function Amount({ amount, currency, hidden }: { amount: string; currency: string; hidden: boolean }) {
  const { t, i18n } = useTranslation();
  if (hidden)
    return (
      <>
        <span aria-hidden="true">••••</span>
        <span className="visually-hidden">{t('homeMoney.hidden')}</span>
      </>
    );
  return <>{formatMoney(amount, currency, i18n.language)}</>;
}

/**
 * Accounts with type, currency, balance, pending amount and minimum balance; amounts formatted here, at the
 * edge. A card account links to its detail (spec 2 §2 /cards/{accountId}).
 */
export function AccountList({
  accounts,
  labelledBy,
  hideAmounts = false,
  linkCards = false,
}: {
  accounts: readonly Account[];
  labelledBy: string;
  hideAmounts?: boolean;
  linkCards?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className="accounts" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('home.account')}</th>
          <th scope="col">{t('homeMoney.type')}</th>
          <th scope="col">{t('home.currency')}</th>
          <th scope="col" className="num">
            {t('home.balance')}
          </th>
          <th scope="col" className="num">
            {t('home.pending')}
          </th>
          <th scope="col" className="num">
            {t('homeMoney.minimum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => {
          const kind = accountKind(a.type);
          const name = a.cardAliasName ?? a.cardNumber ?? String(a.accountId);
          return (
            <tr key={a.accountId} data-testid={`account-${a.currencyCode}`}>
              <th scope="row">
                {linkCards && kind === 'card' ? <Link to={paths.cardsAccount.getHref(a.accountId)}>{name}</Link> : name}
              </th>
              <td>{t(`homeMoney.types.${kind}`)}</td>
              <td>{a.currencyCode}</td>
              <td className="num" data-testid="balance">
                <Amount amount={a.balance} currency={a.currencyCode} hidden={hideAmounts} />
              </td>
              <td className="num" data-testid="pending">
                <Amount amount={a.pendingAmount ?? '0'} currency={a.currencyCode} hidden={hideAmounts} />
              </td>
              <td className="num" data-testid="minimum">
                <Amount amount={a.accountBalanceMin ?? '0'} currency={a.currencyCode} hidden={hideAmounts} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
