import {
  type BusinessCertification,
  type BusinessQuestion,
  type BusinessQuestions,
  businessQuestionsFor,
  controllingPersonsRequired,
  countriesGet,
  entityTypes,
} from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import {
  CertificationFormFooter,
  type TaxDocumentKind,
  TaxIdsFieldset,
  YesNo,
} from '../../../features/self-certification-form/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, CheckboxGroup, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $busy,
  $certification,
  $completed,
  $documentProblems,
  $documentsNeeded,
  $form,
  $problems,
  $saveError,
  SelfCertificationBusinessPageGate,
  certificationQuery,
  fieldsChanged,
  retried,
  submitted,
} from '../model.ts';

/** /self-certification-business: the company's FATCA/CRS self-certification (spec 3 §2, §3, §5 'Tax ID'). */
export function SelfCertificationBusinessPage() {
  const { t } = useTranslation();
  useGate(SelfCertificationBusinessPageGate);
  const [status, error, retry] = useUnit([certificationQuery.$loadStatus, certificationQuery.$message, retried]);
  return (
    <section className="panel" aria-labelledby="self-certification-business-title">
      <h1 id="self-certification-business-title">{t('selfCertification.businessTitle')}</h1>
      <p>{t('selfCertification.businessIntro')}</p>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={8}>
        {() => <CertificationForm />}
      </Loadable>
    </section>
  );
}

const textQuestions: readonly BusinessQuestion[] = [
  'giin',
  'giinMissingReason',
  'companySecurityMarket',
  'companyTicket',
];

function CertificationForm() {
  const { t } = useTranslation();
  const countries = useDictionary(countriesGet);
  const [files, setFiles] = useState<Partial<Record<TaxDocumentKind, File | null>>>({});
  const [form, certification, problems, needed, documentProblems, saveError, busy, completed] = useUnit([
    $form,
    $certification,
    $problems,
    $documentsNeeded,
    $documentProblems,
    $saveError,
    $busy,
    $completed,
  ]);
  const [set, submit] = useUnit([fieldsChanged, submitted]);
  if (!form || !certification) return null;
  const type = form.entityType ?? undefined;
  const shown = businessQuestionsFor(type, form.questions);
  const answer = (patch: Partial<BusinessQuestions>) => set({ questions: { ...form.questions, ...patch } });
  const unanswered = (k: BusinessQuestion) =>
    problems.questions.includes(k) ? t('selfCertification.errors.answerRequired') : null;
  const required = (k: keyof typeof problems.fields) =>
    problems.fields[k] ? t(`selfCertification.errors.${problems.fields[k]}`) : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ files });
  };
  const owner = form.questions.companyOwnedByYou ?? {};
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {certification.businessName ? (
        <p>{t('selfCertification.company', { name: certification.businessName })}</p>
      ) : null}
      {countries.error ? <p className="field-error">{t('selfCertification.countriesFailed')}</p> : null}
      <SelectField
        label={t('selfCertification.entityType')}
        placeholder={t('selfCertification.choose')}
        value={form.entityType}
        disabled={busy}
        onChange={(entityType) => set({ entityType })}
        error={required('entityType')}
        options={entityTypes.map((e) => ({ id: e, label: t(`selfCertification.entityTypes.${e}`) }))}
      />
      {shown.map((k) => {
        if (k === 'companyOwnedByYou')
          return (
            <fieldset key={k} className="tax-ids">
              <legend>{t('selfCertification.questions.companyOwnedByYou')}</legend>
              {(['market', 'name', 'ticket'] as const).map((f) => (
                <TextField
                  key={f}
                  label={t(`selfCertification.owner.${f}`)}
                  value={String(owner[f] ?? '')}
                  disabled={busy}
                  onChange={(e) => answer({ companyOwnedByYou: { ...owner, [f]: e.target.value } })}
                  error={f === 'market' ? unanswered(k) : null}
                />
              ))}
            </fieldset>
          );
        if (textQuestions.includes(k))
          return (
            <TextField
              key={k}
              label={t(`selfCertification.questions.${k}`)}
              value={String(form.questions[k] ?? '')}
              disabled={busy}
              onChange={(e) => answer({ [k]: e.target.value })}
              error={unanswered(k)}
            />
          );
        return (
          <YesNo
            key={k}
            legend={t(`selfCertification.questions.${k}`)}
            value={form.questions[k] as boolean | undefined}
            disabled={busy}
            onChange={(v) => answer({ [k]: v })}
            error={unanswered(k)}
          />
        );
      })}
      {controllingPersonsRequired(type, form.questions) && (certification.representatives ?? []).length === 0 ? (
        <Alert tone="info">
          <p>{t('selfCertification.noRepresentatives')}</p>
        </Alert>
      ) : null}
      {controllingPersonsRequired(type, form.questions) && (certification.representatives ?? []).length > 0 ? (
        <CheckboxGroup
          label={t('selfCertification.controllingPersons')}
          options={(certification.representatives ?? []).map((r) => ({
            id: r.representativeId,
            label: `${r.firstName} ${r.lastName}`.trim(),
          }))}
          value={form.controllingPersonIds}
          disabled={busy}
          onChange={(controllingPersonIds) => set({ controllingPersonIds })}
          error={required('controllingPersonIds')}
        />
      ) : null}
      <Addresses certification={certification} busy={busy} />
      <TaxIdsFieldset
        rows={form.taxIds}
        problems={problems.taxIds}
        isBusiness
        countries={countries.data?.countries ?? []}
        disabled={busy}
        onChange={(taxIds) => set({ taxIds })}
      />
      <YesNo
        legend={t('selfCertification.isUSTaxPayerBusiness')}
        hint={t('selfCertification.isUSTaxPayerHint')}
        value={form.isUSTaxPayer}
        disabled={busy}
        onChange={(isUSTaxPayer) => set({ isUSTaxPayer })}
        error={required('isUSTaxPayer')}
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

/** The place of business and the registered address, from the company's addresses (spec 3 §3). */
function Addresses({ certification, busy }: { certification: BusinessCertification; busy: boolean }) {
  const { t } = useTranslation();
  const [form, set] = useUnit([$form, fieldsChanged]);
  const addresses = certification.addresses ?? [];
  if (!form || addresses.length === 0) return null;
  const options = addresses.map((a) => ({ id: a.addressId, label: `${a.address1}, ${a.city}, ${a.countryCode}` }));
  return (
    <>
      <SelectField
        label={t('selfCertification.placeOfBusiness')}
        placeholder={t('selfCertification.choose')}
        value={form.placeOfBusinessAddressId}
        disabled={busy}
        onChange={(placeOfBusinessAddressId) => set({ placeOfBusinessAddressId })}
        options={options}
      />
      <SelectField
        label={t('selfCertification.registeredAddress')}
        placeholder={t('selfCertification.choose')}
        value={form.registeredAddressId}
        disabled={busy}
        onChange={(registeredAddressId) => set({ registeredAddressId })}
        options={options}
      />
    </>
  );
}
