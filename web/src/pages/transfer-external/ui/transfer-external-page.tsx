import { countriesGet, currenciesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../shared/routes/index.ts';
import { useCurrencyDecimals, useDictionary } from '../../../entities/dictionary/index.ts';
import { type TransferPermission, amountWithFee } from '../../../entities/external-transfer/index.ts';
import { availableOf } from '../../../entities/transfer/index.ts';
import { ApproveTransfer } from '../../../features/approve-transfer/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import {
  Alert,
  Button,
  CountryComboBox,
  LoadStatus,
  SelectField,
  TextField,
  combinedLoadStatus,
} from '../../../shared/ui/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import { externalAmountProblem } from '../lib.ts';
import {
  $accountsStatus,
  $amount,
  $availableStatus,
  $countryCode,
  $currencyCode,
  $fee,
  $feeError,
  $feeLoading,
  $from,
  $limit,
  $maxAmount,
  $networkFee,
  $offered,
  $offeredType,
  $optionsError,
  $outcome,
  $permission,
  $reference,
  $servesCountry,
  $sources,
  $submitError,
  $submitting,
  $touched,
  TransferExternalGate,
  amountChanged,
  countryChanged,
  currencyChanged,
  fromChanged,
  linkOpened,
  outcomeDismissed,
  referenceChanged,
  retryLoadClicked,
  submitAttempted,
  submitOutcomes,
  submitted,
  typeChosen,
} from '../model.ts';
import { BeneficiaryFields } from './beneficiary-fields.tsx';
import { kindOf } from './kinds.ts';
import { RecentExternalTransfers, Templates } from './lists.tsx';
import './transfer-external.css';

