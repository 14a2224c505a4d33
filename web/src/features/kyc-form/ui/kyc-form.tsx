import {
  type AdditionalQuestion,
  additionalQuestionsGet,
  birthCountriesGet,
  countriesGet,
  estimatedMonthlyDepositsGet,
  occupationsGet,
  purposesGet,
  sourcesOfFundsGet,
} from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import {
  Button,
  CheckboxGroup,
  CountryComboBox,
  ErrorWithRetry,
  SelectField,
  LoadStatus,
  TextField,
  combinedLoadStatus,
} from '../../../shared/ui/index.ts';
import {
  type Answer,
  $form,
  $loadError,
  $problems,
  $request,
  $sendError,
  $sending,
  $sent,
  KycFormGate,
  emptyAnswer,
  followUpOf,
  formChanged,
  retried,
  submitted,
} from '../model.ts';

interface Option {
  value: string;
  label: string;
}

function Select(props: {
  label: string;
  value: string;
  options: readonly Option[];
  error?: string | null;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={props.label}
      value={props.value || null}
      placeholder={t('kyc.choose')}
      options={props.options.map((o) => ({ id: o.value, label: o.label }))}
      error={props.error}
      onChange={props.onChange}
    />
  );
}

function QuestionField(props: {
  q: AdditionalQuestion;
  a: Answer;
  problem: (k: string) => string | null;
  onChange: (a: Answer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { q, a } = props;
  const follow = followUpOf(q.id, a.value);
  let input: ReactNode;
  if (q.type === 'radio') {
    input = (
      <fieldset className={props.problem(`q.${q.id}`) ? 'field field-invalid' : 'field'}>
        <legend>{q.text}</legend>
        {(q.options ?? []).map((o) => (
          <label key={String(o.value)} className="choice-inline">
            <input
              type="radio"
              name={`${id}-${q.id}`}
              value={String(o.value)}
              checked={a.value === String(o.value)}
              onChange={() => props.onChange({ ...a, value: String(o.value) })}
            />{' '}
            {o.label}
          </label>
        ))}
        {props.problem(`q.${q.id}`) ? <p className="field-error">{props.problem(`q.${q.id}`)}</p> : null}
      </fieldset>
    );
  } else {
    input = (
      <TextField
        label={q.text}
        value={a.value}
        onChange={(e) => props.onChange({ ...a, value: e.target.value })}
        error={props.problem(`q.${q.id}`)}
      />
    );
  }
  return (
    <div data-question={q.id}>
      {input}
      {follow === 'details' ? (
        <div className={props.problem(`q.${q.id}.details`) ? 'field field-invalid' : 'field'}>
          <label htmlFor={`${id}-details`}>{t('kyc.details')}</label>
          <textarea
            id={`${id}-details`}
            rows={3}
            value={a.details}
            onChange={(e) => props.onChange({ ...a, details: e.target.value })}
          />
          {props.problem(`q.${q.id}.details`) ? (
            <p className="field-error">{props.problem(`q.${q.id}.details`)}</p>
          ) : null}
        </div>
      ) : null}
      {follow === 'nameAndDate' ? (
        <div className="inline-form">
          <TextField
            label={t('kyc.controlName')}
            value={a.name}
            onChange={(e) => props.onChange({ ...a, name: e.target.value })}
            error={props.problem(`q.${q.id}.name`)}
          />
          <TextField
            label={t('kyc.controlDate')}
            type="date"
            value={a.date}
            onChange={(e) => props.onChange({ ...a, date: e.target.value })}
            error={props.problem(`q.${q.id}.date`)}
          />
        </div>
      ) : null}
    </div>
  );
}

export interface KycFormProps {
  business: boolean;
}

/**
 * The KYC questionnaire (/kyc, its business wording, /profile-update): what
 * was told before, the dictionaries, kycCustomerPersonalInfoUpdate.
 */
export function KycFormView({ business }: KycFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(KycFormGate);
  const [form, request, loadError, problems, sent, sending, sendError] = useUnit([
    $form,
    $request,
    $loadError,
    $problems,
    $sent,
    $sending,
    $sendError,
  ]);
  const [set, submit, retry] = useUnit([formChanged, submitted, retried]);
  const kind = business ? 'business' : 'personal';
  const countries = useDictionary(countriesGet);
  const birthCountries = useDictionary(birthCountriesGet);
  const occupations = useDictionary(occupationsGet, { variant: business ? 2 : 1 });
  const sources = useDictionary(sourcesOfFundsGet, { kind });
  const purposes = useDictionary(purposesGet, { kind });
  const deposits = useDictionary(estimatedMonthlyDepositsGet);
  const questions = useDictionary(additionalQuestionsGet, { kind });
  const dictionaries = [countries, birthCountries, occupations, sources, purposes, deposits, questions];

  const failed = loadError ?? dictionaries.find((d) => d.error)?.error ?? null;
  const status = combinedLoadStatus([
    loadError ? 'failed' : form ? 'ready' : 'loading',
    ...dictionaries.map((d) => d.status),
  ]);
  if (status !== 'ready' || !form)
    return (
      <LoadStatus
        status={status}
        error={
          status === 'failed'
            ? [t('kyc.loadFailed'), failed ? ('text' in failed ? failed.text : t(failed.key)) : null]
                .filter(Boolean)
                .join(' ')
            : null
        }
        onRetry={() => {
          retry();
          for (const d of dictionaries) if (d.status === 'failed') d.retry();
        }}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={8}
      >
        {() => null}
      </LoadStatus>
    );

  const problem = (k: string) =>
    problems[k] ? t(problems[k] === 'chooseOne' ? 'kyc.chooseOne' : 'profilePage.required') : null;
  const qs = questions.data?.questions ?? [];
  const items = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((i) => ({ value: String(i.id), label: i.name }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(qs);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      {request ? (
        <p>
          {t('kyc.request', { status: t(`kyc.requestStatuses.${request.status}`) })}
          {request.dueDate ? ` ${t('kyc.dueDate', { date: request.dueDate })}` : ''}
          {request.reason ? ` ${request.reason}` : ''}
        </p>
      ) : null}
      <TextField
        label={t('kyc.firstName')}
        autoComplete="given-name"
        value={form.firstName}
        onChange={(e) => set({ firstName: e.target.value })}
        error={problem('firstName')}
      />
      <TextField
        label={t('kyc.lastName')}
        autoComplete="family-name"
        value={form.lastName}
        onChange={(e) => set({ lastName: e.target.value })}
        error={problem('lastName')}
      />
      <TextField
        label={t('kyc.birthDay')}
        type="date"
        autoComplete="bday"
        value={form.birthDay}
        onChange={(e) => set({ birthDay: e.target.value })}
        error={problem('birthDay')}
      />
      <CountryComboBox
        label={t('kyc.birthCountry')}
        value={form.birthCountryCode}
        countries={birthCountries.data?.countries ?? []}
        showListLabel={t('common.showCountries')}
        error={problem('birthCountryCode')}
        onChange={(v) => set({ birthCountryCode: v })}
      />
      <CountryComboBox
        label={t('kyc.citizenship')}
        value={form.citizenshipCountryCode}
        countries={countries.data?.countries ?? []}
        showListLabel={t('common.showCountries')}
        error={problem('citizenshipCountryCode')}
        onChange={(v) => set({ citizenshipCountryCode: v })}
      />
      <Select
        label={t('kyc.occupation')}
        value={form.occupationId}
        options={items(occupations.data?.items)}
        error={problem('occupationId')}
        onChange={(v) => set({ occupationId: v })}
      />
      <CheckboxGroup
        label={t('kyc.sourcesOfFunds')}
        options={(sources.data?.items ?? []).map((i) => ({ id: i.id, label: i.name }))}
        value={form.sourceOfFundsIds}
        error={problem('sourceOfFundsIds')}
        onChange={(v) => set({ sourceOfFundsIds: v })}
      />
      <CheckboxGroup
        label={t('kyc.purposes')}
        options={(purposes.data?.items ?? []).map((i) => ({ id: i.id, label: i.name }))}
        value={form.purposeIds}
        error={problem('purposeIds')}
        onChange={(v) => set({ purposeIds: v })}
      />
      <Select
        label={t('kyc.deposit')}
        value={form.estimatedMonthlyDepositId}
        options={items(deposits.data?.items)}
        error={problem('estimatedMonthlyDepositId')}
        onChange={(v) => set({ estimatedMonthlyDepositId: v })}
      />
      {qs.length > 0 ? <h2>{t('kyc.questions')}</h2> : null}
      {qs.map((q) => (
        <QuestionField
          key={q.id}
          q={q}
          a={form.answers[q.id] ?? emptyAnswer}
          problem={problem}
          onChange={(a) => set({ answers: { ...form.answers, [q.id]: a } })}
        />
      ))}
      {sendError ? <ErrorWithRetry message={text(sendError)} /> : null}
      {sent ? <p role="status">{t('kyc.sent')}</p> : null}
      <div>
        <Button type="submit" disabled={sending}>
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
