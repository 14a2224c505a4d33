import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accessInfo } from '../../../entities/customer/index.ts';
import { useRealtimeEvent, useMessageText } from '../../../shared/api/index.ts';
import type { MoneyOutcomeView } from '../../../shared/money-outcome/index.ts';
import { homeHref, useNavigate } from '../../../shared/routes/index.ts';
import { Button, CodeDialog, Dialog } from '../../../shared/ui/index.ts';
import { successTitleKey } from '../lib.ts';
import {
  $approval,
  $approvalBusy,
  $approvalError,
  $resent,
  approveOutcome,
  closed,
  codeSubmitted,
  realtimeReceived,
  resendClicked,
  retryClicked,
  retryOutcome,
} from '../model.ts';

/**
 * An approval or a retry whose answer is being checked (shared/api money-outcome.ts): "checking" with a progress
 * bar, or not confirmed with "do not pay again" and "Check again" (the same key). The page's outcome block
 * (features/payment-outcome) says the same for submits; a popup cannot show it, so it has its own lines here.
 */
function OutcomeNote({ outcome }: { outcome: MoneyOutcomeView }) {
  const { t } = useTranslation();
  const [phase, checked, checkAgain] = useUnit([outcome.$phase, outcome.$checked, outcome.checkAgain]);
  const checking = checked && (phase === 'checking' || phase === 'sending');
  return (
    <div aria-live="polite">
      {checking ? (
        <>
          <p>{t('paymentOutcome.checking')}</p>
          <progress className="payment-outcome-progress" aria-label={t('paymentOutcome.progress')} />
        </>
      ) : null}
      {phase === 'unknown' ? (
        <>
          <p>
            <strong>{t('paymentOutcome.unknown')}</strong> {t('paymentOutcome.unknownText')}
          </p>
          <Button variant="secondary" onClick={() => checkAgain()}>
            {t('paymentOutcome.checkAgain')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function CodeStep({ sentTo }: { sentTo: string }) {
  const { t } = useTranslation();
  const [error, busy, resent, submit, resend, close] = useUnit([
    $approvalError,
    $approvalBusy,
    $resent,
    codeSubmitted,
    resendClicked,
    closed,
  ]);
  const text = useMessageText();
  return (
    <CodeDialog
      formId="approve-transfer-code"
      labels={{
        title: t('approveTransfer.codeTitle'),
        sentTo: t('approveTransfer.codeSentTo', { to: sentTo }),
        approve: t('approveTransfer.approve'),
        resend: t('approveTransfer.resend'),
        cancel: t('common.cancel'),
        code: t('approveTransfer.code'),
        codeRequired: t('approveTransfer.codeRequired'),
        resent: t('approveTransfer.resent'),
      }}
      busy={busy}
      resent={resent}
      error={error ? text(error) : null}
      onSubmit={(code) => submit(code)}
      onResend={() => resend()}
      onClose={() => close()}
    >
      <OutcomeNote outcome={approveOutcome} />
    </CodeDialog>
  );
}

/** The approval popups of one submitted transfer (spec 2 §4, §8; spec 3 §4). Mount it once on a transfer page. */
export function ApproveTransfer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [approval, accessInfo, busy, error, close, retry, received] = useUnit([
    $approval,
    $accessInfo,
    $approvalBusy,
    $approvalError,
    closed,
    retryClicked,
    realtimeReceived,
  ]);
  const waiting = approval !== null && (approval.step === 'push' || approval.step === 'code');
  const onEvent = (e: { type: string; payload: Record<string, unknown> }) =>
    received({ type: e.type, transactionId: e.payload.transactionId });
  useRealtimeEvent(waiting, 'TransactionCompleted', onEvent);
  useRealtimeEvent(waiting, 'TransactionRejected', onEvent);
  useRealtimeEvent(waiting, 'TransactionFailed', onEvent);
  const text = useMessageText();

  if (!approval) return null;
  switch (approval.step) {
    case 'code':
      return <CodeStep sentTo={approval.sentTo} />;
    case 'push':
      return (
        <Dialog
          title={t('approveTransfer.pushTitle')}
          onClose={() => close()}
          actions={
            <Button variant="secondary" onClick={() => close()}>
              {t('approveTransfer.hide')}
            </Button>
          }
        >
          <p role="status">{t('approveTransfer.pushText', { to: approval.sentTo })}</p>
        </Dialog>
      );
    case 'success':
      return (
        <Dialog
          title={t(successTitleKey(accessInfo?.accessRights))}
          onClose={() => close()}
          actions={
            <>
              <Button
                onClick={() => {
                  close();
                  void navigate(homeHref);
                }}
              >
                {t('approveTransfer.goToHome')}
              </Button>
              <Button variant="secondary" onClick={() => close()}>
                {t('approveTransfer.newTransfer')}
              </Button>
            </>
          }
        >
          <p role="status">{t('approveTransfer.successText', { id: approval.operationId })}</p>
        </Dialog>
      );
    default:
      return (
        <Dialog
          title={t(approval.step === 'rejected' ? 'transaction.rejected' : 'transaction.failed')}
          onClose={() => close()}
          actions={
            <>
              <Button disabled={busy} onClick={() => retry()}>
                {t('approveTransfer.retry')}
              </Button>
              <Button variant="secondary" onClick={() => close()}>
                {t('common.close')}
              </Button>
            </>
          }
        >
          <p role="alert">{t(approval.step === 'rejected' ? 'transaction.rejected' : 'transaction.failed')}</p>
          {error ? <p>{text(error)}</p> : null}
          <OutcomeNote outcome={retryOutcome} />
        </Dialog>
      );
  }
}
