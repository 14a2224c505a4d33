import { dueDiligenceInfoGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The round's second-step call, the due-diligence info (levels 1 and 4), a chunk of its own loaded with the first
 * round that asks it (../model.ts), which connects it once loaded: its query listens before the request that loaded
 * it reaches it; the latest start wins, as before. A business's access info comes with the customer context. The
 * chunk does not import the model (it gets its units), so the bundler does not split the model off its chunk.
 */

// The screens using it show their own error state: no global dialog.
export const dueDiligenceQuery = createApiQuery(dueDiligenceInfoGet, { dialog: false });

type Units = Pick<typeof Model, 'dueDiligenceRequestFx' | 'dueDiligenceAnswered'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.dueDiligenceRequestFx.doneData, target: dueDiligenceQuery.start });
  sample({
    clock: dueDiligenceQuery.finished.success,
    fn: ({ result }) => result.info ?? null,
    target: m.dueDiligenceAnswered,
  });
  sample({ clock: dueDiligenceQuery.finished.failure, fn: () => null, target: m.dueDiligenceAnswered });
}
