import {
  type ApiKey,
  type ApiKeyCreated,
  apiKeyCreate,
  apiKeyDelete,
  apiKeyList,
  apiKeyUpdate,
  collapseWhitespace,
  merchantApiLimits,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { $customerId } from './customer.ts';

/**
 * The API keys of the "API settings" page (spec 3 §2 internal/api_key; §3 "API key: customerId, name, enabled";
 * §7 "public-api/apikey: same shape (create with customerId, name, enabled)"). A new key's secret is in the
 * creation's answer only (contracts merchant-api.ts): it is shown once in a dialog and forgotten when the dialog
 * closes. A failed creation shows the answer in the error popup (spec 3 §8 "Failed webhook or API key creation
 * shows a popup with the response"); the form stays open with what was typed.
 */

export interface ApiKeyValues {
  name: string;
  enabled: boolean;
}
export type NameProblem = 'required' | 'long' | null;

/** The name's problem, checked before sending (the contract's rule: 1 to 100 characters once collapsed). */
export function nameProblem(name: string): NameProblem {
  const n = collapseWhitespace(name);
  return n === '' ? 'required' : n.length > merchantApiLimits.nameMax ? 'long' : null;
}

export const keysQuery = createApiQuery(apiKeyList, {
  dialog: false,
  mapParams: (customerId: number) => ({ query: { customerId } }),
});
/** spec 3 §8: a failed creation opens the popup with the answer */
export const createKeyMutation = createApiMutation(apiKeyCreate);
export const renameKeyMutation = createApiMutation(apiKeyUpdate, { dialog: false });
export const toggleKeyMutation = createApiMutation(apiKeyUpdate, { dialog: false });
export const revokeKeyMutation = createApiMutation(apiKeyDelete, { dialog: false });

export const ApiKeysGate = createGate();
export const keysRetried = createEvent();
export const keyCreateOpened = createEvent();
export const keyRenameOpened = createEvent<ApiKey>();
export const keyEditorClosed = createEvent();
export const keySaveSubmitted = createEvent<ApiKeyValues>();
export const keyToggled = createEvent<ApiKey>();
export const keyRevokeAsked = createEvent<ApiKey>();
export const keyRevokeCancelled = createEvent();
export const keyRevokeConfirmed = createEvent();
export const secretDialogClosed = createEvent();

export const $keys = createStore<ApiKey[]>([])
  .on(keysQuery.finished.success, (_, { result }) => result.apiKeys)
  .reset(sessionEnded);
export const $keysStatus = keysQuery.$loadStatus;
export const $keysError = keysQuery.$message;

export type KeyEditor = { mode: 'create' } | { mode: 'rename'; key: ApiKey };
export const $keyEditor = createStore<KeyEditor | null>(null)
  .on(keyCreateOpened, () => ({ mode: 'create' }))
  .on(keyRenameOpened, (_, key) => ({ mode: 'rename', key }))
  .on([keyEditorClosed, createKeyMutation.finished.success, renameKeyMutation.finished.success], () => null)
  .reset([ApiKeysGate.close, sessionEnded]);
/** A refused rename, in the form (a refused creation is the popup's, spec 3 §8). */
export const $keySaveError = createStore<Message | null>(null)
  .on([keyCreateOpened, keyRenameOpened, renameKeyMutation.start], () => null)
  .on(renameKeyMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([ApiKeysGate.close, sessionEnded]);
export const $keySaving = sample({
  source: [createKeyMutation.$pending, renameKeyMutation.$pending],
  fn: (list) => list.some(Boolean),
});

/**
 * The key just created with its secret: shown once. Dropped when its dialog closes, the section closes or the
 * session ends — the secret is never kept beyond that dialog.
 */
export const $created = createStore<ApiKeyCreated | null>(null)
  .on(createKeyMutation.finished.success, (_, { result }) => result)
  .reset([secretDialogClosed, ApiKeysGate.close, sessionEnded]);

/** The key whose revocation waits for the user's yes. */
export const $revoking = createStore<ApiKey | null>(null)
  .on(keyRevokeAsked, (_, k) => k)
  .on([keyRevokeCancelled, revokeKeyMutation.finished.success], () => null)
  .reset([ApiKeysGate.close, sessionEnded]);
export const $revokeBusy = revokeKeyMutation.$pending;
export const $revokeError = createStore<Message | null>(null)
  .on([keyRevokeAsked, revokeKeyMutation.start], () => null)
  .on(revokeKeyMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([ApiKeysGate.close, sessionEnded]);

/** A refused switch on or off: above the list. */
export const $keyActionError = createStore<Message | null>(null)
  .on([ApiKeysGate.open, toggleKeyMutation.start], () => null)
  .on(toggleKeyMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $keyToggling = createStore<number | null>(null)
  .on(keyToggled, (_, k) => k.id)
  .on(toggleKeyMutation.finished.finally, () => null)
  .reset(sessionEnded);

sample({
  clock: [
    ApiKeysGate.open,
    $customerId.updates,
    keysRetried,
    createKeyMutation.finished.success,
    renameKeyMutation.finished.success,
    toggleKeyMutation.finished.finally,
    revokeKeyMutation.finished.success,
  ],
  source: { customerId: $customerId, open: ApiKeysGate.status },
  filter: ({ customerId, open }) => open && customerId !== null,
  fn: ({ customerId }) => customerId as number,
  target: keysQuery.start,
});

sample({
  clock: keySaveSubmitted,
  source: { editor: $keyEditor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'create' && customerId !== null && !nameProblem(v.name),
  fn: ({ customerId }, v) => ({
    body: { customerId: customerId as number, name: collapseWhitespace(v.name), enabled: v.enabled },
  }),
  target: createKeyMutation.start,
});
sample({
  clock: keySaveSubmitted,
  source: { editor: $keyEditor, customerId: $customerId },
  filter: ({ editor, customerId }, v) => editor?.mode === 'rename' && customerId !== null && !nameProblem(v.name),
  fn: ({ editor, customerId }, v) => ({
    params: { id: (editor as { key: ApiKey }).key.id },
    body: { customerId: customerId as number, name: collapseWhitespace(v.name), enabled: v.enabled },
  }),
  target: renameKeyMutation.start,
});
sample({
  clock: keyToggled,
  source: $customerId,
  filter: (customerId) => customerId !== null,
  fn: (customerId, k) => ({
    params: { id: k.id },
    body: { customerId: customerId as number, name: String(k.name), enabled: !k.enabled },
  }),
  target: toggleKeyMutation.start,
});
sample({
  clock: keyRevokeConfirmed,
  source: { key: $revoking, customerId: $customerId },
  filter: ({ key, customerId }) => key !== null && customerId !== null,
  fn: ({ key, customerId }) => ({ params: { id: (key as ApiKey).id }, query: { customerId: customerId as number } }),
  target: revokeKeyMutation.start,
});
