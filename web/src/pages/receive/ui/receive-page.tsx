import { type GlobalReceiveDetails, type GlobalReceiveMethod, countriesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatAmount, formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { useParams } from '../../../shared/routes/index.ts';
import {
  Alert,
  Button,
  CodeDialog,
  ConfirmDialog,
  ErrorWithRetry,
  LoadStatus,
  SelectField,
  Skeleton,
} from '../../../shared/ui/index.ts';
import { expiryOf, feeSideOf } from '../lib.ts';
import {
  $approval,
  $approveError,
  $countries,
  $countriesStatus,
  $currencies,
  $details,
  $detailsError,
  $detailsStatus,
  $linkInvalid,
  $meta,
  $metaError,
  $methods,
  $methodsError,
  $pending,
  $recent,
  $recentError,
  $recentStatus,
  $refuseError,
  $refusedNow,
  $refusing,
  $resendError,
  $resent,
  $selection,
  $state,
  $step,
  $submitError,
  ReceivePageGate,
  approvalClosed,
  approveOutcome,
  codeSubmitted,
  countryPicked,
  currencyPicked,
  methodPicked,
  recentPicked,
  recentRetryClicked,
  refuseClicked,
  refuseConfirmed,
  refuseDismissed,
  resendClicked,
  retryClicked,
  startOverClicked,
  stepRetryClicked,
  submitClicked,
  submitOutcome,
} from '../model.ts';
import { PayoutFields } from './payout-fields.tsx';
import './receive.css';

/** Country names from the countries dictionary (no sign-in needed); a code it does not list reads as itself. */
function useCountryName() {
  const countries = useDictionary(countriesGet);
  const names = new Map((countries.data?.countries ?? []).map((c) => [c.code, c.name]));
  return (code: string) => names.get(code) ?? code;
}

function methodName(t: (k: string, o?: Record<string, unknown>) => string, method: string) {
  return t(`receive.methodName.${method}`, { defaultValue: method });
}

/** Spec 2 §3 "Global payment details": who sends what, when, and until when. */
function Details({ d }: { d: GlobalReceiveDetails }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('receive.senderName'), d.senderName],
    [t('receive.beneficiaryName'), d.beneficiaryName],
    [t('receive.amount'), formatMoney(d.amount, d.currencyCode, i18n.language)],
    ...(d.description ? [[t('receive.description'), d.description] as [string, string]] : []),
    [t('receive.submittedDate'), formatDateTime(d.submittedDate, i18n.language)],
    [t('receive.expireDays'), formatDateTime(expiryOf(d.submittedDate, d.expireDays) ?? '', i18n.language)],
  ];
  return (
    <section className="panel" aria-labelledby="receive-details">
      <h2 id="receive-details">{t('receive.detailsTitle')}</h2>
      <dl className="details receive-details">
        {rows.map(([label, v]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec 2 §3 "Payment meta: exchangeRate, toAmount, fee"; who bears the fee by feeIsBen. */
function Meta({ d }: { d: GlobalReceiveDetails }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [meta, error, selection, pending, retry] = useUnit([$meta, $metaError, $selection, $pending, stepRetryClicked]);
  if (selection.currency === null) return null;
  return (
    <section className="receive-meta" aria-labelledby="receive-meta" aria-busy={pending.meta}>
      <h3 id="receive-meta">{t('receive.metaTitle')}</h3>
      {error ? (
        <ErrorWithRetry
          message={`${t('receive.metaFailed')} ${text(error)}`}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
        />
      ) : meta === null ? (
        <Skeleton label={t('common.loading')} lines={2} />
      ) : (
        <>
          <dl className="details">
            <div>
              <dt>{t('receive.exchangeRate')}</dt>
              <dd>
                1 {d.currencyCode} = {formatAmount(meta.exchangeRate, i18n.language)} {selection.currency}
              </dd>
            </div>
            <div>
              <dt>{t('receive.fee')}</dt>
              <dd>{formatMoney(meta.fee, d.currencyCode, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('receive.toAmount')}</dt>
              <dd data-testid="receive-to-amount">{formatMoney(meta.toAmount, selection.currency, i18n.language)}</dd>
            </div>
          </dl>
          <p className="field-hint">
            {t(feeSideOf(d.feeIsBen) === 'recipient' ? 'receive.feeRecipient' : 'receive.feeSender')}
          </p>
        </>
      )}
    </section>
  );
}

/** Spec 2 §7 "Last withdrawals (limit); withdrawal details (paymentId)": an earlier payout fills the form. */
function Recent() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const countryName = useCountryName();
  const [recent, status, error, pending, pick, retry] = useUnit([
    $recent,
    $recentStatus,
    $recentError,
    $pending,
    recentPicked,
    recentRetryClicked,
  ]);
  return (
    <section className="panel" aria-labelledby="receive-recent" aria-busy={pending.recent}>
      <h2 id="receive-recent">{t('receive.recentTitle')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('receive.recentFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          recent.length === 0 ? (
            <p className="empty">{t('receive.recentEmpty')}</p>
          ) : (
            <>
              {error ? (
                <Alert>
                  <p>{text(error)}</p>
                </Alert>
              ) : null}
              <ul className="item-list receive-recent">
                {recent.map((w) => {
                  const method = methodName(t, w.paymentMethod);
                  const country = countryName(w.countryCode);
                  return (
                    <li key={w.paymentId}>
                      <span>
                        {method} · {country} · {w.label} · {formatMoney(w.amount, w.currencyCode, i18n.language)}
                      </span>
                      <Button
                        variant="link"
                        disabled={pending.recent}
                        aria-label={t('receive.recentUseLabel', { method, country })}
                        onClick={() => pick(w)}
                      >
                        {t('receive.recentUse')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </>
          )
        }
      </LoadStatus>
    </section>
  );
}

/** Country → method → currency, the meta, the payout details and the submit. */
function ChooseForm({ d }: { d: GlobalReceiveDetails }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const countryName = useCountryName();
  const [countries, countriesStatus, selection, methods, methodsError, currencies, pending, submitError] = useUnit([
    $countries,
    $countriesStatus,
    $selection,
    $methods,
    $methodsError,
    $currencies,
    $pending,
    $submitError,
  ]);
  const [pickCountry, pickMethod, pickCurrency, submit, startOver, retry, retryDetails] = useUnit([
    countryPicked,
    methodPicked,
    currencyPicked,
    submitClicked,
    startOverClicked,
    stepRetryClicked,
    retryClicked,
  ]);
  const submitting = pending.submit;
  const countryOptions = countries
    .map((c) => ({ id: c, label: countryName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <section className="panel" aria-labelledby="receive-choose">
      <h2 id="receive-choose">{t('receive.chooseTitle')}</h2>
      <LoadStatus
        status={countriesStatus}
        error={countriesStatus === 'failed' ? t('receive.loadFailed') : null}
        onRetry={() => retryDetails()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={3}
      >
        {() =>
          countries.length === 0 ? (
            <p className="empty">{t('receive.noCountries')}</p>
          ) : (
            <form
              className="form receive-form"
              noValidate
              aria-busy={submitting}
              onSubmit={(e) => {
                e.preventDefault();
                submit();
                // the first field with a problem gets the focus (its error is read with it)
                const form = e.currentTarget;
                requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
              }}
            >
              <SelectField
                label={t('receive.country')}
                name="countryCode"
                placeholder={t('receive.choose')}
                value={selection.country}
                onChange={pickCountry}
                options={countryOptions}
              />
              {selection.country === null ? null : methodsError ? (
                <ErrorWithRetry
                  message={`${t('receive.methodsFailed')} ${text(methodsError)}`}
                  onRetry={() => retry()}
                  retryLabel={t('common.retry')}
                />
              ) : methods === null ? (
                <Skeleton label={t('common.loading')} lines={1} />
              ) : methods.length === 0 ? (
                <p className="empty">{t('receive.noMethods')}</p>
              ) : (
                <SelectField<GlobalReceiveMethod>
                  label={t('receive.method')}
                  name="paymentMethod"
                  placeholder={t('receive.choose')}
                  value={selection.method}
                  onChange={pickMethod}
                  options={methods.map((m) => ({ id: m.paymentMethod, label: methodName(t, m.paymentMethod) }))}
                />
              )}
              {selection.method !== null && currencies.length > 0 ? (
                <SelectField
                  label={t('receive.currency')}
                  name="currencyCode"
                  placeholder={t('receive.choose')}
                  value={selection.currency}
                  onChange={pickCurrency}
                  options={currencies.map((c) => ({ id: c, label: c }))}
                />
              ) : null}
              <Meta d={d} />
              {selection.currency !== null ? <PayoutFields /> : null}
              {submitError ? (
                <Alert>
                  <p>{text(submitError)}</p>
                </Alert>
              ) : null}
              <div className="form-footer receive-actions">
                <Button type="submit" disabled={selection.currency === null || submitting}>
                  {submitting ? t('receive.submitting') : t('receive.submit')}
                </Button>
                <Button variant="secondary" onClick={() => startOver()}>
                  {t('receive.startOver')}
                </Button>
              </div>
            </form>
          )
        }
      </LoadStatus>
    </section>
  );
}

/** A submit or an approval whose outcome could not be confirmed: "Check again" sends the same key once more. */
function NotConfirmed({ checkAgain }: { checkAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert>
      <p>{t('paymentOutcome.unknownText')}</p>
      <Button variant="secondary" onClick={() => checkAgain()}>
        {t('paymentOutcome.checkAgain')}
      </Button>
    </Alert>
  );
}

/** Spec 2 §4: the approval code (sent to approvalSentTo), with a resend. */
function CodeStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [approval, error, resent, resendError, pending, submit, resend, close] = useUnit([
    $approval,
    $approveError,
    $resent,
    $resendError,
    $pending,
    codeSubmitted,
    resendClicked,
    approvalClosed,
  ]);
  const [phase, checkAgain] = useUnit([approveOutcome.$phase, approveOutcome.checkAgain]);
  const busy = pending.approve;
  return (
    <CodeDialog
      formId="receive-code"
      labels={{
        title: t('receive.codeTitle'),
        sentTo: t('receive.codeSentTo', { to: approval?.approvalSentTo ?? '' }),
        approve: t('receive.approve'),
        resend: t('approveTransfer.resend'),
        cancel: t('common.cancel'),
        code: t('approveTransfer.code'),
        codeRequired: t('approveTransfer.codeRequired'),
        resent: t('approveTransfer.resent'),
      }}
      busy={busy}
      resent={resent}
      error={error ? text(error) : null}
      resendError={resendError ? text(resendError) : null}
      onSubmit={(code) => submit(code)}
      onResend={() => resend()}
      onClose={() => close()}
    >
      {busy ? <p role="status">{t('paymentOutcome.checking')}</p> : null}
      {phase === 'unknown' ? <NotConfirmed checkAgain={checkAgain} /> : null}
    </CodeDialog>
  );
}

/** The submit's outcome could not be confirmed: the same key once more (shared/money-outcome). */
function SubmitUnknown() {
  const { t } = useTranslation();
  const [phase, checked, checkAgain] = useUnit([
    submitOutcome.$phase,
    submitOutcome.$checked,
    submitOutcome.checkAgain,
  ]);
  if (checked && phase === 'checking') return <p role="status">{t('paymentOutcome.checking')}</p>;
  return phase === 'unknown' ? <NotConfirmed checkAgain={checkAgain} /> : null;
}

function RefuseButton() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [refusing, error, pending, open, dismiss, confirm] = useUnit([
    $refusing,
    $refuseError,
    $pending,
    refuseClicked,
    refuseDismissed,
    refuseConfirmed,
  ]);
  return (
    <>
      <div className="receive-refuse">
        <Button variant="secondary" onClick={() => open()}>
          {t('receive.refuse')}
        </Button>
      </div>
      {refusing ? (
        <ConfirmDialog
          title={t('receive.refuseTitle')}
          text={t('receive.refuseText')}
          confirmLabel={t('receive.refuseConfirm')}
          cancelLabel={t('receive.refuseKeep')}
          busy={pending.refuse}
          onConfirm={() => confirm()}
          onCancel={() => dismiss()}
        >
          {error ? (
            <Alert>
              <p>{text(error)}</p>
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * /receive/:id (spec 2 §3, §4, §7, §8; spec 3 §2, §4, §5, §7): the recipient of a global payment, opened from an
 * e-mail without signing in, chooses where the money goes and approves it with the code sent to them, or refuses it.
 */
export function ReceivePage() {
  const { id = '' } = useParams();
  useGate(ReceivePageGate, { secret: id });
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [details, status, error, linkInvalid, state, step, refusedNow, approval, meta, selection, retry] = useUnit([
    $details,
    $detailsStatus,
    $detailsError,
    $linkInvalid,
    $state,
    $step,
    $refusedNow,
    $approval,
    $meta,
    $selection,
    retryClicked,
  ]);

  return (
    <div className="receive-page">
      <h1>{t('receive.title')}</h1>
      {linkInvalid ? (
        <Alert>
          <p>{t('receive.notFound')}</p>
        </Alert>
      ) : (
        <LoadStatus
          status={status}
          shown={details !== null}
          error={status === 'failed' ? `${t('receive.loadFailed')}${error ? ` ${text(error)}` : ''}` : null}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={5}
        >
          {() =>
            details === null ? null : (
              <>
                <p className="receive-intro">
                  {t('receive.intro', {
                    sender: details.senderName,
                    amount: formatMoney(details.amount, details.currencyCode, i18n.language),
                  })}
                </p>
                {step === 'success' ? (
                  <section className="panel receive-success" aria-labelledby="receive-success">
                    <h2 id="receive-success">{t('receive.successTitle')}</h2>
                    <p role="status">{t('receive.successText')}</p>
                    {meta && selection.currency ? (
                      <dl className="details">
                        <div>
                          <dt>{t('receive.toAmount')}</dt>
                          <dd>{formatMoney(meta.toAmount, selection.currency, i18n.language)}</dd>
                        </div>
                      </dl>
                    ) : null}
                  </section>
                ) : refusedNow ? (
                  <Alert tone="info">
                    <p>{t('receive.refused')}</p>
                  </Alert>
                ) : state !== 'payable' && state !== null ? (
                  <Alert tone="info">
                    <p data-testid="receive-state">{t(`receive.state.${state}`)}</p>
                  </Alert>
                ) : null}
                <Details d={details} />
                {state === 'payable' && step !== 'success' && !refusedNow ? (
                  <>
                    <SubmitUnknown />
                    <ChooseForm d={details} />
                    <Recent />
                    <RefuseButton />
                    {step === 'approve' && approval !== null ? <CodeStep /> : null}
                  </>
                ) : null}
              </>
            )
          }
        </LoadStatus>
      )}
    </div>
  );
}
