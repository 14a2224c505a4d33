import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $errorDialog } from '../../shared/api/index.ts';
import {
  $code,
  $email,
  $error,
  $step,
  canComplete,
  codeCheckMutation,
  codeSubmitted,
  completeMutation,
  completeSubmitted,
  linkOpened,
  $pending,
  restarted,
  requestMutation,
  requestSubmitted,
} from './model.ts';

const ok = { responseCode: '00' } as const;

t.test('canComplete: rules met and the repeat equal', async (t) => {
  const rows: [string, string, boolean][] = [
    ['Demo-pass-2', 'Demo-pass-2', true],
    ['Demo-pass-2', 'Demo-pass-3', false],
    ['short1A', 'short1A', false],
    ['Demo-pass-2', '', false],
  ];
  for (const [p, r, want] of rows) t.equal(canComplete(p, r), want, `${p} / ${r}`);
});

t.test('request → code check → completion, each with what the earlier steps gave', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        requestMutation.__.executeFx,
        async (input: unknown) => (sent.push(['request', (input as { body: unknown }).body]), ok),
      ],
      [
        codeCheckMutation.__.executeFx,
        async (input: unknown) => (sent.push(['check', (input as { body: unknown }).body]), ok),
      ],
      [
        completeMutation.__.executeFx,
        async (input: unknown) => (sent.push(['complete', (input as { body: unknown }).body]), ok),
      ],
    ],
  });
  await allSettled(requestSubmitted, { scope, params: { email: ' ann@example.com ' } });
  t.equal(scope.getState($step), 'code');
  await allSettled(codeSubmitted, { scope, params: { code: '123456' } });
  t.equal(scope.getState($step), 'complete');
  await allSettled(completeSubmitted, { scope, params: { password: 'Demo-pass-2', passwordRepeat: 'Demo-pass-2' } });
  t.equal(scope.getState($step), 'done');
  t.same(sent, [
    ['request', { email: 'ann@example.com' }],
    ['check', { email: 'ann@example.com', code: '123456' }],
    ['complete', { email: 'ann@example.com', code: '123456', password: 'Demo-pass-2', passwordRepeat: 'Demo-pass-2' }],
  ]);
});

t.test('a mismatch is caught before sending', async (t) => {
  let calls = 0;
  const scope = fork({
    values: [
      [$step, 'complete'],
      [$email, 'a@b.co'],
      [$code, '1'],
    ],
    handlers: [[completeMutation.__.executeFx, async () => (calls++, ok)]],
  });
  await allSettled(completeSubmitted, { scope, params: { password: 'Demo-pass-2', passwordRepeat: 'Demo-pass-9' } });
  t.equal(calls, 0);
  t.equal(scope.getState($step), 'complete');
});

t.test('a wrong code shows the server message in place and keeps the step', async (t) => {
  const scope = fork({
    handlers: [
      [
        codeCheckMutation.__.executeFx,
        async () => {
          throw new ApiError('Invalid code', 400, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(linkOpened, { scope, params: { email: 'a@b.co', code: '999' } });
  t.equal(scope.getState($step), 'code');
  t.same(scope.getState($error), { text: 'Invalid code' });
  t.equal(scope.getState($errorDialog), null, 'not the global dialog');
});

t.test('a refused request keeps the e-mail step and says why; busy while it runs; restart clears it', async (t) => {
  let refuse: (e: Error) => void = () => undefined;
  const scope = fork({
    handlers: [
      [
        requestMutation.__.executeFx,
        () =>
          new Promise((_, reject) => {
            refuse = reject;
          }),
      ],
    ],
  });
  const done = allSettled(requestSubmitted, { scope, params: { email: 'ann@example.com' } });
  await new Promise((r) => setTimeout(r, 0));
  t.equal(scope.getState($pending), true, 'busy while the request runs');
  refuse(new ApiError('Too many attempts, try again later', 429, undefined, undefined));
  await done;
  t.equal(scope.getState($pending), false);
  t.equal(scope.getState($step), 'request');
  t.same(scope.getState($error), { text: 'Too many attempts, try again later' });
  await allSettled(restarted, { scope });
  t.equal(scope.getState($error), null);
  t.equal(scope.getState($email), '');
});
