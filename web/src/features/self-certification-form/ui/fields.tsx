import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../../shared/api/index.ts';
import { Button, type Country, CountryComboBox, SelectField, TextField } from '../../../shared/ui/index.ts';
import { countryTax, tinMissingReasons } from '@app/contracts';
import {
  type FieldProblem,
  type PersonalField,
  type PersonalForm,
  type TaxDocumentKind,
  type TaxRow,
  type TaxRowProblems,
  emptyTaxRow,
  percentOf,
} from '../lib.ts';
import './self-certification.css';

/** A yes/no question as two radio buttons in a fieldset (arrow keys move between them). */
export function YesNo({
  legend,
  value,
  onChange,
  error,
  disabled,
  hint,
}: {
  legend: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'field yes-no field-invalid' : 'field yes-no'} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <div className="yes-no-options">
        {([true, false] as const).map((v) => (
          <label key={String(v)}>
            <input type="radio" name={id} checked={value === v} disabled={disabled} onChange={() => onChange(v)} />{' '}
            {t(v ? 'selfCertification.yes' : 'selfCertification.no')}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The tax residences (spec 3 §5 'Tax ID'): per row a country, its number (named by the country table, which says
 * whether it is required), a missing reason when there is no number, an explanation only for 'cannot obtain'.
 */
export function TaxIdsFieldset({
  rows,
  problems,
  isBusiness,
  countries,
  disabled,
  onChange,
}: {
  rows: readonly TaxRow[];
  problems: TaxRowProblems;
  isBusiness: boolean;
  countries: readonly Country[];
  disabled?: boolean;
  onChange: (rows: TaxRow[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (i: number, patch: Partial<TaxRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const problem = (i: number, k: keyof TaxRow) => {
    const p = problems[i]?.[k];
    return p ? t(`selfCertification.errors.${p}`) : null;
  };
  return (
    <fieldset className="tax-ids">
      <legend>{t('selfCertification.taxIds')}</legend>
      <p className="hint">{t('selfCertification.taxIdsHint')}</p>
      {rows.map((row, i) => {
        const tax = countryTax(row.countryCode);
        const tin = isBusiness ? tax.tinBusiness : tax.tinPersonal;
        const noNumber = row.taxId.trim() === '';
        return (
          <div key={i} className="tax-id-row" role="group" aria-label={t('selfCertification.residence', { n: i + 1 })}>
            <CountryComboBox
              label={t('selfCertification.taxCountry')}
              countries={countries}
              showListLabel={t('common.showCountries')}
              value={row.countryCode}
              disabled={disabled}
              onChange={(countryCode) => set(i, { countryCode })}
              error={problem(i, 'countryCode')}
            />
            <TextField
              label={t('selfCertification.taxNumber', { name: tin.name, shortName: tin.shortName })}
              value={row.taxId}
              disabled={disabled}
              onChange={(e) => set(i, { taxId: e.target.value })}
              aria-describedby={`${id}-${i}-required`}
            />
            <p id={`${id}-${i}-required`} className="hint">
              {t(tin.required ? 'selfCertification.numberRequired' : 'selfCertification.numberOptional')}
            </p>
            {noNumber ? (
              <SelectField
                label={t('selfCertification.missingReason')}
                placeholder={t('selfCertification.choose')}
                value={row.tinMissingReason || null}
                disabled={disabled}
                onChange={(tinMissingReason) => set(i, { tinMissingReason })}
                error={problem(i, 'tinMissingReason')}
                options={tinMissingReasons.map((r) => ({ id: r, label: t(`selfCertification.reasons.${r}`) }))}
              />
            ) : null}
            {noNumber && row.tinMissingReason === 'cannotObtain' ? (
              <div className={problem(i, 'tinMissingExplanation') ? 'field field-invalid' : 'field'}>
                <label htmlFor={`${id}-${i}-explanation`}>{t('selfCertification.explanation')}</label>
                <textarea
                  id={`${id}-${i}-explanation`}
                  rows={3}
                  value={row.tinMissingExplanation}
                  disabled={disabled}
                  onChange={(e) => set(i, { tinMissingExplanation: e.target.value })}
                  aria-invalid={problem(i, 'tinMissingExplanation') ? true : undefined}
                  aria-describedby={problem(i, 'tinMissingExplanation') ? `${id}-${i}-explanation-error` : undefined}
                />
                {problem(i, 'tinMissingExplanation') ? (
                  <p id={`${id}-${i}-explanation-error`} className="field-error">
                    {problem(i, 'tinMissingExplanation')}
                  </p>
                ) : null}
              </div>
            ) : null}
            {rows.length > 1 ? (
              <Button variant="link" disabled={disabled} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                {t('selfCertification.removeResidence', { n: i + 1 })}
              </Button>
            ) : null}
          </div>
        );
      })}
      {rows.length < 10 ? (
        <Button variant="secondary" disabled={disabled} onClick={() => onChange([...rows, emptyTaxRow])}>
          {t('selfCertification.addResidence')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Spec 3 §3 personal variant: city, country and date of birth, citizenship, and whether a US tax payer. */
export function PersonalFields({
  form,
  problems,
  countries,
  disabled,
  onChange,
}: {
  form: PersonalForm;
  problems: Partial<Record<PersonalField, FieldProblem>>;
  countries: readonly Country[];
  disabled?: boolean;
  onChange: (patch: Partial<PersonalForm>) => void;
}) {
  const { t } = useTranslation();
  const problem = (k: PersonalField) => (problems[k] ? t(`selfCertification.errors.${problems[k]}`) : null);
  return (
    <>
      <TextField
        label={t('selfCertification.cityOfBirth')}
        value={form.cityOfBirth}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange({ cityOfBirth: e.target.value })}
        error={problem('cityOfBirth')}
      />
      <CountryComboBox
        label={t('selfCertification.countryOfBirth')}
        countries={countries}
        showListLabel={t('common.showCountries')}
        value={form.countryOfBirth}
        disabled={disabled}
        onChange={(countryOfBirth) => onChange({ countryOfBirth })}
        error={problem('countryOfBirth')}
      />
      <TextField
        label={t('selfCertification.dateOfBirth')}
        type="date"
        value={form.dateOfBirth}
        disabled={disabled}
        onChange={(e) => onChange({ dateOfBirth: e.target.value })}
        error={problem('dateOfBirth')}
      />
      <CountryComboBox
        label={t('selfCertification.citizenship')}
        countries={countries}
        showListLabel={t('common.showCountries')}
        value={form.citizenship}
        disabled={disabled}
        onChange={(citizenship) => onChange({ citizenship })}
        error={problem('citizenship')}
      />
      <YesNo
        legend={t('selfCertification.isUSTaxPayer')}
        hint={t('selfCertification.isUSTaxPayerHint')}
        value={form.isUSTaxPayer}
        disabled={disabled}
        onChange={(isUSTaxPayer) => onChange({ isUSTaxPayer })}
        error={problem('isUSTaxPayer')}
      />
    </>
  );
}

/** One document's file, with the upload's progress once it is being sent. */
export function DocumentFileField({
  kind,
  file,
  error,
  progress,
  disabled,
  onPick,
}: {
  kind: TaxDocumentKind;
  file: File | null;
  error?: string | null;
  progress?: UploadProgress;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`selfCertification.documents.${kind}`);
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {t(`selfCertification.documents.${kind}Hint`)} {t('selfCertification.documents.fileHint')}
      </p>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        disabled={disabled}
        data-kind={kind}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
      {file ? <p className="hint">{t('selfCertification.documents.chosen', { name: file.name })}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {progress ? (
        <div className="upload-progress">
          <progress
            value={progress.loaded}
            max={progress.total || 1}
            aria-label={t('selfCertification.documents.progress', { name: label })}
            data-kind={kind}
          />
          <span aria-hidden="true">
            {t('selfCertification.percent', { percent: percentOf(progress.loaded, progress.total) })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
