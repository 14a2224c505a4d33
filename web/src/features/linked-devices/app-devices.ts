import { type AuthDevice, authDeviceAdd, authDeviceDelete, authDevicesGet } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $projectName } from '../../entities/brand/index.ts';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  deviceDeepLink,
  generateDeviceCode,
  isDeviceCreationValid,
  isDeviceType,
  validateDeviceCreation,
} from './device-creation.ts';
import { listFx } from './model.ts';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';
import { createGate } from 'effector-react';

/** The devices of the token service (GET /auth/devices): the phones running the app. */
export type AppDeviceId = AuthDevice['id'];

export interface LinkValues {
  name: string;
  type: string;
}
export interface Linked {
  name: string;
  deeplink: string;
}

export const appListFx = createCallFx(authDevicesGet, { dialog: false });
export const appAddFx = createCallFx(authDeviceAdd, { dialog: false });
export const appDeleteFx = createCallFx(authDeviceDelete, { dialog: false });
export const newCodeFx = createEffect(() => generateDeviceCode());

class InvalidDevice extends Error {}

/** Generates the pairing code, POSTs name, code and type, and answers the deep link for the QR code. */
export const linkFx = createEffect(
  async ({ name, type, projectName }: LinkValues & { projectName: string }): Promise<Linked> => {
    const code = await newCodeFx();
    const values = { name: name.trim(), code, type };
    // isDeviceType again so the compiler knows the type the contract takes ('android' | 'ios')
    if (!isDeviceCreationValid(validateDeviceCreation(values)) || !isDeviceType(type)) throw new InvalidDevice();
    await appAddFx({ body: { ...values, type } });
    return { name: values.name, deeplink: deviceDeepLink(projectName, code) };
  },
);

export const appOpened = createEvent();
export const linkOpened = createEvent();
export const linkClosed = createEvent();
export const linkSubmitted = createEvent<LinkValues>();
/** Removing asks first: the app on that phone stops working for this account. */
export const removeAsked = createEvent<AppDeviceId>();
export const removeCancelled = createEvent();
export const removeConfirmed = createEvent();

export const $appDevices = createStore<AuthDevice[]>([])
  .on(appListFx.doneData, (_, r) => r.devices)
  .on(appDeleteFx.done, (list, { params }) => list.filter((d) => String(d.id) !== String(params.params.deviceId)))
  .reset(sessionEnded);
export const $appStatus = createStore<LoadStatus>('idle')
  .on(appListFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(appListFx.done, () => 'ready')
  .on(appListFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $appError = createStore<Message | null>(null)
  .on([appListFx, appDeleteFx], () => null)
  .on([appListFx.failData, appDeleteFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $pendingRemove = createStore<AppDeviceId | null>(null)
  .on(removeAsked, (_, id) => id)
  .reset(removeCancelled, appDeleteFx.finally, sessionEnded);
export const $removing = appDeleteFx.pending;

export const $linkOpen = createStore(false)
  .on(linkOpened, () => true)
  .reset(linkClosed, sessionEnded);
/** A refused link: shown in the popup, which keeps what was typed. */
export const $linkError = createStore<Message | null>(null)
  .on([linkOpened, linkFx], () => null)
  .on(linkFx.failData, (_, e) => (e instanceof InvalidDevice ? { key: 'devices.codeRequired' } : errorMessageFor(e)))
  .reset(linkClosed, sessionEnded);
/** After a successful link the popup shows the QR code of this deep link. */
export const $linked = createStore<Linked | null>(null)
  .on(linkFx.doneData, (_, linked) => linked)
  .reset(linkOpened, linkClosed, sessionEnded);
export const $linking = linkFx.pending;

sample({ clock: appOpened, fn: () => undefined, target: appListFx });
sample({
  clock: linkSubmitted,
  source: { projectName: $projectName, pending: $linking },
  filter: ({ pending }, v) => {
    if (pending) return false;
    // the code comes later; only what the user typed is checked here
    const e = validateDeviceCreation({ ...v, code: 'pending' });
    return e.name === null && e.type === null;
  },
  fn: ({ projectName }, v) => ({ ...v, projectName }),
  target: linkFx,
});
sample({
  clock: removeConfirmed,
  source: $pendingRemove,
  filter: (id) => id !== null,
  fn: (id) => ({ params: { deviceId: id as AppDeviceId } }),
  target: appDeleteFx,
});
// both lists may show the same phone, so both reload after a change
sample({ clock: [linkFx.done, appDeleteFx.done], fn: () => undefined, target: [appListFx, listFx] });

/** The screen's loads start when it opens. */
export const AppDevicesGate = createGate();
sample({ clock: AppDevicesGate.open, fn: () => undefined, target: appOpened });
