import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import {
  LoginHistoryGate,
  $error,
  $items,
  $loadStatus,
  $loading,
  $query,
  $total,
  defaultRange,
  pageChosen,
  pageCount,
  rangeProblem,
  searched,
} from '../model.ts';

/** /login-history: sign-ins between two dates, 20 a page. */
export function LoginHistory() {
  const { t } = useTranslation();
  const [items, total, error, loading, status, query] = useUnit([
    $items,
    $total,
    $error,
    $loading,
    $loadStatus,
    $query,
  ]);
  const [search, choosePage] = useUnit([searched, pageChosen]);
  const [range, setRange] = useState(() => defaultRange(new Date()));
  useGate(LoginHistoryGate);
  const problem = rangeProblem(range.fromDate, range.toDate);
  const page = query?.pageNumber ?? 1;
  const pages = pageCount(total);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) search(range);
  };

  return (
    <section aria-labelledby="login-history-title">
      <h1 id="login-history-title">{t('loginHistory.title')}</h1>
      <form className="panel" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('loginHistory.from')}
          type="date"
          name="fromDate"
          value={range.fromDate}
          onChange={(e) => setRange((r) => ({ ...r, fromDate: e.target.value }))}
        />
        <TextField
          label={t('loginHistory.to')}
          type="date"
          name="toDate"
          value={range.toDate}
          onChange={(e) => setRange((r) => ({ ...r, toDate: e.target.value }))}
          error={problem ? t(`loginHistory.errors.${problem}`) : null}
        />
        <Button type="submit" disabled={loading}>
          {t('loginHistory.show')}
        </Button>
      </form>
      <Loadable status={status} error={error} onRetry={() => choosePage(page)} lines={5}>
        {() =>
          items.length === 0 ? (
            <p className="empty">{t('loginHistory.empty')}</p>
          ) : (
            <>
              <table className="table" aria-busy={loading}>
                <thead>
                  <tr>
                    <th scope="col">{t('loginHistory.date')}</th>
                    <th scope="col">{t('loginHistory.ip')}</th>
                    <th scope="col">{t('loginHistory.device')}</th>
                    <th scope="col">{t('loginHistory.location')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item, i) => (
                    <tr key={`${item.date}-${i}`}>
                      <td>{item.date}</td>
                      <td>{item.ip ?? ''}</td>
                      <td>{item.device ?? ''}</td>
                      <td>{item.location ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav aria-label={t('loginHistory.pages')} className="pager">
                <Button variant="secondary" disabled={loading || page <= 1} onClick={() => choosePage(page - 1)}>
                  {t('loginHistory.previous')}
                </Button>
                <span>{t('loginHistory.page', { page, pages })}</span>
                <Button variant="secondary" disabled={loading || page >= pages} onClick={() => choosePage(page + 1)}>
                  {t('loginHistory.next')}
                </Button>
              </nav>
            </>
          )
        }
      </Loadable>
    </section>
  );
}
