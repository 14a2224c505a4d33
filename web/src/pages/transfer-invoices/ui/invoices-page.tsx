import { type Invoice, invoiceDirection } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { paths, useLocation, useNavigate } from '../../../shared/routes/index.ts';
import { Button, SelectField, Tabs, TextField } from '../../../shared/ui/index.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import {
  type InvoiceAddress,
  type InvoiceFilterForm,
  type InvoiceTab,
  actionsOf,
  addressOf,
  emptyInvoiceFilter,
  invoiceFilterProblems,
  invoiceStatuses,
  invoiceTabs,
  pagesOf,
  readAddress,
} from '../lib.ts';
import {
  $dialog,
  $invoices,
  $listError,
  $loading,
  $notice,
  $status,
  InvoicesGate,
  dialogOpened,
  retried,
} from '../model.ts';
import { InvoiceDialogs } from './invoice-dialogs.tsx';
import { FundingInvoice } from './funding-invoice.tsx';
import './invoices.css';

/**
 * /transfer/invoices (spec 2 §2, §3, §4, §5, §7, §9): received and sent invoices as tabs, filtered by the address
 * (the form writes the address and the list follows it, back and forward included), 20 a page; 'Create New
 * Invoice', and per invoice 'Invoice Info', 'Pay Invoice' and 'Reject Invoice'; a funding invoice below.
 */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const { search: query } = useLocation();
  const navigate = useNavigate();
  useGate(InvoicesGate, { query });
  const address = useMemo(() => readAddress(query), [query]);
  const [loaded, status, error, loading, notice, dialog] = useUnit([
    $invoices,
    $status,
    $listError,
    $loading,
    $notice,
    $dialog,
  ]);
  const [retry, open] = useUnit([retried, dialogOpened]);

  // the form's draft stays here until applied; an address that changes (a link, back, forward) resets it
  const shownKey = addressOf({ tab: 'received', filter: address.filter, page: 1 });
  const [formKey, setFormKey] = useState(shownKey);
  const [form, setForm] = useState<InvoiceFilterForm>(address.filter);
  const [submitted, setSubmitted] = useState(false);
  if (formKey !== shownKey) {
    setFormKey(shownKey);
    setForm(address.filter);
    setSubmitted(false);
  }
  const problems = invoiceFilterProblems(form);
  const go = (next: InvoiceAddress) => navigate(`${paths.transferInvoices.getHref()}${addressOf(next)}`);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) go({ tab: address.tab, filter: form, page: 1 });
  };
  const onReset = () => {
    setForm(emptyInvoiceFilter);
    setSubmitted(false);
    go({ tab: address.tab, filter: emptyInvoiceFilter, page: 1 });
  };
  const field = (name: 'email' | 'fromDate' | 'toDate' | 'fromAmount' | 'toAmount') => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`invoices.errors.${problems[name]}`) : null,
  });
  const filtered = shownKey !== '';
  const pages = pagesOf(loaded?.total ?? 0);

  const list = (tab: InvoiceTab) => (
    <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={loaded !== null}>
      {() =>
        loaded === null ? null : loaded.invoices.length === 0 ? (
          <p className="empty">{t(filtered ? 'invoices.emptyFiltered' : `invoices.empty.${tab}`)}</p>
        ) : (
          <>
            <p className="invoice-count">{t('invoices.results', { n: loaded.total })}</p>
            <div className="invoices-table-wrap" tabIndex={0} role="region" aria-label={t(`invoices.tabs.${tab}`)}>
              <table className="accounts invoices-table" aria-busy={loading}>
                <caption className="visually-hidden">{t(`invoices.tabs.${tab}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('invoices.columns.number')}</th>
                    <th scope="col">{t(`invoices.columns.counterpart.${tab}`)}</th>
                    <th scope="col" className="num">
                      {t('invoices.columns.amount')}
                    </th>
                    <th scope="col">{t('invoices.columns.dueDate')}</th>
                    <th scope="col">{t('invoices.columns.sentDate')}</th>
                    <th scope="col">{t('invoices.columns.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('invoices.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.invoices.map((inv) => (
                    <InvoiceRow key={inv.id} invoice={inv} lang={lang} onOpen={open} />
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 || address.page > 1 ? (
              <Pager
                page={address.page}
                pages={pages}
                onPage={(page) => go({ ...address, page })}
                busy={loading}
                label={t('invoices.pages')}
                previousLabel={t('invoices.previous')}
                nextLabel={t('invoices.next')}
                pageLabel={t('invoices.page', { page: address.page, pages })}
              />
            ) : null}
          </>
        )
      }
    </Loadable>
  );

  return (
    <section aria-labelledby="invoices-title" className="history invoices">
      <div className="invoices-head">
        <h1 id="invoices-title">{t('invoices.title')}</h1>
        <Button onClick={() => open({ kind: 'create' })}>{t('invoices.create.open')}</Button>
      </div>
      <p className="invoice-notice" role="status">
        {notice ? t(`invoices.notice.${notice.kind}`, { id: notice.id }) : null}
      </p>

      <form className="panel invoice-filters" noValidate onSubmit={onSubmit} aria-label={t('invoices.filters')}>
        <TextField label={t('invoices.filter.email')} type="search" autoComplete="off" {...field('email')} />
        <SelectField<InvoiceFilterForm['status'] | 'any'>
          label={t('invoices.filter.status')}
          value={form.status === '' ? 'any' : form.status}
          onChange={(v) => setForm((f) => ({ ...f, status: v === 'any' ? '' : v }))}
          options={[
            { id: 'any', label: t('invoices.filter.anyStatus') },
            ...invoiceStatuses.map((s) => ({ id: s, label: t(`invoices.statuses.${s}`) })),
          ]}
        />
        <TextField label={t('invoices.filter.fromDate')} type="date" {...field('fromDate')} />
        <TextField label={t('invoices.filter.toDate')} type="date" {...field('toDate')} />
        <TextField label={t('invoices.filter.fromAmount')} inputMode="decimal" {...field('fromAmount')} />
        <TextField label={t('invoices.filter.toAmount')} inputMode="decimal" {...field('toAmount')} />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('invoices.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('invoices.reset')}
          </Button>
        </div>
      </form>

      <Tabs
        label={t('invoices.tabs.label')}
        tabs={invoiceTabs.map((id) => ({ id, label: t(`invoices.tabs.${id}`) }))}
        selected={address.tab}
        onChange={(tab) => go({ tab, filter: address.filter, page: 1 })}
      >
        {list}
      </Tabs>

      <FundingInvoice />
      {dialog ? <InvoiceDialogs dialog={dialog} /> : null}
    </section>
  );
}

function InvoiceRow({
  invoice: inv,
  lang,
  onOpen,
}: {
  invoice: Invoice;
  lang: string;
  onOpen: (d: { kind: 'info'; invoiceId: number } | { kind: 'pay' | 'reject'; invoice: Invoice }) => void;
}) {
  const { t } = useTranslation();
  // spec 2 §3: incoming when a payee name exists (who asks), outgoing when a payer name exists (who is asked)
  const direction = invoiceDirection(inv);
  const name = direction === 'incoming' ? inv.payeeName : inv.payerName;
  const email = direction === 'incoming' ? inv.payeeEmail : inv.payerEmail;
  const can = actionsOf(inv);
  const label = t('invoices.number', { id: inv.id });
  return (
    <tr data-status={inv.status}>
      <th scope="row">
        {label}
        {inv.isFunding ? <span className="invoice-tag">{t('invoices.funding.tag')}</span> : null}
      </th>
      <td>
        {name ?? email}
        {name ? <span className="invoice-email">{email}</span> : null}
      </td>
      <td className="num">{formatMoney(inv.total, inv.currencyCode, lang)}</td>
      <td>{inv.dueDate}</td>
      <td>{formatDateTime(inv.sentDate, lang)}</td>
      <td>
        <span className={`history-status invoice-status-${inv.status}`}>{t(`invoices.statuses.${inv.status}`)}</span>
      </td>
      <td className="invoice-actions">
        <Button variant="secondary" onClick={() => onOpen({ kind: 'info', invoiceId: inv.id })}>
          {t('invoices.info.open')}
          <span className="visually-hidden"> {label}</span>
        </Button>
        {can.pay ? (
          <Button onClick={() => onOpen({ kind: 'pay', invoice: inv })}>
            {t('invoices.pay.open')}
            <span className="visually-hidden"> {label}</span>
          </Button>
        ) : null}
        {can.reject ? (
          <Button variant="secondary" onClick={() => onOpen({ kind: 'reject', invoice: inv })}>
            {t('invoices.reject.open')}
            <span className="visually-hidden"> {label}</span>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
