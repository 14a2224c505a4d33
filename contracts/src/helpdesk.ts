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

/*
 * The rest of spec 3 §7 "Support". Decided here, where the spec says "not shown" (the fakes follow these; fakes/
 * README.md "Help desk"):
 * - Payments API: GET zoho/agent answers the contact's support agent (name, photo, whether online); GET
 *   zoho/tickets/stats answers unreadTicketNumbers, the ticket numbers with an agent's answer newer than the
 *   customer's read time; GET zoho/tickets finds the customer's tickets by ticketNumber (a notification's click
 *   target, spec 3 §2 "/messages ... with a ticketNumber parameter", carries the number, the help desk goes by id).
 * - Help-desk service: answers are the help desk's own JSON (no envelope); a refusal is an HTTP status with
 *   `{ message }` (400 adds `validationErrors: [{ field, description }]`); 429 is its rate limit, with Retry-After
 *   seconds (spec 3 §8 "HTTP 429: help-desk requests aborted, failed flag set, with a timer").
 * - Read time: the ticket's customer field `cf_read_time` (ISO time) is when the customer last read it; creating a
 *   ticket sets it (spec 3 §3 "the customer-field read time"), opening a ticket sets it with PUT /tickets/{id}.
 * - Content is plain text: the web shows it as text, never as HTML.
 * - POST /composetickets answers what the contact may compose: the departments and the default one.
 * - Attachments are uploaded first (POST /uploads, one file a call: multipart `file`), then named by id in a new
 *   ticket or thread (`uploads`). At most `helpdeskRules.uploadBytes` a file.
 */

/** Spec 3 §9 "Support ticket fetch limit 20; conversations limit 100"; §9 "Ticket 'new' window two weeks". */
export const helpdeskRules = {
  ticketsLimit: 20,
  conversationsLimit: 100,
  newWindowDays: 14,
  /** decided: the help desk's own limit on one attachment */
  uploadBytes: 10 * 1024 * 1024,
  subjectMax: 255,
  contentMax: 32000,
  /** decided: the wait after a 429 without Retry-After, in seconds */
  retryAfterDefaultSeconds: 30,
} as const;

/** The customer field of spec 3 §3 "the customer-field read time". */
export const readTimeField = 'cf_read_time';

const helpdeskIdText = z.union([z.string(), z.number().transform(String)]);

export const helpdeskAgent = z.looseObject({
  name: z.string(),
  photoUrl: z.string().nullable().optional(),
  online: z.boolean().optional(),
});

export const zohoAgent = restCall('GET', '/zoho/agent', {
  summary: "the customer's support agent (optional fromCustomerId)",
  request: z.undefined(),
  response: z.object({ agent: helpdeskAgent.nullable() }),
});

export const zohoTicketsStats = restCall('GET', '/zoho/tickets/stats', {
  summary: 'ticket numbers with an unread answer (optional fromCustomerId)',
  request: z.undefined(),
  response: z.looseObject({ unreadTicketNumbers: z.array(helpdeskIdText) }),
});

export const zohoTickets = restCall('GET', '/zoho/tickets', {
  summary: "the customer's tickets, by ticketNumber when given (query ticketNumber, optional fromCustomerId)",
  request: z.undefined(),
  response: z.object({
    data: z.array(z.looseObject({ id: helpdeskIdText, ticketNumber: helpdeskIdText, status: z.string() })),
  }),
});

export const helpdeskDepartment = z.looseObject({ id: helpdeskIdText, name: z.string() });

export const helpdeskComposeTickets = restCall('POST', '/composetickets', {
  summary: 'help-desk: what the contact may compose (departments, the default one)',
  request: z.object({}).optional(),
  response: z.looseObject({ departments: z.array(helpdeskDepartment), defaultDepartmentId: helpdeskIdText }),
});

export const helpdeskTicketGet = restCall('GET', '/tickets/{id}', {
  summary: 'help-desk: one ticket of the contact',
  request: z.undefined(),
  response: helpdeskTicket,
});

export const helpdeskAttachment = z.looseObject({
  id: helpdeskIdText,
  name: z.string(),
  size: z.union([z.number(), z.string()]).optional(),
});

