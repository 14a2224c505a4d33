import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accounts } from '../../../entities/account/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, LoadStatus } from '../../../shared/ui/index.ts';
import { templateUse } from '../lib.ts';
import {
  $recent,
  $recentStatus,
  $repeatBusy,
  $repeatError,
  $repeatUpdates,
  $templates,
  $templatesStatus,
  $type,
  recentRetryClicked,
  repeatClicked,
  templatePicked,
  templatesRetryClicked,
} from '../model.ts';
import { kindOf } from './kinds.ts';

/** Payment templates (spec 2 §3): usable ones fill the form, the others are shown disabled with the reason. */
export function Templates() {
  const { t } = useTranslation();
  const [templates, status, type, pick, retry] = useUnit([
    $templates,
    $templatesStatus,
    $type,
    templatePicked,
    templatesRetryClicked,
  ]);
  return (
    <section className="panel" aria-labelledby="external-templates">
      <h2 id="external-templates">{t('transferExternal.templates')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('transferExternal.templatesFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          templates.length === 0 ? (
            <p className="empty">{t('transferExternal.templatesEmpty')}</p>
          ) : (
            <ul className="item-list">
              {templates.map((tpl) => {
                const use = templateUse(tpl, type);
                const reasonId = `template-${String(tpl.templateId)}-reason`;
                return (
                  <li key={tpl.templateId} data-testid={`template-${String(tpl.templateId)}`}>
                    <span>
                      <strong>{tpl.name}</strong> · {tpl.beneficiaryName} · {tpl.countryCode} · {tpl.currencyCode}
                      {use.usable ? null : (
                        <span id={reasonId} className="template-reason">
                          {t(`externalTransfer.template.${use.reason}`)}
                        </span>
                      )}
                    </span>
                    <Button
                      variant="link"
                      disabled={!use.usable}
                      aria-describedby={use.usable ? undefined : reasonId}
                      aria-label={t('transferExternal.useTemplateNamed', { name: tpl.name })}
                      onClick={() => pick(tpl)}
                    >
                      {t('transferExternal.useTemplate')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}

/** The latest external transfers (spec 2 §9 limit 5) and their repeat (spec 2 §7 "Recent transfer details"). */
export function RecentExternalTransfers() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [accounts, recent, status, updates, repeatError, busy, repeat, retry] = useUnit([
    $accounts,
    $recent,
    $recentStatus,
    $repeatUpdates,
    $repeatError,
    $repeatBusy,
    repeatClicked,
    recentRetryClicked,
  ]);
  return (
    <section className="panel" aria-labelledby="external-recent">
      <h2 id="external-recent">{t('transfers.recent')}</h2>
      {updates ? (
        <Alert>
          <p>{t('transferExternal.repeatUpdatesTitle')}</p>
          <ul>
            {updates.updates.map((u) => (
              <li key={u}>{t(`externalTransfer.repeat.${u}`)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {repeatError ? (
        <Alert>
          <p>{text(repeatError)}</p>
        </Alert>
      ) : null}
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('transfers.recentFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={3}
      >
        {() =>
          recent.length === 0 ? (
            <p className="empty">{t('transfers.recentEmpty')}</p>
          ) : (
            <ul className="item-list">
              {recent.map((r) => {
                const d = r.details;
                const name = typeof d.beneficiaryName === 'string' ? d.beneficiaryName : (d.email ?? '');
                const kind = d.type in kindOf ? kindOf[d.type as keyof typeof kindOf] : d.type;
                // the amount left the source account, in its currency; currencyCode is what the beneficiary received
                const source = accounts.find((a) => a.accountId === d.fromAccountId);
                return (
                  <li key={r.transactionId} data-testid={`recent-${String(r.transactionId)}`}>
                    <span>
                      {t(`transfers.kinds.${kind}`)} · {name} ·{' '}
                      {formatMoney(d.amount, source?.currencyCode ?? d.currencyCode, i18n.language)}
                    </span>
                    <Button
                      variant="link"
                      disabled={r.isDisabled || busy}
                      aria-label={t('transferExternal.repeatNamed', { name })}
                      onClick={() => repeat(r)}
                    >
                      {t('transferExternal.repeat')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}
