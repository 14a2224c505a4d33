import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { paths, useLocation, useNavigate } from '../../../shared/routes/index.ts';
import { Button, CheckboxGroup, Dialog, TextField } from '../../../shared/ui/index.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { HistoryNav } from '../../../widgets/history-nav/index.ts';
import {
  $batches,
  $listError,
  $loading,
  $status,
  $viewFileError,
  $viewing,
  type BatchAddress,
  type BatchFilter,
  BatchHistoryGate,
  addressOf,
  batchFilterProblems,
  batchTypes,
  emptyBatchFilter,
  pagesOf,
  readAddress,
  retried,
  viewFileClosed,
  viewFileRequested,
} from '../model.ts';
import './batch-history.css';

/**
 * /history/batch-transfers (spec 2 §2, §7; spec 3 §3 "Batch list"): the filter and the page live in the address, so
 * the form writes the address and the list follows it (back and forward included); 20 batches a page.
 */
export function BatchHistoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const { search: query } = useLocation();
  const navigate = useNavigate();
  useGate(BatchHistoryGate, { query });
  const address = useMemo(() => readAddress(query), [query]);
  const [loaded, status, error, loading, viewing, viewError] = useUnit([
    $batches,
    $status,
    $listError,
    $loading,
    $viewing,
    $viewFileError,
  ]);
  const [retry, viewFile, closeViewError] = useUnit([retried, viewFileRequested, viewFileClosed]);

  // the form's draft stays here until applied; an address that changes (a link, back, forward) resets it
  const shownKey = addressOf({ filter: address.filter, page: 1 });
  const [formKey, setFormKey] = useState(shownKey);
  const [form, setForm] = useState<BatchFilter>(address.filter);
  const [submitted, setSubmitted] = useState(false);
  if (formKey !== shownKey) {
    setFormKey(shownKey);
    setForm(address.filter);
    setSubmitted(false);
  }
  const problems = batchFilterProblems(form);
  const go = (next: BatchAddress) => navigate(`${paths.historyBatchTransfers.getHref()}${addressOf(next)}`);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) go({ filter: form, page: 1 });
  };
  const onReset = () => {
    setForm(emptyBatchFilter);
    setSubmitted(false);
    go({ filter: emptyBatchFilter, page: 1 });
  };
  const field = (name: 'search' | 'from' | 'to') => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`batchHistory.errors.${problems[name]}`) : null,
  });
  const filtered = shownKey !== '';
  const pages = pagesOf(loaded?.total ?? 0);

  return (
    <section aria-labelledby="batch-history-title" className="history batch-history">
      <h1 id="batch-history-title">{t('batchHistory.title')}</h1>
      <HistoryNav />
      <form className="panel batch-filters" noValidate onSubmit={onSubmit} aria-label={t('batchHistory.filters')}>
        <TextField label={t('batchHistory.search')} type="search" {...field('search')} />
        <TextField label={t('batchHistory.from')} type="date" {...field('from')} />
        <TextField label={t('batchHistory.to')} type="date" {...field('to')} />
        <CheckboxGroup
          label={t('batchHistory.types.label')}
          options={batchTypes.map((id) => ({ id, label: t(`batchHistory.types.${id}`) }))}
          value={form.types}
          onChange={(types) => setForm((f) => ({ ...f, types }))}
        />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('batchHistory.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('batchHistory.reset')}
          </Button>
        </div>
      </form>

      {/* another page or filter that fails keeps the batches shown under the error; its retry asks again */}
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={loaded !== null}>
        {() =>
          loaded === null ? null : loaded.batches.length === 0 ? (
            <p className="empty">{t(filtered ? 'batchHistory.emptyFiltered' : 'batchHistory.empty')}</p>
          ) : (
            <>
              <p className="batch-count" aria-live="polite">
                {t('batchHistory.results', { n: loaded.total })}
              </p>
              <table className="accounts batch-table" aria-busy={loading}>
                <caption className="visually-hidden">{t('batchHistory.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('batchHistory.columns.batch')}</th>
                    <th scope="col">{t('batchHistory.columns.type')}</th>
                    <th scope="col">{t('batchHistory.columns.created')}</th>
                    <th scope="col" className="num">
                      {t('batchHistory.columns.count')}
                    </th>
                    <th scope="col" className="num">
                      {t('batchHistory.columns.total')}
                    </th>
                    <th scope="col">{t('batchHistory.columns.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('batchHistory.columns.file')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.batches.map((b) => (
                    <tr key={b.id} data-status={b.status}>
                      <th scope="row">
                        {b.batchName}
                        <span className="batch-id">{t('batchHistory.batchId', { id: b.id })}</span>
                      </th>
                      <td>{t(`batchHistory.types.${b.type}`)}</td>
                      <td>{formatDateTime(b.created, lang)}</td>
                      <td className="num">{b.count}</td>
                      <td className="num">{formatMoney(b.total, b.currencyCode, lang)}</td>
                      <td>
                        <span className={`history-status history-status-${b.status}`}>
                          {t(`batchHistory.statuses.${b.status}`)}
                        </span>
                      </td>
                      <td>
                        <Button variant="secondary" disabled={viewing !== null} onClick={() => viewFile(b.id)}>
                          {viewing === b.id ? t('batchHistory.viewFileBusy') : t('batchHistory.viewFile')}
                          <span className="visually-hidden"> {b.batchName}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages > 1 || address.page > 1 ? (
                <Pager
                  page={address.page}
                  pages={pages}
                  onPage={(page) => go({ filter: address.filter, page })}
                  busy={loading}
                  label={t('batchHistory.pages')}
                  previousLabel={t('batchHistory.previous')}
                  nextLabel={t('batchHistory.next')}
                  pageLabel={t('batchHistory.page', { page: address.page, pages })}
                />
              ) : null}
            </>
          )
        }
      </Loadable>

      {viewError ? (
        <Dialog
          title={t('batchHistory.viewFileFailed')}
          onClose={() => closeViewError()}
          actions={<Button onClick={() => closeViewError()}>{t('common.close')}</Button>}
        >
          <p>{text(viewError)}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
