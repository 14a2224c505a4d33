import {
  type ExistenceStatus,
  type PersonalRegisterBody,
  emailRuleValid,
  existenceStatuses,
  registrationChoices,
  serverFieldErrors,
} from '@app/contracts';
import type { SessionConfig } from '../../shared/api/index.ts';
import { type WrapperDevice, passwordUnmet, repeatProblem } from '../../shared/lib/index.ts';

/** A brand's terms entry as its public config gives it (spec 1 §1 "terms: list of entries each with id, key, …"). */
export interface TermsEntry {
  id: string;
  label: string;
  text: string;
  url: string;
}

/** What the brand offers at personal registration (spec 3 §1), read from its public config. */
export interface PersonalRegistration {
  allowed: boolean;
  types: readonly string[];
  terms: readonly TermsEntry[];
}

const isTerms = (x: unknown): x is TermsEntry => {
  const e = x as Partial<TermsEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.label === 'string' &&
    typeof e.text === 'string' &&
    typeof e.url === 'string'
  );
};
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

/** Spec 3 §1 from the brand's public config (GET /session/config): allowed, its personal types, its terms. */
export function personalRegistrationOf(config: SessionConfig | null): PersonalRegistration | null {
  if (!config) return null;
  const c = config as SessionConfig & Record<string, unknown>;
  const choices = registrationChoices({
    allowRegistration: c.allowRegistration === true,
    registrationPersonalTypes: strings(c.registrationPersonalTypes),
    registrationBusinessTypes: strings(c.registrationBusinessTypes),
    hideAdultIndustriesInRegistration: c.hideAdultIndustriesInRegistration === true,
    sourceOfWealthEnable: c.sourceOfWealthEnable === true,
  });
  const terms = Array.isArray(c.terms) ? c.terms.filter(isTerms) : [];
  return { allowed: choices.allowed, types: choices.personalTypes, terms };
}

/** The form as typed: kept in the page's model, so nothing typed is lost on an error. */
export interface PersonalForm {
  email: string;
  password: string;
  passwordRepeat: string;
  firstName: string;
  lastName: string;
  /** ISO country code (countries dictionary) */
  countryCode: string;
  /** the country's calling code, from the same dictionary entry */
  phoneCode: string;
  /** the national number as typed */
  phone: string;
  registrationType: string;
  /** ids of the brand's terms the user ticked */
  accepted: readonly string[];
  captcha: string;
}

export const emptyForm: PersonalForm = {
  email: '',
  password: '',
  passwordRepeat: '',
  firstName: '',
  lastName: '',
  countryCode: '',
  phoneCode: '',
  phone: '',
  registrationType: '',
  accepted: [],
  captcha: '',
};

export type FormField =
  | 'email'
  | 'password'
  | 'passwordRepeat'
  | 'firstName'
  | 'lastName'
  | 'countryCode'
  | 'phone'
  | 'registrationType'
  | 'accepted'
  | 'captcha';

/** A problem's locale key under registerPersonal.errors. */
export type Problem =
  | 'required'
  | 'emailInvalid'
  | 'emailExists'
  | 'emailEmployee'
  | 'emailChecking'
  | 'passwordRules'
  | 'repeat'
  | 'phoneInvalid'
  | 'phoneExists'
  | 'country'
  | 'type'
  | 'terms'
  | 'captcha';

/** The full international number: '+<calling code><digits>' (what is checked and sent). */
export const fullPhone = (form: Pick<PersonalForm, 'phoneCode' | 'phone'>): string =>
  `+${form.phoneCode.replace(/\D/g, '')}${form.phone.replace(/\D/g, '')}`;

/** The e-mail's problem: required, the e-mail rule (spec 1 §5, issue rule in contracts), then its existence status. */
export function emailProblem(email: string, status: ExistenceStatus): Problem | null {
  const v = email.trim();
  if (v === '') return 'required';
  if (!emailRuleValid(v)) return 'emailInvalid';
  if (status === existenceStatuses.exists) return 'emailExists';
  if (status === existenceStatuses.employee) return 'emailEmployee';
  if (status === existenceStatuses.checking) return 'emailChecking';
  // none, or error: a failed check does not stop the registration; the server decides
  return null;
}

/**
 * Every problem of the form, by field, before sending (spec 3 §1 types, terms and the bot challenge; the password
 * rules of the password reset). Empty: the form may be sent.
 */
export function formProblems(
  form: PersonalForm,
  brand: PersonalRegistration,
  status: { email: ExistenceStatus; phone: ExistenceStatus },
): Partial<Record<FormField, Problem>> {
  const out: Partial<Record<FormField, Problem>> = {};
  const email = emailProblem(form.email, status.email);
  if (email) out.email = email;
  if (form.password === '') out.password = 'required';
  else if (passwordUnmet(form.password).length > 0) out.password = 'passwordRules';
  const repeat = repeatProblem(form.password, form.passwordRepeat);
  if (repeat) out.passwordRepeat = repeat === 'required' ? 'required' : 'repeat';
  if (form.firstName.trim() === '') out.firstName = 'required';
  if (form.lastName.trim() === '') out.lastName = 'required';
  if (form.countryCode === '') out.countryCode = 'country';
  const digits = form.phone.replace(/\D/g, '');
  if (digits === '') out.phone = 'required';
  else if (digits.length < 6 || digits.length > 15 || /[^\d\s()+-]/.test(form.phone)) out.phone = 'phoneInvalid';
  else if (status.phone === existenceStatuses.exists) out.phone = 'phoneExists';
  if (!brand.types.includes(form.registrationType)) out.registrationType = 'type';
  if (brand.terms.length === 0 || brand.terms.some((term) => !form.accepted.includes(term.id))) out.accepted = 'terms';
  if (form.captcha === '') out.captcha = 'captcha';
  return out;
}

/** The request of a form without problems. */
export function requestOf(form: PersonalForm, device: WrapperDevice | null = null): PersonalRegisterBody {
  return {
    // spec 3 §3 "device, only when in the mobile wrapper"
    ...(device ? { device } : {}),
    email: form.email.trim(),
    password: form.password,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: fullPhone(form),
    countryCode: form.countryCode,
    registrationType: form.registrationType,
    acceptedTerms: [...form.accepted],
    captcha: form.captcha,
  };
}

/** The server's field names onto the form's. */
const serverFields: Readonly<Record<string, FormField>> = {
  email: 'email',
  password: 'password',
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  countryCode: 'countryCode',
  registrationType: 'registrationType',
  acceptedTerms: 'accepted',
  captcha: 'captcha',
};

/**
 * A VF answer's validation errors onto the form's fields (spec 3 §5 "Server field errors (verify error) are joined
 * from their descriptions with commas"); what names no field of the form is the general message (null: none).
 */
export function serverErrorsOf(body: unknown): {
  fields: Partial<Record<FormField, string>>;
  general: string | null;
} {
  const b = (body ?? {}) as { validationErrors?: { field?: string; description: string }[] };
  const joined = serverFieldErrors(Array.isArray(b.validationErrors) ? b.validationErrors : undefined);
  const fields: Partial<Record<FormField, string>> = {};
  const rest: string[] = [];
  for (const [field, text] of Object.entries(joined)) {
    const mine = serverFields[field];
    if (mine) fields[mine] = text;
    else rest.push(text);
  }
  return { fields, general: rest.length > 0 ? rest.join(', ') : null };
}
