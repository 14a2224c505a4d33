import { customerAccessListGet, userAccessInfoGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../../shared/api/index.ts';
import type * as ContextCalls from '../context-calls.ts';

/*
 * A business user's access info and the start page's access list (spec 1 §3 userAccessInfoGet, customerAccessListGet),
 * a chunk of their own loaded with the first request for either (context-calls.ts), which connects it once loaded:
 * their queries listen before the request that loaded them reaches them; the latest start wins, as before. A personal
 * customer's /home does not build them (web README "Loading fast"). The chunk does not import the context's calls (it
 * gets their units), so the bundler does not split them off their chunk.
 */

/** The start page and guards decide without a popup. */
export const accessInfoQuery = createApiQuery(userAccessInfoGet, { dialog: false });
export const customerAccessListQuery = createApiQuery(customerAccessListGet, { dialog: false });

type Units = Pick<
  typeof ContextCalls,
  'accessInfoFx' | 'accessListFx' | 'accessInfoAnswered' | 'accessInfoFailed' | 'accessListAnswered'
>;

/** Called once, by the context calls' load of this chunk. */
export function connect(m: Units): void {
  sample({ clock: m.accessInfoFx.doneData, fn: () => undefined, target: accessInfoQuery.start });
  sample({ clock: accessInfoQuery.finished.success, fn: ({ result }) => result, target: m.accessInfoAnswered });
  sample({ clock: accessInfoQuery.finished.failure, fn: ({ error }) => error, target: m.accessInfoFailed });
  sample({ clock: m.accessListFx.doneData, fn: () => undefined, target: customerAccessListQuery.start });
  sample({
    clock: customerAccessListQuery.finished.finally,
    fn: (answer) => (answer.status === 'done' ? answer.result.customerAccesses : null),
    target: m.accessListAnswered,
  });
}
