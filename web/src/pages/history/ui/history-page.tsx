import {
  type CardAuthorization,
  type HistoryTransaction,
  currentAccountAuthorizationListGet,
  debitCardAuthorizationListGet,
  transactionHistoryGet,
  transactionTypesGet,
  authorizationPageSize,
} from '@app/contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts, AccountPicker, defaultHistoryAccount } from '../../../entities/account/index.ts';
import { $accessInfo, $customer } from '../../../entities/customer/index.ts';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { type Message, createCallFx, errorMessageFor, useMessageText } from '../../../shared/api/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { saveFile } from '../../../shared/lib/save-file.ts';
import { Button, ErrorWithRetry, Skeleton, TextField } from '../../../shared/ui/index.ts';
import { MoneyFlowChart } from '../../../widgets/money-flow-chart/index.ts';
import { TransactionsTable } from '../../../widgets/transactions-table/index.ts';
import {
  type FilterForm,
  appendPage,
  csvFileName,
  emptyFilter,
  filterBody,
  filterProblems,
  hasMore,
  showsAuthorizations,
} from '../model.ts';

const historyFx = createCallFx(transactionHistoryGet, { dialog: false });
const csvFx = createCallFx(transactionHistoryGet, { dialog: false });
const debitFx = createCallFx(debitCardAuthorizationListGet, { dialog: false });
const currentFx = createCallFx(currentAccountAuthorizationListGet, { dialog: false });

interface Loaded {
  rows: HistoryTransaction[];
  total: number;
  processingCount: number;
  rejectedCount: number;
  page: number;
}

