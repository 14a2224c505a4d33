import { type Device, deviceList, deviceUnlink } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export type DeviceId = Device['id'];

export const listFx = createCallFx(deviceList, { dialog: false });
export const unlinkFx = createCallFx(deviceUnlink, { dialog: false });

export const opened = createEvent();
/** Unlinking asks first: the device can no longer confirm sign-ins. */
export const unlinkAsked = createEvent<DeviceId>();
export const unlinkCancelled = createEvent();
export const unlinkConfirmed = createEvent();

export const $devices = createStore<Device[]>([])
  .on(listFx.doneData, (_, r) => r.devices)
  .on(unlinkFx.done, (list, { params }) => list.filter((d) => String(d.id) !== String(params.params.deviceId)))
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(listFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(listFx.done, () => 'ready')
  .on(listFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $error = createStore<Message | null>(null)
  .on([listFx, unlinkFx], () => null)
  .on([listFx.failData, unlinkFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $pendingUnlink = createStore<DeviceId | null>(null)
  .on(unlinkAsked, (_, id) => id)
  .reset(unlinkCancelled, unlinkFx.finally, sessionEnded);
export const $unlinking = unlinkFx.pending;

sample({ clock: opened, fn: () => undefined, target: listFx });
sample({
  clock: unlinkConfirmed,
  source: $pendingUnlink,
  filter: (id) => id !== null,
  fn: (id) => ({ params: { deviceId: id as DeviceId } }),
  target: unlinkFx,
});

/** The screen's loads start when it opens. */
export const LinkedDevicesGate = createGate();
sample({ clock: LinkedDevicesGate.open, fn: () => undefined, target: opened });
