import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accounts, AccountList, isClosedAccount } from '../../../entities/account/index.ts';
import { $userName } from '../../../entities/session/index.ts';
import { $balancesHidden, HideBalancesToggle } from '../../../features/hide-balances/index.ts';
import { OpenAccount } from '../../../features/open-account/index.ts';
import { AnnouncementList } from '../../../features/announcements/index.ts';
import { PaymentInstructions } from '../../../features/payment-instructions/index.ts';
import { paths, Link } from '../../../shared/routes/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatAmount } from '../../../shared/lib/index.ts';
import { LoadStatus, showsSkeleton } from '../../../shared/ui/index.ts';
import {
  $accountsError,
  $accountsStatus,
  $rates,
  $ratesStatus,
  HomePageGate,
  ratesRetryClicked,
  retryClicked,
} from '../model.ts';
import { WhenShown } from './when-shown.tsx';
import './home.css';

function Rates() {
  const { t, i18n } = useTranslation();
  const [rates, status, retry] = useUnit([$rates, $ratesStatus, ratesRetryClicked]);
  return (
    <section className="panel" aria-labelledby="rates-title">
      <h2 id="rates-title">{t('homeMoney.ratesTitle')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('homeMoney.ratesFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          rates.length === 0 ? (
            <p className="empty">{t('homeMoney.ratesEmpty')}</p>
          ) : (
            <ul className="rates">
              {rates.map((r) => (
                <li key={`${r.fromCurrencyCode}-${r.toCurrencyCode}`}>
                  {t('homeMoney.rate', {
                    from: r.fromCurrencyCode,
                    to: r.toCurrencyCode,
                    rate: formatAmount(r.rate, i18n.language),
                  })}
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}

export function HomePage() {
  useGate(HomePageGate);
  const { t } = useTranslation();
  const [userName, accounts, status, error, retry, hidden] = useUnit([
    $userName,
    $accounts,
    $accountsStatus,
    $accountsError,
    retryClicked,
    $balancesHidden,
  ]);
  const text = useMessageText();
  // spec 2 §4 "Closed accounts (status 11) are listed separately."
  const open = accounts.filter((a) => !isClosedAccount(a));
  const closed = accounts.filter(isClosedAccount);
  // the accounts already known (another screen loaded them) stay shown while they reload
  const accountsKnown = accounts.length > 0;
  const accountsLoading = showsSkeleton(status, accountsKnown);

  return (
    <>
      <h1>{userName ? t('home.greeting', { name: userName }) : t('home.title')}</h1>
      <div className="home-toolbar">
        <HideBalancesToggle />
      </div>
      <section
        className={accountsLoading ? 'panel home-accounts home-accounts-loading' : 'panel home-accounts'}
        aria-labelledby="accounts-title"
      >
        <h2 id="accounts-title">
          {t('home.accounts')}
          {status === 'ready' && open.length > 0 ? (
            <span className="count"> · {t('home.accountCount', { count: open.length })}</span>
          ) : null}
        </h2>
        <LoadStatus
          status={status}
          error={status !== 'failed' ? null : error ? `${t('home.loadFailed')} ${text(error)}` : t('home.loadFailed')}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={6}
          shown={accountsKnown}
        >
          {() =>
            open.length === 0 ? (
              <p className="empty">{t('home.empty')}</p>
            ) : (
              <AccountList accounts={open} labelledBy="accounts-title" hideAmounts={hidden} linkCards />
            )
          }
        </LoadStatus>
      </section>
      <section className="panel" aria-labelledby="home-announcements-title">
        <h2 id="home-announcements-title">{t('announcements.title')}</h2>
        <AnnouncementList headingLevel={3} />
        <p>
          <Link to={paths.news.getHref()}>{t('announcements.all')}</Link>
        </p>
      </section>
      <Rates />
      <PaymentInstructions />
      {/* spec 2 §4 "Closed accounts (status 11) are listed separately": at the page's end, below the fold, since
          whether there are any is known only when the accounts answer: right under the accounts, the panel moved
          the sections below it by its height (/home's layout shift on desktop, web README "Loading fast") */}
      {status === 'ready' && closed.length > 0 ? (
        <section className="panel" aria-labelledby="closed-accounts-title">
          <h2 id="closed-accounts-title">{t('homeMoney.closedTitle')}</h2>
          <AccountList accounts={closed} labelledBy="closed-accounts-title" hideAmounts={hidden} />
        </section>
      ) : null}
      <WhenShown>
        <OpenAccount />
      </WhenShown>
    </>
  );
}
