import type { Account } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routes/index.ts';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { amountProblem, availableOf, exchangeRateFor } from '../../../entities/transfer/index.ts';
import { ApproveTransfer } from '../../../features/approve-transfer/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatAmount, formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import { ApprovalsNav } from '../../../widgets/approvals-nav/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import {
  $accountsStatus,
  $amount,
  $currentQuote,
  $destinations,
  $from,
  $isCardLoad,
  $limits,
  $maxAmount,
  $quoteError,
  $sources,
  $submitError,
  $submitting,
  $subscription,
  $to,
  TransferAccountGate,
  amountChanged,
  fromChanged,
  retryLoadClicked,
  submitted,
  subscriptionChanged,
  toChanged,
  submitAttempted,
  $touched,
  loadCardOutcome,
  submitOutcome,
} from '../model.ts';
import { linkedCardProps } from '../card-link.ts';
import './transfer-account.css';

function AccountSelect(props: {
  label: string;
  name: string;
  accounts: readonly Account[];
  value: number | undefined;
  onChange: (id: number | null) => void;
  placeholder: string;
  error?: string | null;
}) {
  const { i18n } = useTranslation();
  return (
    <SelectField
      label={props.label}
      name={props.name}
      placeholder={props.placeholder}
      value={props.value ?? null}
      error={props.error}
      onChange={props.onChange}
      options={props.accounts.map((a) => ({
        id: a.accountId,
        label: `${a.cardAliasName ?? a.currencyCode} · ${String(a.accountId)} · ${formatMoney(a.balance, a.currencyCode, i18n.language)}`,
      }))}
    />
  );
}

