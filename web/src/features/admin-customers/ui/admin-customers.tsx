import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $actionError,
  $busy,
  $customers,
  $error,
  $notice,
  $page,
  $query,
  $selected,
  $status,
  $total,
  customerClosed,
  customerSelected,
  documentSubmitted,
  dueDiligenceSubmitted,
  financialSubmitted,
  opened,
  pageChanged,
  searchSubmitted,
  AdminCustomersGate,
} from '../model.ts';
import { type FinancialForm, documentIdOf, dueDiligenceLevels, financialProblems, pageCount } from '../rules.ts';

function SearchForm() {
  const { t } = useTranslation();
  const [query, search] = useUnit([$query, searchSubmitted]);
  const [value, setValue] = useState(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(value);
  };
  return (
    <form className="row-actions" role="search" onSubmit={submit}>
      <TextField
        label={t('adminOverview.searchLabel')}
        name="query"
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">{t('adminOverview.search')}</Button>
    </form>
  );
}

function DocumentForm() {
  const { t } = useTranslation();
  const [busy, submit] = useUnit([$busy, documentSubmitted]);
  const [documentId, setDocumentId] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && documentIdOf(documentId) === null;
  const send = (action: 'assign' | 'remove') => {
    setTouched(true);
    submit({ action, documentId });
  };
  return (
    <form className="form" noValidate onSubmit={(e) => (e.preventDefault(), send('assign'))}>
      <h3>{t('adminOverview.documentsTitle')}</h3>
      <TextField
        label={t('adminOverview.documentId')}
        name="documentId"
        inputMode="numeric"
        value={documentId}
        onChange={(e) => setDocumentId(e.target.value)}
        error={invalid ? t('adminOverview.errors.documentId') : null}
      />
      <div className="row-actions">
        <Button type="submit" disabled={busy}>
          {t('adminOverview.assign')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => send('remove')}>
          {t('adminOverview.remove')}
        </Button>
      </div>
    </form>
  );
}

const financialFields = [
  'monthlyDepositAmount',
  'monthlyDepositCurrencyCode',
  'monthlyWithdrawalAmount',
  'monthlyWithdrawalCurrencyCode',
] as const;

function FinancialDataForm() {
  const { t } = useTranslation();
  const [busy, submit] = useUnit([$busy, financialSubmitted]);
  const [form, setForm] = useState<FinancialForm>({
    monthlyDepositAmount: '',
    monthlyDepositCurrencyCode: '',
    monthlyWithdrawalAmount: '',
    monthlyWithdrawalCurrencyCode: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? financialProblems(form) : null;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        submit(form);
      }}
    >
      <h3>{t('adminOverview.financialTitle')}</h3>
      {problems?.form ? (
        <Alert>
          <p>{t('adminOverview.errors.empty')}</p>
        </Alert>
      ) : null}
      {financialFields.map((f) => {
        const problem = problems?.[f];
        return (
          <TextField
            key={f}
            label={t(`adminOverview.${f}`)}
            name={f}
            inputMode={f.endsWith('Amount') ? 'decimal' : undefined}
            autoCapitalize={f.endsWith('Code') ? 'characters' : undefined}
            maxLength={f.endsWith('Code') ? 3 : 19}
            value={form[f]}
            onChange={(e) => setForm((v) => ({ ...v, [f]: e.target.value }))}
            error={problem ? t(`adminOverview.errors.${problem}`) : null}
          />
        );
      })}
      <Button type="submit" disabled={busy}>
        {t('adminOverview.saveFinancial')}
      </Button>
    </form>
  );
}