/** /history: filters, rows appended 20 a page, counts, CSV, the monthly chart, settlement authorizations. */
export function HistoryPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [accounts, customer, accessInfo] = useUnit([$accounts, $customer, $accessInfo]);
  const [runHistory, runCsv] = useUnit([historyFx, csvFx]);

  const [selected, setSelected] = useState<number | undefined>(undefined);
  const account = defaultHistoryAccount(accounts, selected);
  const [form, setForm] = useState<FilterForm>(emptyFilter);
  const [applied, setApplied] = useState<FilterForm>(emptyFilter);
  const [submitted, setSubmitted] = useState(false);
  const problems = filterProblems(form);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [loading, setLoading] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<Message | null>(null);
  const types = useDictionary(transactionTypesGet);
  const typeName = useMemo(() => {
    const names = new Map((types.data?.items ?? []).map((i) => [Number(i.id), i.name]));
    return (id: number) => names.get(id) ?? t('history.unknownType', { id });
  }, [types.data, t]);

  const load = useCallback(
    (accountId: number, filter: FilterForm, page: number) => {
      setLoading(true);
      setError(null);
      runHistory({ body: filterBody(accountId, filter, page) })
        .then((answer) =>
          setLoaded((prev) => ({
            rows: appendPage(page === 1 ? [] : (prev?.rows ?? []), answer.transactions.transaction, page),
            total: answer.results,
            processingCount: answer.processingCount,
            rejectedCount: answer.rejectedCount,
            page,
          })),
        )
        .catch((e: unknown) => setError(errorMessageFor(e)))
        .finally(() => setLoading(false));
    },
    [runHistory],
  );
  const accountId = account?.accountId;
  useEffect(() => {
    if (accountId === undefined) return;
    setLoaded(null);
    load(accountId, applied, 1);
  }, [accountId, applied, load]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) setApplied({ ...form });
  };
  const onReset = () => {
    setForm(emptyFilter);
    setSubmitted(false);
    setApplied(emptyFilter);
  };
  const downloadCsv = () => {
    if (accountId === undefined) return;
    setCsvBusy(true);
    setCsvError(null);
    runCsv({ body: { ...filterBody(accountId, applied, 1), exportCsv: true } })
      .then((answer) =>
        saveFile(
          answer.exportCsv ?? '',
          'text/csv;charset=utf-8',
          csvFileName(accountId, new Date().toISOString().slice(0, 10)),
        ),
      )
      .catch((e: unknown) => setCsvError(errorMessageFor(e)))
      .finally(() => setCsvBusy(false));
  };
  const field = (name: keyof FilterForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`history.errors.${problems[name]}`) : null,
  });
  const choice = (name: keyof FilterForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  const permissions = customer?.permissions ?? accessInfo?.permissions;

  return (
    <section aria-labelledby="history-title" className="history">
      <h1 id="history-title">{t('history.title')}</h1>
      <AccountPicker id="history-account" value={account?.accountId} onChange={setSelected}>
        <form className="panel history-filters" noValidate onSubmit={onSubmit} aria-label={t('history.filters')}>
          <TextField label={t('history.keyword')} type="search" {...field('keyword')} />
          <div className="field">
            <label htmlFor="history-type">{t('history.type')}</label>
            <select id="history-type" {...choice('transactionType')}>
              <option value="">{t('history.any')}</option>
              {(types.data?.items ?? []).map((i) => (
                <option key={i.id} value={String(i.id)}>
                  {i.name}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('history.fromDate')} type="date" {...field('fromDate')} />
          <TextField label={t('history.toDate')} type="date" {...field('toDate')} />
          <TextField label={t('history.fromAmount')} inputMode="decimal" {...field('fromAmount')} />
          <TextField label={t('history.toAmount')} inputMode="decimal" {...field('toAmount')} />
          <div className="field">
            <label htmlFor="history-direction">{t('history.direction')}</label>
            <select id="history-direction" {...choice('transactionDirection')}>
              <option value="">{t('history.any')}</option>
              <option value="in">{t('history.directions.in')}</option>
              <option value="out">{t('history.directions.out')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="history-status">{t('history.status')}</label>
            <select id="history-status" {...choice('status')}>
              <option value="">{t('history.any')}</option>
              <option value="completed">{t('history.statuses.completed')}</option>
              <option value="processing">{t('history.statuses.processing')}</option>
              <option value="rejected">{t('history.statuses.rejected')}</option>
            </select>
          </div>
          <TextField label={t('history.email')} type="email" {...field('email')} />
          <div className="form-footer">
            <Button type="submit" disabled={loading}>
              {t('history.apply')}
            </Button>
            <Button variant="secondary" onClick={onReset} disabled={loading}>
              {t('history.reset')}
            </Button>
          </div>
        </form>

        {loaded ? (
          <p className="history-counts" aria-live="polite">
            <span>{t('history.results', { n: loaded.total })}</span>
            <span>{t('history.processingCount', { n: loaded.processingCount })}</span>
            <span>{t('history.rejectedCount', { n: loaded.rejectedCount })}</span>
            <Button variant="secondary" onClick={downloadCsv} disabled={csvBusy || loaded.total === 0}>
              {csvBusy ? t('history.csvBusy') : t('history.csv')}
            </Button>
          </p>
        ) : null}
        {csvError ? <ErrorWithRetry message={text(csvError)} retryLabel={t('common.retry')} /> : null}
        {error ? (
          <ErrorWithRetry
            message={text(error)}
            retryLabel={t('common.retry')}
            onRetry={() => accountId !== undefined && load(accountId, applied, (loaded?.page ?? 0) + 1)}
          />
        ) : null}
        {!loaded && loading ? (
          <Skeleton lines={6} label={t('common.loading')} />
        ) : loaded && loaded.rows.length === 0 ? (
          <p className="empty">{t('history.empty')}</p>
        ) : loaded ? (
          <>
            <TransactionsTable rows={loaded.rows} typeName={typeName} caption={t('history.title')} busy={loading} />
            <p className="history-more">
              <span>{t('history.shown', { shown: loaded.rows.length, total: loaded.total })}</span>
              {hasMore(loaded.rows.length, loaded.total) ? (
                <Button
                  variant="secondary"
                  disabled={loading}
                  onClick={() => accountId !== undefined && load(accountId, applied, loaded.page + 1)}
                >
                  {loading ? t('common.loading') : t('history.more')}
                </Button>
              ) : null}
            </p>
          </>
        ) : null}

        {account ? (
          <section aria-labelledby="history-chart-title" className="panel">
            <h2 id="history-chart-title">{t('history.chart.heading')}</h2>
            <Suspense fallback={<Skeleton lines={4} label={t('common.loading')} />}>
              <MoneyFlowChart accountId={account.accountId} currency={account.currencyCode} />
            </Suspense>
          </section>
        ) : null}
        {showsAuthorizations(permissions, account) && account ? (
          <>
            <Authorizations kind="debit" accountId={account.accountId} />
            <Authorizations kind="current" accountId={account.accountId} />
          </>
        ) : null}
      </AccountPicker>
    </section>
  );
}

/** Spec 2 §6/§7/§9: debit-card and current-account authorizations of a settlement account, 10 a page. */
function Authorizations({ kind, accountId }: { kind: 'debit' | 'current'; accountId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [runDebit, runCurrent] = useUnit([debitFx, currentFx]);
  const [rows, setRows] = useState<CardAuthorization[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<Message | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    (kind === 'debit' ? runDebit : runCurrent)({
      body: { accountId, pageNumber: page, pageSize: authorizationPageSize },
    })
      .then((a) => {
        if (!live) return;
        setRows(a.authorizations);
        setTotal(a.total);
      })
      .catch((e: unknown) => live && setError(errorMessageFor(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [kind, accountId, page, attempt, runDebit, runCurrent]);
  const pages = Math.max(1, Math.ceil(total / authorizationPageSize));
  const titleId = `history-auth-${kind}`;
  return (
    <section aria-labelledby={titleId} className="panel">
      <h2 id={titleId}>{t(`history.authorizations.${kind}`)}</h2>
      {error ? (
        <ErrorWithRetry
          message={'text' in error ? error.text : t(error.key)}
          retryLabel={t('common.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : rows === null ? (
        <Skeleton lines={3} label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="empty">{t('history.authorizations.empty')}</p>
      ) : (
        <>
          <table className="accounts" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t('history.columns.date')}</th>
                <th scope="col">{t('history.authorizations.merchant')}</th>
                {kind === 'debit' ? <th scope="col">{t('history.authorizations.card')}</th> : null}
                <th scope="col" className="num">
                  {t('history.columns.amount')}
                </th>
                <th scope="col">{t('history.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.authorizationId}>
                  <td>{formatDateTime(r.created, lang)}</td>
                  <td>{r.merchant}</td>
                  {kind === 'debit' ? <td>{r.cardNumber ?? ''}</td> : null}
                  <td className="num">{formatMoney(r.amount, r.currencyCode, lang)}</td>
                  <td>{t(`history.authorizations.statuses.${r.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={t(`history.authorizations.${kind}`)} className="pager history-pager">
            <Button variant="secondary" disabled={loading || page <= 1} onClick={() => setPage(page - 1)}>
              {t('history.authorizations.previous')}
            </Button>
            <span>{t('history.authorizations.page', { page, pages })}</span>
            <Button variant="secondary" disabled={loading || page >= pages} onClick={() => setPage(page + 1)}>
              {t('history.authorizations.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
