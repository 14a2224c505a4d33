import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/index.ts';
import type { PersonErrors, PersonValues } from '../person.ts';

/** First name, last name and e-mail of a company person, with their errors (add and edit representative). */
export function PersonFields({
  values,
  errors,
  onChange,
}: {
  values: PersonValues;
  errors: PersonErrors;
  onChange: (field: keyof PersonValues, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('companyAccess.firstName')}
        name="firstName"
        autoComplete="off"
        value={values.firstName}
        onChange={(e) => onChange('firstName', e.target.value)}
        error={errors.firstName ? t('companyAccess.errors.required') : null}
      />
      <TextField
        label={t('companyAccess.lastName')}
        name="lastName"
        autoComplete="off"
        value={values.lastName}
        onChange={(e) => onChange('lastName', e.target.value)}
        error={errors.lastName ? t('companyAccess.errors.required') : null}
      />
      <TextField
        label={t('companyAccess.email')}
        type="email"
        name="email"
        autoComplete="off"
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        error={
          errors.email === 'required'
            ? t('login.emailRequired')
            : errors.email === 'invalid'
              ? t('login.emailInvalid')
              : null
        }
      />
    </>
  );
}
