import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/index.ts';
import type { InteracContact } from '../lib.ts';
import {
  $beneficiaryName,
  $contact,
  $email,
  $errors,
  $payload,
  $phone,
  contactChosen,
  emailChanged,
  fieldLeft,
  nameChanged,
  phoneChanged,
} from '../model.ts';

const contacts: readonly InteracContact[] = ['email', 'phone'];

/** The Interac e-Transfer recipient: their name, and their e-mail or Canadian mobile number. */
export function InteracBeneficiaryFields() {
  const { t } = useTranslation();
  const [name, contact, email, phone, errors, payload] = useUnit([
    $beneficiaryName,
    $contact,
    $email,
    $phone,
    $errors,
    $payload,
  ]);
  const [changeName, choose, changeEmail, changePhone, leave] = useUnit([
    nameChanged,
    contactChosen,
    emailChanged,
    phoneChanged,
    fieldLeft,
  ]);
  return (
    <fieldset className="field beneficiary-block" data-testid="interac-beneficiary">
      <legend>{t('interacPayee.legend')}</legend>
      <TextField
        label={t('interacPayee.beneficiaryName')}
        name="beneficiaryName"
        autoComplete="off"
        value={name}
        onChange={(e) => changeName(e.target.value)}
        onBlur={() => leave('beneficiaryName')}
        error={errors.beneficiaryName ? t(`interacPayee.${errors.beneficiaryName}`) : null}
      />
      <fieldset className="field">
        <legend>{t('interacPayee.sendTo')}</legend>
        {contacts.map((c) => (
          <label key={c} className="choice-inline">
            <input type="radio" name="interac-contact" value={c} checked={contact === c} onChange={() => choose(c)} />{' '}
            {t(c === 'email' ? 'interacPayee.byEmail' : 'interacPayee.byPhone')}
          </label>
        ))}
      </fieldset>
      {contact === 'email' ? (
        <TextField
          label={t('interacPayee.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => changeEmail(e.target.value)}
          onBlur={() => leave('email')}
          error={errors.email ? t(`interacPayee.${errors.email}`) : null}
        />
      ) : (
        <TextField
          label={t('interacPayee.phone')}
          name="phone"
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(e) => changePhone(e.target.value)}
          onBlur={() => leave('phone')}
          error={errors.phone ? t(`interacPayee.${errors.phone}`) : null}
        />
      )}
      {payload ? <p>{t('interacPayee.sendsTo', { contact: payload.email ?? payload.phone ?? '' })}</p> : null}
    </fieldset>
  );
}
