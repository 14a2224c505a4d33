import { type Invoice, invoiceDirection } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts, isClosedAccount, isPaymentAccount } from '../../../entities/account/index.ts';
import { useCurrencyDecimals } from '../../../entities/dictionary/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, Dialog, FormDialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  type CreateForm,
  NOTE_MAX,
  createBody,
  createProblems,
  currenciesOf,
  emptyCreateForm,
  rejectNoteProblem,
  todayOf,
} from '../lib.ts';
import {
  $createError,
  $creating,
  $info,
  $payBusy,
  $payError,
  $pdfBusy,
  $pdfError,
  $rejectError,
  $rejecting,
  type InvoiceDialog,
  createSubmitted,
  dialogClosed,
  infoQuery,
  infoRetried,
  paySubmitted,
  payOutcome,
  pdfRequested,
  rejectSubmitted,
} from '../model.ts';

/** The popup the model says is open (spec 2 §2: 'Create New Invoice', 'Pay Invoice', 'Invoice Info', 'Reject Invoice'). */
export function InvoiceDialogs({ dialog }: { dialog: InvoiceDialog }) {
  switch (dialog.kind) {
    case 'create':
      return <CreateDialog />;
    case 'pay':
      return <PayDialog invoice={dialog.invoice} />;
    case 'reject':
      return <RejectDialog invoice={dialog.invoice} />;
    case 'info':
      return <InfoDialog />;
  }
}

