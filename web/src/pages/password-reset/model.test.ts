import { allSettled, createWatch, fork } from 'effector';
import t from 'tap';
import { linkOpened, restarted } from '../../features/password-reset/index.ts';
import { PasswordResetPageGate, resetLinkFromQuery } from './model.ts';

t.test('the reset link: both the e-mail and the code, or the form asks', async (t) => {
  const rows: [string, ReturnType<typeof resetLinkFromQuery>][] = [
    ['?email=a%40b.co&code=123456', { email: 'a@b.co', code: '123456' }],
    ['?email=a%40b.co', null],
    ['?code=123456', null],
    ['?email=&code=1', null],
    ['', null],
  ];
  for (const [search, want] of rows) t.same(resetLinkFromQuery(search), want, search || '(empty)');
});

t.test('the page gate: a link checks its code at once; leaving starts over', async (t) => {
  const scope = fork();
  const calls: unknown[] = [];
  createWatch({ unit: linkOpened, scope, fn: (l) => calls.push(l) });
  createWatch({ unit: restarted, scope, fn: () => calls.push('restarted') });
  await allSettled(PasswordResetPageGate.open, { scope, params: { search: '' } });
  t.same(calls, [], 'no link: nothing sent');
  await allSettled(PasswordResetPageGate.close, { scope, params: { search: '' } });
  await allSettled(PasswordResetPageGate.open, { scope, params: { search: '?email=a%40b.co&code=1' } });
  t.same(calls, ['restarted', { email: 'a@b.co', code: '1' }]);
});
