import type * as z from 'zod/mini';
/** An error the gateway answers itself, in the upstream's envelope with a catalogue code. */
export class GatewayError extends Error {
  readonly statusCode: number;
  /** A catalogue code (`AU`, `13`, `VF`, `UE`, `TA1`...), or the upstream's own when relayed. */
  readonly responseCode: string;
  readonly extra: Record<string, unknown> | undefined;
  /** For a 5xx `UE`: the locales key of the user-facing text (default `errors.serverNotAvailable`). */
  readonly textKey: string | undefined;
  constructor(
    statusCode: number,
    responseCode: string,
    message: string,
    extra?: Record<string, unknown>,
    textKey?: string,
  ) {
    super(message);
    this.textKey = textKey;
    this.name = 'GatewayError';
    this.statusCode = statusCode;
    this.responseCode = responseCode;
    this.extra = extra;
  }
}

export interface EnvelopeBody {
  responseCode: string;
  responseDescription: string;
  [k: string]: unknown;
}

export function envelopeOf(code: string, description: string, extra?: Record<string, unknown>): EnvelopeBody {
  return { responseCode: code, responseDescription: description, ...extra };
}

/** The upstream could not be reached or answered garbage: the product's own text (spec 1 §8). */
export const serverNotAvailable = 'Server is not available';
export const sessionExpired = 'Session expired';
export const notSignedIn = 'Not signed in';

/**
 * A money-moving call whose answer never came (timeout, connection lost after sending): it may or may not
 * have been applied. The words "outcome unknown" are the contract; the text is translated (errors.outcomeUnknown).
 */
export const outcomeUnknown =
  'No answer in time: outcome unknown. Check your history before trying again; retrying the same payment will not pay twice.';

/** Spec 3 §8: a body the gateway validates itself; a verify error carries its field errors, joined with commas. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const validationErrors = r.error.issues.map((i) => ({ field: i.path.join('.'), description: i.message }));
  throw new GatewayError(400, 'VF', validationErrors.map((e) => e.description).join(', '), { validationErrors });
}