function CreateDialog() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busy, error, accounts, submit, close] = useUnit([
    $creating,
    $createError,
    $accounts,
    createSubmitted,
    dialogClosed,
  ]);
  const currencies = currenciesOf(accounts);
  // the draft stays in the popup while it is open: a failed call keeps every value typed (spec 2 §5 fields)
  const [form, setForm] = useState<CreateForm>(() => ({ ...emptyCreateForm, currency: currencies[0] ?? '' }));
  const [tried, setTried] = useState(false);
  const decimals = useCurrencyDecimals(form.currency || undefined);
  const problems = createProblems(form, decimals, todayOf(new Date()));
  const formId = useId();
  const noteId = useId();
  const set = (name: keyof CreateForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const shown = (name: keyof CreateForm) =>
    tried && problems[name] ? t(`invoices.create.errors.${name}.${problems[name]}`) : null;
  return (
    <FormDialog
      title={t('invoices.create.title')}
      formId={formId}
      submitLabel={busy ? t('invoices.create.sending') : t('invoices.create.submit')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onClose={() => close()}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems).length === 0) submit(createBody(form));
      }}
    >
      <TextField
        label={t('invoices.create.toEmail')}
        type="email"
        autoComplete="email"
        value={form.toEmail}
        onChange={set('toEmail')}
        error={shown('toEmail')}
      />
      <TextField
        label={t('invoices.create.amount')}
        inputMode="decimal"
        value={form.amount}
        onChange={set('amount')}
        error={shown('amount')}
      />
      <SelectField
        label={t('invoices.create.currency')}
        value={form.currency || null}
        onChange={(currency) => setForm((f) => ({ ...f, currency }))}
        options={currencies.map((c) => ({ id: c, label: c }))}
        placeholder={t('common.choose')}
        error={shown('currency')}
      />
      <TextField
        label={t('invoices.create.dueDate')}
        type="date"
        value={form.dueDate}
        onChange={set('dueDate')}
        error={shown('dueDate')}
      />
      <div className={shown('noteBody') ? 'field field-invalid' : 'field'}>
        <label htmlFor={noteId}>{t('invoices.create.noteBody')}</label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={NOTE_MAX + 100}
          value={form.noteBody}
          onChange={set('noteBody')}
          aria-invalid={shown('noteBody') ? true : undefined}
          aria-describedby={shown('noteBody') ? `${noteId}-error` : undefined}
        />
        {shown('noteBody') ? (
          <p id={`${noteId}-error`} className="field-error">
            {shown('noteBody')}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

function PayDialog({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [busy, error, phase, accounts, pay, close] = useUnit([
    $payBusy,
    $payError,
    payOutcome.$phase,
    $accounts,
    paySubmitted,
    dialogClosed,
  ]);
  // from which account: the payer's open payment accounts in the invoice currency
  const usable = accounts.filter(
    (a) => isPaymentAccount(a) && !isClosedAccount(a) && a.currencyCode === invoice.currencyCode,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const from = chosen ?? usable[0]?.accountId ?? null;
  const amount = formatMoney(invoice.total, invoice.currencyCode, lang);
  const checking = phase === 'checking' || phase === 'unknown';
  return (
    <Dialog
      title={t('invoices.pay.title')}
      onClose={() => close()}
      actions={
        <>
          <Button variant="secondary" onClick={() => close()}>
            {checking ? t('common.close') : t('common.cancel')}
          </Button>
          {checking ? null : (
            <Button
              disabled={busy || from === null}
              onClick={() => {
                if (from !== null) pay({ invoiceId: invoice.id, fromAccountId: from });
              }}
            >
              {busy ? t('invoices.pay.sending') : t('invoices.pay.submit', { amount })}
            </Button>
          )}
        </>
      }
    >
      <dl className="details-list">
        <dt>{t('invoices.info.number')}</dt>
        <dd>{invoice.id}</dd>
        <dt>{t('invoices.columns.counterpart.received')}</dt>
        <dd>
          {invoice.payeeName ?? ''} {invoice.payeeEmail}
        </dd>
        <dt>{t('invoices.columns.amount')}</dt>
        <dd data-testid="pay-amount">{amount}</dd>
        <dt>{t('invoices.columns.dueDate')}</dt>
        <dd>{invoice.dueDate}</dd>
      </dl>
      {invoice.noteBody ? <p className="invoice-note">{invoice.noteBody}</p> : null}
      {usable.length === 0 ? (
        <Alert>
          <p>{t('invoices.pay.noAccount', { currency: invoice.currencyCode })}</p>
        </Alert>
      ) : (
        <SelectField
          label={t('invoices.pay.from')}
          value={from}
          onChange={setChosen}
          disabled={busy || checking}
          options={usable.map((a) => ({
            id: a.accountId,
            label: t('invoices.pay.account', {
              id: a.accountId,
              balance: formatMoney(a.balance, a.currencyCode, lang),
            }),
          }))}
        />
      )}
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      <PaymentOutcome outcome={payOutcome} />
    </Dialog>
  );
}

function RejectDialog({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busy, error, reject, close] = useUnit([$rejecting, $rejectError, rejectSubmitted, dialogClosed]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const problem = rejectNoteProblem(note);
  const formId = useId();
  const noteId = useId();
  const shown = tried && problem ? t(`invoices.reject.errors.${problem}`) : null;
  return (
    <FormDialog
      title={t('invoices.reject.title')}
      formId={formId}
      submitLabel={busy ? t('invoices.reject.sending') : t('invoices.reject.submit')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onClose={() => close()}
      onSubmit={() => {
        setTried(true);
        if (problem === null) reject({ invoiceId: invoice.id, note });
      }}
    >
      <p>
        {t('invoices.reject.text', {
          id: invoice.id,
          amount: formatMoney(invoice.total, invoice.currencyCode),
          from: invoice.payeeName ?? invoice.payeeEmail,
        })}
      </p>
      <div className={shown ? 'field field-invalid' : 'field'}>
        <label htmlFor={noteId}>{t('invoices.reject.note')}</label>
        <textarea
          id={noteId}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${noteId}-error` : undefined}
        />
        {shown ? (
          <p id={`${noteId}-error`} className="field-error">
            {shown}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

function InfoDialog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [inv, status, error, retry, pdfBusy, pdfError, pdf, close] = useUnit([
    $info,
    infoQuery.$loadStatus,
    infoQuery.$message,
    infoRetried,
    $pdfBusy,
    $pdfError,
    pdfRequested,
    dialogClosed,
  ]);
  const direction = inv ? invoiceDirection(inv) : undefined;
  return (
    <Dialog
      title={t('invoices.info.title')}
      onClose={() => close()}
      actions={
        <>
          {inv ? (
            <Button variant="secondary" disabled={pdfBusy} onClick={() => pdf(inv.id)}>
              {pdfBusy ? t('invoices.info.pdfBusy') : t('invoices.info.pdf')}
            </Button>
          ) : null}
          <Button onClick={() => close()}>{t('common.close')}</Button>
        </>
      }
    >
      {inv ? (
        <>
          <dl className="details-list">
            <dt>{t('invoices.info.number')}</dt>
            <dd>{inv.id}</dd>
            <dt>{t('invoices.info.direction')}</dt>
            <dd>{direction ? t(`invoices.direction.${direction}`) : '—'}</dd>
            <dt>{t('invoices.info.payee')}</dt>
            <dd>{[inv.payeeName, inv.payeeEmail].filter(Boolean).join(', ')}</dd>
            <dt>{t('invoices.info.payer')}</dt>
            <dd>{[inv.payerName, inv.payerEmail].filter(Boolean).join(', ')}</dd>
            <dt>{t('invoices.columns.amount')}</dt>
            <dd>{formatMoney(inv.amount, inv.currencyCode, lang)}</dd>
            <dt>{t('invoices.info.fee')}</dt>
            <dd>{formatMoney(inv.feePayment, inv.currencyCode, lang)}</dd>
            <dt>{t('invoices.info.total')}</dt>
            <dd>{formatMoney(inv.total, inv.currencyCode, lang)}</dd>
            <dt>{t('invoices.columns.status')}</dt>
            <dd>{t(`invoices.statuses.${inv.status}`)}</dd>
            <dt>{t('invoices.columns.dueDate')}</dt>
            <dd>{inv.dueDate}</dd>
            <dt>{t('invoices.columns.sentDate')}</dt>
            <dd>{formatDateTime(inv.sentDate, lang)}</dd>
            <dt>{t('invoices.info.updatedDate')}</dt>
            <dd>{formatDateTime(inv.updatedDate, lang)}</dd>
            {inv.noteBody ? (
              <>
                <dt>{t('invoices.create.noteBody')}</dt>
                <dd>{inv.noteBody}</dd>
              </>
            ) : null}
            {inv.rejectNote ? (
              <>
                <dt>{t('invoices.info.rejectNote')}</dt>
                <dd>{inv.rejectNote}</dd>
              </>
            ) : null}
          </dl>
          {pdfError ? (
            <Alert>
              <p>{text(pdfError)}</p>
            </Alert>
          ) : null}
        </>
      ) : (
        <Loadable status={status} error={error} onRetry={() => retry()} lines={6}>
          {() => null}
        </Loadable>
      )}
    </Dialog>
  );
}
