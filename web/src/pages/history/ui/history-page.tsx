import { authorizationPageSize, transactionTypesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routes/index.ts';
import { AccountPicker } from '../../../entities/account/index.ts';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Button, ErrorWithRetry, SelectField, Skeleton, TextField } from '../../../shared/ui/index.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { HistoryNav } from '../../../widgets/history-nav/index.ts';
import { MoneyFlowChart } from '../../../widgets/money-flow-chart/index.ts';
import { TransactionsTable } from '../../../widgets/transactions-table/index.ts';
import {
  $account,
  $history,
  $historyError,
  $historyStatus,
  $loading,
  $shows,
  type AuthorizationList,
  type FilterForm,
  HistoryPageGate,
  accountSelected,
  $csvSaveFailed,
  csvQuery,
  csvRequested,
  currentAuthorizations,
  debitAuthorizations,
  emptyFilter,
  filterApplied,
  filterProblems,
  filterReset,
  hasMore,
  moreRequested,
  retried,
} from '../model.ts';
import './history.css';

/** The key of the filters' "Any" option. */
const ANY = 'any';

/** /history: filters, rows appended 20 a page, counts, CSV, the monthly chart, settlement authorizations. */
export function HistoryPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  // a link may name the account to show (/history?accountId=…): the card page's History action
  const [search] = useSearchParams();
  const linked = Number(search.get('accountId'));
  useGate(HistoryPageGate, Number.isSafeInteger(linked) && linked > 0 ? { accountId: linked } : {});
  const [account, loaded, status, error, loading, shows] = useUnit([
    $account,
    $history,
    $historyStatus,
    $historyError,
    $loading,
    $shows,
  ]);
  const [csvBusy, csvError, csvSaveFailed] = useUnit([csvQuery.$pending, csvQuery.$message, $csvSaveFailed]);
  const [selectAccount, applyFilter, resetFilter, more, retry, downloadCsv] = useUnit([
    accountSelected,
    filterApplied,
    filterReset,
    moreRequested,
    retried,
    csvRequested,
  ]);

  // the form's draft stays in the component until applied; what is applied and loaded lives in the model
  const [form, setForm] = useState<FilterForm>(emptyFilter);
  const [submitted, setSubmitted] = useState(false);
  const problems = filterProblems(form);
  const types = useDictionary(transactionTypesGet);
  const typeName = useMemo(() => {
    const names = new Map((types.data?.items ?? []).map((i) => [Number(i.id), i.name]));
    return (id: number) => names.get(id) ?? t('history.unknownType', { id });
  }, [types.data, t]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) applyFilter(form);
  };
  const onReset = () => {
    setForm(emptyFilter);
    setSubmitted(false);
    resetFilter();
  };
  const field = (name: keyof FilterForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`history.errors.${problems[name]}`) : null,
  });
  // "Any" is an option of its own (a listbox key cannot be empty); it stands for the empty filter value.
  const choice = (name: keyof FilterForm, options: readonly { id: string; label: string }[]) => ({
    value: form[name] || ANY,
    onChange: (v: string) => setForm((f) => ({ ...f, [name]: v === ANY ? '' : v })),
    options: [{ id: ANY, label: t('history.any') }, ...options],
  });

  return (
    <section aria-labelledby="history-title" className="history">
      <h1 id="history-title">{t('history.title')}</h1>
      <HistoryNav />
      <AccountPicker value={account?.accountId} onChange={selectAccount}>
        <form className="panel history-filters" noValidate onSubmit={onSubmit} aria-label={t('history.filters')}>
          <TextField label={t('history.keyword')} type="search" {...field('keyword')} />
          <SelectField
            label={t('history.type')}
            {...choice(
              'transactionType',
              (types.data?.items ?? []).map((i) => ({ id: String(i.id), label: i.name })),
            )}
          />
          <TextField label={t('history.fromDate')} type="date" {...field('fromDate')} />
          <TextField label={t('history.toDate')} type="date" {...field('toDate')} />
          <TextField label={t('history.fromAmount')} inputMode="decimal" {...field('fromAmount')} />
          <TextField label={t('history.toAmount')} inputMode="decimal" {...field('toAmount')} />
          <SelectField
            label={t('history.direction')}
            {...choice(
              'transactionDirection',
              (['in', 'out'] as const).map((d) => ({ id: d, label: t(`history.directions.${d}`) })),
            )}
          />
          <SelectField
            label={t('history.status')}
            {...choice(
              'status',
              (['completed', 'processing', 'rejected'] as const).map((s) => ({
                id: s,
                label: t(`history.statuses.${s}`),
              })),
            )}
          />
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
            <Button variant="secondary" onClick={() => downloadCsv()} disabled={csvBusy || loaded.total === 0}>
              {csvBusy ? t('history.csvBusy') : t('history.csv')}
            </Button>
          </p>
        ) : null}
        {csvError ? <ErrorWithRetry message={text(csvError)} retryLabel={t('common.retry')} /> : null}
        {csvSaveFailed ? <ErrorWithRetry message={t('mobileWrapper.saveFailed')} /> : null}
        {/* a failed "load more" keeps the rows shown under the error, its retry asks for that page again */}
        <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={loaded !== null}>
          {() =>
            loaded === null ? null : loaded.rows.length === 0 ? (
              <p className="empty">{t('history.empty')}</p>
            ) : (
              <>
                <TransactionsTable rows={loaded.rows} typeName={typeName} caption={t('history.title')} busy={loading} />
                <p className="history-more">
                  <span>{t('history.shown', { shown: loaded.rows.length, total: loaded.total })}</span>
                  {hasMore(loaded.rows.length, loaded.total) ? (
                    <Button variant="secondary" disabled={loading} onClick={() => more()}>
                      {loading ? t('common.loading') : t('history.more')}
                    </Button>
                  ) : null}
                </p>
              </>
            )
          }
        </Loadable>

        {account ? (
          <section aria-labelledby="history-chart-title" className="panel">
            <h2 id="history-chart-title">{t('history.chart.heading')}</h2>
            <Suspense fallback={<Skeleton lines={4} label={t('common.loading')} />}>
              <MoneyFlowChart accountId={account.accountId} currency={account.currencyCode} />
            </Suspense>
          </section>
        ) : null}
        {shows ? (
          <>
            <Authorizations kind="debit" list={debitAuthorizations} />
            <Authorizations kind="current" list={currentAuthorizations} />
          </>
        ) : null}
      </AccountPicker>
    </section>
  );
}

