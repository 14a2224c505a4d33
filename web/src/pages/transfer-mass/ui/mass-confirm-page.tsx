import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ApproveTransfer } from '../../../features/approve-transfer/index.ts';
import { PaymentOutcome } from '../../../features/payment-outcome/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Alert, Button, Skeleton } from '../../../shared/ui/index.ts';
import {
  $approvalEnd,
  $batch,
  $foundBatch,
  $preview,
  $progress,
  $submitError,
  $submitRowErrors,
  $submitting,
  MassConfirmGate,
  confirmClicked,
  submitOutcome,
  uploadHrefOf,
} from '../model.ts';
import { RowErrors } from './row-errors.tsx';
import './transfer-mass.css';

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.round((loaded / total) * 100) : 0);

/**
 * /transfer/external/mass/confirm and /transfer/mass/p2p/confirm: the previewed summary (spec 2 §4 "a preview call
 * (summary only) comes first, then the real submit"), Confirm, then the approval and the outcome. Without a preview
 * the model sends the user back to the upload with a note.
 */
export function TransferMassConfirmPage({ flow }: { flow: 'external' | 'p2p' }) {
  useGate(MassConfirmGate, { flow });
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useMessageText();
  const [preview, busy, progress, error, rowErrors, batch, found, approvalEnd, phase, confirm] = useUnit([
    $preview,
    $submitting,
    $progress,
    $submitError,
    $submitRowErrors,
    $batch,
    $foundBatch,
    $approvalEnd,
    submitOutcome.$phase,
    confirmClicked,
  ]);
  if (!preview || (preview.flow === 'p2p') !== (flow === 'p2p')) return <Skeleton label={t('common.loading')} />;
  const { summary } = preview;
  const paid = phase === 'paid';
  /** what the page says of a paid batch: its answer (and its approval), or the batch found in the batch history */
  const sentKey = !batch
    ? 'massTransfer.foundInBatches'
    : batch.repeated
      ? 'massTransfer.repeated'
      : batch.status !== 'processing'
        ? `massTransfer.sent_${batch.status}`
        : approvalEnd === 'completed'
          ? 'massTransfer.sent_approved'
          : approvalEnd !== null
            ? 'massTransfer.sent_notPaid'
            : 'massTransfer.sent_processing';
  const sentId = batch?.batchId ?? found?.id;
  return (
    <>
      <h1>{t(`massTransfer.titles.${preview.flow}`)}</h1>
      <section className="panel" aria-labelledby="mass-summary">
        <h2 id="mass-summary">{t('massTransfer.summaryTitle')}</h2>
        <dl className="details-list" data-testid="mass-summary">
          <dt>{t('massTransfer.batchName')}</dt>
          <dd>{preview.batchName}</dd>
          <dt>{t('massTransfer.account')}</dt>
          <dd>{`${summary.currencyCode} · ${String(preview.accountId)}`}</dd>
          <dt>{t('massTransfer.count')}</dt>
          <dd data-testid="mass-count">{summary.count}</dd>
          <dt>{t('massTransfer.total')}</dt>
          <dd data-testid="mass-total">{formatMoney(summary.total, summary.currencyCode, lang)}</dd>
          <dt>{t('massTransfer.fee')}</dt>
          <dd data-testid="mass-fee">{formatMoney(summary.totalFee, summary.currencyCode, lang)}</dd>
          <dt>{t('massTransfer.currency')}</dt>
          <dd>{summary.currencyCode}</dd>
        </dl>
        {busy && progress ? (
          <div className="mass-progress">
            <progress value={progress.loaded} max={progress.total || 1} aria-label={t('massTransfer.progress')} />
            <span aria-hidden="true">
              {t('massTransfer.percent', { percent: percentOf(progress.loaded, progress.total) })}
            </span>
          </div>
        ) : null}
        {error ? (
          <Alert>
            <p>{text(error)}</p>
          </Alert>
        ) : null}
        {rowErrors ? <RowErrors rows={rowErrors} /> : null}
        {paid && sentId !== undefined ? (
          <Alert tone="info">
            <p data-testid="mass-result">{t(sentKey, { id: sentId })}</p>
            <p>
              <Link to={paths.historyBatchTransfers.getHref()}>{t('massTransfer.toBatches')}</Link>
              {' · '}
              <Link to={paths.history.getHref()}>{t('massTransfer.toHistory')}</Link>
            </p>
          </Alert>
        ) : null}
        <div className="form-footer">
          {paid ? (
            <Link to={uploadHrefOf(preview.flow)}>{t('massTransfer.newBatch')}</Link>
          ) : (
            <>
              <Link to={uploadHrefOf(preview.flow)}>{t('massTransfer.change')}</Link>
              {phase !== 'unknown' ? (
                <Button onClick={() => confirm()} disabled={busy} aria-busy={busy || undefined}>
                  {busy ? t('transfers.sending') : t('massTransfer.confirm')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </section>
      <PaymentOutcome outcome={submitOutcome} />
      <ApproveTransfer />
    </>
  );
}
