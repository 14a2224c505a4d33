import { currencyAdd, walletCreate } from '@app/contracts';
import { combine, sample } from 'effector';
import { createApiMutation } from '../../../shared/api/index.ts';
import type * as Model from '../model.ts';

/*
 * Adding a currency and creating a wallet, a chunk of its own loaded with the first of them (../model.ts), which
 * connects it once loaded: the mutations listen before the request that loaded them reaches them. The chunk does not
 * import the model (it gets its units): importing it would split the model into a chunk of its own, one more file for
 * /home and one more name in /login's start chunk.
 */

/** Errors show inline (the alert), so no error dialog. */
export const currencyAddMutation = createApiMutation(currencyAdd, { dialog: false });
export const walletCreateMutation = createApiMutation(walletCreate, { dialog: false });

type Units = Pick<
  typeof Model,
  'currencyAddFx' | 'walletCreateFx' | 'currencyAdded' | 'walletCreated' | 'changeFailed' | 'changePendingChanged'
>;

/** Called once, by the model's load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.currencyAddFx.doneData, target: currencyAddMutation.start });
  sample({ clock: m.walletCreateFx.doneData, target: walletCreateMutation.start });
  sample({
    clock: currencyAddMutation.finished.success,
    fn: ({ result }) => result.account.currencyCode,
    target: m.currencyAdded,
  });
  sample({ clock: walletCreateMutation.finished.success, fn: () => undefined, target: m.walletCreated });
  sample({
    clock: [currencyAddMutation.finished.failure, walletCreateMutation.finished.failure],
    fn: ({ error }) => error,
    target: m.changeFailed,
  });
  sample({
    clock: combine(
      currencyAddMutation.$pending,
      walletCreateMutation.$pending,
      (adding, creating) => adding || creating,
    ),
    target: m.changePendingChanged,
  });
}
