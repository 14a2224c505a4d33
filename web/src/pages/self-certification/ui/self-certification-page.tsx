import { countriesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import {
  CertificationFormFooter,
  PersonalFields,
  type TaxDocumentKind,
  TaxIdsFieldset,
} from '../../../features/self-certification-form/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
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
  const countries = useDictionary(countriesGet);
  // the files being picked are the form's draft: they stay here (a failed send keeps them for a retry)
  const [files, setFiles] = useState<Partial<Record<TaxDocumentKind, File | null>>>({});
  const [form, problems, needed, documentProblems, saveError, busy, completed, set, submit] = useUnit([
    $form,
    $problems,
    $documentsNeeded,
    $documentProblems,
    $saveError,
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
      <CertificationFormFooter
        needed={needed}
        files={files}
        onPick={(kind, file) => setFiles((all) => ({ ...all, [kind]: file }))}
        documentProblems={documentProblems}
        saveError={saveError}
        completed={completed}
        busy={busy}
      />
    </form>
  );
}
