import type { Announcement } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $announcements,
  $readLocally,
  announcementGetFx,
  announcementOpened,
  announcementsFx,
  announcementsStarted,
  answerFx,
  answerSubmitted,
  isRead,
  needsAnswer,
} from './model.ts';

const a = (id: number, change: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `A${id}`,
  body: 'text',
  date: '2026-11-20T09:00:00.000Z',
  isRead: false,
  withConfirmation: false,
  choice: null,
  ...change,
});

t.test('read and answer rules', async (t) => {
  t.equal(isRead(a(1), []), false);
  t.equal(isRead(a(1), [1]), true, 'read locally');
  t.equal(isRead(a(1, { isRead: true }), []), true, 'read on the server');
  t.equal(needsAnswer(a(1, { withConfirmation: true })), true);
  t.equal(needsAnswer(a(1, { withConfirmation: true, choice: 'accept' })), false, 'answered');
  t.equal(needsAnswer(a(1)), false, 'needs no confirmation');
});

t.test('opening marks read locally first, then on the server; once', async (t) => {
  const gets: unknown[] = [];
  let serverRead = false;
  const scope = fork({
    handlers: [
      [announcementsFx, async () => ({ responseCode: '00', announcements: [a(2, { isRead: serverRead })] })],
      [
        announcementGetFx,
        async (input: unknown) => {
          gets.push(input);
          t.same(scope.getState($readLocally), [2], 'already read here when the server is asked');
          serverRead = true;
          return { responseCode: '00', announcement: a(2, { isRead: true }) };
        },
      ],
    ],
  });
  await allSettled(announcementsStarted, { scope });
  await allSettled(announcementOpened, { scope, params: 2 });
  t.same(gets, [{ body: { id: 2 } }]);
  await allSettled(announcementsStarted, { scope });
  await allSettled(announcementOpened, { scope, params: 2 });
  t.equal(gets.length, 1, 'read on the server already: not sent again');
});

t.test('accept or decline sends id, choice, withConfirmation, then the list reloads', async (t) => {
  const answers: unknown[] = [];
  let loads = 0;
  const scope = fork({
    handlers: [
      [
        announcementsFx,
        async () => {
          loads += 1;
          return {
            responseCode: '00',
            announcements: [a(3, { withConfirmation: true, choice: loads > 1 ? 'decline' : null })],
          };
        },
      ],
      [answerFx, async (input: unknown) => (answers.push(input), { responseCode: '00' })],
    ],
  });
  await allSettled(announcementsStarted, { scope });
  await allSettled(answerSubmitted, { scope, params: { id: 3, choice: 'decline' } });
  t.same(answers, [{ body: { id: 3, choice: 'decline', withConfirmation: true } }]);
  t.equal(loads, 2, 'reloaded');
  t.equal(scope.getState($announcements)[0]?.choice, 'decline');
});
