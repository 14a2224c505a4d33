import type { Subscriber } from '@app/contracts';
import { merchantSubscriberLimits } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, ConfirmDialog, Dialog } from '../../../shared/ui/index.ts';
import { Pager, pagesOf } from '../../../shared/ui/pager.tsx';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $cancelBusy,
  $cancelError,
  $cancelled,
  $cancelling,
  $installments,
  $installmentsError,
  $installmentsOf,
  $installmentsStatus,
  $listError,
  $loading,
  $page,
  $status,
  SubscribersGate,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  installmentsClosed,
  installmentsOpened,
  installmentsRetried,
  pageChosen,
  retried,
} from '../model.ts';
import './merchant-subscribers.css';

function CancelDialog({ subscriber }: { subscriber: Subscriber }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [busy, error, confirm, dismiss] = useUnit([$cancelBusy, $cancelError, cancelConfirmed, cancelDismissed]);
  return (
    <ConfirmDialog
      title={t('merchantSubscribers.cancelTitle')}
      confirmLabel={busy ? t('merchantSubscribers.cancelling') : t('merchantSubscribers.cancelConfirm')}
      cancelLabel={t('merchantSubscribers.keep')}
      busy={busy}
      onConfirm={() => confirm()}
      onCancel={() => dismiss()}
    >
      <p>
        {t('merchantSubscribers.cancelText', {
          name: subscriber.subscriberName,
          amount: formatMoney(subscriber.amount, subscriber.currencyCode, i18n.resolvedLanguage ?? 'en'),
          period: t(`merchantSubscribers.periods.${subscriber.period}`),
        })}
      </p>
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

function InstallmentsDialog({ subscriber }: { subscriber: Subscriber }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [rows, status, error, close, retry] = useUnit([
    $installments,
    $installmentsStatus,
    $installmentsError,
    installmentsClosed,
    installmentsRetried,
  ]);
  return (
    <Dialog
      title={t('merchantSubscribers.installmentsTitle', { name: subscriber.subscriberName })}
      onClose={() => close()}
      actions={
        <Button variant="secondary" onClick={() => close()}>
          {t('common.close')}
        </Button>
      }
    >
      <Loadable status={status} error={error} onRetry={() => retry()} lines={4} shown={rows !== null}>
        {() =>
          rows === null ? null : rows.length === 0 ? (
            <p className="empty">{t('merchantSubscribers.noInstallments')}</p>
          ) : (
            <table className="table merchant-subscribers-installments">
              <caption className="visually-hidden">
                {t('merchantSubscribers.installmentsTitle', { name: subscriber.subscriberName })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('merchantSubscribers.number')}</th>
                  <th scope="col">{t('merchantSubscribers.date')}</th>
                  <th scope="col" className="num">
                    {t('merchantSubscribers.amount')}
                  </th>
                  <th scope="col">{t('merchantSubscribers.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.number} data-status={r.status}>
                    <td>{r.number}</td>
                    <td>{r.date}</td>
                    <td className="num">{formatMoney(r.amount, r.currencyCode, lang)}</td>
                    <td>{t(`merchantSubscribers.installmentStatuses.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loadable>
    </Dialog>
  );
}

/**
 * /merchant/accounts/subscribers (spec 3 §2; §7 "Subscriber list (pageSize 50, pageNumber 1), subscriber cancel
 * (subscriptionId), installment list"; §9 "Subscribers page 50"): the customers who pay the merchant by subscription,
 * 50 a page; cancel one after a confirmation; its installments in a dialog.
 */
export function SubscribersPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  useGate(SubscribersGate);
  const [page, status, error, loading, cancelling, cancelled, installmentsOf] = useUnit([
    $page,
    $status,
    $listError,
    $loading,
    $cancelling,
    $cancelled,
    $installmentsOf,
  ]);
  const [choosePage, retry, cancel, openInstallments] = useUnit([
    pageChosen,
    retried,
    cancelClicked,
    installmentsOpened,
  ]);
  const pages = pagesOf(page?.total ?? 0, merchantSubscriberLimits.pageSize);
  return (
    <MerchantLayout title={t('merchantSubscribers.title')}>
      <p className="merchant-subscribers-intro">{t('merchantSubscribers.intro')}</p>
      {cancelled ? (
        <Alert tone="info">
          <p>{t('merchantSubscribers.cancelDone', { name: cancelled.subscriberName })}</p>
        </Alert>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={page !== null}>
        {() =>
          page === null ? null : page.total === 0 ? (
            <p className="empty">{t('merchantSubscribers.empty')}</p>
          ) : (
            <>
              <table className="table merchant-subscribers" aria-busy={loading}>
                <caption className="visually-hidden">{t('merchantSubscribers.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('merchantSubscribers.subscriber')}</th>
                    <th scope="col" className="num">
                      {t('merchantSubscribers.amount')}
                    </th>
                    <th scope="col">{t('merchantSubscribers.period')}</th>
                    <th scope="col">{t('merchantSubscribers.started')}</th>
                    <th scope="col">{t('merchantSubscribers.next')}</th>
                    <th scope="col">{t('merchantSubscribers.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('merchantSubscribers.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.subscribers.map((s) => (
                    <tr key={s.subscriptionId} data-status={s.status}>
                      <td>
                        <span className="merchant-subscribers-name">{s.subscriberName}</span>
                        <span className="merchant-subscribers-email">{s.subscriberEmail}</span>
                      </td>
                      <td className="num">{formatMoney(s.amount, s.currencyCode, lang)}</td>
                      <td>{t(`merchantSubscribers.periods.${s.period}`)}</td>
                      <td>{s.startDate}</td>
                      <td>{s.nextDate ?? '—'}</td>
                      <td>
                        <span className={`merchant-subscribers-status merchant-subscribers-status-${s.status}`}>
                          {t(`merchantSubscribers.statuses.${s.status}`)}
                        </span>
                      </td>
                      <td className="merchant-subscribers-actions">
                        <Button
                          variant="link"
                          aria-label={t('merchantSubscribers.installmentsOf', { name: s.subscriberName })}
                          onClick={() => openInstallments(s)}
                        >
                          {t('merchantSubscribers.installments')}
                        </Button>
                        {s.status === 'active' ? (
                          <Button
                            variant="secondary"
                            aria-label={t('merchantSubscribers.cancelOf', { name: s.subscriberName })}
                            onClick={() => cancel(s)}
                          >
                            {t('merchantSubscribers.cancel')}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages > 1 ? (
                <Pager
                  page={page.pageNumber}
                  pages={pages}
                  onPage={(n) => choosePage(n)}
                  label={t('merchantSubscribers.pages')}
                  previousLabel={t('merchantSubscribers.previous')}
                  nextLabel={t('merchantSubscribers.nextPage')}
                  pageLabel={t('merchantSubscribers.pageOf', { page: page.pageNumber, pages })}
                  busy={loading}
                />
              ) : null}
            </>
          )
        }
      </Loadable>
      {cancelling ? <CancelDialog subscriber={cancelling} /> : null}
      {installmentsOf ? <InstallmentsDialog subscriber={installmentsOf} /> : null}
    </MerchantLayout>
  );
}
