import { useGate, useUnit } from 'effector-react';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $filter,
  $listError,
  $loading,
  $page,
  $status,
  type LogFilter,
  WebhookLogGate,
  emptyLogFilter,
  filterApplied,
  logFilterProblems,
  pageRequested,
  retried,
} from '../model.ts';
import './merchant-webhook-log.css';

/**
 * /merchant/internal/webhook_log (spec 3 §2, §3, §7): the filter (query, from, to), the requests 20 a page with the
 * answer's next and previous cursors, each row opening to the request body and the answer.
 */
export function MerchantWebhookLogPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  useGate(WebhookLogGate);
  const [page, status, error, loading, applied] = useUnit([$page, $status, $listError, $loading, $filter]);
  const [apply, goTo, retry] = useUnit([filterApplied, pageRequested, retried]);
  const [form, setForm] = useState<LogFilter>(emptyLogFilter);
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const problems = logFilterProblems(form);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) apply(form);
  };
  const onReset = () => {
    setForm(emptyLogFilter);
    setSubmitted(false);
    apply(emptyLogFilter);
  };
  const field = (name: keyof LogFilter) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`merchantHooks.log.errors.${problems[name]}`) : null,
  });
  const toggleRow = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = applied.query !== '' || applied.from !== '' || applied.to !== '';

  return (
    <MerchantLayout title={t('merchantHooks.log.title')}>
      <form
        className="panel merchant-hooks-filter"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('merchantHooks.log.filters')}
      >
        <TextField label={t('merchantHooks.log.query')} type="search" {...field('query')} />
        <TextField label={t('merchantHooks.log.from')} type="date" {...field('from')} />
        <TextField label={t('merchantHooks.log.to')} type="date" {...field('to')} />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('merchantHooks.log.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('merchantHooks.log.reset')}
          </Button>
        </div>
      </form>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={page !== null}>
        {() =>
          page === null ? null : page.data.length === 0 ? (
            <p className="empty">{t(filtered ? 'merchantHooks.log.emptyFiltered' : 'merchantHooks.log.empty')}</p>
          ) : (
            <>
              <p aria-live="polite">{t('merchantHooks.log.count', { n: page.count })}</p>
              <table className="table merchant-hooks-log" aria-busy={loading}>
                <caption className="visually-hidden">{t('merchantHooks.log.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('merchantHooks.log.time')}</th>
                    <th scope="col">{t('merchantHooks.log.event')}</th>
                    <th scope="col">{t('merchantHooks.log.url')}</th>
                    <th scope="col">{t('merchantHooks.log.result')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('merchantHooks.log.details')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((r) => {
                    const expanded = open.has(r.id);
                    const detailsId = `webhook-request-${r.id}`;
                    return (
                      <Fragment key={r.id}>
                        <tr>
                          <td>{formatDateTime(r.createdAt, lang)}</td>
                          <td>{r.event}</td>
                          <td className="merchant-hooks-url">{r.url}</td>
                          <td>
                            {r.delivered
                              ? t('merchantHooks.log.delivered', { status: r.status ?? '' })
                              : t('merchantHooks.log.notDelivered')}
                          </td>
                          <td>
                            <Button
                              variant="link"
                              aria-expanded={expanded}
                              aria-controls={expanded ? detailsId : undefined}
                              onClick={() => toggleRow(r.id)}
                            >
                              {t(expanded ? 'merchantHooks.log.hide' : 'merchantHooks.log.show')}
                              <span className="visually-hidden">
                                {' '}
                                {r.event} {formatDateTime(r.createdAt, lang)}
                              </span>
                            </Button>
                          </td>
                        </tr>
                        {expanded ? (
                          <tr id={detailsId}>
                            <td colSpan={5}>
                              <dl className="merchant-hooks-details">
                                <dt>{t('merchantHooks.log.requestBody')}</dt>
                                <dd>
                                  <pre>{r.requestBody}</pre>
                                </dd>
                                <dt>{t('merchantHooks.log.responseStatus')}</dt>
                                <dd>{r.status ?? t('merchantHooks.log.noAnswer')}</dd>
                                {r.error ? (
                                  <>
                                    <dt>{t('merchantHooks.log.error')}</dt>
                                    <dd>{r.error}</dd>
                                  </>
                                ) : null}
                                {r.responseBody !== undefined && String(r.responseBody) !== '' ? (
                                  <>
                                    <dt>{t('merchantHooks.log.responseBody')}</dt>
                                    <dd>
                                      <pre>{String(r.responseBody)}</pre>
                                    </dd>
                                  </>
                                ) : null}
                                <dt>{t('merchantHooks.log.duration')}</dt>
                                <dd>{t('merchantHooks.log.ms', { ms: r.durationMs })}</dd>
                              </dl>
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
              {page.prev !== null || page.next !== null ? (
                <nav aria-label={t('merchantHooks.log.pages')} className="pager history-pager">
                  <Button
                    variant="secondary"
                    disabled={loading || page.prev === null}
                    onClick={() => page.prev !== null && goTo(page.prev)}
                  >
                    {t('merchantHooks.log.previous')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={loading || page.next === null}
                    onClick={() => page.next !== null && goTo(page.next)}
                  >
                    {t('merchantHooks.log.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </Loadable>
    </MerchantLayout>
  );
}
