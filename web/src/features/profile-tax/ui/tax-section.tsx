import { type TaxNumberForm, type TinMissingReason, countriesGet, countryTax, tinMissingReasons } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { Button, CountryComboBox, ErrorWithRetry, SelectField, TextField } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import {
  $form,
  $problems,
  $saved,
  SAVE,
  TaxSectionGate,
  fieldsChanged,
  saveMutation,
  saveSubmitted,
} from '../model.ts';

export interface TaxSectionProps {
  taxId?: string;
  taxCountryCode?: string;
  tinMissingReason?: TinMissingReason;
  isBusiness: boolean;
}

/** /profile tax number: the country table names the number and says if it is required (spec 1 §3, spec 3 §5). */
export function TaxSection(props: TaxSectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const countries = useDictionary(countriesGet);
  useGate(TaxSectionGate, {
    taxCountryCode: props.taxCountryCode,
    tinMissingReason: props.tinMissingReason,
    isBusiness: props.isBusiness,
  });
  const [form, problems, saved, pendingKeys, errors, set, save] = useUnit([
    $form,
    $problems,
    $saved,
    saveMutation.$pendingKeys,
    saveMutation.$errors,
    fieldsChanged,
    saveSubmitted,
  ]);
  const pending = pendingKeys.includes(SAVE);
  const error = errors[SAVE] ?? null;
  const tax = countryTax(form.countryCode);
  const tin = props.isBusiness ? tax.tinBusiness : tax.tinPersonal;
  const problem = (k: keyof TaxNumberForm) => (problems[k] ? t(`profilePage.tax.errors.${problems[k]}`) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };

  return (
    <section className="panel" aria-labelledby="tax-title">
      <h2 id="tax-title">{t('profilePage.tax.title')}</h2>
      {props.taxId ? <p>{t('profilePage.tax.current', { value: props.taxId })}</p> : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <CountryComboBox
          label={t('profilePage.tax.country')}
          countries={countries.data?.countries ?? []}
          showListLabel={t('common.showCountries')}
          value={form.countryCode}
          onChange={(countryCode) => set({ countryCode })}
          error={problem('countryCode')}
        />
        {countries.error ? <p className="field-error">{t('kyc.loadFailed')}</p> : null}
        <TextField
          label={t('profilePage.tax.number', { name: tin.name, shortName: tin.shortName })}
          value={form.taxId}
          onChange={(e) => set({ taxId: e.target.value })}
          aria-describedby={`${id}-required`}
        />
        <p id={`${id}-required`} className="hint">
          {t(tin.required ? 'profilePage.tax.requiredHere' : 'profilePage.tax.optionalHere')}
        </p>
        {form.taxId.trim() === '' ? (
          <SelectField
            label={t('profilePage.tax.reason')}
            placeholder={t('documents.choose')}
            value={form.tinMissingReason || null}
            onChange={(tinMissingReason) => set({ tinMissingReason })}
            error={problem('tinMissingReason')}
            options={tinMissingReasons.map((r) => ({ id: r, label: t(`profilePage.tax.reasons.${r}`) }))}
          />
        ) : null}
        {form.taxId.trim() === '' && form.tinMissingReason === 'cannotObtain' ? (
          <div className={problems.tinMissingExplanation ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-explanation`}>{t('profilePage.tax.explanation')}</label>
            <textarea
              id={`${id}-explanation`}
              rows={3}
              value={form.tinMissingExplanation}
              onChange={(e) => set({ tinMissingExplanation: e.target.value })}
              aria-invalid={problems.tinMissingExplanation ? true : undefined}
            />
            {problem('tinMissingExplanation') ? (
              <p className="field-error">{problem('tinMissingExplanation')}</p>
            ) : null}
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {t('profilePage.save')}
          </Button>
        </div>
        {saved ? <p role="status">{t('profilePage.saved')}</p> : null}
        {error ? <ErrorWithRetry message={text(error)} /> : null}
      </form>
    </section>
  );
}
