import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $logError,
  $logFilter,
  $logKeys,
  $logLoading,
  $logStatus,
  $rows,
  type ApiLogFilter,
  ApiLogGate,
  apiLogFilterProblems,
  emptyApiLogFilter,
  logFilterApplied,
  logRetried,
} from '../model/log.ts';
import './merchant-api.css';

/** Every key: the select's first option. */
const ALL = 0;

/**
 * /merchant/internal/api_log (spec 3 §2, §3 "API token log filter: id, fromDate, toDate", §7 public-api/apirequest):
 * the filter (key, from, to) and the requests, newest first.
 */
export function MerchantApiLogPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  useGate(ApiLogGate);
  const [rows, status, error, loading, keys, applied] = useUnit([
    $rows,
    $logStatus,
    $logError,
    $logLoading,
    $logKeys,
    $logFilter,
  ]);
  const [apply, retry] = useUnit([logFilterApplied, logRetried]);
  const [form, setForm] = useState<ApiLogFilter>(emptyApiLogFilter);
  const [submitted, setSubmitted] = useState(false);
  const problems = apiLogFilterProblems(form);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) apply(form);
  };
  const onReset = () => {
    setForm(emptyApiLogFilter);
    setSubmitted(false);
    apply(emptyApiLogFilter);
  };
  const dateField = (name: 'from' | 'to') => ({
    name,
    type: 'date',
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: submitted && problems[name] ? t(`merchantApi.log.errors.${problems[name]}`) : null,
  });
  const options = [
    { id: ALL, label: t('merchantApi.log.allKeys') },
    ...keys.map((k) => ({ id: k.id, label: String(k.name) })),
  ];
  const filtered = applied.apiKeyId !== '' || applied.from !== '' || applied.to !== '';

  return (
    <MerchantLayout title={t('merchantApi.log.title')}>
      <form
        className="panel merchant-api-filter"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('merchantApi.log.filters')}
      >
        <SelectField
          label={t('merchantApi.log.key')}
          name="apiKeyId"
          options={options}
          value={form.apiKeyId === '' ? ALL : form.apiKeyId}
          onChange={(id) => setForm((f) => ({ ...f, apiKeyId: id === ALL ? '' : id }))}
        />
        <TextField label={t('merchantApi.log.from')} {...dateField('from')} />
        <TextField label={t('merchantApi.log.to')} {...dateField('to')} />
        <div className="form-footer">
          <Button type="submit" disabled={loading}>
            {t('merchantApi.log.apply')}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={loading}>
            {t('merchantApi.log.reset')}
          </Button>
        </div>
      </form>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={rows !== null}>
        {() =>
          rows === null ? null : rows.length === 0 ? (
            <p className="empty">{t(filtered ? 'merchantApi.log.emptyFiltered' : 'merchantApi.log.empty')}</p>
          ) : (
            <table className="table merchant-api-log" aria-busy={loading}>
              <caption className="visually-hidden">{t('merchantApi.log.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('merchantApi.log.time')}</th>
                  <th scope="col">{t('merchantApi.log.key')}</th>
                  <th scope="col">{t('merchantApi.log.request')}</th>
                  <th scope="col">{t('merchantApi.log.status')}</th>
                  <th scope="col">{t('merchantApi.log.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDateTime(r.createdAt, lang)}</td>
                    <td>{String(r.apiKeyName)}</td>
                    <td>
                      <code>
                        {r.method} {r.path}
                      </code>
                    </td>
                    <td>{r.status}</td>
                    <td>
                      <code>{r.ip}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loadable>
    </MerchantLayout>
  );
}