/** The type choice, split own versus to others (spec 2 §6): one radio group, two labelled parts. */
function TypeChoice() {
  const { t } = useTranslation();
  const [offered, type, permission, touched] = useUnit([$offered, $offeredType, $permission, $touched]);
  // the model takes the choice at once and writes it to the address (model.ts "the type and the address")
  const choose = useUnit(typeChosen);
  const none = offered.own.length === 0 && offered['3d'].length === 0;
  if (none) return <p className="empty">{t('transferExternal.noTypes')}</p>;
  const error = touched && type === null ? t('transferExternal.errors.typeRequired') : null;
  const part = (p: TransferPermission, title: string) =>
    offered[p].length === 0 ? null : (
      <fieldset className="field type-choice-part">
        <legend>{title}</legend>
        {offered[p].map((k) => (
          <label key={k} className="type-choice-option">
            <input
              type="radio"
              name="transferType"
              value={`${p}:${k}`}
              checked={type === k && permission === p}
              aria-describedby={error ? 'transfer-type-error' : undefined}
              onChange={() => choose({ type: k, permission: p })}
            />
            {t(`transfers.kinds.${kindOf[k]}`)}
          </label>
        ))}
      </fieldset>
    );
  return (
    <div className="type-choice" role="group" aria-labelledby="transfer-type-title">
      <h3 id="transfer-type-title" className="field-label">
        {t('transferExternal.type')}
      </h3>
      {part('own', t('transferExternal.own'))}
      {part('3d', t('transferExternal.thirdParty'))}
      {error ? (
        <p id="transfer-type-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Outcome() {
  const { t } = useTranslation();
  const [outcome, dismiss] = useUnit([$outcome, outcomeDismissed]);
  if (!outcome) return null;
  return (
    <div className="external-outcome" role="status">
      <p data-testid="payment-status">
        {'message' in outcome
          ? outcome.message
          : `${t(`externalTransfer.${outcome.key}`)}${outcome.asterisk ? '*' : ''}`}
      </p>
      <Button variant="link" onClick={() => dismiss()}>
        {t('common.close')}
      </Button>
    </div>
  );
}

function ExternalForm() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useMessageText();
  const [sources, from, type, country, currency, amount, reference] = useUnit([
    $sources,
    $from,
    $offeredType,
    $countryCode,
    $currencyCode,
    $amount,
    $reference,
  ]);
  const [networkFee, serves] = useUnit([$networkFee, $servesCountry]);
  const [fee, feeError, feeLoading, max, limit, optionsError, busy, error, touched] = useUnit([
    $fee,
    $feeError,
    $feeLoading,
    $maxAmount,
    $limit,
    $optionsError,
    $submitting,
    $submitError,
    $touched,
  ]);
  const [pickFrom, pickCountry, pickCurrency, changeAmount, changeReference, submit, attempt] = useUnit([
    fromChanged,
    countryChanged,
    currencyChanged,
    amountChanged,
    referenceChanged,
    submitted,
    submitAttempted,
  ]);
  const countries = useDictionary(countriesGet);
  const currencies = useDictionary(currenciesGet);
  const decimals = useCurrencyDecimals(from?.currencyCode);
  const problem = from
    ? externalAmountProblem({
        amount,
        decimals,
        available: availableOf(from.balance, from.accountBalanceMin, decimals),
        accountCurrency: from.currencyCode,
        fee,
        limit,
        maxAmount: max && max.currencyCode === from.currencyCode ? max.amount : null,
      })
    : null;
  const total =
    from && fee
      ? amountWithFee({
          amount,
          currencyCode: from.currencyCode,
          fee: fee.fee,
          feeCurrencyCode: fee.feeCurrencyCode,
          decimals,
        })
      : undefined;
  const amountError = (p: NonNullable<typeof problem>) =>
    p === 'belowLimit' || p === 'aboveLimit'
      ? t(`transferExternal.errors.${p}`, {
          min: limit ? formatMoney(limit.minAmount, from?.currencyCode ?? '', lang) : '',
          max: limit ? formatMoney(limit.amount, from?.currencyCode ?? '', lang) : '',
        })
      : t(`transfers.errors.${p}`);
  const errors = {
    from: touched && !from ? t('transfers.errors.fromRequired') : null,
    country:
      touched && country === ''
        ? t('transferExternal.errors.countryRequired')
        : serves
          ? null
          : t('transferExternal.errors.typeNotForCountry'),
    currency: touched && currency === '' ? t('transferExternal.errors.currencyRequired') : null,
    amount: touched && from && problem ? amountError(problem) : null,
  };
  const ready = from !== null && type !== null && country !== '' && serves && currency !== '' && problem === null;

  return (
    <form
      className="form transfer-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        attempt();
        if (ready) submit();
      }}
    >
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      <TypeChoice />
      <SelectField
        label={t('transfers.from')}
        name="fromAccountId"
        placeholder={t('transfers.chooseAccount')}
        value={from?.accountId ?? null}
        error={errors.from}
        onChange={pickFrom}
        options={sources.map((a) => ({
          id: a.accountId,
          label: `${a.currencyCode} · ${String(a.accountId)} · ${formatMoney(a.balance, a.currencyCode, lang)}`,
        }))}
      />
      <CountryComboBox
        label={t('transferExternal.country')}
        countries={countries.data?.countries ?? []}
        showListLabel={t('common.showCountries')}
        value={country}
        error={errors.country}
        onChange={(code) => {
          if (code !== country) pickCountry(code);
        }}
      />
      <SelectField
        label={t('transferExternal.currency')}
        name="currencyCode"
        placeholder={t('common.choose')}
        value={currency || null}
        error={errors.currency}
        onChange={pickCurrency}
        options={(currencies.data?.currencies ?? []).map((c) => ({ id: c.code, label: `${c.code} · ${c.name}` }))}
      />
      {type ? <BeneficiaryFields type={type} /> : null}
      <TextField
        label={from ? t('transfers.amountIn', { currency: from.currencyCode }) : t('transfers.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => changeAmount(e.target.value)}
        error={errors.amount}
      />
      <TextField
        label={t('transferExternal.reference')}
        name="reference"
        maxLength={140}
        value={reference}
        onChange={(e) => changeReference(e.target.value)}
      />
      {feeError ? <p className="field-error">{text(feeError)}</p> : null}
      {optionsError ? <p className="field-error">{text(optionsError)}</p> : null}
      {from && type ? (
        <dl className="details-list transfer-quote" aria-live="polite" aria-busy={feeLoading || undefined}>
          <dt>{t('transfers.fee')}</dt>
          <dd data-testid="fee">{fee ? formatMoney(fee.fee, fee.feeCurrencyCode, lang) : '—'}</dd>
          {networkFee ? (
            <>
              <dt>{t('transferExternal.networkFee')}</dt>
              <dd data-testid="network-fee">{formatMoney(networkFee.fee, networkFee.feeCurrencyCode, lang)}</dd>
            </>
          ) : null}
          <dt>{t('transferExternal.total')}</dt>
          <dd data-testid="total">{total ? formatMoney(total, from.currencyCode, lang) : '—'}</dd>
          {max ? (
            <>
              <dt>{t('transfers.maxAmount')}</dt>
              <dd data-testid="max-amount">{formatMoney(max.amount, max.currencyCode, lang)}</dd>
            </>
          ) : null}
          {limit ? (
            <>
              <dt>{t('transfers.limits')}</dt>
              <dd data-testid="limits">
                {t('transfers.limitsRange', {
                  min: formatMoney(limit.minAmount, limit.currencyCode, lang),
                  max: formatMoney(limit.amount, limit.currencyCode, lang),
                })}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="form-footer">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('transfers.sending') : t('transferExternal.send')}
        </Button>
      </div>
      {type ? <PaymentOutcome outcome={submitOutcomes[type]} /> : null}
    </form>
  );
}

/** /transfer/external: wire, eft, card payout, crypto, instant payment and Interac (spec 2 §1, §2, §5-§9). */
export function TransferExternalPage() {
  useGate(TransferExternalGate);
  const { t } = useTranslation();
  const { search } = useLocation();
  const opened = useUnit(linkOpened);
  useEffect(() => {
    opened(search);
  }, [opened, search]);
  const [accountsStatus, availableStatus, sources, retry] = useUnit([
    $accountsStatus,
    $availableStatus,
    $sources,
    retryLoadClicked,
  ]);
  const status = combinedLoadStatus([accountsStatus, availableStatus]);
  return (
    <>
      <h1>{t('transferExternal.title')}</h1>
      <TransfersNav />
      <section className="panel" aria-labelledby="transfer-external-form">
        <h2 id="transfer-external-form">{t('transferExternal.formTitle')}</h2>
        <Outcome />
        <LoadStatus
          status={status}
          error={status === 'failed' ? t('transferExternal.loadFailed') : null}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={6}
        >
          {() => (sources.length === 0 ? <p className="empty">{t('transfers.noPaymentAccount')}</p> : <ExternalForm />)}
        </LoadStatus>
      </section>
      <Templates />
      <RecentExternalTransfers />
      <ApproveTransfer />
    </>
  );
}
