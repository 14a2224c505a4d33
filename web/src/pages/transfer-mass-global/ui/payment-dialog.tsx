import { globalBeneficiaryTypes, globalFeeShares } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { FormDialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import { type DraftField, type PaymentDraft, draftOf, draftProblems, emptyDraft, problemKey } from '../lib.ts';
import { $batch, $editErrors, $editing, $paymentDialog, paymentDialogClosed, paymentSaved } from '../model.ts';

/** Add a payment, or edit one (only what changed is sent: spec 2 §4 "update"); the server's error stays in it. */
export function PaymentDialog() {
  const [dialog, batch] = useUnit([$paymentDialog, $batch]);
  if (!dialog || !batch) return null;
  const payment = dialog.kind === 'edit' ? batch.payments.find((p) => p.id === dialog.paymentId) : undefined;
  if (dialog.kind === 'edit' && !payment) return null;
  return (
    <PaymentForm
      key={dialog.kind === 'edit' ? `edit-${String(dialog.paymentId)}` : 'add'}
      start={payment ? draftOf(payment) : emptyDraft}
      currency={batch.currencyCode}
      paymentId={payment?.id ?? null}
    />
  );
}

function PaymentForm({
  start,
  currency,
  paymentId,
}: {
  start: PaymentDraft;
  currency: string;
  paymentId: number | null;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const [draft, setDraft] = useState(start);
  const [tried, setTried] = useState(false);
  const [busy, errors, close, save] = useUnit([$editing, $editErrors, paymentDialogClosed, paymentSaved]);
  // the amount's decimals are the batch currency's (the account's), from the currencies dictionary
  const decimals = useCurrencyDecimals(currency);
  const problems = draftProblems(draft, decimals);
  const shown = (field: DraftField) => {
    const p = tried ? problems[field] : undefined;
    return p ? t(problemKey(p)) : null;
  };
  const set = (field: DraftField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const serverError = errors.dialog;

  return (
    <FormDialog
      title={paymentId === null ? t('globalPay.addTitle') : t('globalPay.editTitle', { id: paymentId })}
      formId={formId}
      submitLabel={t('globalPay.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={serverError ? text(serverError) : null}
      onClose={() => close()}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems).length === 0) save(draft);
      }}
    >
      <TextField
        label={t('globalPay.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(e) => set('amount')(e.target.value)}
        error={shown('amount')}
      />
      <TextField
        label={t('globalPay.description')}
        autoComplete="off"
        maxLength={140}
        value={draft.description}
        onChange={(e) => set('description')(e.target.value)}
      />
      <SelectField
        label={t('globalPay.beneficiaryType')}
        value={draft.beneficiaryType}
        onChange={set('beneficiaryType')}
        error={shown('beneficiaryType')}
        options={globalBeneficiaryTypes.map((k) => ({ id: k, label: t(`globalPay.type_${k}`) }))}
      />
      <TextField
        label={t('globalPay.beneficiaryName')}
        autoComplete="off"
        maxLength={100}
        value={draft.beneficiaryName}
        onChange={(e) => set('beneficiaryName')(e.target.value)}
        error={shown('beneficiaryName')}
      />
      <TextField
        label={t('globalPay.beneficiaryEmail')}
        type="email"
        autoComplete="off"
        value={draft.beneficiaryEmail}
        onChange={(e) => set('beneficiaryEmail')(e.target.value)}
        error={shown('beneficiaryEmail')}
      />
      <TextField
        label={t('globalPay.beneficiaryCountryCode')}
        autoComplete="off"
        maxLength={2}
        value={draft.beneficiaryCountryCode}
        onChange={(e) => set('beneficiaryCountryCode')(e.target.value.toUpperCase())}
        error={shown('beneficiaryCountryCode')}
      />
      <SelectField
        label={t('globalPay.col_feeShare')}
        value={draft.feeShare}
        onChange={set('feeShare')}
        options={globalFeeShares.map((k) => ({ id: k, label: t(`globalPay.fee_${k}`) }))}
      />
    </FormDialog>
  );
}
