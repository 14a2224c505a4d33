/**
 * Spec 1 §5: the sign-in username must be a valid e-mail address. One local
 * part, one @, a domain of dot-separated labels ending in a top-level label
 * of 2+ letters; no spaces. Deliberately simpler than RFC 5322: it is a form
 * hint, the server decides.
 */
const EMAIL = /^[^\s@]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export type EmailProblem = 'required' | 'invalid';

export function emailProblem(value: string): EmailProblem | null {
  const v = value.trim();
  if (v === '') return 'required';
  return v.length <= 254 && EMAIL.test(v) ? null : 'invalid';
}
