import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts, isClosedAccount, isPaymentAccount } from '../../../entities/account/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, QrCode, SelectField } from '../../../shared/ui/index.ts';
import {
  $added,
  $fundByCrypto,
  $openBusy,
  $openError,
  $wallets,
  $walletsFailed,
  currenciesToAdd,
  currencyAddSubmitted,
  openAccountStarted,
  walletCreateSubmitted,
  walletCurrencies,
} from '../model.ts';
import './open-account.css';

/** Home: add a currency (a payment account) and create a crypto wallet, whose address shows with a copy button. */
export function OpenAccount() {
  const { t } = useTranslation();
  const [accounts, wallets, walletsFailed, error, added, busy, addCurrency, createWallet, retryWallets] = useUnit([
    $accounts,
    $wallets,
    $walletsFailed,
    $openError,
    $added,
    $openBusy,
    currencyAddSubmitted,
    walletCreateSubmitted,
    openAccountStarted,
  ]);
  const fundByCrypto = useUnit($fundByCrypto);
  const held = accounts.filter((a) => isPaymentAccount(a) && !isClosedAccount(a)).map((a) => a.currencyCode);
  const offered = currenciesToAdd(held);
  const [currency, setCurrency] = useState('');
  const [crypto, setCrypto] = useState<string>(walletCurrencies[0]);
  const chosen = offered.includes(currency) ? currency : (offered[0] ?? '');
  const text = useMessageText();
  return (
    <section className="panel" aria-labelledby="open-account-title">
      <h2 id="open-account-title">{t('homeMoney.openTitle')}</h2>
      {error ? <Alert>{text(error)}</Alert> : null}
      {added ? <Alert tone="info">{t('homeMoney.currencyAdded', { currency: added })}</Alert> : null}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          addCurrency(chosen);
        }}
      >
        <SelectField
          label={t('homeMoney.currency')}
          value={chosen || null}
          disabled={offered.length === 0}
          onChange={setCurrency}
          options={offered.map((c) => ({ id: c, label: c }))}
        />
        <Button type="submit" disabled={busy || offered.length === 0}>
          {t('homeMoney.addCurrency')}
        </Button>
      </form>
      {fundByCrypto ? (
        <>
          <h3>{t('homeMoney.walletsTitle')}</h3>
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              createWallet(crypto);
            }}
          >
            <SelectField
              label={t('homeMoney.walletCurrency')}
              value={crypto}
              onChange={setCrypto}
              options={walletCurrencies.map((c) => ({ id: c, label: c }))}
            />
            <Button type="submit" disabled={busy}>
              {t('homeMoney.createWallet')}
            </Button>
          </form>
          {walletsFailed ? (
            <Alert>
              <p>{t('homeMoney.walletsFailed')}</p>
              <Button variant="secondary" onClick={() => retryWallets()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : wallets.length === 0 ? (
            <p className="empty">{t('homeMoney.walletsEmpty')}</p>
          ) : (
            <ul className="wallets">
              {wallets.map((w) => (
                <li key={w.currencyCode} data-testid={`wallet-${w.currencyCode}`}>
                  <h4>{t('homeMoney.walletOf', { currency: w.currencyCode })}</h4>
                  <QrCode
                    value={w.address}
                    label={t('homeMoney.walletQr', { currency: w.currencyCode })}
                    copyLabel={t('homeMoney.copyAddress')}
                    copiedLabel={t('homeMoney.copied')}
                    size={128}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
