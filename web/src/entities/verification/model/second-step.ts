import { dueDiligenceInfoGet, userAccessInfoGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The round's second-step calls, a chunk of their own loaded with the first round that asks one (../model.ts), which
 * connects it once loaded: their queries listen before the request that loaded them reaches them; the latest start
 * wins, as before. The chunk does not import the model (it gets its units), so the bundler does not split the model
 * off its chunk.
 */

// The screens using these show their own error state: no global dialog.
export const accessQuery = createApiQuery(userAccessInfoGet, { dialog: false });
export const dueDiligenceQuery = createApiQuery(dueDiligenceInfoGet, { dialog: false });

type Units = Pick<
  typeof Model,
  'accessRequestFx' | 'dueDiligenceRequestFx' | 'accessAnswered' | 'dueDiligenceAnswered'
>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.accessRequestFx.doneData, target: accessQuery.start });
  sample({ clock: m.dueDiligenceRequestFx.doneData, target: dueDiligenceQuery.start });
  sample({ clock: accessQuery.finished.success, fn: ({ result }) => result, target: m.accessAnswered });
  sample({ clock: accessQuery.finished.failure, fn: () => null, target: m.accessAnswered });
  sample({
    clock: dueDiligenceQuery.finished.success,
    fn: ({ result }) => result.info ?? null,
    target: m.dueDiligenceAnswered,
  });
  sample({ clock: dueDiligenceQuery.finished.failure, fn: () => null, target: m.dueDiligenceAnswered });
}
