import { paymentInstructionsGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The payment instructions' query, a chunk of its own loaded with its first request (../model.ts, which connects it
 * once loaded): /home's first render does not build it (web README "Loading fast"). Like model/viewed.ts, the chunk
 * gets the model's units instead of importing the model.
 */

/** Errors show inline (the section's retry), so no error dialog. */
export const instructionsQuery = createApiQuery(paymentInstructionsGet, { dialog: false });

type Units = Pick<typeof Model, 'instructionsRequestFx' | 'instructionsAnswered' | 'instructionsFailed'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.instructionsRequestFx.doneData, target: instructionsQuery.start });
  sample({
    clock: instructionsQuery.finished.success,
    fn: ({ result }) => result.instructions,
    target: m.instructionsAnswered,
  });
  sample({ clock: instructionsQuery.finished.failure, fn: () => undefined, target: m.instructionsFailed });
}
