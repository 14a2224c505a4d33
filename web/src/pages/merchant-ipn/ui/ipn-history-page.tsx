import type { IpnMessage } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $canLoadMore,
  $confirmError,
  $confirming,
  $details,
  $detailsError,
  $detailsId,
  $detailsStatus,
  $listError,
  $loading,
  $messages,
  $status,
  IpnHistoryGate,
  confirmClicked,
  detailsClosed,
  detailsOpened,
  detailsRetried,
  loadMoreClicked,
  retried,
} from '../model.ts';
import './merchant-ipn.css';

function StatusText({ message }: { message: IpnMessage }) {
  const { t } = useTranslation();
  return (
    <span className={`merchant-ipn-status merchant-ipn-status-${message.status}`}>
      {t(`merchantHooks.ipn.statuses.${message.status}`)}
    </span>
  );
}

function DetailsDialog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  const [message, status, error, confirming, confirmError] = useUnit([
    $details,
    $detailsStatus,
    $detailsError,
    $confirming,
    $confirmError,
  ]);
  const [close, retry, confirm] = useUnit([detailsClosed, detailsRetried, confirmClicked]);
  const canConfirm = message !== null && message.status !== 'confirmed';
  return (
    <Dialog
      title={t('merchantHooks.ipn.detailsTitle')}
      onClose={() => close()}
      actions={
        <>
          <Button variant="secondary" onClick={() => close()}>
            {t('common.close')}
          </Button>
          {canConfirm ? (
            <Button disabled={confirming !== null} onClick={() => confirm(message.id)}>
              {confirming === message.id ? t('merchantHooks.ipn.confirming') : t('merchantHooks.ipn.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {confirmError ? (
        <Alert>
          <p>{text(confirmError)}</p>
        </Alert>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => retry()} lines={4} shown={message !== null}>
        {() =>
          message === null ? null : (
            <dl className="merchant-ipn-details">
              <dt>{t('merchantHooks.ipn.id')}</dt>
              <dd>{message.id}</dd>
              <dt>{t('merchantHooks.ipn.event')}</dt>
              <dd>{message.event}</dd>
              <dt>{t('merchantHooks.ipn.amount')}</dt>
              <dd>{formatMoney(message.amount, message.currencyCode, lang)}</dd>
              <dt>{t('merchantHooks.ipn.payment')}</dt>
              <dd>{message.paymentId}</dd>
              {message.payerName !== undefined ? (
                <>
                  <dt>{t('merchantHooks.ipn.payer')}</dt>
                  <dd>{String(message.payerName)}</dd>
                </>
              ) : null}
              <dt>{t('merchantHooks.ipn.status')}</dt>
              <dd>
                <StatusText message={message} />
              </dd>
              <dt>{t('merchantHooks.ipn.notifyUrl')}</dt>
              <dd className="merchant-hooks-url">{message.notifyUrl || t('merchantHooks.ipn.noNotifyUrl')}</dd>
              <dt>{t('merchantHooks.ipn.httpStatus')}</dt>
              <dd>{message.httpStatus ?? t('merchantHooks.log.noAnswer')}</dd>
              {message.error ? (
                <>
                  <dt>{t('merchantHooks.log.error')}</dt>
                  <dd>{message.error}</dd>
                </>
              ) : null}
              <dt>{t('merchantHooks.ipn.created')}</dt>
              <dd>{formatDateTime(message.createdAt, lang)}</dd>
              {message.confirmedAt ? (
                <>
                  <dt>{t('merchantHooks.ipn.confirmedAt')}</dt>
                  <dd>{formatDateTime(message.confirmedAt, lang)}</dd>
                </>
              ) : null}
              <dt>{t('merchantHooks.log.requestBody')}</dt>
              <dd>
                <pre>{message.requestBody}</pre>
              </dd>
            </dl>
          )
        }
      </Loadable>
    </Dialog>
  );
}

/**
 * /merchant/ipn/history (spec 3 §2, §3 "IPN message list", §7 "IPN message list (pageSize 25), get, confirm (id)"):
 * 25 a page, "Load more" while the spec 3 §5 flag holds, a message's details in a dialog, "Confirm" on an unconfirmed one.
 */
export function IpnHistoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  useGate(IpnHistoryGate);
  const [loaded, status, error, loading, canLoadMore, detailsId, confirming, confirmError] = useUnit([
    $messages,
    $status,
    $listError,
    $loading,
    $canLoadMore,
    $detailsId,
    $confirming,
    $confirmError,
  ]);
  const [retry, more, open, confirm] = useUnit([retried, loadMoreClicked, detailsOpened, confirmClicked]);

  return (
    <MerchantLayout title={t('merchantHooks.ipn.historyTitle')}>
      {confirmError && detailsId === null ? (
        <Alert>
          <p>{text(confirmError)}</p>
        </Alert>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={loaded !== null}>
        {() =>
          loaded === null ? null : loaded.messages.length === 0 ? (
            <p className="empty">{t('merchantHooks.ipn.empty')}</p>
          ) : (
            <>
              <p aria-live="polite">
                {t('merchantHooks.ipn.shown', { n: loaded.messages.length, total: loaded.total })}
              </p>
              <table className="table merchant-hooks-ipn" aria-busy={loading}>
                <caption className="visually-hidden">{t('merchantHooks.ipn.historyTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('merchantHooks.ipn.created')}</th>
                    <th scope="col">{t('merchantHooks.ipn.event')}</th>
                    <th scope="col" className="num">
                      {t('merchantHooks.ipn.amount')}
                    </th>
                    <th scope="col">{t('merchantHooks.ipn.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('merchantHooks.webhooks.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.messages.map((m) => {
                    const label = `${m.event} ${formatDateTime(m.createdAt, lang)}`;
                    return (
                      <tr key={m.id} data-status={m.status}>
                        <td>{formatDateTime(m.createdAt, lang)}</td>
                        <td>{m.event}</td>
                        <td className="num">{formatMoney(m.amount, m.currencyCode, lang)}</td>
                        <td>
                          <StatusText message={m} />
                        </td>
                        <td className="merchant-hooks-actions">
                          <Button
                            variant="link"
                            aria-label={t('merchantHooks.ipn.detailsOf', { label })}
                            onClick={() => open(m.id)}
                          >
                            {t('merchantHooks.ipn.details')}
                          </Button>
                          {m.status !== 'confirmed' ? (
                            <Button
                              variant="secondary"
                              disabled={confirming !== null}
                              aria-label={t('merchantHooks.ipn.confirmOf', { label })}
                              onClick={() => confirm(m.id)}
                            >
                              {confirming === m.id ? t('merchantHooks.ipn.confirming') : t('merchantHooks.ipn.confirm')}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {canLoadMore ? (
                <Button variant="secondary" disabled={loading} onClick={() => more()}>
                  {loading ? t('common.loading') : t('merchantHooks.ipn.loadMore')}
                </Button>
              ) : null}
            </>
          )
        }
      </Loadable>
      {detailsId !== null ? <DetailsDialog /> : null}
    </MerchantLayout>
  );
}
