import {
  type IpWhitelistEntry,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  ipWhitelistModeSet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { ipProblem, ipRangeProblem, sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

export interface AddValues {
  ip: string;
  toIp: string;
}
export interface AddErrors {
  ip: 'required' | 'invalid' | null;
  toIp: 'invalid' | 'reversed' | null;
}

export function validateAdd({ ip, toIp }: AddValues): AddErrors {
  return { ip: ipProblem(ip), toIp: ipRangeProblem(ip, toIp) };
}

/** Errors show inline above the list and in the add popup (no dialog). */
export const whitelistQuery = createApiQuery(ipWhitelistGet, { dialog: false });
export const addMutation = createApiMutation(ipWhitelistAdd, { dialog: false });
export const deleteMutation = createApiMutation(ipWhitelistDelete, { dialog: false });
export const modeMutation = createApiMutation(ipWhitelistModeSet, { dialog: false });

export const opened = createEvent();
export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddValues>();
export const deleteClicked = createEvent<IpWhitelistEntry['id']>();
export const modeToggled = createEvent<boolean>();

export const $entries = createStore<IpWhitelistEntry[]>([])
  .on(whitelistQuery.finished.success, (_, { result }) => result.entries)
  .reset(sessionEnded);
/** The mode as the server last said it (its answer, or a change it accepted). */
const $serverEnabled = createStore(false)
  .on(whitelistQuery.finished.success, (_, { result }) => result.enabled)
  .on(modeMutation.finished.success, (_, { params }) => params.body.enable)
  .reset(sessionEnded);
/** The switch: the asked mode while it is being set, else the server's. */
export const $enabled = createStore(false)
  .on(whitelistQuery.finished.success, (_, { result }) => result.enabled)
  .on(modeToggled, (_, v) => v)
  .reset(sessionEnded);
export const $status = whitelistQuery.$loadStatus;
/** A failed load: shown in place of the list, with the retry. */
export const $error = createStore<Message | null>(null)
  .on(whitelistQuery.start, () => null)
  .on(whitelistQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/**
 * A refused delete or mode change: shown above the list on its own, so the reload that follows (which puts the
 * list and the switch back to the server's state) neither clears it nor hides it when that reload fails too. It
 * goes with the user's next delete or mode change, or when the screen opens again.
 */
export const $actionError = createStore<Message | null>(null)
  .on([opened, deleteMutation.start, modeMutation.start], () => null)
  .on([deleteMutation.finished.failure, modeMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $addOpen = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addMutation.finished.success], () => false)
  .reset(sessionEnded);
/** A failed add: shown in the popup, which keeps what was typed. */
export const $addError = createStore<Message | null>(null)
  .on([addOpened, addMutation.start], () => null)
  .on(addMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $busy = sample({
  source: [addMutation.$pending, deleteMutation.$pending, modeMutation.$pending],
  fn: (list) => list.some(Boolean),
});

sample({
  clock: [opened, addMutation.finished.success, deleteMutation.finished.success],
  fn: () => undefined,
  target: whitelistQuery.start,
});
sample({
  clock: addSubmitted,
  filter: (v) => {
    const e = validateAdd(v);
    return e.ip === null && e.toIp === null;
  },
  fn: ({ ip, toIp }) => ({ body: toIp.trim() ? { ip: ip.trim(), toIp: toIp.trim() } : { ip: ip.trim() } }),
  target: addMutation.start,
});
sample({ clock: deleteClicked, fn: (id) => ({ body: { id } }), target: deleteMutation.start });
sample({ clock: modeToggled, fn: (enable) => ({ body: { enable } }), target: modeMutation.start });
// A refused mode change puts the switch back where the server last had it at once, and any refused change
// reloads, so the list and the switch show the server's state even if it changed meanwhile.
sample({ clock: modeMutation.finished.failure, source: $serverEnabled, target: $enabled });
sample({
  clock: [modeMutation.finished.failure, deleteMutation.finished.failure],
  fn: () => undefined,
  target: whitelistQuery.start,
});

/** The screen's loads start when it opens. */
export const IpWhitelistGate = createGate();
sample({ clock: IpWhitelistGate.open, fn: () => undefined, target: opened });
