import { ApiError } from '@app/contracts';
import { type LoginAnswer, type Message, errorMessageFor } from '../../shared/api/index.ts';

export interface LoginDevice {
  id: string | number;
  name?: string;
  type?: string;
  location?: string;
  lastActivityAt?: string;
}

/** The screen of the sign-in: the form, or the second step a flow asks for (spec 1 §4). */
export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'code'; flow: 'otp' }
  | { kind: 'code'; flow: 'sms'; phone: string; smsId: string | null }
  | { kind: 'push'; devices: LoginDevice[]; deeplink: string | null }
  | { kind: 'verifyDevice'; deviceId: string | number | null };

/** Spec 1 §4: the sms identifier is two digits, 00 to 99; anything else is not shown. */
export function formatSmsId(value: unknown): string | null {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 99) return null;
  return String(n).padStart(2, '0');
}

/** Which step an answer of POST /session/login leads to. */
export function stepFor(answer: LoginAnswer): SignInStep {
  switch (answer.flow) {
    case 'otp':
      return { kind: 'code', flow: 'otp' };
    case 'sms':
      return { kind: 'code', flow: 'sms', phone: answer.phone ?? '', smsId: formatSmsId(answer.smsId) };
    case 'push':
      // the answer was checked by contracts' sessionLoginAnswer: every device has an id
      return { kind: 'push', devices: answer.devices ?? [], deeplink: answer.deeplink || null };
    case 'verifyDevice':
      return { kind: 'verifyDevice', deviceId: answer.userId ?? null };
    default:
      return { kind: 'credentials' };
  }
}

/**
 * A failed token fetch (POST /session/token after a second step, /session/exchange of a sign-in link): spec 1 §8
 * "Token fetch failure gives messages like '[get token error] bad status'". Decision: that text when the failure is a
 * bad HTTP status with no answer of the product's own (no responseCode, no message: a proxy's page, an empty body);
 * an answer that says what went wrong (a wrong code, 'Server is not available') is shown as said.
 */
export function tokenErrorMessageFor(error: unknown): Message {
  if (error instanceof ApiError && error.responseCode === undefined && !error.message)
    return { key: 'login.tokenBadStatus' };
  return errorMessageFor(error);
}
