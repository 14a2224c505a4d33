import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accounts, AccountList } from '../../../entities/account/index.ts';
import { $userName } from '../../../entities/session/index.ts';
import type { Message } from '../../../shared/api/index.ts';
import { Alert, Button, Skeleton } from '../../../shared/ui/index.ts';
import { $accountsError, $accountsStatus, HomePageGate, retryClicked } from '../model.ts';

export function HomePage() {
  useGate(HomePageGate);
  const { t } = useTranslation();
  const [userName, accounts, status, error, retry] = useUnit([
    $userName,
    $accounts,
    $accountsStatus,
    $accountsError,
    retryClicked,
  ]);
  const text = (m: Message) => ('text' in m ? m.text : t(m.key));

  return (
    <>
      <h1>{userName ? t('home.greeting', { name: userName }) : t('home.title')}</h1>
      <section className="panel" aria-labelledby="accounts-title">
        <h2 id="accounts-title">
          {t('home.accounts')}
          {status === 'ready' && accounts.length > 0 ? (
            <span className="count"> · {t('home.accountCount', { count: accounts.length })}</span>
          ) : null}
        </h2>
        {status === 'idle' || (status === 'loading' && accounts.length === 0) ? (
          <Skeleton lines={3} label={t('common.loading')} />
        ) : status === 'failed' ? (
          <Alert>
            <p>{t('home.loadFailed')}</p>
            {error ? <p>{text(error)}</p> : null}
            <Button variant="secondary" onClick={() => retry()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : accounts.length === 0 ? (
          <p className="empty">{t('home.empty')}</p>
        ) : (
          <AccountList accounts={accounts} labelledBy="accounts-title" />
        )}
      </section>
    </>
  );
}
