import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { ErrorWithRetry, Skeleton } from '../../../shared/ui/index.ts';
import { $accounts, accountListFx } from '../model.ts';

/** How an account reads in an account picker (/history, /statements). */
export function AccountName({ account: a }: { account: Account }) {
  const { t } = useTranslation();
  return a.cardAliasName
    ? t('history.cardAccount', { name: a.cardAliasName, currency: a.currencyCode, id: a.accountId })
    : t('history.paymentAccount', { currency: a.currencyCode, id: a.accountId });
}

interface AccountPickerProps {
  /** the select's id (its label points at it) */
  id: string;
  value: number | undefined;
  onChange: (accountId: number) => void;
  /** what the page shows under the picker once there are accounts */
  children: ReactNode;
}

/**
 * Loads the accounts and lets the user pick one; until there is one to pick it shows the state of the list:
 * failed (with a retry), loading, or none.
 */
export function AccountPicker({ id, value, onChange, children }: AccountPickerProps) {
  const { t } = useTranslation();
  const [accounts, load, loading] = useUnit([$accounts, accountListFx, accountListFx.pending]);
  const [error, setError] = useState<Message | null>(null);
  const fetchAccounts = useCallback(() => {
    setError(null);
    load().catch((e: unknown) => setError(errorMessageFor(e)));
  }, [load]);
  useEffect(() => fetchAccounts(), [fetchAccounts]);

  if (error)
    return (
      <ErrorWithRetry
        message={'text' in error ? error.text : t(error.key)}
        retryLabel={t('common.retry')}
        onRetry={fetchAccounts}
      />
    );
  if (accounts.length === 0 && loading) return <Skeleton lines={3} label={t('common.loading')} />;
  if (accounts.length === 0) return <p className="empty">{t('history.noAccounts')}</p>;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('history.account')}</label>
        <select id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              <AccountName account={a} />
            </option>
          ))}
        </select>
      </div>
      {children}
    </>
  );
}
