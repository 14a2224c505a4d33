import {
  type AllowedIp,
  allowedIpCreate,
  allowedIpDelete,
  allowedIpList,
  allowedIpUpdate,
  collapseWhitespace,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { $customerId } from './customer.ts';
import { type NameProblem, nameProblem } from './keys.ts';

/**
 * The allowed IP ranges of the "API settings" page (spec 3 §3 "Allowed IP: customerId, name, enabled, ipFrom,
 * ipTo"; §7 "public-api/allowedip: create, read, update, delete with ipFrom, ipTo"). While one range is enabled,
 * the public API takes a key only from inside the enabled ranges (contracts merchant-api.ts). A creation whose
 * answer has errors shows it in the error popup (spec 3 §8 "Allowed-IP creation shows the popup when the response
 * has errors"); the form keeps what was typed.
 *
 * The form checks only what it can say without the upstream (each field filled, the name's length); the addresses
 * and the range (IPv4 or IPv6, one family, ipFrom ≤ ipTo: contracts ipRangeProblems) are the upstream's VF, whose
 * answer is the popup on a creation and the form's message on a change, and whose `validationErrors` are also shown
 * next to their fields.
 */

export interface AllowedIpValues {
  name: string;
  ipFrom: string;
  ipTo: string;
  enabled: boolean;
}
export interface AllowedIpProblems {
  name: NameProblem;
  ipFrom: 'required' | null;
  ipTo: 'required' | null;
}

/** What the form says before sending: each field filled, the name within its length. */
export function allowedIpProblems(v: AllowedIpValues): AllowedIpProblems {
  return {
    name: nameProblem(v.name),
    ipFrom: v.ipFrom.trim() === '' ? 'required' : null,
    ipTo: v.ipTo.trim() === '' ? 'required' : null,
  };
}

/** The upstream VF's entries by field (`validationErrors: [{ field, description }]`), for the form's fields. */
export type FieldErrors = Partial<Record<'name' | 'ipFrom' | 'ipTo', string>>;
export function fieldErrorsOf(error: unknown): FieldErrors {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  const list =
    typeof body === 'object' && body !== null ? (body as { validationErrors?: unknown }).validationErrors : undefined;
  const out: FieldErrors = {};
  if (!Array.isArray(list)) return out;
  for (const e of list as unknown[]) {
    if (typeof e !== 'object' || e === null) continue;
    const { field, description } = e as { field?: unknown; description?: unknown };
    if ((field === 'name' || field === 'ipFrom' || field === 'ipTo') && typeof description === 'string')
      out[field] ??= description;
  }
  return out;
}
const valid = (v: AllowedIpValues) => {
  const p = allowedIpProblems(v);
  return p.name === null && p.ipFrom === null && p.ipTo === null;
};

export const ipsQuery = createApiQuery(allowedIpList, {
  dialog: false,
  mapParams: (customerId: number) => ({ query: { customerId } }),
});
/** spec 3 §8: the popup when the creation's answer has errors */
export const createIpMutation = createApiMutation(allowedIpCreate);
export const updateIpMutation = createApiMutation(allowedIpUpdate, { dialog: false });
export const deleteIpMutation = createApiMutation(allowedIpDelete, { dialog: false });

export const AllowedIpsGate = createGate();
export const ipsRetried = createEvent();
export const ipCreateOpened = createEvent();
export const ipEditOpened = createEvent<AllowedIp>();
export const ipEditorClosed = createEvent();
export const ipSaveSubmitted = createEvent<AllowedIpValues>();
export const ipDeleteAsked = createEvent<AllowedIp>();
export const ipDeleteCancelled = createEvent();
export const ipDeleteConfirmed = createEvent();

export const $ips = createStore<AllowedIp[]>([])
  .on(ipsQuery.finished.success, (_, { result }) => result.allowedIps)
  .reset(sessionEnded);
export const $ipsStatus = ipsQuery.$loadStatus;
export const $ipsError = ipsQuery.$message;

export type IpEditor = { mode: 'create' } | { mode: 'edit'; ip: AllowedIp };
export const $ipEditor = createStore<IpEditor | null>(null)
  .on(ipCreateOpened, () => ({ mode: 'create' }))
  .on(ipEditOpened, (_, ip) => ({ mode: 'edit', ip }))
  .on([ipEditorClosed, createIpMutation.finished.success, updateIpMutation.finished.success], () => null)
  .reset([AllowedIpsGate.close, sessionEnded]);
/** A refused change, in the form (a refused creation is the popup's, spec 3 §8). */
export const $ipSaveError = createStore<Message | null>(null)
  .on([ipCreateOpened, ipEditOpened, updateIpMutation.start], () => null)
  .on(updateIpMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([AllowedIpsGate.close, sessionEnded]);
/** The upstream's VF entries next to their fields; cleared when the form opens or is sent again. */
export const $ipFieldErrors = createStore<FieldErrors>({})
  .on([ipCreateOpened, ipEditOpened, createIpMutation.start, updateIpMutation.start], () => ({}))
  .on([createIpMutation.finished.failure, updateIpMutation.finished.failure], (_, { error }) => fieldErrorsOf(error))
  .reset([AllowedIpsGate.close, sessionEnded]);
export const $ipSaving = sample({
  source: [createIpMutation.$pending, updateIpMutation.$pending],
  fn: (list) => list.some(Boolean),
});

export const $ipDeleting = createStore<AllowedIp | null>(null)
  .on(ipDeleteAsked, (_, ip) => ip)
  .on([ipDeleteCancelled, deleteIpMutation.finished.success], () => null)
  .reset([AllowedIpsGate.close, sessionEnded]);
export const $ipDeleteBusy = deleteIpMutation.$pending;
export const $ipDeleteError = createStore<Message | null>(null)
  .on([ipDeleteAsked, deleteIpMutation.start], () => null)
  .on(deleteIpMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([AllowedIpsGate.close, sessionEnded]);

sample({
  clock: [
    AllowedIpsGate.open,
    $customerId.updates,
    ipsRetried,
    createIpMutation.finished.success,
    updateIpMutation.finished.success,
    deleteIpMutation.finished.success,
  ],
  source: { customerId: $customerId, open: AllowedIpsGate.status },
  filter: ({ customerId, open }) => open && customerId !== null,
  fn: ({ customerId }) => customerId as number,
  target: ipsQuery.start,
});

const fields = (customerId: number, v: AllowedIpValues) => ({
  customerId,
  name: collapseWhitespace(v.name),
  enabled: v.enabled,
  ipFrom: v.ipFrom.trim(),
  ipTo: v.ipTo.trim(),
});

sample({
  clock: ipSaveSubmitted,
  source: { editor: $ipEditor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'create' && customerId !== null && valid(v),
  fn: ({ customerId }, v) => ({ body: fields(customerId as number, v) }),
  target: createIpMutation.start,
});
sample({
  clock: ipSaveSubmitted,
  source: { editor: $ipEditor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'edit' && customerId !== null && valid(v),
  fn: ({ editor, customerId }, v) => ({
    params: { id: (editor as { ip: AllowedIp }).ip.id },
    body: fields(customerId as number, v),
  }),
  target: updateIpMutation.start,
});
sample({
  clock: ipDeleteConfirmed,
  source: { ip: $ipDeleting, customerId: $customerId },
  filter: ({ ip, customerId }) => ip !== null && customerId !== null,
  fn: ({ ip, customerId }) => ({ params: { id: (ip as AllowedIp).id }, query: { customerId: customerId as number } }),
  target: deleteIpMutation.start,
});
