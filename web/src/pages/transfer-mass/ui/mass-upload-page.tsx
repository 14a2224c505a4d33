import { massColumns } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import { massMethodOf } from '../../../entities/external-transfer/index.ts';
import { type MassFlow, sampleTypeOf } from '../lib.ts';
import {
  $accountId,
  $accountsStatus,
  $attempted,
  $availableStatus,
  $batchName,
  $file,
  $mode,
  $noPreviewNote,
  $offered,
  $previewError,
  $previewing,
  $problems,
  $progress,
  $rowErrors,
  $sampleLinks,
  $sampleLinksStatus,
  $sources,
  $text,
  MassUploadGate,
  accountChanged,
  accountsRetryClicked,
  batchNameChanged,
  fileChanged,
  modeChanged,
  previewClicked,
  sampleRetryClicked,
  textChanged,
} from '../model.ts';
import { MassNav } from './mass-nav.tsx';
import { RowErrors } from './row-errors.tsx';

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.round((loaded / total) * 100) : 0);

function SampleLink({ flow }: { flow: MassFlow }) {
  const { t } = useTranslation();
  const [links, status, retry] = useUnit([$sampleLinks, $sampleLinksStatus, sampleRetryClicked]);
  const link = links.find((l) => l.type === sampleTypeOf[flow]);
  const columns = flow === 'p2p' ? null : massColumns[massMethodOf[flow]];
  return (
    <section className="panel" aria-labelledby="mass-sample">
      <h2 id="mass-sample">{t('massTransfer.sampleTitle')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('massTransfer.sampleFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={1}
      >
        {() =>
          link ? (
            <p>
              <a href={link.url} download={link.fileName}>
                {t('massTransfer.sampleLink', { name: link.fileName })}
              </a>
            </p>
          ) : (
            <p className="empty">{t('massTransfer.sampleNone')}</p>
          )
        }
      </LoadStatus>
      {columns ? (
        <p className="hint mass-columns">
          {t('massTransfer.columns', { columns: columns.required.join(', ') })}{' '}
          {t('massTransfer.optionalColumns', { columns: columns.optional.join(', ') })}
        </p>
      ) : (
        <p className="hint">{t('massTransfer.p2pFormat')}</p>
      )}
    </section>
  );
}

function UploadForm({ flow }: { flow: MassFlow }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const fileId = useId();
  const textId = useId();
  const [sources, accountId, batchName, file, mode, typed, problems, attempted] = useUnit([
    $sources,
    $accountId,
    $batchName,
    $file,
    $mode,
    $text,
    $problems,
    $attempted,
  ]);
  const [busy, progress, rowErrors, error, status] = useUnit([
    $previewing,
    $progress,
    $rowErrors,
    $previewError,
    $accountsStatus,
  ]);
  const [pickAccount, changeName, pickFile, changeMode, changeText, preview, retry] = useUnit([
    accountChanged,
    batchNameChanged,
    fileChanged,
    modeChanged,
    textChanged,
    previewClicked,
    accountsRetryClicked,
  ]);
  const problemText = (field: 'file' | 'batchName' | 'accountId') => {
    const p = problems[field];
    if (!p || !attempted) return null;
    if (field === 'file' && flow === 'p2p' && mode === 'text' && p === 'required')
      return t('massTransfer.errors.rowsRequired');
    return t(`massTransfer.errors.${field}_${p}`);
  };
  const fileError = problemText('file');
  const typedRows = flow === 'p2p' && mode === 'text';
  return (
    <section className="panel" aria-labelledby="mass-upload">
      <h2 id="mass-upload">{t('massTransfer.uploadTitle')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('transfers.accountsFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={4}
      >
        {() =>
          sources.length === 0 ? (
            <p className="empty">{t('transfers.noPaymentAccount')}</p>
          ) : (
            <form
              className="form mass-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                preview();
              }}
            >
              <SelectField
                label={t('massTransfer.account')}
                name="accountId"
                placeholder={t('transfers.chooseAccount')}
                value={accountId}
                error={problemText('accountId')}
                onChange={pickAccount}
                options={sources.map((a) => ({
                  id: a.accountId,
                  label: `${a.currencyCode} · ${String(a.accountId)} · ${formatMoney(a.balance, a.currencyCode, i18n.language)}`,
                }))}
              />
              <TextField
                label={t('massTransfer.batchName')}
                name="batchName"
                autoComplete="off"
                maxLength={100}
                value={batchName}
                onChange={(e) => changeName(e.target.value)}
                error={problemText('batchName')}
              />
              {flow === 'p2p' ? (
                <fieldset>
                  <legend>{t('massTransfer.rowsAs')}</legend>
                  <label>
                    <input
                      type="radio"
                      name="mode"
                      value="text"
                      checked={mode === 'text'}
                      onChange={() => changeMode('text')}
                    />{' '}
                    {t('massTransfer.asText')}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name="mode"
                      value="file"
                      checked={mode === 'file'}
                      onChange={() => changeMode('file')}
                    />{' '}
                    {t('massTransfer.asFile')}
                  </label>
                </fieldset>
              ) : null}
              {typedRows ? (
                <div className={fileError ? 'field field-invalid' : 'field'}>
                  <label htmlFor={textId}>{t('massTransfer.rows')}</label>
                  <textarea
                    id={textId}
                    name="text"
                    rows={6}
                    spellCheck={false}
                    value={typed}
                    placeholder="name@example.com,10.00,Lunch"
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={fileError ? `${textId}-error` : `${textId}-hint`}
                    onChange={(e) => changeText(e.target.value)}
                  />
                  <p id={`${textId}-hint`} className="hint">
                    {t('massTransfer.p2pFormat')}
                  </p>
                  {fileError ? (
                    <p id={`${textId}-error`} className="field-error">
                      {fileError}
                    </p>
                  ) : null}
                </div>
              ) : (
                <div className={fileError ? 'field field-invalid' : 'field'}>
                  <label htmlFor={fileId}>{t('massTransfer.file')}</label>
                  <input
                    id={fileId}
                    name="file"
                    type="file"
                    accept=".csv,text/csv,text/plain"
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={fileError ? `${fileId}-error` : undefined}
                    onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
                  />
                  {file ? <p className="hint">{t('massTransfer.fileChosen', { name: file.name })}</p> : null}
                  {fileError ? (
                    <p id={`${fileId}-error`} className="field-error">
                      {fileError}
                    </p>
                  ) : null}
                </div>
              )}
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
              <div className="form-footer">
                <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? t('massTransfer.previewing') : t('massTransfer.preview')}
                </Button>
              </div>
            </form>
          )
        }
      </LoadStatus>
    </section>
  );
}

/** /transfer/mass/wire|eft|oct|digital and /transfer/mass/p2p: the sample, the upload and its preview. */
export function TransferMassUploadPage({ flow }: { flow: MassFlow }) {
  useGate(MassUploadGate, { flow });
  const { t } = useTranslation();
  const [offered, status, note] = useUnit([$offered, $availableStatus, $noPreviewNote]);
  const allowed = flow === 'p2p' ? offered.p2p : offered.kinds.includes(flow);
  return (
    <>
      <h1>{t(`massTransfer.titles.${flow}`)}</h1>
      <TransfersNav />
      <MassNav />
      {note ? (
        <Alert tone="info">
          <p>{t('massTransfer.noPreview')}</p>
        </Alert>
      ) : null}
      {status === 'ready' && !allowed ? (
        <Alert tone="info">
          <p>{t('massTransfer.notOffered')}</p>
        </Alert>
      ) : (
        <>
          <SampleLink flow={flow} />
          <UploadForm flow={flow} />
        </>
      )}
    </>
  );
}
