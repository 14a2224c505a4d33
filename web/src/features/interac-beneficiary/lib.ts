import type { CallBodyOf, interacTransfer } from '@app/contracts';
import { isPayeeEmailValid } from '../../entities/transfer/index.ts';

/**
 * The Interac e-Transfer beneficiary: its part of the submit body (contracts `interacTransfer`: the name and exactly
 * one of e-mail and phone) and the rules the form checks before it is sent.
 */
export type InteracPayload = Pick<CallBodyOf<typeof interacTransfer>, 'beneficiaryName' | 'email' | 'phone'>;

/** How the money reaches the recipient: the e-mail or the mobile number registered with Interac. */
export type InteracContact = 'email' | 'phone';

/** The contract's limits (`interacTransfer.beneficiaryName`, `.email`). */
export const NAME_MAX = 140;
export const EMAIL_MAX = 254;

/** Locale keys under `interacPayee`. */
export type NameProblem = 'nameRequired' | 'nameTooLong';
export type EmailProblem = 'emailRequired' | 'emailInvalid';
export type PhoneProblem = 'phoneRequired' | 'phoneInvalid';

export function nameProblem(name: string): NameProblem | null {
  const v = name.trim();
  if (v === '') return 'nameRequired';
  return v.length > NAME_MAX ? 'nameTooLong' : null;
}

/**
 * Spec 2 §5 "Email check: valid if empty, or longer than 5 characters and containing '@' and '.'" (entities/transfer
 * `isPayeeEmailValid`, the one copy of the rule). The recipient's e-mail is how the money reaches them, so here it
 * is also required; and it fits the contract's 254 characters.
 */
export function emailProblem(email: string): EmailProblem | null {
  const v = email.trim();
  if (v === '') return 'emailRequired';
  return isPayeeEmailValid(v) && v.length <= EMAIL_MAX ? null : 'emailInvalid';
}

/**
 * A Canadian mobile number as the contract takes it (`interacTransfer.phone`: E.164, +1 and ten digits), from the
 * ways people type it: "(416) 555-0100", "416-555-0100", "416.555.0100", "1 416 555 0100", "+1 416 555 0100".
 * Decisions: a North American number (area code and exchange each start with 2 to 9); the spec does not list
 * Canada's area codes and they keep being added, so whether the number is Canadian and a mobile is the upstream's
 * word. Null when it is not such a number.
 */
export function canadianMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s().-]/g, '');
  const m = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/.exec(compact);
  return m ? `+1${m[1] ?? ''}` : null;
}

export function phoneProblem(phone: string): PhoneProblem | null {
  if (phone.trim() === '') return 'phoneRequired';
  return canadianMobile(phone) === null ? 'phoneInvalid' : null;
}

export interface InteracInput {
  beneficiaryName: string;
  contact: InteracContact;
  email: string;
  phone: string;
}

export interface InteracProblems {
  beneficiaryName: NameProblem | null;
  email: EmailProblem | null;
  phone: PhoneProblem | null;
}

/** Only the chosen contact is checked: the other one is not sent. */
export function interacProblems(input: InteracInput): InteracProblems {
  return {
    beneficiaryName: nameProblem(input.beneficiaryName),
    email: input.contact === 'email' ? emailProblem(input.email) : null,
    phone: input.contact === 'phone' ? phoneProblem(input.phone) : null,
  };
}

/** The block's payload: the name and exactly one of e-mail and phone (the chosen one), or null. */
export function interacPayload(input: InteracInput): InteracPayload | null {
  const p = interacProblems(input);
  if (p.beneficiaryName || p.email || p.phone) return null;
  const beneficiaryName = input.beneficiaryName.trim();
  if (input.contact === 'email') return { beneficiaryName, email: input.email.trim() };
  return { beneficiaryName, phone: canadianMobile(input.phone) ?? '' };
}

/** What a prefill (a repeat or a template, in the contract's field names) gives the block: a phone wins over an e-mail. */
export function prefillOf(values: Readonly<Record<string, unknown>>): Partial<InteracInput> {
  const out: Partial<InteracInput> = {};
  if (typeof values.beneficiaryName === 'string') out.beneficiaryName = values.beneficiaryName;
  if (typeof values.email === 'string' && values.email !== '') {
    out.contact = 'email';
    out.email = values.email;
  }
  if (typeof values.phone === 'string' && values.phone !== '') {
    out.contact = 'phone';
    out.phone = values.phone;
  }
  return out;
}
