import { countriesGet } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { SelectField } from '../../../shared/ui/index.ts';
import { $general, generalChanged } from '../draft.ts';
import { $businessTypes } from '../model.ts';
import { AddressFields, CountryField, PhoneFields, WizardTextField, useFieldError } from './fields.tsx';

type TextKey =
  'name' | 'tradingName' | 'email' | 'website' | 'registrationNumber' | 'registrationDate' | 'businessTaxId';
const textFields: readonly { key: TextKey; type?: string; autoComplete?: string }[] = [
  { key: 'name', autoComplete: 'organization' },
  { key: 'tradingName' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'website', type: 'url', autoComplete: 'url' },
  { key: 'registrationNumber' },
  { key: 'registrationDate', type: 'date' },
  { key: 'businessTaxId' },
];

/** generalForm (spec 3 §2): the company itself; its type is one of the brand's business types (spec 3 §1). */
export function GeneralForm() {
  const { t } = useTranslation();
  const [company, types, change] = useUnit([$general, $businessTypes, generalChanged]);
  const countries = useDictionary(countriesGet).data?.countries ?? [];
  const typeError = useFieldError('company.businessType');
  return (
    <div className="section-stack">
      <div data-error-path="company.businessType">
        <SelectField
          label={t('businessWizard.general.businessType')}
          placeholder={t('businessWizard.choose')}
          value={company.businessType === '' ? null : company.businessType}
          options={types.map((id) => ({ id, label: t(`businessWizard.businessTypes.${id}`) }))}
          onChange={(v) => change({ businessType: v })}
          error={typeError}
        />
      </div>
      {textFields.map((f) => (
        <WizardTextField
          key={f.key}
          path={`company.${f.key}`}
          label={t(`businessWizard.general.${f.key}`)}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete ?? 'off'}
          value={company[f.key]}
          onChange={(e) => change({ [f.key]: e.target.value })}
        />
      ))}
      <CountryField
        path="company.registrationCountryCode"
        label={t('businessWizard.general.registrationCountryCode')}
        countries={countries}
        value={company.registrationCountryCode}
        onChange={(code) => change({ registrationCountryCode: code })}
      />
      <PhoneFields path="company.phone" value={company.phone} onChange={(phone) => change({ phone })} />
      <AddressFields
        path="company.address"
        countries={countries}
        value={company.address}
        onChange={(address) => change({ address })}
      />
      <WizardTextField
        path="company.description"
        label={t('businessWizard.general.description')}
        value={company.description ?? ''}
        onChange={(e) => change({ description: e.target.value })}
      />
    </div>
  );
}