function DueDiligenceForm({ level }: { level: number | undefined }) {
  const { t } = useTranslation();
  const [busy, submit] = useUnit([$busy, dueDiligenceSubmitted]);
  const [value, setValue] = useState(level ?? 1);
  const [notes, setNotes] = useState('');
  const notesId = useId();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit({ level: value, notes });
      }}
    >
      <h3>{t('adminOverview.dueDiligenceTitle')}</h3>
      <SelectField
        label={t('adminOverview.level')}
        value={value}
        onChange={setValue}
        options={dueDiligenceLevels.map((l) => ({ id: l, label: String(l) }))}
      />
      <div className="field">
        <label htmlFor={notesId}>{t('adminOverview.notes')}</label>
        <textarea id={notesId} maxLength={2000} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('adminOverview.saveDueDiligence')}
      </Button>
    </form>
  );
}

function CustomerPanel() {
  const { t } = useTranslation();
  const [customer, error, notice, close] = useUnit([$selected, $actionError, $notice, customerClosed]);
  const text = useMessageText();
  if (!customer) return null;
  return (
    <section className="panel" aria-labelledby="admin-customer-title" key={customer.customerId}>
      <h2 id="admin-customer-title">{t('adminOverview.manageTitle', { name: customer.name })}</h2>
      {notice ? (
        <Alert tone="info">
          <p>
            {'id' in notice ? t(`adminOverview.${notice.kind}`, { id: notice.id }) : t(`adminOverview.${notice.kind}`)}
          </p>
        </Alert>
      ) : null}
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      <DocumentForm />
      <FinancialDataForm />
      <DueDiligenceForm level={customer.dueDiligenceLevel} />
      <Button variant="secondary" onClick={() => close()}>
        {t('common.close')}
      </Button>
    </section>
  );
}

/** /admin-overview: customers with search and paging; per customer documents, financial data, due diligence. */
export function AdminCustomers() {
  const { t } = useTranslation();
  const [customers, total, page, status, error, selected] = useUnit([
    $customers,
    $total,
    $page,
    $status,
    $error,
    $selected,
  ]);
  const [open, goTo, select] = useUnit([opened, pageChanged, customerSelected]);
  useGate(AdminCustomersGate);
  const pages = pageCount(total);
  const yes = (v: boolean) => (v ? t('adminOverview.yes') : t('adminOverview.no'));
  return (
    <>
      <SearchForm />
      <Loadable status={status} error={error} onRetry={() => open()} lines={5}>
        {() => (
          <section aria-labelledby="admin-customers-title">
            <h2 id="admin-customers-title">{t('adminOverview.customers')}</h2>
            <p role="status">{t('adminOverview.found', { count: total })}</p>
            {customers.length === 0 ? (
              <p className="empty">{t('adminOverview.empty')}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminOverview.id')}</th>
                    <th scope="col">{t('adminOverview.name')}</th>
                    <th scope="col">{t('adminOverview.email')}</th>
                    <th scope="col">{t('adminOverview.type')}</th>
                    <th scope="col">{t('adminOverview.verified')}</th>
                    <th scope="col">{t('adminOverview.limited')}</th>
                    <th scope="col">{t('adminOverview.dueDiligenceLevel')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('adminOverview.manage')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {customers.map((c) => (
                    <tr key={c.customerId} aria-current={selected?.customerId === c.customerId ? 'true' : undefined}>
                      <td>{c.customerId}</td>
                      <td>{c.name}</td>
                      <td>{c.email}</td>
                      <td>{c.customerType}</td>
                      <td>{yes(c.verified)}</td>
                      <td>{yes(c.limited)}</td>
                      <td>{c.dueDiligenceLevel ?? '—'}</td>
                      <td>
                        <Button
                          variant="link"
                          aria-label={t('adminOverview.manageFor', { name: c.name })}
                          onClick={() => select(c)}
                        >
                          {t('adminOverview.manage')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {pages > 1 ? (
              <nav aria-label={t('adminOverview.pages')} className="row-actions">
                <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('adminOverview.previous')}
                </Button>
                <span>{t('adminOverview.page', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {t('adminOverview.next')}
                </Button>
              </nav>
            ) : null}
          </section>
        )}
      </Loadable>
      <CustomerPanel />
    </>
  );
}
