import {
  type Announcement,
  type AnnouncementChoice,
  announcementAnswer,
  announcementGet,
  announcementsGet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The list's failure shows in place of it, an answer's beside the buttons (no dialog). */
export const announcementsQuery = createApiQuery(announcementsGet, { dialog: false });
/** announcementGet marks one read on the server: a change, though the call reads it too. */
export const readMutation = createApiMutation(announcementGet, { dialog: false });
export const answerMutation = createApiMutation(announcementAnswer, { dialog: false });

export const announcementsStarted = createEvent();
/** The customer opened one: it is read at once here, then on the server. */
export const announcementOpened = createEvent<number>();
export const answerSubmitted = createEvent<{ id: number; choice: AnnouncementChoice }>();

export const $announcements = createStore<Announcement[]>([])
  .on(announcementsQuery.finished.success, (_, { result }) => result.announcements)
  .reset(sessionEnded);
export const $announcementsStatus = announcementsQuery.$loadStatus;
/** Read here before the server knows (spec 2 §4: "marked read locally first, then on the server"). */
export const $readLocally = createStore<number[]>([])
  .on(announcementOpened, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .reset(sessionEnded);
export const $answerError = createStore<Message | null>(null)
  .on(answerMutation.start, () => null)
  .on(answerMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $answering = answerMutation.$pending;

/** Read on the server or here. */
export const isRead = (a: Announcement, readLocally: readonly number[]) => a.isRead || readLocally.includes(a.id);
/** One that needs confirmation and has no answer yet takes accept or decline. */
export const needsAnswer = (a: Announcement) => a.withConfirmation && a.choice === null;

sample({ clock: announcementsStarted, fn: () => undefined, target: announcementsQuery.start });
sample({
  clock: announcementOpened,
  source: $announcements,
  // already read on the server: nothing to send
  filter: (list, id) => list.find((a) => a.id === id)?.isRead === false,
  fn: (_, id) => ({ body: { id } }),
  target: readMutation.start,
});
sample({
  clock: answerSubmitted,
  fn: ({ id, choice }) => ({ body: { id, choice, withConfirmation: true } }),
  target: answerMutation.start,
});
// "then the list reloads"
sample({ clock: answerMutation.finished.success, fn: () => undefined, target: announcementsQuery.start });
