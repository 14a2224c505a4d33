import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { uploadProblemKey } from '../../../entities/profile/index.ts';
import { type Message, useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import type { DocumentFiles, DocumentProblem } from '../documents.ts';
import type { TaxDocumentKind } from '../lib.ts';
import { $uploadError, $uploadProgress } from '../upload.ts';
import { DocumentFileField } from './fields.tsx';

/**
 * The end of a self-certification form (personal and business alike): the documents still needed with their upload
 * progress, the refused save or failed upload (what was typed and chosen stays), the completion and the submit.
 */
export function CertificationFormFooter({
  needed,
  files,
  onPick,
  documentProblems,
  saveError,
  completed,
  busy,
}: {
  needed: readonly TaxDocumentKind[];
  files: DocumentFiles;
  onPick: (kind: TaxDocumentKind, file: File | null) => void;
  documentProblems: Partial<Record<TaxDocumentKind, DocumentProblem>>;
  saveError: Message | null;
  completed: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [uploadError, progress] = useUnit([$uploadError, $uploadProgress]);
  const documentError = (kind: TaxDocumentKind) => {
    const p = documentProblems[kind];
    if (!p) return null;
    return p === 'fileRequired' ? t('selfCertification.errors.fileRequired') : t(uploadProblemKey(p));
  };
  return (
    <>
      {needed.length > 0 ? (
        <fieldset className="tax-ids">
          <legend>{t('selfCertification.documents.title')}</legend>
          {needed.map((kind) => (
            <DocumentFileField
              key={kind}
              kind={kind}
              file={files[kind] ?? null}
              error={documentError(kind)}
              progress={progress[kind]}
              disabled={busy}
              onPick={(file) => onPick(kind, file)}
            />
          ))}
        </fieldset>
      ) : null}
      {saveError ? (
        <Alert>
          <p>{text(saveError)}</p>
        </Alert>
      ) : null}
      {uploadError ? (
        <Alert>
          <p>{t('selfCertification.uploadFailed', { reason: text(uploadError) })}</p>
        </Alert>
      ) : null}
      {completed ? <p role="status">{t('selfCertification.completed')}</p> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('selfCertification.submit')}
        </Button>
      </div>
    </>
  );
}