/** Spec 2 §6/§7/§9: debit-card and current-account authorizations of a settlement account, 10 a page. */
function Authorizations({ kind, list }: { kind: 'debit' | 'current'; list: AuthorizationList }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [rows, total, page, status, error, loading, setPage, retry] = useUnit([
    list.$rows,
    list.$total,
    list.$page,
    list.$status,
    list.$error,
    list.$pending,
    list.pageChanged,
    list.retried,
  ]);
  const pages = Math.max(1, Math.ceil(total / authorizationPageSize));
  const titleId = `history-auth-${kind}`;
  return (
    <section aria-labelledby={titleId} className="panel">
      <h2 id={titleId}>{t(`history.authorizations.${kind}`)}</h2>
      {/* another page that fails keeps the rows shown under the error, its retry asks for that page again */}
      <Loadable status={status} error={error} onRetry={() => retry()} lines={3} shown={rows !== null}>
        {() =>
          rows === null ? null : rows.length === 0 ? (
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
              <Pager
                page={page}
                pages={pages}
                onPage={setPage}
                busy={loading}
                label={t(`history.authorizations.${kind}`)}
                previousLabel={t('history.authorizations.previous')}
                nextLabel={t('history.authorizations.next')}
                pageLabel={t('history.authorizations.page', { page, pages })}
              />
            </>
          )
        }
      </Loadable>
    </section>
  );
}
