import { type NotificationSetting, notificationSettingsGet, notificationSettingsSet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

/** The settings grouped for display, in the order the server gives them. */
export function groupSettings(settings: readonly NotificationSetting[]): [string, NotificationSetting[]][] {
  const groups = new Map<string, NotificationSetting[]>();
  for (const s of settings) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups.entries()];
}

export const loadFx = createCallFx(notificationSettingsGet, { dialog: false });
export const setFx = createCallFx(notificationSettingsSet, { dialog: false });

export const opened = createEvent();
export const toggled = createEvent<{ identified: string; value: boolean }>();

const apply = (list: NotificationSetting[], identified: string, value: boolean) =>
  list.map((s) => (s.identified === identified ? { ...s, value } : s));

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export const $settings = createStore<NotificationSetting[]>([])
  .on(loadFx.doneData, (_, r) => r.settings)
  .on(toggled, (list, { identified, value }) => apply(list, identified, value))
  .on(setFx.fail, (list, { params }) => {
    const { identified, value } = params.body;
    return apply(list, identified, !value);
  })
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(loadFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $error = createStore<Message | null>(null)
  .on([loadFx, setFx], () => null)
  .on([loadFx.failData, setFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

sample({ clock: opened, fn: () => undefined, target: loadFx });
sample({ clock: toggled, fn: (body) => ({ body }), target: setFx });

/** The screen's loads start when it opens. */
export const NotificationSettingsGate = createGate();
sample({ clock: NotificationSettingsGate.open, fn: () => undefined, target: opened });
