import {
  type Announcement,
  type AnnouncementChoice,
  announcementAnswer,
  announcementGet,
  announcementsGet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';

export const announcementsFx = createCallFx(announcementsGet, { dialog: false });
export const announcementGetFx = createCallFx(announcementGet, { dialog: false });
export const answerFx = createCallFx(announcementAnswer, { dialog: false });

export const announcementsStarted = createEvent();
/** The customer opened one: it is read at once here, then on the server. */
export const announcementOpened = createEvent<number>();
export const answerSubmitted = createEvent<{ id: number; choice: AnnouncementChoice }>();

export const $announcements = createStore<Announcement[]>([])
  .on(announcementsFx.doneData, (_, r) => r.announcements)
  .reset(sessionEnded);
export const $announcementsStatus = createStore<LoadStatusValue>('idle')
  .on(announcementsFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(announcementsFx.done, () => 'ready')
  .on(announcementsFx.fail, () => 'failed')
  .reset(sessionEnded);
/** Read here before the server knows (spec 2 §4: "marked read locally first, then on the server"). */
export const $readLocally = createStore<number[]>([])
  .on(announcementOpened, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .reset(sessionEnded);
export const $answerError = createStore<Message | null>(null)
  .on(answerFx, () => null)
  .on(answerFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

/** Read on the server or here. */
export const isRead = (a: Announcement, readLocally: readonly number[]) => a.isRead || readLocally.includes(a.id);
/** One that needs confirmation and has no answer yet takes accept or decline. */
export const needsAnswer = (a: Announcement) => a.withConfirmation && a.choice === null;

sample({ clock: announcementsStarted, fn: () => undefined, target: announcementsFx });
sample({
  clock: announcementOpened,
  source: $announcements,
  // already read on the server: nothing to send
  filter: (list, id) => list.find((a) => a.id === id)?.isRead === false,
  fn: (_, id) => ({ body: { id } }),
  target: announcementGetFx,
});
sample({
  clock: answerSubmitted,
  fn: ({ id, choice }) => ({ body: { id, choice, withConfirmation: true } }),
  target: answerFx,
});
// "then the list reloads"
sample({ clock: answerFx.done, fn: () => undefined, target: announcementsFx });
