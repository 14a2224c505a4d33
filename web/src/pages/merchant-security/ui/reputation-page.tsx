import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $records,
  $searchError,
  $searchProblem,
  $searchStatus,
  $searched,
  $searching,
  ReputationGate,
  searchRetried,
  searchSubmitted,
} from '../model.ts';
import './merchant-security.css';

/**
 * /merchant/security/reputation (spec 3 §2; §3 "Reputation search by type reputation and e-mail"; §5 "The
 * reputation search e-mail is trimmed"; §7 "Reputation list (type reputation, email, pageSize 100)").
 */
export function ReputationPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  useGate(ReputationGate);
  const [records, status, error, searching, searched, problem] = useUnit([
    $records,
    $searchStatus,
    $searchError,
    $searching,
    $searched,
    $searchProblem,
  ]);
  const [search, retry] = useUnit([searchSubmitted, searchRetried]);
  const [typed, setTyped] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(typed);
  };
  const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString(lang, { timeZone: 'UTC' });

  return (
    <MerchantLayout title={t('merchantSecurity.reputation.title')}>
      <div className="merchant-security">
        <form
          className="panel merchant-security-filter"
          role="search"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('merchantSecurity.reputation.search')}
        >
          {/* type text, not email: the browser would trim it itself; spec 3 §5 trims it here (contracts reputationQuery) */}
          <TextField
            label={t('merchantSecurity.reputation.email')}
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            name="email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={problem ? t('merchantSecurity.reputation.required') : null}
          />
          <div className="form-footer">
            <Button type="submit" disabled={searching}>
              {searching ? t('merchantSecurity.reputation.searching') : t('merchantSecurity.reputation.search')}
            </Button>
          </div>
        </form>
        {searched === null ? (
          <p>{t('merchantSecurity.reputation.hint')}</p>
        ) : (
          <section aria-labelledby="reputation-results-title">
            <h2 id="reputation-results-title">{t('merchantSecurity.reputation.resultsFor', { email: searched })}</h2>
            <Loadable status={status} error={error} onRetry={() => retry()} lines={3} shown={records !== null}>
              {() =>
                records === null ? null : records.length === 0 ? (
                  <p className="empty">{t('merchantSecurity.reputation.none', { email: searched })}</p>
                ) : (
                  <table className="table merchant-security-table">
                    <caption className="visually-hidden">
                      {t('merchantSecurity.reputation.resultsFor', { email: searched })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('merchantSecurity.columns.email')}</th>
                        <th scope="col">{t('merchantSecurity.reputation.rating')}</th>
                        <th scope="col" className="num">
                          {t('merchantSecurity.reputation.completedPayments')}
                        </th>
                        <th scope="col" className="num">
                          {t('merchantSecurity.reputation.disputes')}
                        </th>
                        <th scope="col">{t('merchantSecurity.reputation.lastActivity')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {records.map((r) => (
                        <tr key={r.id} data-rating={r.rating}>
                          <td className="merchant-security-email">{r.email}</td>
                          <td>
                            <span className={`merchant-security-rating merchant-security-rating-${r.rating}`}>
                              {t(`merchantSecurity.reputation.ratings.${r.rating}`)}
                            </span>
                          </td>
                          <td className="num">{r.completedPayments}</td>
                          <td className="num">{r.disputes}</td>
                          <td>{day(r.lastActivity)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )
              }
            </Loadable>
          </section>
        )}
      </div>
    </MerchantLayout>
  );
}
