import { cryptoWalletsGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * The crypto wallets' query, a chunk of its own loaded with its first request (../model.ts, which connects it once
 * loaded): /home's first render does not build it, its data shows only in the page's last section (web README
 * "Loading fast"). Like model/changes.ts, the chunk gets the model's units instead of importing the model.
 */

/** Errors show inline (the wallets' retry), so no error dialog. */
export const walletsQuery = createApiQuery(cryptoWalletsGet, { dialog: false });

type Units = Pick<typeof Model, 'walletsRequestFx' | 'walletsAnswered' | 'walletsFailed'>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.walletsRequestFx.doneData, target: walletsQuery.start });
  sample({ clock: walletsQuery.finished.success, fn: ({ result }) => result.wallets, target: m.walletsAnswered });
  sample({ clock: walletsQuery.finished.failure, fn: () => undefined, target: m.walletsFailed });
}
