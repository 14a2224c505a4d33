import {
  type IpnMessage,
  type IpnSettings,
  hookUrl,
  ipnCanLoadMore,
  ipnMessageConfirm,
  ipnMessageGet,
  ipnMessageListGet,
  ipnSettingsGet,
  ipnSettingsUpdate,
  merchantHookLimits,
  type UrlCheckReason,
  checkUrls,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { fieldErrorsOf } from '../../shared/lib/field-errors.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createKeyRegeneration } from '../../features/regenerate-key/index.ts';

/**
 * /merchant/ipn/history and /merchant/ipn/settings (spec 3 §2). The IPN calls are named methods: the gateway adds
 * the acting customer (spec 3 §6 fromCustomerId), so no customer id travels here.
 */

/* ---- IPN history: 25 a page (spec 3 §9), "Load more" while the flag of spec 3 §5 holds ---- */

export const PAGE_SIZE = merchantHookLimits.ipnMessages;

export const IpnHistoryGate = createGate();
export const retried = createEvent();
export const loadMoreClicked = createEvent();
export const detailsOpened = createEvent<number>();
export const detailsClosed = createEvent();
export const confirmClicked = createEvent<number>();

/** Spec 3 §7 "IPN message list (pageSize 25)": one page by its number (from 1). */
export const listQuery = createApiQuery(ipnMessageListGet, {
  dialog: false,
  mapParams: (pageNumber: number) => ({ body: { pageSize: PAGE_SIZE, pageNumber } }),
});
export const getQuery = createApiQuery(ipnMessageGet, { dialog: false, mapParams: (id: number) => ({ body: { id } }) });
export const confirmMutation = createApiMutation(ipnMessageConfirm, { dialog: false });

export interface LoadedMessages {
  messages: IpnMessage[];
  pageNumber: number;
  total: number;
}

/** Page 1 replaces what was shown; a later page adds its messages (one a message: a row that moved is not doubled). */
export function mergePage(shown: LoadedMessages | null, page: LoadedMessages): LoadedMessages {
  if (page.pageNumber <= 1 || shown === null) return page;
  const known = new Set(shown.messages.map((m) => m.id));
  return {
    messages: [...shown.messages, ...page.messages.filter((m) => !known.has(m.id))],
    pageNumber: page.pageNumber,
    total: page.total,
  };
}

/** A message as the confirm answered it, in place. */
const replaced = (list: IpnMessage[], m: IpnMessage) => list.map((x) => (x.id === m.id ? m : x));

export const $messages = createStore<LoadedMessages | null>(null)
  .on(listQuery.finished.success, (shown, { result }) =>
    mergePage(shown, { messages: result.ipnMessages, pageNumber: result.pageNumber, total: result.total }),
  )
  .on(confirmMutation.finished.success, (shown, { result }) =>
    shown ? { ...shown, messages: replaced(shown.messages, result.ipnMessage) } : shown,
  )
  .reset([IpnHistoryGate.close, sessionEnded]);
/** Spec 3 §5 "The IPN load-more flag is true while page size times page number is at most total." */
export const $canLoadMore = $messages.map((m) =>
  m === null ? false : ipnCanLoadMore(PAGE_SIZE, m.pageNumber, m.total),
);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

/** The page last asked for: a retry asks it again (a failed "Load more" keeps the messages shown). */
const $asked = createStore(1)
  .on(listQuery.start, (_, n) => n)
  .reset([IpnHistoryGate.close, sessionEnded]);
sample({ clock: IpnHistoryGate.open, fn: () => 1, target: listQuery.start });
sample({ clock: retried, source: $asked, target: listQuery.start });
sample({
  clock: loadMoreClicked,
  source: { shown: $messages, can: $canLoadMore, loading: $loading },
  filter: ({ shown, can, loading }) => shown !== null && can && !loading,
  fn: ({ shown }) => (shown as LoadedMessages).pageNumber + 1,
  target: listQuery.start,
});

/** The message whose details are open (its id), and its answer. */
export const $detailsId = createStore<number | null>(null)
  .on(detailsOpened, (_, id) => id)
  .on(detailsClosed, () => null)
  .reset([IpnHistoryGate.close, sessionEnded]);
export const $details = createStore<IpnMessage | null>(null)
  .on(detailsOpened, () => null)
  .on(getQuery.finished.success, (_, { result }) => result.ipnMessage)
  .on(confirmMutation.finished.success, (m, { result }) => (m && m.id === result.ipnMessage.id ? result.ipnMessage : m))
  .reset([detailsClosed, IpnHistoryGate.close, sessionEnded]);
export const $detailsStatus = getQuery.$loadStatus;
export const $detailsError = getQuery.$message;
sample({ clock: detailsOpened, target: getQuery.start });
export const detailsRetried = createEvent();
sample({
  clock: detailsRetried,
  source: $detailsId,
  filter: (id): id is number => id !== null,
  target: getQuery.start,
});

export const $confirming = createStore<number | null>(null)
  .on(confirmClicked, (_, id) => id)
  .on(confirmMutation.finished.finally, () => null)
  .reset(sessionEnded);
/** A refused confirm: shown in the details dialog (or above the list), the message left as it was. */
export const $confirmError = createStore<Message | null>(null)
  .on([confirmMutation.start, detailsOpened, IpnHistoryGate.open], () => null)
  .on(confirmMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
sample({ clock: confirmClicked, fn: (id) => ({ body: { id } }), target: confirmMutation.start });

/* ---- IPN settings: notifyUrl, notifyStatusId, statusId (spec 3 §3), the key regenerated with secret=1 (§7) ---- */

export interface SettingsValues {
  notifyUrl: string;
  notifyStatusId: 1 | 2;
  statusId: 1 | 2;
}
export interface SettingsProblems {
  notifyUrl: 'invalid' | null;
}

/** The notify URL may be left empty (no notifications); else an http(s) address (contracts hookUrl). */
export function settingsProblems({ notifyUrl }: SettingsValues): SettingsProblems {
  const u = notifyUrl.trim();
  return { notifyUrl: u === '' || hookUrl.safeParse(u).success ? null : 'invalid' };
}

/** An id the form offers (1 or 2); anything else the server holds reads as the spec's default, 1. */
const choice = (n: number): 1 | 2 => (n === 2 ? 2 : 1);
export function settingsValuesOf(s: IpnSettings): SettingsValues {
  return { notifyUrl: s.notifyUrl, notifyStatusId: choice(s.notifyStatusId), statusId: choice(s.statusId) };
}

export const IpnSettingsGate = createGate();
export const settingsRetried = createEvent();
export const saveSubmitted = createEvent<SettingsValues>();

export const settingsQuery = createApiQuery(ipnSettingsGet, { dialog: false });
export const saveMutation = createApiMutation(ipnSettingsUpdate, { dialog: false });
/** The notify URL checked before it is saved (below). */
export const urlCheckMutation = createApiMutation(checkUrls, { dialog: false });
export const regenerateMutation = createApiMutation(ipnSettingsUpdate, { dialog: false });

export const $settings = createStore<IpnSettings | null>(null)
  .on(settingsQuery.finished.success, (_, { result }) => result.ipnSettings)
  .on([saveMutation.finished.success, regenerateMutation.finished.success], (_, { result }) => result.ipnSettings)
  .reset(sessionEnded);
export const $settingsStatus = settingsQuery.$loadStatus;
export const $settingsError = settingsQuery.$message;
export const $saving = combine(saveMutation.$pending, urlCheckMutation.$pending, (save, check) => save || check);
export const $saveError = createStore<Message | null>(null)
  .on([saveMutation.start, IpnSettingsGate.open], () => null)
  .on(saveMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** A refused save's VF entry for the notify URL, next to the field (spec 3 §8 VF). */
export const $saveFieldErrors = createStore<Partial<Record<'notifyUrl', string>>>({})
  .on([saveMutation.start, IpnSettingsGate.open], () => ({}))
  .on(saveMutation.finished.failure, (_, { error }) => fieldErrorsOf(error, ['notifyUrl'] as const))
  .reset(sessionEnded);
/** "Saved" after an accepted save, until the next one. */
export const $saved = createStore(false)
  .on(saveMutation.finished.success, () => true)
  .on([saveMutation.start, IpnSettingsGate.open, regenerateMutation.start], () => false)
  .reset(sessionEnded);

/** The key regenerated after a confirmation (spec 3 §7 "secret=1 to regenerate the key"). */
export const regeneration = createKeyRegeneration({
  mutation: regenerateMutation,
  params: { body: { secret: 1 as const } },
  closedBy: IpnSettingsGate.close,
  clearedBy: [IpnSettingsGate.open, saveMutation.start],
});
export const {
  asked: regenerateAsked,
  cancelled: regenerateCancelled,
  confirmed: regenerateConfirmed,
  $open: $regenerateOpen,
  $error: $regenerateError,
  $done: $regenerated,
} = regeneration;

sample({ clock: [IpnSettingsGate.open, settingsRetried], fn: () => undefined, target: settingsQuery.start });
/*
 * Spec 1 §7 "POST /service/check-urls": a notify URL the product is to call is checked before it is saved (https, a
 * public host, not blocked: contracts service.ts); a refused one is said next to the field and nothing is saved. An
 * empty URL (no notifications) needs no check.
 */
const $checking = createStore<SettingsValues | null>(null)
  .on(saveSubmitted, (_, v) => (settingsProblems(v).notifyUrl === null && v.notifyUrl.trim() !== '' ? v : null))
  .reset([IpnSettingsGate.close, sessionEnded]);
/** Why the service refused the notify URL, next to the field; cleared by the next try. */
export const $urlRefusal = createStore<UrlCheckReason | null>(null)
  .on(urlCheckMutation.finished.success, (_, { result }) => {
    const refused = result.results.find((r) => !r.allowed);
    return refused ? (refused.reason ?? 'blocked') : null;
  })
  .reset([saveSubmitted, IpnSettingsGate.open, sessionEnded]);
$saveError.on(urlCheckMutation.finished.failure, (_, { error }) => errorMessageFor(error));

const toSave = (v: SettingsValues) => ({
  body: { notifyUrl: v.notifyUrl.trim(), notifyStatusId: v.notifyStatusId, statusId: v.statusId },
});
sample({
  clock: saveSubmitted,
  filter: (v) => settingsProblems(v).notifyUrl === null && v.notifyUrl.trim() !== '',
  fn: (v) => ({ body: { urls: [v.notifyUrl.trim()] } }),
  target: urlCheckMutation.start,
});
sample({
  clock: urlCheckMutation.finished.success,
  source: $checking,
  filter: (v, { result, params }): v is SettingsValues =>
    v !== null && params.body.urls[0] === v.notifyUrl.trim() && result.results.every((r) => r.allowed),
  fn: (v) => toSave(v as SettingsValues),
  target: saveMutation.start,
});
sample({
  clock: saveSubmitted,
  filter: (v) => settingsProblems(v).notifyUrl === null && v.notifyUrl.trim() === '',
  fn: toSave,
  target: saveMutation.start,
});
