import { defaultExchangeRatesGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The default exchange rates' query (spec 2 §7), a chunk of its own loaded with its first request (../model.ts, which
 * connects it once loaded): /home's first render does not build it (web README "Loading fast"). Like
 * features/open-account's model/wallets.ts, the chunk gets the model's units instead of importing the model.
 */

/** A failure is the section's own error with a retry (no dialog). */
export const ratesQuery = createApiQuery(defaultExchangeRatesGet, { dialog: false });

type Units = Pick<typeof Model, 'ratesRequestFx' | 'ratesAnswered' | 'ratesFailed'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.ratesRequestFx.doneData, target: ratesQuery.start });
  sample({ clock: ratesQuery.finished.success, fn: ({ result }) => result.rates, target: m.ratesAnswered });
  sample({ clock: ratesQuery.finished.failure, fn: () => undefined, target: m.ratesFailed });
}
