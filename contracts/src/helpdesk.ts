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

/** Spec 3 §3 support ticket; ids are 18-digit strings, as the help-desk service sends them. */
export const helpdeskTicket = z.looseObject({
  id: z.string(),
  /** "1042": normalizeNumericStrings may have made it a number */
  ticketNumber: z.union([z.string(), z.number()]),
  status: z.string(),
  subject: z.string().optional(),
  lastThread: z.looseObject({ createdAt: z.string(), to: z.string().optional() }).optional(),
  updatedAt: z.string(),
  createdAt: z.string(),
});

/** Spec 3 §7: GET /tickets with limit (20) and from. */
export const helpdeskTickets = restCall('GET', '/tickets', {
  summary: 'help-desk: tickets of the signed-in contact (query limit, from)',
  request: z.undefined(),
  response: z.object({ data: z.array(helpdeskTicket) }),
});

export const helpdeskCalls = [helpdeskMe, helpdeskTickets] as const;
