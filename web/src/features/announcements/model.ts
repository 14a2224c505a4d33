import type { Announcement, AnnouncementChoice } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Message, errorMessageFor, loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';

/*
 * The list's query is a chunk of its own too, model/list.ts, loaded with its first request (the page's open): /home's
 * first render does not build it (web README "Loading fast"). A failed load counts as a failed load of the list, shown
 * in place of it (no dialog; the section's retry asks again); an answer's failure shows beside the buttons.
 */
const loadList = loadOnce((): Promise<void> =>
  import('./model/list.ts').then((chunk) => chunk.connect({ listRequestFx, listAnswered, listFailed })),
);
export const listRequestFx = requestThroughChunk<void>(loadList);
/** The list chunk's outcomes: the announcements, or a failed load. */
export const listAnswered = createEvent<Announcement[]>();
export const listFailed = createEvent();

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
  .on(listAnswered, (_, list) => list)
  .reset(sessionEnded);
/**
 * The list's status, by the rule of a query's $loadStatus (shared/api loadStatusFor): a reload of a list already
 * shown stays 'ready' while it runs, a failed load is 'failed' (the section's retry), and the load after it 'loading'.
 */
export const $announcementsStatus = createStore<LoadStatusValue>('idle')
  .on(listRequestFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(listAnswered, () => 'ready')
  .on([listFailed, listRequestFx.fail], () => 'failed')
  .reset(sessionEnded);
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

sample({ clock: announcementsStarted, fn: () => undefined, target: listRequestFx });
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
sample({ clock: answered, fn: () => undefined, target: listRequestFx });
