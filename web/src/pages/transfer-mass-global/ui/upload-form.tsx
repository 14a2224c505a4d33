import { massUploadMissing } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsReloadRequested } from '../../../entities/account/index.ts';
import { accountListQuery } from '../../../entities/account/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/index.ts';
import { Alert, Button, ConfirmDialog, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $accountId,
  $batchName,
  $identical,
  $sampleLink,
  $sources,
  $uploadCanceled,
  $uploadError,
  $uploadProgress,
  $uploadTouched,
  $uploading,
  accountChosen,
  batchNameChanged,
  identicalConfirmed,
  identicalDismissed,
  uploadCanceled,
  uploadSubmitted,
} from '../model.ts';

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** Spec 2 §5 "Mass upload needs a file, a batch name and an account"; spec 2 §4 code 92 asks to confirm. */
export function UploadForm() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sources, accountId, batchName, touched, busy, progress, error, canceled, identical, sample] = useUnit([
    $sources,
    $accountId,
    $batchName,
    $uploadTouched,
    $uploading,
    $uploadProgress,
    $uploadError,
    $uploadCanceled,
    $identical,
    $sampleLink,
  ]);
  const [chooseAccount, changeName, submit, cancel, confirm, dismiss, reload] = useUnit([
    accountChosen,
    batchNameChanged,
    uploadSubmitted,
    uploadCanceled,
    identicalConfirmed,
    identicalDismissed,
    accountsReloadRequested,
  ]);
  const [status, accountsError] = useUnit([accountListQuery.$loadStatus, accountListQuery.$message]);
  const missing = touched
    ? massUploadMissing({ file: file ?? undefined, batchName, accountId: accountId ?? undefined })
    : [];
  const problem = (field: 'file' | 'batchName' | 'accountId') =>
    missing.includes(field) ? t(`globalPay.missing_${field}`) : null;

  return (
    <section className="panel" aria-labelledby="global-upload-title">
      <h2 id="global-upload-title">{t('globalPay.uploadTitle')}</h2>
      <p>{t('globalPay.uploadHint')}</p>
      {sample ? (
        <p>
          <a href={sample.url} download={sample.fileName}>
            {t('globalPay.sample')}
          </a>
        </p>
      ) : null}
      <LoadStatus
        status={status}
        error={status === 'failed' ? (accountsError ? text(accountsError) : t('globalPay.accountsFailed')) : null}
        onRetry={() => reload()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        shown={sources.length > 0}
        lines={4}
      >
        {() =>
          sources.length === 0 ? (
            <p className="empty">{t('globalPay.noAccounts')}</p>
          ) : (
            <form
              className="form global-upload"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submit(file);
              }}
            >
              {error ? (
                <Alert>
                  <p>{text(error.error)}</p>
                  {error.rowErrors.length > 0 ? (
                    <ul className="global-row-errors">
                      {error.rowErrors.map((r) => (
                        <li key={`${String(r.row)}:${r.field}`}>
                          {t('globalPay.rowError', { row: r.row, field: r.field, reason: r.reason })}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Alert>
              ) : null}
              {canceled ? (
                <Alert tone="info">
                  <p>{t('globalPay.uploadCanceled')}</p>
                </Alert>
              ) : null}
              <SelectField
                label={t('globalPay.account')}
                name="accountId"
                placeholder={t('globalPay.chooseAccount')}
                value={accountId}
                onChange={(id) => chooseAccount(id)}
                error={problem('accountId')}
                disabled={busy}
                options={sources.map((a) => ({
                  id: a.accountId,
                  label: `${a.currencyCode} · ${String(a.accountId)} · ${formatMoney(a.balance, a.currencyCode, i18n.language)}`,
                }))}
              />
              <TextField
                label={t('globalPay.batchName')}
                name="batchName"
                autoComplete="off"
                maxLength={100}
                value={batchName}
                disabled={busy}
                onChange={(e) => changeName(e.target.value)}
                error={problem('batchName')}
              />
              <div className={problem('file') ? 'field field-invalid' : 'field'}>
                <label htmlFor={fileId}>{t('globalPay.file')}</label>
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  disabled={busy}
                  aria-invalid={problem('file') ? true : undefined}
                  aria-describedby={problem('file') ? `${fileId}-error` : undefined}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
                {problem('file') ? (
                  <p id={`${fileId}-error`} className="field-error">
                    {problem('file')}
                  </p>
                ) : null}
              </div>
              {progress ? (
                <div className="global-progress">
                  <progress
                    value={progress.loaded}
                    max={progress.total || 1}
                    aria-label={t('globalPay.uploadProgress')}
                  />
                  <span aria-hidden="true">{percentOf(progress.loaded, progress.total)}%</span>
                </div>
              ) : null}
              <div className="form-footer">
                <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? t('globalPay.uploading') : t('globalPay.upload')}
                </Button>
                {busy ? (
                  <Button variant="secondary" onClick={() => cancel()}>
                    {t('globalPay.cancelUpload')}
                  </Button>
                ) : null}
              </div>
            </form>
          )
        }
      </LoadStatus>
      {identical ? (
        <ConfirmDialog
          title={t('globalPay.identicalTitle')}
          text={t('globalPay.identicalText', {
            batchId: identical.batchId,
            date: formatDateTime(identical.confirmDate, i18n.language),
          })}
          confirmLabel={t('globalPay.identicalConfirm')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => confirm()}
          onCancel={() => dismiss()}
        />
      ) : null}
    </section>
  );
}
