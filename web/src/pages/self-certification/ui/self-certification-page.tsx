import { countriesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { uploadProblemKey } from '../../../entities/profile/index.ts';
import {
  $uploadError,
  $uploadProgress,
  DocumentFileField,
  PersonalFields,
  type TaxDocumentKind,
  TaxIdsFieldset,
} from '../../../features/self-certification-form/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import {
  $busy,
  $completed,
  $documentProblems,
  $documentsNeeded,
  $form,
  $problems,
  $saveError,
  SelfCertificationPageGate,
  certificationQuery,
  fieldsChanged,
  retried,
  submitted,
} from '../model.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** /self-certification: the personal FATCA/CRS self-certification (spec 3 §2, §3, §5 'Tax ID'). */
export function SelfCertificationPage() {
  const { t } = useTranslation();
  useGate(SelfCertificationPageGate);
  const [status, error, retry] = useUnit([certificationQuery.$loadStatus, certificationQuery.$message, retried]);
  return (
    <section className="panel" aria-labelledby="self-certification-title">
      <h1 id="self-certification-title">{t('selfCertification.personalTitle')}</h1>
      <p>{t('selfCertification.personalIntro')}</p>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={8}>
        {() => <CertificationForm />}
      </Loadable>
    </section>
  );
}

function CertificationForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const countries = useDictionary(countriesGet);
  // the files being picked are the form's draft: they stay here (a failed send keeps them for a retry)
  const [files, setFiles] = useState<Partial<Record<TaxDocumentKind, File | null>>>({});
  const [form, problems, needed, documentProblems, saveError, uploadError, progress, busy, completed, set, submit] =
    useUnit([
      $form,
      $problems,
      $documentsNeeded,
      $documentProblems,
      $saveError,
      $uploadError,
      $uploadProgress,
      $busy,
      $completed,
      fieldsChanged,
      submitted,
    ]);
  if (!form) return null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ files, today: today() });
  };
  const documentError = (kind: TaxDocumentKind) => {
    const p = documentProblems[kind];
    if (!p) return null;
    return p === 'fileRequired' ? t('selfCertification.errors.fileRequired') : t(uploadProblemKey(p));
  };
  const countryList = countries.data?.countries ?? [];
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {countries.error ? <p className="field-error">{t('selfCertification.countriesFailed')}</p> : null}
      <PersonalFields form={form} problems={problems.fields} countries={countryList} disabled={busy} onChange={set} />
      <TaxIdsFieldset
        rows={form.taxIds}
        problems={problems.taxIds}
        isBusiness={false}
        countries={countryList}
        disabled={busy}
        onChange={(taxIds) => set({ taxIds })}
      />
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
              onPick={(file) => setFiles((all) => ({ ...all, [kind]: file }))}
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
    </form>
  );
}
