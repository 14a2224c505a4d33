import { ApiError, errorMessage } from '@app/contracts';

export type ActivationAction = 'activation' | 'activationBusiness' | 'activationEmployee';

export interface ActivationRequest {
  action: ActivationAction;
  user: string;
  code: string;
}

/**
 * POST /session/activate: the gateway signs out any current session,
 * activates, and keeps the tokens. Failures are ApiError like every other
 * call, so the same message rules apply.
 */
export async function postActivate(body: ActivationRequest): Promise<void> {
  const res = await fetch('/session/activate', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (res.ok) return;
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    data = undefined;
  }
  const code =
    data && typeof data === 'object' && 'responseCode' in data
      ? String((data as { responseCode: unknown }).responseCode)
      : undefined;
  throw new ApiError(errorMessage(data), res.status, code, data);
}
