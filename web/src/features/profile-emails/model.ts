import {
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  notificationSideEffects,
  usernameChangeRequestsGet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { createApiQuery, createKeyedMutation } from '../../shared/api/index.ts';
import { emailProblem, sessionEnded } from '../../shared/lib/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';

/** The add form is not a row: its calls share this one key. */
export const NEW_EMAIL = 'new';

const byEmailId = ({ body }: { body: { emailId: number } }) => String(body.emailId);
// Errors show inline by the row or the add form (no dialog); each e-mail row has its own busy state and error.
export const addMutation = createKeyedMutation(emailAdd, { key: () => NEW_EMAIL, dialog: false });
export const confirmMutation = createKeyedMutation(emailConfirm, { key: byEmailId, dialog: false });
export const deleteMutation = createKeyedMutation(emailDelete, { key: byEmailId, dialog: false });
export const setPrimaryMutation = createKeyedMutation(emailSetPrimary, { key: byEmailId, dialog: false });

/** The section is on screen; leaving /profile forgets its forms and errors. */
export const EmailsSectionGate = createGate();

export const addOpened = createEvent();
export const addClosed = createEvent();
/** the typed address; the form checks it first (emailProblem) and says so */
export const addSubmitted = createEvent<string>();
export const codeSubmitted = createEvent<{ emailId: number; code: string }>();
export const setPrimaryClicked = createEvent<number>();
/** Delete asks first: the e-mail whose confirmation is open. */
export const deleteAsked = createEvent<number>();
export const deleteCanceled = createEvent();
export const deleteConfirmed = createEvent<number>();

const forget = [EmailsSectionGate.close, sessionEnded];

export const $adding = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addMutation.succeeded], () => false)
  .reset(forget);
/** the e-mail whose delete confirmation is open; it closes when the delete answers, either way */
export const $deleteAsked = createStore<number | null>(null)
  .on(deleteAsked, (_, id) => id)
  .on([deleteMutation.succeeded, deleteMutation.failed], () => null)
  .reset(deleteCanceled, ...forget);

/** The address as emailAdd takes it, or null when it is not one (the form's own check). */
export function emailToAdd(typed: string): string | null {
  const v = typed.trim();
  return v !== '' && emailProblem(v) === null ? v : null;
}

sample({
  clock: addSubmitted,
  filter: (typed) => emailToAdd(typed) !== null,
  fn: (typed) => ({ body: { email: emailToAdd(typed) ?? '' } }),
  target: addMutation.start,
});
sample({ clock: codeSubmitted, fn: (body) => ({ body }), target: confirmMutation.start });
sample({ clock: setPrimaryClicked, fn: (emailId) => ({ body: { emailId } }), target: setPrimaryMutation.start });
sample({ clock: deleteConfirmed, fn: (emailId) => ({ body: { emailId } }), target: deleteMutation.start });
sample({
  clock: EmailsSectionGate.close,
  target: [addMutation.reset, confirmMutation.reset, deleteMutation.reset, setPrimaryMutation.reset],
});
// a change shows at once: the profile and what remains for verification load again
sample({
  clock: [addMutation.succeeded, confirmMutation.succeeded, deleteMutation.succeeded, setPrimaryMutation.succeeded],
  fn: () => undefined,
  target: [profileRequested, verificationRequested],
});

/**
 * Spec 3 §4 "Username change request: active, failed, pending": the sign-in e-mail's change requests, shown in the
 * section; loaded when it opens and again after a primary change (which may start one). Its error shows there.
 */
export const usernameRequestsQuery = createApiQuery(usernameChangeRequestsGet, { dialog: false });
export const usernameRequestsRetried = createEvent();
sample({
  clock: [EmailsSectionGate.open, setPrimaryMutation.succeeded, usernameRequestsRetried],
  fn: () => undefined,
  target: usernameRequestsQuery.start,
});

/**
 * Spec 3 §4 "usernameChanged reloads e-mails": the e-mails are the profile's; while the section shows, the profile
 * and the username change requests load again (the new sign-in e-mail is primary, the request is no longer pending).
 */
sample({
  clock: notificationReceived.filter({ fn: (n) => notificationSideEffects(n.type).includes('reloadEmails') }),
  source: EmailsSectionGate.status,
  filter: (open) => open,
  fn: () => undefined,
  target: [profileRequested, usernameRequestsQuery.start],
});
