import { termsAccept } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { $pendingTerms, type Message, createCallFx, errorMessageFor, termsClosed } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The ids of the pending terms (one entry or a list of a TE answer); entries without an id are shown, not sent. */
export function termsIdsOf(terms: readonly unknown[]): (string | number)[] {
  return terms
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined))
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
}

export const acceptFx = createCallFx(termsAccept, { dialog: false });
export const acceptClicked = createEvent();

export const $acceptError = createStore<Message | null>(null)
  .on(acceptFx, () => null)
  .on(acceptFx.failData, (_, e) => errorMessageFor(e))
  .reset(termsClosed, sessionEnded);
export const $accepting = acceptFx.pending;

sample({
  clock: acceptClicked,
  source: $pendingTerms,
  filter: (terms) => termsIdsOf(terms).length > 0,
  fn: (terms) => ({ body: { termsIds: termsIdsOf(terms) } }),
  target: acceptFx,
});
/** Accepted: the dialog closes and the user carries on where they were. */
sample({ clock: acceptFx.done, fn: () => undefined, target: termsClosed });
