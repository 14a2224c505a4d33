import {
  type Webhook,
  type WebhookPingResult,
  hookUrl,
  webhookCreate,
  webhookDelete,
  webhookList,
  webhookPing,
  webhookUpdate,
  collapseWhitespace,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $customer } from '../../entities/customer/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { fieldErrorsOf } from '../../shared/lib/field-errors.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * The webhooks of the "API settings" page (spec 3 §2 internal/api_key; §3 "Webhook: id, customerId, name, enabled,
 * url"; §7 "POST public-api/webhook (customerId, name, enabled, url); GET public-api/webhook?customerId; PUT and DELETE
 * public-api/webhook/{id}; POST public-api/webhook/ping (url)"). The public API takes the acting customer's id
 * (spec 3 §6 "Business customers use fromCustomerId for the merchant public API"): the customer the context loaded.
 * A failed creation shows the answer in the error popup (spec 3 §8 "Failed webhook ... creation shows a popup with
 * the response"); the form stays open with what was typed.
 */

/** contracts hookName: at most 100 characters */
const NAME_MAX = 100;

export interface WebhookValues {
  name: string;
  url: string;
  enabled: boolean;
}
export interface WebhookProblems {
  name: 'required' | 'long' | null;
  url: 'required' | 'invalid' | null;
}

/** What is wrong with the form, checked before sending (the same rules as the contract's request). */
export function webhookProblems({ name, url }: WebhookValues): WebhookProblems {
  const n = name.trim();
  const u = url.trim();
  return {
    name: n === '' ? 'required' : n.length > NAME_MAX ? 'long' : null,
    url: u === '' ? 'required' : hookUrl.safeParse(u).success ? null : 'invalid',
  };
}
const valid = (v: WebhookValues) => {
  const p = webhookProblems(v);
  return p.name === null && p.url === null;
};

export type ServerFieldErrors = Partial<Record<'name' | 'url', string>>;

/** The acting customer's id (spec 3 §6), once the context knows it. */
export const $customerId = $customer.map((c) => c?.customerId ?? null);

export const listQuery = createApiQuery(webhookList, {
  dialog: false,
  mapParams: (customerId: number) => ({ query: { customerId } }),
});
/** spec 3 §8: the popup with the answer */
export const createWebhookMutation = createApiMutation(webhookCreate);
export const updateMutation = createApiMutation(webhookUpdate, { dialog: false });
export const toggleMutation = createApiMutation(webhookUpdate, { dialog: false });
export const deleteMutation = createApiMutation(webhookDelete, { dialog: false });
export const pingMutation = createApiMutation(webhookPing, { dialog: false });

export const WebhooksGate = createGate();
export const retried = createEvent();
export const createOpened = createEvent();
export const editOpened = createEvent<Webhook>();
export const editorClosed = createEvent();
export const saveSubmitted = createEvent<WebhookValues>();
export const toggled = createEvent<Webhook>();
export const deleteAsked = createEvent<Webhook>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const pingClicked = createEvent<Webhook>();

export const $webhooks = createStore<Webhook[]>([])
  .on(listQuery.finished.success, (_, { result }) => result.webhooks)
  .reset(sessionEnded);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;

/** The form: a new webhook, or the one being changed. */
export type Editor = { mode: 'create' } | { mode: 'edit'; webhook: Webhook };
export const $editor = createStore<Editor | null>(null)
  .on(createOpened, () => ({ mode: 'create' }))
  .on(editOpened, (_, webhook) => ({ mode: 'edit', webhook }))
  .on([editorClosed, createWebhookMutation.finished.success, updateMutation.finished.success], () => null)
  .reset([WebhooksGate.close, sessionEnded]);
/** A refused change, in the form (a refused creation is the popup's, spec 3 §8). */
export const $saveError = createStore<Message | null>(null)
  .on([createOpened, editOpened, updateMutation.start], () => null)
  .on(updateMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([WebhooksGate.close, sessionEnded]);
/** A refused creation's or change's field errors, next to the fields until the next try. */
export const $serverFieldErrors = createStore<ServerFieldErrors>({})
  .on([createOpened, editOpened, createWebhookMutation.start, updateMutation.start], () => ({}))
  .on([createWebhookMutation.finished.failure, updateMutation.finished.failure], (_, { error }) =>
    fieldErrorsOf(error, ['name', 'url'] as const),
  )
  .reset([WebhooksGate.close, sessionEnded]);
export const $saving = sample({
  source: [createWebhookMutation.$pending, updateMutation.$pending],
  fn: (list) => list.some(Boolean),
});

/** The webhook whose deletion waits for the user's yes. */
export const $deleting = createStore<Webhook | null>(null)
  .on(deleteAsked, (_, w) => w)
  .on([deleteCancelled, deleteMutation.finished.success], () => null)
  .reset([WebhooksGate.close, sessionEnded]);
export const $deleteBusy = deleteMutation.$pending;
/** A refused deletion, in its dialog. */
export const $deleteError = createStore<Message | null>(null)
  .on([deleteAsked, deleteMutation.start], () => null)
  .on(deleteMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([WebhooksGate.close, sessionEnded]);

/** A refused switch on or off or a failed ping call: above the list. */
export const $actionError = createStore<Message | null>(null)
  .on([WebhooksGate.open, toggleMutation.start, pingMutation.start], () => null)
  .on([toggleMutation.finished.failure, pingMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** The webhook being switched. */
export const $toggling = createStore<number | null>(null)
  .on(toggled, (_, w) => w.id)
  .on(toggleMutation.finished.finally, () => null)
  .reset(sessionEnded);

/** The last ping's answer: arrived or not, and why (the webhook it was for). */
export interface PingOutcome {
  webhook: Webhook;
  result: WebhookPingResult;
}
export const $pinging = createStore<number | null>(null)
  .on(pingClicked, (_, w) => w.id)
  .on(pingMutation.finished.finally, () => null)
  .reset(sessionEnded);
const $pingedWebhook = createStore<Webhook | null>(null).on(pingClicked, (_, w) => w);
export const $pingOutcome = createStore<PingOutcome | null>(null)
  .on(pingClicked, () => null)
  .reset([WebhooksGate.close, sessionEnded]);
sample({
  clock: pingMutation.finished.success,
  source: $pingedWebhook,
  filter: (w) => w !== null,
  fn: (webhook, { result }): PingOutcome => ({ webhook: webhook as Webhook, result }),
  target: $pingOutcome,
});

/* ---- loads: when the section opens with a known customer, on retry, after every accepted change ---- */

sample({
  clock: [
    WebhooksGate.open,
    $customerId.updates,
    retried,
    createWebhookMutation.finished.success,
    updateMutation.finished.success,
    toggleMutation.finished.finally,
    deleteMutation.finished.success,
  ],
  source: { customerId: $customerId, open: WebhooksGate.status },
  filter: ({ customerId, open }) => open && customerId !== null,
  fn: ({ customerId }) => customerId as number,
  target: listQuery.start,
});

const fields = (customerId: number, v: WebhookValues) => ({
  customerId,
  name: collapseWhitespace(v.name),
  url: v.url.trim(),
  enabled: v.enabled,
});

sample({
  clock: saveSubmitted,
  source: { editor: $editor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'create' && customerId !== null && valid(v),
  fn: ({ customerId }, v) => ({ body: fields(customerId as number, v) }),
  target: createWebhookMutation.start,
});
sample({
  clock: saveSubmitted,
  source: { editor: $editor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'edit' && customerId !== null && valid(v),
  fn: ({ editor, customerId }, v) => ({
    params: { id: (editor as { webhook: Webhook }).webhook.id },
    body: fields(customerId as number, v),
  }),
  target: updateMutation.start,
});
sample({
  clock: toggled,
  source: $customerId,
  filter: (customerId) => customerId !== null,
  fn: (customerId, w) => ({
    params: { id: w.id },
    body: { customerId: customerId as number, name: w.name, url: w.url, enabled: !w.enabled },
  }),
  target: toggleMutation.start,
});
sample({
  clock: deleteConfirmed,
  source: { webhook: $deleting, customerId: $customerId },
  filter: ({ webhook, customerId }) => webhook !== null && customerId !== null,
  fn: ({ webhook, customerId }) => ({
    params: { id: (webhook as Webhook).id },
    query: { customerId: customerId as number },
  }),
  target: deleteMutation.start,
});
sample({
  clock: pingClicked,
  source: $customerId,
  filter: (customerId) => customerId !== null,
  fn: (customerId, w) => ({ body: { customerId: customerId as number, url: w.url } }),
  target: pingMutation.start,
});
