import { type Device, deviceList, deviceUnlink } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

export type DeviceId = Device['id'];

/** Errors show inline above the list (no dialog). */
export const listQuery = createApiQuery(deviceList, { dialog: false });
export const unlinkMutation = createApiMutation(deviceUnlink, { dialog: false });

export const opened = createEvent();
/** Unlinking asks first: the device can no longer confirm sign-ins. */
export const unlinkAsked = createEvent<DeviceId>();
export const unlinkCancelled = createEvent();
export const unlinkConfirmed = createEvent();

export const $devices = createStore<Device[]>([])
  .on(listQuery.finished.success, (_, { result }) => result.devices)
  .on(unlinkMutation.finished.success, (list, { params }) =>
    list.filter((d) => String(d.id) !== String(params.params.deviceId)),
  )
  .reset(sessionEnded);
export const $status = listQuery.$loadStatus;
/** A failed load or unlink: shown above the list until the next load or unlink. */
export const $error = createStore<Message | null>(null)
  .on([listQuery.start, unlinkMutation.start], () => null)
  .on([listQuery.finished.failure, unlinkMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $pendingUnlink = createStore<DeviceId | null>(null)
  .on(unlinkAsked, (_, id) => id)
  .reset(unlinkCancelled, unlinkMutation.finished.finally, sessionEnded);
export const $unlinking = unlinkMutation.$pending;

sample({ clock: opened, fn: () => undefined, target: listQuery.start });
sample({
  clock: unlinkConfirmed,
  source: $pendingUnlink,
  filter: (id) => id !== null,
  fn: (id) => ({ params: { deviceId: id as DeviceId } }),
  target: unlinkMutation.start,
});

/** The screen's loads start when it opens. */
export const LinkedDevicesGate = createGate();
sample({ clock: LinkedDevicesGate.open, fn: () => undefined, target: opened });
