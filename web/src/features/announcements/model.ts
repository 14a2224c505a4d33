import { type Announcement, type AnnouncementChoice, announcementsGet } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import {
  type Message,
  createApiQuery,
  errorMessageFor,
  loadOnce,
  requestThroughChunk,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The list's failure shows in place of it, an answer's beside the buttons (no dialog). */
export const announcementsQuery = createApiQuery(announcementsGet, { dialog: false });

/*
 * The open and answer calls (two farfetched mutations) are a chunk of their own, model/open-answer.ts, loaded with
 * the first open or answer: /home's first render does not build them (web README "Loading fast"). A request loads
 * the chunk (connected to these units once), then reaches its mutation, which listens by then; a failed load fails
 * that request.
 */
const loadCalls = loadOnce((): Promise<void> =>
  import('./model/open-answer.ts').then((chunk) =>
    chunk.connect({ readRequestFx, answerRequestFx, answered, answerFailed, answerPendingChanged }),
  ),
);
export const readRequestFx = requestThroughChunk<{ body: { id: number } }>(loadCalls);
export const answerRequestFx = requestThroughChunk<{
  body: { id: number; choice: AnnouncementChoice; withConfirmation: true };
}>(loadCalls);
/** The answer's outcome, from the chunk: answered, or its failure as the user reads it. */
export const answered = createEvent();
export const answerFailed = createEvent<unknown>();
/** The answer mutation's pending flag, from the chunk. */
export const answerPendingChanged = createEvent<boolean>();

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
  .on(answerRequestFx, () => null)
  .on(answerFailed, (_, error) => errorMessageFor(error))
  .reset(sessionEnded);
const $answerPending = createStore(false)
  .on(answerPendingChanged, (_, pending) => pending)
  .reset(sessionEnded);
/** While the chunk loads, then while the mutation runs. */
export const $answering = combine(answerRequestFx.pending, $answerPending, (loading, pending) => loading || pending);

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
  target: readRequestFx,
});
sample({
  clock: answerSubmitted,
  fn: ({ id, choice }) => ({ body: { id, choice, withConfirmation: true as const } }),
  target: answerRequestFx,
});
sample({ clock: answerRequestFx.failData, target: answerFailed });
// "then the list reloads"
sample({ clock: answered, fn: () => undefined, target: announcementsQuery.start });
