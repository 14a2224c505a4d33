import { paymentInstructionViewedSet } from '@app/contracts';
import { sample } from 'effector';
import { createApiMutation } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The "viewed" call, a chunk of its own loaded with the first instruction shown that the server does not know as
 * viewed (../model.ts), which connects it once loaded: its mutation listens before the request that loaded it reaches
 * it. /home's first render does not build it (web README "Loading fast"). The chunk does not import the model (it
 * gets its units), so the bundler does not split the model off its chunk.
 */

/** Nothing to show when it fails (the instruction is viewed here already), so no error dialog. */
export const viewedMutation = createApiMutation(paymentInstructionViewedSet, { dialog: false });

type Units = Pick<typeof Model, 'viewedRequestFx'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.viewedRequestFx.doneData, target: viewedMutation.start });
}
