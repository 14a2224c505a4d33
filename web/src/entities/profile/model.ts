import { type Profile, profileGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';

/** /profile shows its own error state: no global dialog. */
export const profileLoadFx = createCallFx(profileGet, { dialog: false });
/** Load, or reload after a change; a reload keeps the sections on screen. */
export const profileRequested = createEvent();

export const $profile = createStore<Profile | null>(null)
  .on(profileLoadFx.doneData, (_, r) => r.profile)
  .reset(sessionEnded);
export const $profileStatus = createStore<LoadStatusValue>('idle')
  .on(profileLoadFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(profileLoadFx.done, () => 'ready')
  .on(profileLoadFx.fail, (s) => (s === 'ready' ? s : 'failed'))
  .reset(sessionEnded);
export const $profileError = createStore<Message | null>(null)
  .on(profileLoadFx, () => null)
  .on(profileLoadFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

sample({ clock: profileRequested, fn: () => undefined, target: profileLoadFx });
