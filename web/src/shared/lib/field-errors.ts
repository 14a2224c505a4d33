import { ApiError, serverFieldErrors } from '@app/contracts';

/**
 * A refused call's VF entries (`validationErrors: [{ field, description }]`) for the fields a form shows, joined per
 * field with commas (spec 3 §5 "Server field errors (verify error) are joined from their descriptions with commas";
 * contracts serverFieldErrors). Anything else stays in the call's message. A module of its own, not in the barrel
 * /login loads: the forms that show server field errors import it.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const list = (error.body as { validationErrors?: unknown }).validationErrors;
  if (!Array.isArray(list)) return {};
  const byField = serverFieldErrors(
    list.filter(
      (e): e is { field?: string; description: string } =>
        typeof e === 'object' && e !== null && typeof (e as { description?: unknown }).description === 'string',
    ),
  );
  const out: Partial<Record<F, string>> = {};
  for (const f of fields) if (byField[f]) out[f] = byField[f];
  return out;
}
