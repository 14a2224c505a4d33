import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Button, ConfirmDialog, Dialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import { type PreapprovedFilter, emptyPreapprovedFilter, preapprovedFilterProblems } from '../lib.ts';
import {
  $asking,
  $cancelling,
  $failed,
  $failureMessage,
  $filter,
  $listError,
  $loading,
  $status,
  $subscriptions,
  PreapprovedGate,
  cancelAsked,
  cancelConfirmed,
  cancelDismissed,
  failureClosed,
  filterApplied,
  retried,
} from '../model.ts';
import './transfer-preapproved.css';

const types = ['weekly', 'monthly'] as const;

/**
 * /transfer/preapproved-payments (spec 2 §2, §3 "Pre-approved subscription", §7 "Pre-approved", §8 'Action
 * Confirmation'): the active pre-approved payments, filtered by beneficiary e-mail, amounts and type; each one can
 * be cancelled after a confirmation.
 */
export function TransferPreapprovedPage() {
  useGate(PreapprovedGate);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [rows, status, error, loading, applied, asking, cancelling, failed, failure] = useUnit([
    $subscriptions,
    $status,
    $listError,
    $loading,
    $filter,
    $asking,
    $cancelling,
    $failed,
    $failureMessage,
  ]);
  const [apply, retry, ask, confirm, dismiss, closeFailure] = useUnit([
    filterApplied,
    retried,
    cancelAsked,
    cancelConfirmed,
    cancelDismissed,
    failureClosed,
  ]);
  const [form, setForm] = useState<PreapprovedFilter>(applied);
  const [submitted, setSubmitted] = useState(false);
  const problems = preapprovedFilterProblems(form);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) apply(form);
  };
  const onReset = () => {
    setForm(emptyPreapprovedFilter);
    setSubmitted(false);
    apply(emptyPreapprovedFilter);
  };
  const field = (name: 'beneficiaryEmail' | 'fromAmount' | 'toAmount') => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`preapproved.errors.${problems[name]}`) : null,
  });
  const filtered = JSON.stringify(applied) !== JSON.stringify(emptyPreapprovedFilter);

  return (
    <section aria-labelledby="preapproved-title" className="preapproved">
      <h1 id="preapproved-title">{t('preapproved.title')}</h1>
      <form className="panel preapproved-filters" noValidate onSubmit={onSubmit} aria-label={t('preapproved.filters')}>
        <TextField label={t('preapproved.beneficiaryEmail')} type="email" {...field('beneficiaryEmail')} />
        <TextField label={t('preapproved.fromAmount')} inputMode="decimal" {...field('fromAmount')} />
        <TextField label={t('preapproved.toAmount')} inputMode="decimal" {...field('toAmount')} />
        <SelectField<'' | 'weekly' | 'monthly'>
          label={t('preapproved.type')}
          options={[
            { id: '', label: t('preapproved.anyType') },
            ...types.map((id) => ({ id, label: t(`preapproved.types.${id}`) })),
          ]}
          value={form.type}
          onChange={(type) => setForm((f) => ({ ...f, type }))}
        />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('preapproved.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('preapproved.reset')}
          </Button>
        </div>
      </form>

      <Loadable status={status} error={error} onRetry={() => retry()} lines={4} shown={rows !== null}>
        {() =>
          rows === null ? null : rows.length === 0 ? (
            <p className="empty">{t(filtered ? 'preapproved.emptyFiltered' : 'preapproved.empty')}</p>
          ) : (
            <ul className="preapproved-list" aria-busy={loading} aria-label={t('preapproved.title')}>
              {rows.map((s) => (
                <li key={s.id} className="panel preapproved-item">
                  <div>
                    <strong>{s.beneficiaryName ?? s.beneficiaryEmail}</strong>
                    <span className="preapproved-meta">{s.beneficiaryEmail}</span>
                    <span className="preapproved-meta">{t('preapproved.toAccount', { account: s.toAccount })}</span>
                  </div>
                  <div className="preapproved-amount">
                    <span>{formatMoney(s.amount, s.currencyCode, lang)}</span>
                    <span className="preapproved-meta">{t(`preapproved.types.${s.type}`)}</span>
                    {s.nextDate ? (
                      <span className="preapproved-meta">{t('preapproved.nextDate', { date: s.nextDate })}</span>
                    ) : null}
                  </div>
                  <Button variant="secondary" onClick={() => ask(s)} disabled={cancelling}>
                    {t('preapproved.cancel')}
                    <span className="visually-hidden"> {s.beneficiaryEmail}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>

      {asking ? (
        <ConfirmDialog
          title={t('preapproved.cancelTitle')}
          text={t('preapproved.cancelQuestion', {
            amount: formatMoney(asking.amount, asking.currencyCode, lang),
            email: asking.beneficiaryEmail,
          })}
          confirmLabel={cancelling ? t('preapproved.cancelling') : t('preapproved.cancelConfirm')}
          cancelLabel={t('preapproved.keep')}
          busy={cancelling}
          onConfirm={() => confirm()}
          onCancel={() => dismiss()}
        />
      ) : null}
      {failed ? (
        <Dialog
          title={t('preapproved.actionConfirmation')}
          onClose={() => closeFailure()}
          actions={<Button onClick={() => closeFailure()}>{t('common.close')}</Button>}
        >
          <p>{t('preapproved.cancelFailed', { email: failed.beneficiaryEmail })}</p>
          {failure ? <p>{text(failure)}</p> : null}
        </Dialog>
      ) : null}
    </section>
  );
}
