import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../lib/lifecycle.ts';
import { type ErrorReaction, type Message, errorReactionFor } from './errors.ts';
import { apiFailed } from './http.ts';

/** AU or 401 from any call: the session is gone (spec 1 §8: "a failed token refresh ends the session and shows login"). */
export const authLost = createEvent();
export const errorDialogClosed = createEvent();
export const termsClosed = createEvent();
/** Terms that arrived another way than a failed call (the gateway's sign-in answer carries them). */
export const termsReceived = createEvent<unknown[]>();

/** The global error dialog (null: closed). */
export const $errorDialog = createStore<Message | null>(null);
/** Spec 1 §8 TE: the terms the customer must accept (empty: none pending). */
export const $pendingTerms = createStore<unknown[]>([]);

const reacted = sample({
  clock: apiFailed,
  fn: ({ error, dialog }): { reaction: ErrorReaction; dialog: boolean } => ({
    reaction: errorReactionFor(error),
    dialog,
  }),
});

sample({ clock: reacted, filter: ({ reaction }) => reaction.kind === 'signOut', target: authLost });

/**
 * The user closed the terms without accepting them ("not now"). Until the next sign-in, background calls that
 * still answer TE (spec 1 §4: TE on customer info counts as success) do not bring the same dialog back over
 * whatever the user is doing; the terms screen still accepts them.
 */
const $termsDismissed = createStore(false).on(termsClosed, () => true);

sample({
  clock: reacted,
  source: $termsDismissed,
  filter: (dismissed, { reaction }) => !dismissed && reaction.kind === 'terms',
  fn: (_, { reaction }) => (reaction.kind === 'terms' ? reaction.terms : []),
  target: $pendingTerms,
});

sample({
  clock: reacted,
  filter: ({ reaction, dialog }) => dialog && reaction.kind === 'dialog',
  fn: ({ reaction }) => (reaction.kind === 'dialog' ? reaction.message : null),
  target: $errorDialog,
});

$errorDialog.reset(errorDialogClosed, sessionEnded);
$pendingTerms.on(termsReceived, (_, terms) => terms).reset(termsClosed, sessionEnded);
$termsDismissed.reset(termsReceived, sessionEnded);
