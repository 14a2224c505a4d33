import { z } from 'zod';
import { restCall } from './call.ts';

/**
 * Support (spec 3 §7). The gateway fetches the help-desk remote-auth token
 * with zoho/jwt and bridges /helpdesk/* with it; the token never reaches the
 * browser.
 */
export const zohoJwt = restCall('GET', '/zoho/jwt', {
  summary: 'help-desk remote-auth token (query widgetId, optional fromCustomerId)',
  request: z.undefined(),
  response: z.object({ token: z.string() }),
});

/** Calls on the help-desk service itself (a separate base address). */
export const helpdeskMe = restCall('POST', '/me', {
  summary: 'help-desk: the signed-in contact',
  request: z.object({}).optional(),
  response: z.looseObject({ id: z.string(), email: z.string() }),
});

export const helpdeskCalls = [helpdeskMe] as const;