/** One entry of a ticket's conversation; `author.type` tells the agent from the customer. */
export const helpdeskConversation = z.looseObject({
  id: helpdeskIdText,
  type: z.enum(['thread', 'comment']).optional(),
  direction: z.enum(['in', 'out']),
  author: z.looseObject({ name: z.string(), type: z.enum(['AGENT', 'END_USER', 'SYSTEM']) }),
  createdAt: z.string(),
  summary: z.string().optional(),
  attachmentCount: z.union([z.number(), z.string()]).optional(),
});

export const helpdeskConversations = restCall('GET', '/tickets/{id}/conversations', {
  summary: "help-desk: a ticket's conversation, oldest first (query limit 100, from)",
  request: z.undefined(),
  response: z.object({ data: z.array(helpdeskConversation) }),
});

export const helpdeskThread = z.looseObject({
  id: helpdeskIdText,
  direction: z.enum(['in', 'out']),
  author: z.looseObject({ name: z.string(), type: z.enum(['AGENT', 'END_USER', 'SYSTEM']) }),
  createdAt: z.string(),
  /** plain text */
  content: z.string(),
  attachments: z.array(helpdeskAttachment).default([]),
});

export const helpdeskThreadGet = restCall('GET', '/tickets/{id}/threads/{threadId}', {
  summary: 'help-desk: one thread with its content and attachments',
  request: z.undefined(),
  response: helpdeskThread,
});

export const helpdeskAttachmentContent = restCall(
  'GET',
  '/tickets/{id}/threads/{threadId}/attachments/{attachmentId}/content',
  {
    summary: "help-desk: an attachment's bytes",
    binary: true,
    request: z.undefined(),
    response: z.custom<ArrayBuffer>((v) => v instanceof ArrayBuffer),
  },
);

export const helpdeskTicketField = z.looseObject({
  apiName: z.string(),
  displayLabel: z.string(),
  type: z.string(),
  isMandatory: z.boolean().optional(),
  maxLength: z.number().optional(),
  allowedValues: z.array(z.string()).optional(),
});

export const helpdeskTicketsFields = restCall('GET', '/ticketsFields', {
  summary: "help-desk: the ticket form's fields",
  request: z.undefined(),
  response: z.object({ data: z.array(helpdeskTicketField) }),
});

const uploadIds = z.array(z.string().min(1).max(64)).max(10).optional();

export const helpdeskTicketCreateBody = z.object({
  subject: z.string().trim().min(1, 'The subject is required').max(helpdeskRules.subjectMax),
  description: z.string().trim().min(1, 'The message is required').max(helpdeskRules.contentMax),
  departmentId: z.string().min(1),
  email: z.string().trim().email(),
  contactName: z.string().trim().min(1).max(255),
  /** spec 3 §3 "the customer-field read time" */
  cf: z.object({ [readTimeField]: z.string() }),
  uploads: uploadIds,
});
export type HelpdeskTicketCreateBody = z.input<typeof helpdeskTicketCreateBody>;

export const helpdeskTicketCreate = restCall('POST', '/tickets', {
  summary: 'help-desk: a new ticket of the contact, with its first message and uploads',
  request: helpdeskTicketCreateBody,
  response: helpdeskTicket,
});

export const helpdeskThreadCreateBody = z.object({
  content: z.string().trim().min(1, 'The message is required').max(helpdeskRules.contentMax),
  uploads: uploadIds,
});
export type HelpdeskThreadCreateBody = z.input<typeof helpdeskThreadCreateBody>;

export const helpdeskThreadCreate = restCall('POST', '/tickets/{id}/threads', {
  summary: "help-desk: the contact's reply on a ticket",
  request: helpdeskThreadCreateBody,
  response: helpdeskThread,
});

export const helpdeskTicketUpdateBody = z.object({ cf: z.object({ [readTimeField]: z.string() }) });
export type HelpdeskTicketUpdateBody = z.input<typeof helpdeskTicketUpdateBody>;

export const helpdeskTicketUpdate = restCall('PUT', '/tickets/{id}', {
  summary: "help-desk: the contact's read time on a ticket",
  request: helpdeskTicketUpdateBody,
  response: helpdeskTicket,
});

export const helpdeskUpload = restCall('POST', '/uploads', {
  summary: 'help-desk: one attachment (multipart `file`), named by id in a ticket or thread afterwards',
  multipart: true,
  request: z.undefined(),
  response: z.looseObject({ id: helpdeskIdText, name: z.string(), size: z.union([z.number(), z.string()]) }),
});
