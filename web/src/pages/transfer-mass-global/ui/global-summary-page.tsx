import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Link, paths, useSearchParams } from '../../../shared/routes/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { batchIdOf, linkStatusOf } from '../lib.ts';
import {
  $summary,
  $summaryBusy,
  $summaryError,
  $summaryStatus,
  GlobalSummaryGate,
  summaryRefreshed,
} from '../model.ts';
import './global-pay.css';

/**
 * /transfer/external/global-summary?batchId= (spec 2 §2 transfer-external-global-summary): the submitted batch, each
 * payment's receive link and its status as the server says it (spec 2 §4), and the way to the batch history.
 */
export function GlobalSummaryPage() {
  const [search] = useSearchParams();
  const batchId = batchIdOf(search.get('batchId'));
  useGate(GlobalSummaryGate, { batchId });
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [summary, status, error, busy, refresh] = useUnit([
    $summary,
    $summaryStatus,
    $summaryError,
    $summaryBusy,
    summaryRefreshed,
  ]);
  const history = (
    <p>
      <Link to={paths.historyBatchTransfers.getHref()}>{t('globalPay.batchHistory')}</Link>
    </p>
  );
  if (batchId === null)
    return (
      <div className="global-pay">
        <h1>{t('globalPay.summaryTitle')}</h1>
        <p className="empty">{t('globalPay.summaryNoBatch')}</p>
        <p>
          <Link to={paths.transferMassGlobal.getHref()}>{t('globalPay.newBatch')}</Link>
        </p>
        {history}
      </div>
    );
  return (
    <div className="global-pay">
      <h1>{t('globalPay.summaryTitle')}</h1>
      <Loadable status={status} error={error} onRetry={() => refresh()} lines={6}>
        {() => {
          if (!summary) return null;
          const { batch, counts } = summary;
          const money = (amount: string) => formatMoney(amount, batch.currencyCode, lang);
          return (
            <>
              <section className="panel" aria-labelledby="global-summary-batch">
                <h2 id="global-summary-batch">
                  {t('globalPay.batchTitle', { name: batch.batchName, batchId: batch.batchId })}{' '}
                  <span className="tag">{t(`globalPay.status_${batch.status}`)}</span>
                </h2>
                <Alert tone="info">
                  <p>
                    {batch.status === 'submitted'
                      ? t('globalPay.summarySubmitted')
                      : batch.status === 'rejected'
                        ? t('globalPay.rejected')
                        : t('globalPay.summaryDraft')}
                  </p>
                </Alert>
                <dl className="details-list global-totals">
                  <dt>{t('globalPay.payments')}</dt>
                  <dd>{batch.count}</dd>
                  <dt>{t('globalPay.totalDebit')}</dt>
                  <dd data-testid="summary-debit">{money(batch.totalDebit)}</dd>
                  {batch.submitted ? (
                    <>
                      <dt>{t('globalPay.submittedOn')}</dt>
                      <dd>{formatDateTime(batch.submitted, lang)}</dd>
                    </>
                  ) : null}
                  <dt>{t('globalPay.linkStatus_paid')}</dt>
                  <dd>{counts.paid}</dd>
                  <dt>{t('globalPay.linkStatus_sent')}</dt>
                  <dd>{counts.sent}</dd>
                </dl>
              </section>
              <section className="panel" aria-labelledby="global-summary-payments">
                <h2 id="global-summary-payments">{t('globalPay.payments')}</h2>
                {batch.payments.length === 0 ? (
                  <p className="empty">{t('globalPay.noPayments')}</p>
                ) : (
                  <div
                    className="global-table-scroll"
                    tabIndex={0}
                    role="region"
                    aria-labelledby="global-summary-payments"
                  >
                    <table className="global-table" aria-busy={busy || undefined}>
                      <thead>
                        <tr>
                          <th scope="col">{t('globalPay.col_id')}</th>
                          <th scope="col" className="num">
                            {t('globalPay.col_amount')}
                          </th>
                          <th scope="col">{t('globalPay.col_beneficiaryName')}</th>
                          <th scope="col">{t('globalPay.col_beneficiaryEmail')}</th>
                          <th scope="col">{t('globalPay.col_status')}</th>
                          <th scope="col">{t('globalPay.col_link')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {batch.payments.map((p) => (
                          <tr key={p.id} data-testid={`summary-payment-${String(p.id)}`}>
                            <th scope="row">{p.id}</th>
                            <td className="num">{money(p.amount)}</td>
                            <td>{p.beneficiaryName}</td>
                            <td className="global-email">{p.beneficiaryEmail}</td>
                            <td data-testid="link-status">
                              {t(`globalPay.linkStatus_${linkStatusOf(p.status, p.removed)}`)}
                            </td>
                            <td>
                              {p.receiveLink && !p.removed ? (
                                <a
                                  href={p.receiveLink}
                                  target="_blank"
                                  rel="noreferrer"
                                  aria-label={t('globalPay.openLink', { id: p.id })}
                                >
                                  {t('globalPay.receiveLink')}
                                </a>
                              ) : (
                                '—'
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                <div className="form-footer">
                  <Button variant="secondary" disabled={busy} onClick={() => refresh()}>
                    {t('globalPay.refresh')}
                  </Button>
                </div>
              </section>
            </>
          );
        }}
      </Loadable>
      {history}
      <p>
        <Link to={paths.transferMassGlobal.getHref()}>{t('globalPay.newBatch')}</Link>
      </p>
    </div>
  );
}
