import {
  type IpWhitelistEntry,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  ipWhitelistModeSet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { ipProblem, ipRangeProblem, sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

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

export const loadFx = createCallFx(ipWhitelistGet, { dialog: false });
export const addFx = createCallFx(ipWhitelistAdd, { dialog: false });
export const deleteFx = createCallFx(ipWhitelistDelete, { dialog: false });
export const modeFx = createCallFx(ipWhitelistModeSet, { dialog: false });

export const opened = createEvent();
export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddValues>();
export const deleteClicked = createEvent<IpWhitelistEntry['id']>();
export const modeToggled = createEvent<boolean>();

export const $entries = createStore<IpWhitelistEntry[]>([])
  .on(loadFx.doneData, (_, r) => r.entries)
  .reset(sessionEnded);
export const $enabled = createStore(false)
  .on(loadFx.doneData, (_, r) => r.enabled)
  .on(modeToggled, (_, v) => v)
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(loadFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed')
  .reset(sessionEnded);
/** A failed load, delete or mode change: shown above the list. */
export const $error = createStore<Message | null>(null)
  .on([loadFx, deleteFx, modeFx], () => null)
  .on([loadFx.failData, deleteFx.failData, modeFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $addOpen = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addFx.done], () => false)
  .reset(sessionEnded);
/** A failed add: shown in the popup, which keeps what was typed. */
export const $addError = createStore<Message | null>(null)
  .on([addOpened, addFx], () => null)
  .on(addFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $busy = sample({
  source: [addFx.pending, deleteFx.pending, modeFx.pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: [opened, addFx.done, deleteFx.done], fn: () => undefined, target: loadFx });
sample({
  clock: addSubmitted,
  filter: (v) => {
    const e = validateAdd(v);
    return e.ip === null && e.toIp === null;
  },
  fn: ({ ip, toIp }) => ({ body: toIp.trim() ? { ip: ip.trim(), toIp: toIp.trim() } : { ip: ip.trim() } }),
  target: addFx,
});
sample({ clock: deleteClicked, fn: (id) => ({ body: { id } }), target: deleteFx });
sample({ clock: modeToggled, fn: (enable) => ({ body: { enable } }), target: modeFx });
// A refused mode change puts the switch back where the server has it.
sample({ clock: modeFx.fail, fn: () => undefined, target: loadFx });

/** The screen's loads start when it opens. */
export const IpWhitelistGate = createGate();
sample({ clock: IpWhitelistGate.open, fn: () => undefined, target: opened });
