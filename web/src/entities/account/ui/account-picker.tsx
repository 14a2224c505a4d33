import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { SelectField } from '../../../shared/ui/index.ts';
import { $accounts, $accountsMessage, accountListQuery, accountsReloadRequested } from '../model.ts';

/** How an account reads in an account picker (/history, /statements). */
export function AccountName({ account }: { account: Account }) {
  const { t } = useTranslation();
  return accountName(t, account);
}

function accountName(t: TFunction, a: Account): string {
  return a.cardAliasName
    ? t('history.cardAccount', { name: a.cardAliasName, currency: a.currencyCode, id: a.accountId })
    : t('history.paymentAccount', { currency: a.currencyCode, id: a.accountId });
}

interface AccountPickerProps {
  value: number | undefined;
  onChange: (accountId: number) => void;
  /** what the page shows under the picker once there are accounts */
  children: ReactNode;
}

/**
 * Lets the user pick an account; until there is one to pick it shows the state of the list: failed (with a
 * retry), loading, or none. The page's gate loads the list (createAccountSelection).
 */
export function AccountPicker({ value, onChange, children }: AccountPickerProps) {
  const { t } = useTranslation();
  const [accounts, reload, status, error] = useUnit([
    $accounts,
    accountsReloadRequested,
    accountListQuery.$loadStatus,
    $accountsMessage,
  ]);

  // accounts already known (another screen loaded them) stay pickable while the list reloads
  return (
    <Loadable status={status} error={error} onRetry={() => reload()} lines={3} shown={accounts.length > 0}>
      {() =>
        accounts.length === 0 ? (
          <p className="empty">{t('history.noAccounts')}</p>
        ) : (
          <>
            <SelectField
              label={t('history.account')}
              value={value ?? null}
              onChange={onChange}
              options={accounts.map((a) => ({ id: a.accountId, label: accountName(t, a) }))}
            />
            {children}
          </>
        )
      }
    </Loadable>
  );
}
