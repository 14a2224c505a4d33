import * as z from 'zod/mini';

// zod/mini: the web loads these calls' types on the registration pages and the business wizard (envelope.ts says why)
import { methodCall } from './call.ts';
import { methodRequest, ok } from './envelope.ts';

/**
 * Personal registration and the e-mail / phone existence checks (spec 3 §1, §3, §5, §6, §7). Spec 3 §6 "Calls
 * allowed without authentication: registration and account activation, …, e-mail and phone checks": all three are
 * `auth: 'none'`. A registration answers no tokens: the new account waits for activation (spec 3 §4).
 */

/**
 * Spec 3 §1 "Registration is protected by a bot-challenge widget whose result is sent as captcha." The widget is
 * Cloudflare Turnstile (README 'Bot challenge'); without a real site key the web shows a test-mode check that
 * yields Turnstile's documented dummy token, the only token the fakes accept.
 */
export const captchaTestToken = 'XXXX.DUMMY.TOKEN.XXXX';

/** The fakes' refusals of the bot challenge (VF on the field `captcha`). */
export const captchaMessages = {
  missing: 'Please confirm you are not a robot.',
  failed: 'The bot check failed. Please try again.',
} as const;

/**
 * Spec 3 §1 "Paydek has registration disabled.": the text a brand without registration answers and shows, with
 * the brand's projectName in `{{brand}}` (the web's locales/en `registerChoice.closed` says the same words).
 */
export const registrationClosedText =
  'Registration of new accounts is closed at {{brand}}. If you have an account, sign in.';
export const registrationClosedMessage = (brand: string): string => registrationClosedText.replace('{{brand}}', brand);

/** The password rules of the password reset (web shared/lib/password.ts): 8+ characters, lower, upper, digit. */
export const PASSWORD_MIN_LENGTH = 8;
export function passwordProblems(password: string): ('length' | 'lower' | 'upper' | 'digit')[] {
  const out: ('length' | 'lower' | 'upper' | 'digit')[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) out.push('length');
  if (!/\p{Ll}/u.test(password)) out.push('lower');
  if (!/\p{Lu}/u.test(password)) out.push('upper');
  if (!/\d/.test(password)) out.push('digit');
  return out;
}

const text = z.string().check(z.minLength(1));

/** Spec 3 §3 "device, only when in the mobile wrapper" (its fields are not shown; the wrapper's device as at sign-in). */
export const registrationDevice = z.looseObject({
  type: z.enum(['android', 'ios']),
  name: z.string(),
  pushToken: z.optional(z.string()),
});

export const personalRegisterBody = methodRequest({
  email: text,
  password: text,
  firstName: text,
  lastName: text,
  /** national number, digits; its calling code in countryCode */
  phone: text,
  /** ISO country code of the phone and residence */
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** spec 3 §1: one of the brand's registrationPersonalTypes (@app/brands personalType); the fakes check the brand */
  registrationType: text,
  /** spec 3 §1: the ids of the brand's terms (terms and privacy policy), each accepted */
  acceptedTerms: z.array(text).check(z.minLength(1)),
  /** spec 3 §1: the bot challenge's result (the fakes answer VF on `captcha` when empty) */
  captcha: z.string(),
  device: z.optional(registrationDevice),
});
export type PersonalRegisterBody = z.input<typeof personalRegisterBody>;

export const personalRegister = methodCall('personalRegister', {
  summary: 'register a personal customer; the account waits for activation with the e-mailed code',
  auth: 'none',
  request: personalRegisterBody,
  response: ok({ username: z.string() }),
});

/** Spec 3 §5 "the e-mail is checked for existence (returns exists and isEmployee)". */
export const emailExistsCheck = methodCall('emailExistsCheck', {
  summary: 'whether an e-mail address is already registered, and whether it is an employee (authorised user)',
  auth: 'none',
  request: methodRequest({ email: text }),
  response: ok({ exists: z.boolean(), isEmployee: z.boolean() }),
});

/** Spec 3 §5 "and the phone for existence (returns exists)". */
export const phoneExistsCheck = methodCall('phoneExistsCheck', {
  summary: 'whether a phone number is already registered',
  auth: 'none',
  request: methodRequest({ phone: text }),
  response: ok({ exists: z.boolean() }),
});

export const registrationCalls = [personalRegister, emailExistsCheck, phoneExistsCheck] as const;
