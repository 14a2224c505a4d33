import { type NotificationSetting, notificationSettingsGet, notificationSettingsSet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** The settings grouped for display, in the order the server gives them. */
export function groupSettings(settings: readonly NotificationSetting[]): [string, NotificationSetting[]][] {
  const groups = new Map<string, NotificationSetting[]>();
  for (const s of settings) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups.entries()];
}

/**
 * The label of a settings group or setting: its text in the page's language, or, for an identifier this app has no
 * text for (a new one the server added), the identifier itself, so that nothing is hidden. `t` is i18next's.
 */
export function settingLabel(
  t: (key: string, options: { defaultValue: string }) => string,
  kind: 'groups' | 'items',
  id: string,
): string {
  // an identifier with a dot would read as a nested key: it has no text of its own
  return id.includes('.') ? id : t(`notifications.${kind}.${id}`, { defaultValue: id });
}

/** Errors show inline under the settings (no dialog). */
export const settingsQuery = createApiQuery(notificationSettingsGet, { dialog: false });
export const setMutation = createApiMutation(notificationSettingsSet, { dialog: false });

export const opened = createEvent();
export const toggled = createEvent<{ identified: string; value: boolean }>();

const apply = (list: NotificationSetting[], identified: string, value: boolean) =>
  list.map((s) => (s.identified === identified ? { ...s, value } : s));

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export const $settings = createStore<NotificationSetting[]>([])
  .on(settingsQuery.finished.success, (_, { result }) => result.settings)
  .on(toggled, (list, { identified, value }) => apply(list, identified, value))
  .on(setMutation.finished.failure, (list, { params }) => {
    const { identified, value } = params.body;
    return apply(list, identified, !value);
  })
  .reset(sessionEnded);
export const $status = settingsQuery.$loadStatus;
export const $error = createStore<Message | null>(null)
  .on([settingsQuery.start, setMutation.start], () => null)
  .on([settingsQuery.finished.failure, setMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);

sample({ clock: opened, fn: () => undefined, target: settingsQuery.start });
sample({ clock: toggled, fn: (body) => ({ body }), target: setMutation.start });

/** The screen's loads start when it opens. */
export const NotificationSettingsGate = createGate();
sample({ clock: NotificationSettingsGate.open, fn: () => undefined, target: opened });
