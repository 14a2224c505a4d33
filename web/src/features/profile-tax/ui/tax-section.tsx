import { countriesGet } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import {
  countryTax,
  taxNumberPayload,
  tinMissingReasons,
  type TaxNumberForm,
  type TaxNumberProblem,
  type TinMissingReason,
  useAction,
} from '../../../entities/profile/index.ts';
import { Button, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { taxNumberUpdateFx } from '../model.ts';

export interface TaxSectionProps {
  taxId?: string;
  taxCountryCode?: string;
  tinMissingReason?: TinMissingReason;
  isBusiness: boolean;
  onChanged: () => void;
}

/** /profile tax number: the country table names the number and says if it is required (spec 1 §3, spec 3 §5). */
export function TaxSection(props: TaxSectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const countries = useDictionary(countriesGet);
  const save = useAction(useUnit(taxNumberUpdateFx));
  const [form, setForm] = useState<TaxNumberForm>({
    countryCode: props.taxCountryCode ?? '',
    taxId: '',
    tinMissingReason: props.tinMissingReason ?? '',
    tinMissingExplanation: '',
    isBusiness: props.isBusiness,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof TaxNumberForm, TaxNumberProblem>>>({});
  const [saved, setSaved] = useState(false);
  const tax = countryTax(form.countryCode);
  const tin = props.isBusiness ? tax.tinBusiness : tax.tinPersonal;
  const set = (patch: Partial<TaxNumberForm>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...patch }));
  };
  const problem = (k: keyof TaxNumberForm) => (problems[k] ? t(`profilePage.tax.errors.${problems[k]}`) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = taxNumberPayload(form);
    if (!result.ok) return setProblems(result.problems);
    setProblems({});
    if (await save.run({ body: result.payload })) {
      setForm((f) => ({ ...f, taxId: '' }));
      setSaved(true);
      props.onChanged();
    }
  };

  return (
    <section className="panel" aria-labelledby="tax-title">
      <h2 id="tax-title">{t('profilePage.tax.title')}</h2>
      {props.taxId ? <p>{t('profilePage.tax.current', { value: props.taxId })}</p> : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={save.pending}>
        <div className={problems.countryCode ? 'field field-invalid' : 'field'}>
          <label htmlFor={`${id}-country`}>{t('profilePage.tax.country')}</label>
          <select
            id={`${id}-country`}
            value={form.countryCode}
            onChange={(e) => set({ countryCode: e.target.value })}
            aria-invalid={problems.countryCode ? true : undefined}
          >
            <option value="">{t('documents.choose')}</option>
            {(countries.data?.countries ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            {form.countryCode && !countries.data?.countries.some((c) => c.code === form.countryCode) ? (
              <option value={form.countryCode}>{form.countryCode}</option>
            ) : null}
          </select>
          {problem('countryCode') ? <p className="field-error">{problem('countryCode')}</p> : null}
          {countries.error ? <p className="field-error">{t('kyc.loadFailed')}</p> : null}
        </div>
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
          <div className={problems.tinMissingReason ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-reason`}>{t('profilePage.tax.reason')}</label>
            <select
              id={`${id}-reason`}
              value={form.tinMissingReason}
              onChange={(e) => set({ tinMissingReason: e.target.value as TinMissingReason | '' })}
              aria-invalid={problems.tinMissingReason ? true : undefined}
            >
              <option value="">{t('documents.choose')}</option>
              {tinMissingReasons.map((r) => (
                <option key={r} value={r}>
                  {t(`profilePage.tax.reasons.${r}`)}
                </option>
              ))}
            </select>
            {problem('tinMissingReason') ? <p className="field-error">{problem('tinMissingReason')}</p> : null}
          </div>
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
          <Button type="submit" disabled={save.pending}>
            {t('profilePage.save')}
          </Button>
        </div>
        {saved ? <p role="status">{t('profilePage.saved')}</p> : null}
        {save.error ? <ErrorWithRetry message={text(save.error)} /> : null}
      </form>
    </section>
  );
}
