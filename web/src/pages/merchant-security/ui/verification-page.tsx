import { verificationStatuses } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../entities/account/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $accountId,
  $createError,
  $createFieldErrors,
  $created,
  $creating,
  $fee,
  $feeError,
  $feeStatus,
  $listError,
  $listLoading,
  $listStatus,
  $statusChoice,
  $verifications,
  type CreateField,
  type CreateForm,
  type StatusChoice,
  VerificationGate,
  accountSelected,
  createFormProblems,
  createOutcome,
  createSubmitted,
  emptyCreateForm,
  feeRetried,
  listRetried,
  statusChosen,
} from '../model.ts';
import { VerificationTable } from './verification-table.tsx';
import './merchant-security.css';

function FeeLine() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [fee, status, error, retry] = useUnit([$fee, $feeStatus, $feeError, feeRetried]);
  return (
    <Loadable status={status} error={error} onRetry={() => retry()} lines={1} shown={fee !== null}>
      {() =>
        fee === null ? null : (
          <p className="merchant-security-fee" data-testid="identity-fee">
            {t('merchantSecurity.verification.fee', { fee: formatMoney(fee.amount, fee.currencyCode, lang) })}
          </p>
        )
      }
    </Loadable>
  );
}

function CreateRequest() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [accountId, creating, error, serverErrors, created] = useUnit([
    $accountId,
    $creating,
    $createError,
    $createFieldErrors,
    $created,
  ]);
  const [select, submit] = useUnit([accountSelected, createSubmitted]);
  const [form, setForm] = useState<CreateForm>(emptyCreateForm);
  const [tried, setTried] = useState(false);
  // a request made: the form starts empty for the next one (adjusted while rendering, no effect)
  const [madeId, setMadeId] = useState(created?.id ?? null);
  if (created !== null && created.id !== madeId) {
    setMadeId(created.id);
    setForm(emptyCreateForm);
    setTried(false);
  }
  const problems = createFormProblems(form, accountId);
  /** a problem found before sending (in the page's language), else what the server's VF said of the field */
  const errorOf = (name: CreateField): string | null =>
    tried && problems[name] ? t(`merchantSecurity.verification.errors.${name}`) : (serverErrors[name] ?? null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (accountId === null || Object.keys(problems).length > 0) return;
    submit({ ...form, accountId });
  };
  const field = (name: keyof CreateForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: errorOf(name),
  });

  return (
    <section className="panel" aria-labelledby="verification-new-title">
      <h2 id="verification-new-title">{t('merchantSecurity.verification.newTitle')}</h2>
      <p>{t('merchantSecurity.verification.newText')}</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="verification-new-title">
        <AccountPicker value={accountId ?? undefined} onChange={select}>
          {errorOf('accountId') ? (
            <p className="field-error" role="alert">
              {errorOf('accountId')}
            </p>
          ) : null}
          <FeeLine />
        </AccountPicker>
        <TextField
          label={t('merchantSecurity.verification.email')}
          type="email"
          autoComplete="off"
          required
          {...field('email')}
        />
        <TextField label={t('merchantSecurity.verification.firstName')} required {...field('firstName')} />
        <TextField label={t('merchantSecurity.verification.lastName')} required {...field('lastName')} />
        {/* a refusal that names a field is shown next to it; any other above the button */}
        {error && Object.keys(serverErrors).length === 0 ? (
          <Alert>
            <p>{text(error)}</p>
          </Alert>
        ) : null}
        <div className="form-footer">
          <Button type="submit" disabled={creating || accountId === null}>
            {creating ? t('merchantSecurity.verification.sending') : t('merchantSecurity.verification.send')}
          </Button>
        </div>
      </form>
      <PaymentOutcome outcome={createOutcome} />
      <div aria-live="polite">
        {created ? (
          <p className="merchant-security-done" data-testid="verification-created">
            {t('merchantSecurity.verification.created', {
              email: created.email,
              fee: formatMoney(created.fee.amount, created.fee.currencyCode, lang),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function RequestList() {
  const { t } = useTranslation();
  const [rows, status, error, loading, choice] = useUnit([
    $verifications,
    $listStatus,
    $listError,
    $listLoading,
    $statusChoice,
  ]);
  const [choose, retry] = useUnit([statusChosen, listRetried]);
  const options: { id: StatusChoice; label: string }[] = [
    { id: 'all', label: t('merchantSecurity.statuses.all') },
    ...verificationStatuses.map((s) => ({ id: s, label: t(`merchantSecurity.statuses.${s}`) })),
  ];
  return (
    <section className="panel" aria-labelledby="verification-list-title">
      <h2 id="verification-list-title">{t('merchantSecurity.verification.listTitle')}</h2>
      <div className="merchant-security-filter">
        <SelectField
          label={t('merchantSecurity.filters.status')}
          value={choice}
          onChange={(s) => choose(s)}
          options={options}
        />
      </div>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={5} shown={rows !== null}>
        {() =>
          rows === null ? null : rows.length === 0 ? (
            <p className="empty">
              {choice === 'all' ? t('merchantSecurity.verification.empty') : t('merchantSecurity.filters.none')}
            </p>
          ) : (
            <VerificationTable rows={rows} caption={t('merchantSecurity.verification.listTitle')} busy={loading} />
          )
        }
      </Loadable>
    </section>
  );
}

/**
 * /merchant/security/verification, the merchant section's default page (spec 3 §2; §3 "Identity verification fee";
 * §7 "Identity fee (accountId); identity verification list (pageSize 1000, empty filters dropped) and create"): the
 * fee of the chosen account, the form that asks a person to verify (the fee is charged), the requests by status.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  useGate(VerificationGate);
  return (
    <MerchantLayout title={t('merchantSecurity.verification.title')}>
      <div className="merchant-security">
        <CreateRequest />
        <RequestList />
      </div>
    </MerchantLayout>
  );
}
