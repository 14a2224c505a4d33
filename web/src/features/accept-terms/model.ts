import { termsAccept } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import {
  $pendingTerms,
  type Message,
  createApiMutation,
  errorMessageFor,
  termsClosed,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The ids of the pending terms (one entry or a list of a TE answer); entries without an id are shown, not sent. */
export function termsIdsOf(terms: readonly unknown[]): (string | number)[] {
  return terms
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined))
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
}

/** The terms dialog shows a refusal itself (dialog: false). */
export const acceptMutation = createApiMutation(termsAccept, { dialog: false });
export const acceptClicked = createEvent();

export const $acceptError = createStore<Message | null>(null)
  .on(acceptMutation.start, () => null)
  .on(acceptMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(termsClosed, sessionEnded);
export const $accepting = acceptMutation.$pending;

sample({
  clock: acceptClicked,
  source: $pendingTerms,
  filter: (terms) => termsIdsOf(terms).length > 0,
  fn: (terms) => ({ body: { termsIds: termsIdsOf(terms) } }),
  target: acceptMutation.start,
});
/** Accepted: the dialog closes and the user carries on where they were. */
sample({ clock: acceptMutation.finished.success, fn: () => undefined, target: termsClosed });
