import { type Profile, profileGet } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** /profile shows its own error state: no global dialog. */
export const profileQuery = createApiQuery(profileGet, { dialog: false });
/** Load, or reload after a change; a reload keeps the sections on screen. */
export const profileRequested = createEvent();

export const $profile = createStore<Profile | null>(null)
  .on(profileQuery.finished.success, (_, { result }) => result.profile)
  .reset(sessionEnded);
/** The sections shown stay (ready) through a reload and a failed reload; $profileError says what failed. */
export const $profileStatus = combine(profileQuery.$loadStatus, $profile, (status, profile) =>
  profile === null ? status : 'ready',
);
export const $profileError = profileQuery.$message;

sample({ clock: profileRequested, fn: () => undefined, target: profileQuery.start });
