/**
 * New-password rules shown beside the field (password reset, change
 * password). Form hints only; the server has the last word.
 */
export type PasswordRule = 'length' | 'lower' | 'upper' | 'digit';
export const passwordRules: readonly PasswordRule[] = ['length', 'lower', 'upper', 'digit'];
export const PASSWORD_MIN = 8;

const tests: Record<PasswordRule, (v: string) => boolean> = {
  length: (v) => v.length >= PASSWORD_MIN,
  lower: (v) => /\p{Ll}/u.test(v),
  upper: (v) => /\p{Lu}/u.test(v),
  digit: (v) => /\d/.test(v),
};

/** The rules the password does not meet yet, in display order. */
export function passwordUnmet(value: string): PasswordRule[] {
  return passwordRules.filter((rule) => !tests[rule](value));
}

export type RepeatProblem = 'required' | 'mismatch';

/** Caught before sending: the repeat must equal the new password exactly. */
export function repeatProblem(password: string, repeat: string): RepeatProblem | null {
  if (repeat === '') return 'required';
  return repeat === password ? null : 'mismatch';
}
