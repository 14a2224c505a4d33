import type { MerchantLogo } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, ConfirmDialog, FormDialog, TextField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $logoBusy,
  $logoDeleteTarget,
  $logoError,
  $logos,
  $logosError,
  $logosStatus,
  $renaming,
  $upload,
  BusinessLogosGate,
  logoDeleteAsked,
  logoDeleteCancelled,
  logoDeleteConfirmed,
  logoFileProblem,
  logosRetried,
  makeDefaultClicked,
  renameClosed,
  renameOpened,
  renameSubmitted,
  uploadSubmitted,
} from '../model.ts';
import './merchant-buttons.css';

function UploadForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [upload, submit] = useUnit([$upload, uploadSubmitted]);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const fileId = useId();
  const hintId = useId();
  const fileErrorId = useId();
  const fileProblem = file === null ? 'missing' : logoFileProblem(file);
  const fileError =
    submitted && fileProblem
      ? t(`merchantButtons.logos.errors.file.${fileProblem}`)
      : upload.phase === 'failed'
        ? upload.fileError
        : null;
  const nameError = submitted && name.trim() === '' ? t('merchantButtons.logos.errors.name') : null;
  const uploading = upload.phase === 'uploading';
  const progress = upload.progress;
  return (
    <form
      className="panel"
      noValidate
      aria-labelledby="logo-upload-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (file) submit({ file, name, isDefault });
      }}
    >
      <h2 id="logo-upload-title">{t('merchantButtons.logos.uploadTitle')}</h2>
      {upload.phase === 'failed' && upload.error ? (
        <Alert>
          <p>{text(upload.error)}</p>
        </Alert>
      ) : null}
      <div className={fileError ? 'field field-invalid' : 'field'}>
        <label htmlFor={fileId}>{t('merchantButtons.logos.file')}</label>
        <input
          id={fileId}
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/svg+xml"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${hintId} ${fileErrorId}` : hintId}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(picked);
            if (picked && name.trim() === '') setName(picked.name.replace(/\.[^.]+$/, ''));
          }}
        />
        <p id={hintId} className="field-hint">
          {t('merchantButtons.logos.fileHint')}
        </p>
        {fileError ? (
          <p id={fileErrorId} className="field-error">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('merchantButtons.logos.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
      />
      <div className="merchant-buttons-check">
        <input
          id={`${fileId}-default`}
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
        />
        <label htmlFor={`${fileId}-default`}>{t('merchantButtons.logos.makeDefault')}</label>
      </div>
      <div className="form-footer">
        <Button type="submit" disabled={uploading}>
          {uploading ? t('merchantButtons.logos.uploading') : t('merchantButtons.logos.upload')}
        </Button>
        {progress && upload.phase !== 'idle' ? (
          <progress
            className="merchant-buttons-progress"
            max={progress.total || 1}
            value={progress.loaded}
            aria-label={t('merchantButtons.logos.progress')}
          />
        ) : null}
        <span role="status">{upload.phase === 'done' ? t('merchantButtons.logos.uploaded') : ''}</span>
      </div>
    </form>
  );
}

function RenameDialog({ logo }: { logo: MerchantLogo }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busy, error, submit, close] = useUnit([$logoBusy, $logoError, renameSubmitted, renameClosed]);
  const [name, setName] = useState(String(logo.name));
  const [submitted, setSubmitted] = useState(false);
  return (
    <FormDialog
      title={t('merchantButtons.logos.renameTitle')}
      formId="merchant-logo-rename"
      submitLabel={t('merchantButtons.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit(name);
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('merchantButtons.logos.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={submitted && name.trim() === '' ? t('merchantButtons.logos.errors.name') : null}
      />
    </FormDialog>
  );
}

/**
 * /merchant/buttons/business_logos (spec 3 §3 "Logo: name, isDefault, file"; §7 "Logo list (pageSize 1000); create as
 * multipart ...; get; update; delete"): the logos as a grid, an upload with its progress, make default (one default:
 * the old one is cleared), rename, delete after a confirmation.
 */
export function BusinessLogosPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(BusinessLogosGate);
  const [logos, status, error, busy, logoError, renaming, target] = useUnit([
    $logos,
    $logosStatus,
    $logosError,
    $logoBusy,
    $logoError,
    $renaming,
    $logoDeleteTarget,
  ]);
  const [retry, makeDefault, rename, ask, cancel, confirm] = useUnit([
    logosRetried,
    makeDefaultClicked,
    renameOpened,
    logoDeleteAsked,
    logoDeleteCancelled,
    logoDeleteConfirmed,
  ]);
  return (
    <MerchantLayout title={t('merchantButtons.logos.title')}>
      <UploadForm />
      {logoError && !renaming && !target ? (
        <Alert>
          <p>{text(logoError)}</p>
        </Alert>
      ) : null}
      <section aria-labelledby="logo-grid-title">
        <h2 id="logo-grid-title">{t('merchantButtons.logos.gridTitle')}</h2>
        <Loadable status={status} error={error} onRetry={() => retry()} lines={3} shown={logos !== null}>
          {() =>
            logos === null || logos.length === 0 ? (
              <p className="empty">{t('merchantButtons.logos.empty')}</p>
            ) : (
              <ul className="merchant-logos-grid">
                {logos.map((l) => {
                  const name = String(l.name);
                  return (
                    <li key={l.id} className="merchant-logo-card" aria-label={name}>
                      <img src={l.file} alt={t('merchantButtons.logos.alt', { name })} />
                      <p className="merchant-logo-name">{name}</p>
                      {l.isDefault ? (
                        <p className="merchant-logo-default">{t('merchantButtons.logos.default')}</p>
                      ) : (
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={t('merchantButtons.logos.setDefaultLabel', { name })}
                          onClick={() => makeDefault(l)}
                        >
                          {t('merchantButtons.logos.setDefault')}
                        </Button>
                      )}
                      <div className="merchant-logo-actions">
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={t('merchantButtons.logos.renameLabel', { name })}
                          onClick={() => rename(l)}
                        >
                          {t('merchantButtons.logos.rename')}
                        </Button>
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={t('merchantButtons.deleteLabel', { name })}
                          onClick={() => ask(l)}
                        >
                          {t('merchantButtons.delete')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </Loadable>
      </section>
      {renaming ? <RenameDialog logo={renaming} /> : null}
      {target ? (
        <ConfirmDialog
          title={t('merchantButtons.logos.deleteTitle')}
          text={t('merchantButtons.logos.deleteQuestion', { name: String(target.name) })}
          confirmLabel={t('merchantButtons.delete')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        >
          {logoError ? (
            <Alert>
              <p>{text(logoError)}</p>
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </MerchantLayout>
  );
}
