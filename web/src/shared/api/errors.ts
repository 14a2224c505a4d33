import { ApiError, ContractError, codeInfo } from '@app/contracts';

/**
 * What the user sees when a call fails (spec 1 §8, spec 3 §8). Each decision
 * is pure so that a table test can quote the spec row by row.
 */

/** A text from the server, shown as is, or one of our own texts by i18n key. */
export type Message = { text: string } | { key: string };

export type ErrorReaction =
  { kind: 'signOut' } | { kind: 'terms'; terms: unknown[] } | { kind: 'dialog'; message: Message };

/** True when the request never got an answer (fetch rejects with a TypeError). */
export function isNoResponse(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The gateway marks a money-moving call that may or may not have been applied with `outcomeUnknown: true`. */
export function isOutcomeUnknown(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { outcomeUnknown?: unknown }).outcomeUnknown === true;
}

/** The message of a failure, without the session decisions. */
export function errorMessageFor(error: unknown): Message {
  if (isNoResponse(error)) return { key: 'errors.serverError' };
  if (error instanceof ApiError) {
    // the gateway's 502/504 on a money-moving call whose answer never came: say so in the user's language
    if (isOutcomeUnknown(error.body)) return { key: 'errors.outcomeUnknown' };
    if (error.status === 500) return { key: 'errors.serverNotAvailable' };
    if (error.message) return { text: error.message };
    if (error.responseCode) return { key: codeInfo(error.responseCode).messageKey };
    return { key: error.status >= 500 ? 'errors.serverNotAvailable' : 'errors.unknown' };
  }
  if (error instanceof ContractError) return { key: 'errors.unknown' };
  return { key: 'errors.unknown' };
}

/** Spec 1 §8 TE: the terms of an answer, one entry or a list, as a list. */
export function termsOf(body: unknown): unknown[] {
  if (!body || typeof body !== 'object' || !('terms' in body)) return [];
  const terms = (body as { terms: unknown }).terms;
  if (terms === undefined || terms === null) return [];
  return Array.isArray(terms) ? terms : [terms];
}

export function errorReactionFor(error: unknown): ErrorReaction {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.responseCode === 'AU') return { kind: 'signOut' };
    if (error.responseCode === 'TE') return { kind: 'terms', terms: termsOf(error.body) };
  }
  return { kind: 'dialog', message: errorMessageFor(error) };
}

/** Spec 1 §5: "descriptions over 50 characters become the body under the header 'Error'". */
export const DIALOG_TITLE_MAX = 50;

export function dialogLayout(text: string, errorHeader: string): { title: string; body?: string } {
  return text.length > DIALOG_TITLE_MAX ? { title: errorHeader, body: text } : { title: text };
}
