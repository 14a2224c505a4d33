import type { WizardAddress, WizardPhone } from '@app/contracts';
import { useStoreMap } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Country, CountryComboBox, TextField, type TextFieldProps } from '../../../shared/ui/index.ts';
import { $shownErrors } from '../model.ts';

/**
 * The error of one field as the wizard shows it: nothing until submit raised show-all-errors (spec 3 §4), then every
 * rule's error and the server's field errors at once. `data-error-path` lets submit move the focus to the first one.
 */
export function useFieldError(path: string): string | null {
  const { t } = useTranslation();
  const error = useStoreMap({ store: $shownErrors, keys: [path], fn: (all, [p]) => all[p] ?? null });
  if (error === null) return null;
  return error.kind === 'text' ? error.text : t(`businessWizard.errors.${error.key}`);
}

export function WizardTextField({ path, ...props }: Omit<TextFieldProps, 'error'> & { path: string }) {
  const error = useFieldError(path);
  return <TextField {...props} error={error} data-error-path={path} />;
}

/** A yes/no question as two radios in a fieldset (keyboard: arrows move between them). */
export function YesNoField({
  path,
  label,
  value,
  onChange,
}: {
  path: string;
  label: string;
  value: boolean | null;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  const error = useFieldError(path);
  const errorId = `${path}-error`;
  return (
    <fieldset className={error ? 'field field-invalid' : 'field'} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {([true, false] as const).map((v) => (
        <label key={String(v)} className="choice">
          <input
            type="radio"
            name={path}
            checked={value === v}
            onChange={() => onChange(v)}
            data-error-path={v ? path : undefined}
            aria-invalid={error ? true : undefined}
          />{' '}
          {t(v ? 'businessWizard.yes' : 'businessWizard.no')}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An error of a whole list (a hub, the tree's sibling total) shown above it. */
export function ListError({ path }: { path: string }) {
  const error = useFieldError(path);
  return error ? (
    <p className="field-error" role="alert" tabIndex={-1} data-error-path={path}>
      {error}
    </p>
  ) : null;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel section-stack" aria-label={title}>
      {children}
    </section>
  );
}

export function CountryField({
  path,
  label,
  countries,
  value,
  onChange,
}: {
  path: string;
  label: string;
  countries: readonly Country[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const error = useFieldError(path);
  return (
    <div data-error-path={path}>
      <CountryComboBox
        label={label}
        countries={countries}
        value={value}
        onChange={onChange}
        showListLabel={t('common.showCountries')}
        error={error}
      />
    </div>
  );
}

/** A phone as the payload holds it: the dialling code and the number (spec 3 §3 Phone). */
export function PhoneFields({
  path,
  value,
  onChange,
}: {
  path: string;
  value: WizardPhone | undefined;
  onChange: (v: WizardPhone) => void;
}) {
  const { t } = useTranslation();
  const phone = value ?? { countryCode: '', number: '' };
  return (
    <div className="inline-form">
      <WizardTextField
        path={`${path}.countryCode`}
        label={t('businessWizard.phoneCode')}
        inputMode="tel"
        autoComplete="tel-country-code"
        value={phone.countryCode}
        onChange={(e) => onChange({ ...phone, countryCode: e.target.value.replace(/[^\d]/g, '') })}
      />
      <WizardTextField
        path={`${path}.number`}
        label={t('businessWizard.phoneNumber')}
        inputMode="tel"
        autoComplete="tel-national"
        value={phone.number}
        onChange={(e) => onChange({ ...phone, number: e.target.value })}
      />
    </div>
  );
}

/** An address (spec 3 §3 Address: address1, city, postalCode, countryCode). */
export function AddressFields({
  path,
  countries,
  value,
  onChange,
}: {
  path: string;
  countries: readonly Country[];
  value: WizardAddress;
  onChange: (v: WizardAddress) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="section-stack">
      <legend>{t('businessWizard.address')}</legend>
      {(['address1', 'city', 'postalCode'] as const).map((k) => (
        <WizardTextField
          key={k}
          path={`${path}.${k}`}
          label={t(`businessWizard.addressFields.${k}`)}
          value={value[k]}
          onChange={(e) => onChange({ ...value, [k]: e.target.value })}
        />
      ))}
      <CountryField
        path={`${path}.countryCode`}
        label={t('businessWizard.addressFields.countryCode')}
        countries={countries}
        value={value.countryCode}
        onChange={(countryCode) => onChange({ ...value, countryCode })}
      />
    </fieldset>
  );
}
