import { type Announcement, ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $announcements,
  $announcementsStatus,
  $answerError,
  $answering,
  $readLocally,
  announcementOpened,
  announcementsStarted,
  answerSubmitted,
  isRead,
  needsAnswer,
} from './model.ts';
import { announcementsQuery } from './model/list.ts';
import { answerMutation, readMutation } from './model/open-answer.ts';

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
      [
        announcementsQuery.__.executeFx,
        async () => ({ responseCode: '00', announcements: [a(2, { isRead: serverRead })] }),
      ],
      [
        readMutation.__.executeFx,
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
        announcementsQuery.__.executeFx,
        async () => {
          loads += 1;
          return {
            responseCode: '00',
            announcements: [a(3, { withConfirmation: true, choice: loads > 1 ? 'decline' : null })],
          };
        },
      ],
      [
        answerMutation.__.executeFx,
        async (input: unknown) => {
          t.equal(scope.getState($answering), true, 'busy while the answer is sent');
          answers.push(input);
          return { responseCode: '00' };
        },
      ],
    ],
  });
  await allSettled(announcementsStarted, { scope });
  await allSettled(answerSubmitted, { scope, params: { id: 3, choice: 'decline' } });
  t.same(answers, [{ body: { id: 3, choice: 'decline', withConfirmation: true } }]);
  t.equal(loads, 2, 'reloaded');
  t.equal(scope.getState($answering), false, 'not busy once answered');
  t.equal(scope.getState($announcements)[0]?.choice, 'decline');
});

t.test('a refused answer shows its message and keeps the list; a failed list shows failed', async (t) => {
  let failList = false;
  const scope = fork({
    handlers: [
      [
        announcementsQuery.__.executeFx,
        async () => {
          if (failList) throw new ApiError('Try later', 200, 'SE', undefined);
          return { responseCode: '00', announcements: [a(4, { withConfirmation: true })] };
        },
      ],
      [
        answerMutation.__.executeFx,
        async () => {
          throw new ApiError('Already answered', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(announcementsStarted, { scope });
  t.equal(scope.getState($announcementsStatus), 'ready');
  await allSettled(answerSubmitted, { scope, params: { id: 4, choice: 'accept' } });
  t.same(scope.getState($answerError), { text: 'Already answered' });
  t.equal(scope.getState($announcements)[0]?.choice, null);
  failList = true;
  await allSettled(announcementsStarted, { scope });
  t.equal(scope.getState($announcementsStatus), 'failed');
});
