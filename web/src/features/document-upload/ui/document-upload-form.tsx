import { documentTypesGet } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { uploadProblemKey, validateUploadFile } from '../../../entities/profile/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, LoadStatus, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $uploads,
  type UploadPart,
  filePicked,
  formClosed,
  idleUpload,
  submitTried,
  uploadCanceled,
  uploadSubmitted,
} from '../model.ts';
import { type UploadSlot, availableCategories, percentOf, uploadSlots } from '../plan.ts';
import './document-upload.css';

export interface DocumentUploadFormProps {
  /** A document asked for by name (limit reasons, address proof): no pickers. */
  fixed?: { categoryId: number; documentTypeId: number; documentType: string };
  /** Limits the category picker (e.g. [2] for an address). */
  categoryIds?: readonly number[];
  addressId?: number;
  representativeId?: number;
  /** Decides country-bound types (88: RU and UA only). */
  countryCode?: string;
  onUploaded?: (documentIds: number[]) => void;
  onClose?: () => void;
}

/**
 * Pick a type (or take the fixed one), a file per side, and send each with
 * visible progress. A bad file or a failed upload keeps everything entered.
 */
export function DocumentUploadForm(props: DocumentUploadFormProps) {
  const { fixed, countryCode } = props;
  const { t } = useTranslation();
  const formId = useId();
  const types = useDictionary(documentTypesGet, fixed ? null : {});
  const [categoryId, setCategoryId] = useState<number | null>(fixed?.categoryId ?? null);
  const [typeId, setTypeId] = useState<number | null>(fixed?.documentTypeId ?? null);
  const [issuedDate, setIssuedDate] = useState('');
  const [expiresDate, setExpiresDate] = useState('');
  const [files, setFiles] = useState<Partial<Record<UploadSlot, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<UploadSlot, string>>>({});
  const [typeError, setTypeError] = useState<string | null>(null);
  // the upload itself (progress, outcome, a failure's message) is the model's, kept for this form by its id
  const [uploads, send, cancel, picked, tried, closed] = useUnit([
    $uploads,
    uploadSubmitted,
    uploadCanceled,
    filePicked,
    submitTried,
    formClosed,
  ]);
  const { phase, progress, error } = uploads[formId] ?? idleUpload;
  useEffect(
    () => () => {
      closed(formId);
    },
    [closed, formId],
  );
  // sent: the chosen files are the draft of the next upload, so they go
  useEffect(() => {
    if (phase === 'done') setFiles({});
  }, [phase]);

  const categories = types.data
    ? availableCategories(types.data.customerDocumentCategories, countryCode).filter(
        (c) => !props.categoryIds || props.categoryIds.includes(c.id),
      )
    : [];
  const category = categories.find((c) => c.id === categoryId);
  const slots = typeId === null ? [] : (uploadSlots(typeId, countryCode) ?? []);
  const busy = phase === 'uploading';
  const text = useMessageText();
  const slotLabel = (s: UploadSlot) => t(`documents.sides.${s}`);

  function pickFile(slot: UploadSlot, file: File | undefined) {
    picked(formId);
    setFiles((f) => ({ ...f, [slot]: file }));
    const problem = file ? validateUploadFile(file) : null;
    setFileErrors((e) => ({ ...e, [slot]: problem ? t(uploadProblemKey(problem)) : undefined }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    tried(formId);
    if (categoryId === null || typeId === null) {
      setTypeError(t('documents.errors.typeRequired'));
      return;
    }
    setTypeError(null);
    const problems: Partial<Record<UploadSlot, string>> = {};
    for (const slot of slots) {
      const file = files[slot];
      const problem = file ? validateUploadFile(file) : null;
      if (!file) problems[slot] = t('documents.errors.fileMissing');
      else if (problem) problems[slot] = t(uploadProblemKey(problem));
    }
    setFileErrors(problems);
    if (Object.values(problems).some(Boolean)) return;

    const parts: UploadPart[] = slots.map((slot) => ({
      slot,
      file: files[slot] as File,
      data: {
        categoryId,
        documentTypeId: typeId,
        ...(slot === 'single' ? {} : { side: slot }),
        ...(props.addressId !== undefined ? { addressId: props.addressId } : {}),
        ...(props.representativeId !== undefined ? { representativeId: props.representativeId } : {}),
        ...(issuedDate ? { issuedDate } : {}),
        ...(expiresDate ? { expiresDate } : {}),
      },
    }));
    send({ form: formId, parts, ...(props.onUploaded ? { onUploaded: props.onUploaded } : {}) });
  }

  // the section's load is the document types dictionary's; a fixed type needs none (nothing to load: ready)
  const status = fixed ? 'ready' : types.status;
  return (
    <LoadStatus
      status={status}
      error={
        status !== 'failed'
          ? null
          : types.error
            ? `${t('documents.loadTypesFailed')} ${text(types.error)}`
            : t('documents.loadTypesFailed')
      }
      onRetry={types.retry}
      retryLabel={t('common.retry')}
      loadingLabel={t('common.loading')}
      lines={2}
    >
      {() => (
        <form className="form" onSubmit={submit} noValidate aria-busy={busy} data-testid="document-upload-form">
          {fixed ? (
            <p>
              <strong>{fixed.documentType}</strong>
            </p>
          ) : (
            <>
              <SelectField
                label={t('documents.category')}
                placeholder={t('documents.choose')}
                value={categoryId}
                disabled={busy}
                options={categories.map((c) => ({ id: c.id, label: c.name }))}
                onChange={(id) => {
                  setCategoryId(id);
                  setTypeId(null);
                }}
              />
              <SelectField
                label={t('documents.type')}
                placeholder={t('documents.choose')}
                value={typeId}
                disabled={busy || !category}
                error={typeError}
                options={(category?.customerDocumentTypes ?? []).map((type) => ({ id: type.id, label: type.name }))}
                onChange={(id) => {
                  setTypeId(id);
                  setTypeError(null);
                }}
              />
            </>
          )}
          <div className="inline-form">
            <TextField
              label={t('documents.issuedDate')}
              type="date"
              value={issuedDate}
              disabled={busy}
              onChange={(e) => setIssuedDate(e.target.value)}
            />
            <TextField
              label={t('documents.expiresDate')}
              type="date"
              value={expiresDate}
              disabled={busy}
              onChange={(e) => setExpiresDate(e.target.value)}
            />
          </div>
          <p className="hint">{t('documents.hint')}</p>
          {slots.map((slot) => {
            const id = `${formId}-file-${slot}`;
            const p = progress[slot];
            return (
              <div key={slot} className={fileErrors[slot] ? 'field field-invalid' : 'field'}>
                <label htmlFor={id}>{slotLabel(slot)}</label>
                <input
                  id={id}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                  disabled={busy}
                  data-slot={slot}
                  aria-invalid={fileErrors[slot] ? true : undefined}
                  aria-describedby={fileErrors[slot] ? `${id}-error` : undefined}
                  onChange={(e) => pickFile(slot, e.target.files?.[0])}
                />
                {fileErrors[slot] ? (
                  <p id={`${id}-error`} className="field-error">
                    {fileErrors[slot]}
                  </p>
                ) : null}
                {p ? (
                  <div className="upload-progress">
                    <progress
                      value={p.loaded}
                      max={p.total || 1}
                      aria-label={t('documents.progress', { side: slotLabel(slot) })}
                      data-slot={slot}
                    />
                    <span aria-hidden="true">{t('documents.percent', { percent: percentOf(p.loaded, p.total) })}</span>
                  </div>
                ) : null}
              </div>
            );
          })}
          {error ? (
            <Alert>
              <p>{text(error)}</p>
            </Alert>
          ) : null}
          {phase === 'done' ? (
            <Alert tone="info">
              <p>{t('documents.uploaded')}</p>
            </Alert>
          ) : null}
          {phase === 'canceled' ? (
            <Alert tone="info">
              <p>{t('documents.canceled')}</p>
            </Alert>
          ) : null}
          <div className="form-footer inline-form">
            {busy ? (
              <Button variant="secondary" onClick={() => cancel(formId)}>
                {t('documents.cancel')}
              </Button>
            ) : (
              <Button type="submit" disabled={slots.length === 0}>
                {t('documents.send')}
              </Button>
            )}
            {props.onClose && !busy ? (
              <Button variant="secondary" onClick={props.onClose}>
                {t('common.close')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </LoadStatus>
  );
}