/** /transfer/account: between own accounts, with fee, rate, limits and an optional subscription. */
export function TransferAccountPage() {
  // the card page's "Load card" names the card: /transfer/account?to=<accountId> (card-link.ts)
  const [search] = useSearchParams();
  useGate(TransferAccountGate, linkedCardProps(search));
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [sources, destinations, from, to, card, status, quote, quoteError, max, limits, busy, error, subscription] =
    useUnit([
      $sources,
      $destinations,
      $from,
      $to,
      $isCardLoad,
      $accountsStatus,
      $currentQuote,
      $quoteError,
      $maxAmount,
      $limits,
      $submitting,
      $submitError,
      $subscription,
    ]);
  const [pickFrom, pickTo, changeAmount, changeSubscription, submit, retry] = useUnit([
    fromChanged,
    toChanged,
    amountChanged,
    subscriptionChanged,
    submitted,
    retryLoadClicked,
  ]);
  const amount = useUnit($amount);
  const [touched, attempt] = useUnit([$touched, submitAttempted]);
  const text = useMessageText();

  const currency = from?.currencyCode;
  const decimals = useCurrencyDecimals(currency);
  const problem = from
    ? amountProblem({
        amount,
        decimals,
        available: availableOf(from.balance, from.accountBalanceMin, decimals),
        fee: quote?.fee,
        min: limits?.minAmount,
        max: max ?? limits?.amount,
      })
    : null;
  const errors = {
    from: touched && !from ? t('transfers.errors.fromRequired') : null,
    to: touched && !to ? t('transfers.errors.toRequired') : null,
    amount: touched && from && problem ? t(`transfers.errors.${problem}`) : null,
  };
  const rate = exchangeRateFor(from?.currencyCode, to?.currencyCode, quote?.exchangeRate);

  return (
    <>
      <h1>{t('transfers.accountTitle')}</h1>
      <TransfersNav />
      <ApprovalsNav />
      <section className="panel" aria-labelledby="transfer-account-form">
        <h2 id="transfer-account-form">{card ? t('transfers.cardLoadTitle') : t('transfers.accountFormTitle')}</h2>
        <LoadStatus
          status={status}
          error={status === 'failed' ? t('transfers.accountsFailed') : null}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={4}
        >
          {() =>
            sources.length < 2 ? (
              <p className="empty">{t('transfers.notEnoughAccounts')}</p>
            ) : (
              <form
                className="form transfer-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  attempt();
                  if (from && to && !problem) submit();
                }}
              >
                {error ? (
                  <Alert>
                    <p>{text(error)}</p>
                  </Alert>
                ) : null}
                <AccountSelect
                  label={t('transfers.from')}
                  name="fromAccount"
                  accounts={sources}
                  value={from?.accountId}
                  onChange={pickFrom}
                  placeholder={t('transfers.chooseAccount')}
                  error={errors.from}
                />
                <AccountSelect
                  label={t('transfers.to')}
                  name="toAccount"
                  accounts={destinations}
                  value={to?.accountId}
                  onChange={pickTo}
                  placeholder={from ? t('transfers.chooseAccount') : t('transfers.chooseFromFirst')}
                  error={errors.to}
                />
                <TextField
                  label={currency ? t('transfers.amountIn', { currency }) : t('transfers.amount')}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => changeAmount(e.target.value)}
                  error={errors.amount}
                />
                {from && to ? (
                  <dl className="details-list transfer-quote" aria-live="polite">
                    {max ? (
                      <>
                        <dt>{t('transfers.maxAmount')}</dt>
                        <dd data-testid="max-amount">{formatMoney(max, from.currencyCode, lang)}</dd>
                      </>
                    ) : null}
                    {limits ? (
                      <>
                        <dt>{t('transfers.limits')}</dt>
                        <dd>
                          {t('transfers.limitsRange', {
                            min: formatMoney(limits.minAmount, from.currencyCode, lang),
                            max: formatMoney(limits.amount, from.currencyCode, lang),
                          })}
                        </dd>
                      </>
                    ) : null}
                    <dt>{t('transfers.exchangeRate')}</dt>
                    <dd data-testid="exchange-rate">{rate ? formatAmount(rate, lang) : '—'}</dd>
                    <dt>{t('transfers.fee')}</dt>
                    <dd data-testid="fee">{quote ? formatMoney(quote.fee, quote.feeCurrencyCode, lang) : '—'}</dd>
                    <dt>{t('transfers.toAmount')}</dt>
                    <dd data-testid="to-amount">
                      {quote ? formatMoney(quote.toAmount, quote.toCurrencyCode, lang) : '—'}
                    </dd>
                  </dl>
                ) : null}
                {quoteError ? <p className="field-error">{text(quoteError)}</p> : null}
                {!card ? (
                  <fieldset className="transfer-subscription">
                    <legend>{t('transfers.subscription')}</legend>
                    <label className="transfer-check">
                      <input
                        type="checkbox"
                        checked={subscription.enabled}
                        onChange={(e) => changeSubscription({ enabled: e.target.checked })}
                      />{' '}
                      {t('transfers.repeat')}
                    </label>
                    {subscription.enabled ? (
                      <>
                        <SelectField
                          label={t('transfers.frequency')}
                          value={subscription.frequency}
                          onChange={(frequency) => changeSubscription({ frequency })}
                          options={(['weekly', 'monthly'] as const).map((f) => ({ id: f, label: t(`transfers.${f}`) }))}
                        />
                        <TextField
                          label={t('transfers.endDate')}
                          type="date"
                          value={subscription.endDate}
                          onChange={(e) => changeSubscription({ endDate: e.target.value })}
                        />
                        <TextField
                          label={t('transfers.transactions')}
                          inputMode="numeric"
                          value={subscription.transactions}
                          onChange={(e) => changeSubscription({ transactions: e.target.value.replace(/\D/g, '') })}
                        />
                        <label className="transfer-check">
                          <input
                            type="checkbox"
                            checked={subscription.userCancel}
                            onChange={(e) => changeSubscription({ userCancel: e.target.checked })}
                          />{' '}
                          {t('transfers.userCancel')}
                        </label>
                      </>
                    ) : null}
                  </fieldset>
                ) : null}
                <div className="form-footer">
                  <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                    {busy ? t('transfers.sending') : card ? t('transfers.loadCard') : t('transfers.submit')}
                  </Button>
                </div>
              </form>
            )
          }
        </LoadStatus>
      </section>
      <PaymentOutcome outcome={submitOutcome} />
      <PaymentOutcome outcome={loadCardOutcome} />
      <ApproveTransfer />
    </>
  );
}
