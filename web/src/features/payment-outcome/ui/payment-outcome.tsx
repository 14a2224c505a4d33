import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import type { MoneyOutcomeView } from '../../../shared/money-outcome/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { type OutcomeWording, outcomeTextKeys, progressKey } from '../lib.ts';
import './payment-outcome.css';

/**
 * The outcome of a money call whose answer had to be checked (shared/api money-outcome.ts): "checking" with a
 * progress indicator, then paid with the history row, not paid with the reason, or not confirmed with what to
 * do (never "pay again"; "Check again" sends the same payment, with the same key). Nothing while the call had
 * its answer at once: the form's error and the approval popups say it then. The live region is always in the
 * page, so a screen reader hears each change.
 */
export function PaymentOutcome({
  outcome,
  wording = 'payment',
}: {
  outcome: MoneyOutcomeView;
  /** 'approval': a business approval's wording (spec 2 §7 'Business approvals') */
  wording?: OutcomeWording;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useMessageText();
  const [phase, checked, row, reason, checkAgain] = useUnit([
    outcome.$phase,
    outcome.$checked,
    outcome.$historyRow,
    outcome.$reason,
    outcome.checkAgain,
  ]);
  const titleId = useId();
  const keys = checked ? outcomeTextKeys(phase, row?.status ?? null, wording) : null;
  return (
    <div className="payment-outcome-live" aria-live="polite" aria-atomic="true">
      {keys ? (
        <section
          className={`panel payment-outcome payment-outcome-${phase}`}
          aria-labelledby={titleId}
          data-testid="payment-outcome"
        >
          <h2 id={titleId}>{t(keys.title)}</h2>
          {phase === 'checking' || phase === 'sending' ? (
            <progress className="payment-outcome-progress" aria-label={t(progressKey(wording))} />
          ) : null}
          <p>{t(keys.text)}</p>
          {phase === 'notPaid' && reason ? <p className="payment-outcome-reason">{text(reason)}</p> : null}
          {row ? (
            <dl className="details-list" aria-label={t('paymentOutcome.historyRow')}>
              <dt>{t('history.columns.date')}</dt>
              <dd>{formatDateTime(row.created, lang)}</dd>
              <dt>{t('history.columns.details')}</dt>
              <dd>{row.description}</dd>
              <dt>{t('history.columns.amount')}</dt>
              <dd data-testid="payment-outcome-amount">{formatMoney(row.amount, row.currencyCode, lang)}</dd>
              <dt>{t('history.columns.fee')}</dt>
              <dd>{formatMoney(row.fee, row.currencyCode, lang)}</dd>
              <dt>{t('history.columns.status')}</dt>
              <dd>{t(`history.statuses.${row.status}`)}</dd>
            </dl>
          ) : null}
          {phase === 'unknown' ? (
            <div className="form-footer">
              <Button variant="secondary" onClick={() => checkAgain()}>
                {t('paymentOutcome.checkAgain')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
