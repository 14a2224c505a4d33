import { type AuthDevice, authDeviceAdd, authDeviceDelete, authDevicesGet } from '@app/contracts';
import { createEffect, createEvent, createStore, sample, split } from 'effector';
import { $projectName } from '../../entities/brand/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type DeviceCreation,
  type DeviceType,
  deviceDeepLink,
  generateDeviceCode,
  isDeviceCreationValid,
  isDeviceType,
  validateDeviceCreation,
} from './device-creation.ts';
import { listQuery } from './model.ts';
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

/** Errors show inline above the list and in the link popup (no dialog). */
export const appListQuery = createApiQuery(authDevicesGet, { dialog: false });
export const appAddMutation = createApiMutation(authDeviceAdd, { dialog: false });
export const appDeleteMutation = createApiMutation(authDeviceDelete, { dialog: false });
/** The pairing code of a link, drawn when it is submitted (an effect of its own so tests can fix it). */
export const newCodeFx = createEffect(() => generateDeviceCode());

type DeviceToAdd = { name: string; code: string; type: DeviceType };

/** What authDeviceAdd takes, or null when the name, the code or the type would be refused. */
function deviceToAdd(v: DeviceCreation): DeviceToAdd | null {
  // isDeviceType again so the compiler knows the type the contract takes ('android' | 'ios')
  return isDeviceCreationValid(validateDeviceCreation(v)) && isDeviceType(v.type) ? { ...v, type: v.type } : null;
}

export const appOpened = createEvent();
export const linkOpened = createEvent();
export const linkClosed = createEvent();
export const linkSubmitted = createEvent<LinkValues>();
/** Removing asks first: the app on that phone stops working for this account. */
export const removeAsked = createEvent<AppDeviceId>();
export const removeCancelled = createEvent();
export const removeConfirmed = createEvent();
/** A submit that passed the typed checks: what was typed and the brand's name for the deep link. */
const linkStarted = createEvent<LinkValues & { projectName: string }>();

export const $appDevices = createStore<AuthDevice[]>([])
  .on(appListQuery.finished.success, (_, { result }) => result.devices)
  .on(appDeleteMutation.finished.success, (list, { params }) =>
    list.filter((d) => String(d.id) !== String(params.params.deviceId)),
  )
  .reset(sessionEnded);
export const $appStatus = appListQuery.$loadStatus;
/** A failed load or remove: shown above the list until the next load or remove. */
export const $appError = createStore<Message | null>(null)
  .on([appListQuery.start, appDeleteMutation.start], () => null)
  .on([appListQuery.finished.failure, appDeleteMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $pendingRemove = createStore<AppDeviceId | null>(null)
  .on(removeAsked, (_, id) => id)
  .reset(removeCancelled, appDeleteMutation.finished.finally, sessionEnded);
export const $removing = appDeleteMutation.$pending;

/** The link being made: the deep link is built from its name and projectName once the device is added. */
const $linkDraft = createStore<(LinkValues & { projectName: string }) | null>(null)
  .on(linkStarted, (_, v) => v)
  .reset(sessionEnded);
/** The values sent (trimmed name, the drawn code, the type), or null when they would be refused. */
const codeDrawn = sample({
  clock: newCodeFx.doneData,
  source: $linkDraft,
  fn: (draft, code) => deviceToAdd({ name: draft?.name.trim() ?? '', code, type: draft?.type ?? '' }),
});
const { valid: codeValid, __: linkInvalid } = split(codeDrawn, { valid: (v): v is DeviceToAdd => v !== null });

export const $linkOpen = createStore(false)
  .on(linkOpened, () => true)
  .reset(linkClosed, sessionEnded);
/** A refused link: shown in the popup, which keeps what was typed. */
export const $linkError = createStore<Message | null>(null)
  .on([linkOpened, linkStarted], () => null)
  .on(linkInvalid, () => ({ key: 'devices.codeRequired' }))
  .on(newCodeFx.failData, (_, e) => errorMessageFor(e))
  .on(appAddMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(linkClosed, sessionEnded);
/** After a successful link the popup shows the QR code of this deep link. */
export const $linked = createStore<Linked | null>(null).reset(linkOpened, linkClosed, sessionEnded);
export const $linking = sample({
  source: [newCodeFx.pending, appAddMutation.$pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: appOpened, fn: () => undefined, target: appListQuery.start });
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
  target: linkStarted,
});
sample({ clock: linkStarted, fn: () => undefined, target: newCodeFx });
sample({
  clock: codeValid,
  fn: (body) => ({ body }),
  target: appAddMutation.start,
});
sample({
  clock: appAddMutation.finished.success,
  source: $linkDraft,
  fn: (draft, { params }) => ({
    name: params.body.name,
    deeplink: deviceDeepLink(draft?.projectName ?? '', params.body.code),
  }),
  target: $linked,
});
sample({
  clock: removeConfirmed,
  source: $pendingRemove,
  filter: (id) => id !== null,
  fn: (id) => ({ params: { deviceId: id as AppDeviceId } }),
  target: appDeleteMutation.start,
});
// both lists may show the same phone, so both reload after a change
sample({
  clock: [appAddMutation.finished.success, appDeleteMutation.finished.success],
  fn: () => undefined,
  target: [appListQuery.start, listQuery.start],
});

/** The screen's loads start when it opens. */
export const AppDevicesGate = createGate();
sample({ clock: AppDevicesGate.open, fn: () => undefined, target: appOpened });
