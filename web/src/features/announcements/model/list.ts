import { announcementsGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The announcements' list query, a chunk of its own loaded with its first request (../model.ts, which connects it
 * once loaded): /home's first render does not build it (web README "Loading fast"). Like model/open-answer.ts, the
 * chunk gets the model's units instead of importing the model.
 */

/** The list's failure shows in place of it (no dialog). */
export const announcementsQuery = createApiQuery(announcementsGet, { dialog: false });

type Units = Pick<typeof Model, 'listRequestFx' | 'listAnswered' | 'listFailed'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.listRequestFx.doneData, target: announcementsQuery.start });
  sample({
    clock: announcementsQuery.finished.success,
    fn: ({ result }) => result.announcements,
    target: m.listAnswered,
  });
  sample({ clock: announcementsQuery.finished.failure, fn: () => undefined, target: m.listFailed });
}
