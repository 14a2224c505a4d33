import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { amountProblem, availableOf, isPayeeEmailValid } from '../../../entities/transfer/index.ts';
import { ApproveTransfer } from '../../../features/approve-transfer/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import { ApprovalsNav } from '../../../widgets/approvals-nav/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import {
  $accountsStatus,
  $amount,
  $currentFee,
  $email,
  $from,
  $note,
  $payee,
  $recent,
  $recentStatus,
  $sources,
  $submitError,
  $submitting,
  TransferP2pGate,
  amountChanged,
  emailChanged,
  emailCommitted,
  fromChanged,
  noteChanged,
  recentPicked,
  recentRetryClicked,
  retryLoadClicked,
  submitted,
  submitAttempted,
  submitOutcome,
  $touched,
} from '../model.ts';

function RecentTransfers() {
  const { t, i18n } = useTranslation();
  const [recent, status, pick, retry] = useUnit([$recent, $recentStatus, recentPicked, recentRetryClicked]);
  return (
    <section className="panel" aria-labelledby="recent-p2p">
      <h2 id="recent-p2p">{t('transfers.recent')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('transfers.recentFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          recent.length === 0 ? (
            <p className="empty">{t('transfers.recentEmpty')}</p>
          ) : (
            <ul className="item-list">
              {recent.map((r) => (
                <li key={r.transactionId}>
                  <span>
                    {r.details.email} · {formatMoney(r.details.amount, r.details.currencyCode, i18n.language)}
                  </span>
                  <Button
                    variant="link"
                    disabled={r.isDisabled}
                    aria-label={t('transfers.sendAgainTo', { email: r.details.email ?? '' })}
                    onClick={() => pick(r)}
                  >
                    {t('transfers.sendAgain')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}

/** /transfer/p2p: to another customer by e-mail, with the payee check, the fee and recent payees. */
export function TransferP2pPage() {
  useGate(TransferP2pGate);
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [sources, from, email, amount, note, payee, fee, status, busy, error] = useUnit([
    $sources,
    $from,
    $email,
    $amount,
    $note,
    $payee,
    $currentFee,
    $accountsStatus,
    $submitting,
    $submitError,
  ]);
  const [pickFrom, changeEmail, commitEmail, changeAmount, changeNote, submit, retry] = useUnit([
    fromChanged,
    emailChanged,
    emailCommitted,
    amountChanged,
    noteChanged,
    submitted,
    retryLoadClicked,
  ]);
  const [touched, attempt] = useUnit([$touched, submitAttempted]);
  const text = useMessageText();

  const decimals = useCurrencyDecimals(from?.currencyCode);
  const problem = from
    ? amountProblem({
        amount,
        decimals,
        available: availableOf(from.balance, from.accountBalanceMin, decimals),
        fee: fee?.fee,
      })
    : null;
  const emailTrim = email.trim();
  const emailError =
    emailTrim === ''
      ? touched
        ? t('transfers.errors.emailRequired')
        : null
      : !isPayeeEmailValid(emailTrim)
        ? t('transfers.errors.emailInvalid')
        : payee.kind === 'checked' && !payee.exists
          ? t('transfers.payee.notFound')
          : payee.kind === 'checked' && payee.outBlacklist
            ? t('transfers.payee.blacklisted')
            : null;
  const payeeOk = payee.kind === 'checked' && payee.exists && !payee.outBlacklist;
  const errors = {
    from: touched && !from ? t('transfers.errors.fromRequired') : null,
    amount: touched && from && problem ? t(`transfers.errors.${problem}`) : null,
  };

  return (
    <>
      <h1>{t('transfers.p2pTitle')}</h1>
      <TransfersNav />
      <ApprovalsNav />
      <section className="panel" aria-labelledby="transfer-p2p-form">
        <h2 id="transfer-p2p-form">{t('transfers.p2pFormTitle')}</h2>
        <LoadStatus
          status={status}
          error={status === 'failed' ? t('transfers.accountsFailed') : null}
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={4}
        >
          {() =>
            sources.length === 0 ? (
              <p className="empty">{t('transfers.noPaymentAccount')}</p>
            ) : (
              <form
                className="form transfer-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  attempt();
                  if (from && !problem && payeeOk) submit();
                  else if (emailTrim !== '' && isPayeeEmailValid(emailTrim) && payee.kind === 'none') commitEmail();
                }}
              >
                {error ? (
                  <Alert>
                    <p>{text(error)}</p>
                  </Alert>
                ) : null}
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
                <TextField
                  label={t('transfers.payeeEmail')}
                  name="email"
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => changeEmail(e.target.value)}
                  onBlur={() => commitEmail()}
                  error={emailError}
                />
                {payee.kind === 'checking' ? <p role="status">{t('transfers.payee.checking')}</p> : null}
                {payee.kind === 'failed' ? <p className="field-error">{text(payee.message)}</p> : null}
                {payeeOk ? (
                  <p role="status" className="tag tag-ok">
                    {payee.kind === 'checked' && payee.isEmployee
                      ? t('transfers.payee.employee')
                      : t('transfers.payee.found')}
                  </p>
                ) : null}
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
                  label={t('transfers.note')}
                  name="note"
                  maxLength={140}
                  value={note}
                  onChange={(e) => changeNote(e.target.value)}
                />
                {from ? (
                  <dl className="details-list transfer-quote" aria-live="polite">
                    <dt>{t('transfers.fee')}</dt>
                    <dd data-testid="fee">{fee ? formatMoney(fee.fee, fee.feeCurrencyCode, lang) : '—'}</dd>
                  </dl>
                ) : null}
                <div className="form-footer">
                  <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                    {busy ? t('transfers.sending') : t('transfers.send')}
                  </Button>
                </div>
              </form>
            )
          }
        </LoadStatus>
      </section>
      <PaymentOutcome outcome={submitOutcome} />
      <RecentTransfers />
      <ApproveTransfer />
    </>
  );
}
