import { countriesGet } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { SelectField } from '../../../shared/ui/index.ts';
import { $general, generalChanged } from '../draft.ts';
import { $businessTypes, emailEntered } from '../model.ts';
import { EmailStatus } from './email-status.tsx';
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
  const [company, types, change, checkEmail] = useUnit([$general, $businessTypes, generalChanged, emailEntered]);
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
          onChange={(e) => change({ [f.key]: f.key === 'email' ? e.target.value.trim() : e.target.value })}
          // the company e-mail becomes the owner's login: checked for existence once entered (spec 3 §5)
          onBlur={f.key === 'email' ? () => checkEmail(company.email) : undefined}
        />
      ))}
      <EmailStatus email={company.email} />
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
