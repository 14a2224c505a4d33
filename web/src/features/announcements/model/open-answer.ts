import { announcementAnswer, announcementGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiMutation } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The open and answer calls, a chunk of its own loaded with the first open or answer (../model.ts), which connects
 * them once loaded: their mutations listen before the request that loaded them reaches them. The chunk does not import
 * the model (it gets its units): importing it would split the model into a chunk of its own, one more file for /home
 * and one more name in /login's start chunk.
 */

/** announcementGet marks one read on the server: a change, though the call reads it too. */
export const readMutation = createApiMutation(announcementGet, { dialog: false });
export const answerMutation = createApiMutation(announcementAnswer, { dialog: false });

type Units = Pick<
  typeof Model,
  'readRequestFx' | 'answerRequestFx' | 'answered' | 'answerFailed' | 'answerPendingChanged'
>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.readRequestFx.doneData, target: readMutation.start });
  sample({ clock: m.answerRequestFx.doneData, target: answerMutation.start });
  sample({ clock: answerMutation.finished.success, fn: () => undefined, target: m.answered });
  sample({ clock: answerMutation.finished.failure, fn: ({ error }) => error, target: m.answerFailed });
  sample({ clock: answerMutation.$pending, target: m.answerPendingChanged });
}
