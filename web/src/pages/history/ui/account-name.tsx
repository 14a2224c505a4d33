import type { Account } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** How an account reads in the account pickers of /history and /statements. */
export function AccountName({ account: a }: { account: Account }) {
  const { t } = useTranslation();
  return a.cardAliasName
    ? t('history.cardAccount', { name: a.cardAliasName, currency: a.currencyCode, id: a.accountId })
    : t('history.paymentAccount', { currency: a.currencyCode, id: a.accountId });
}
