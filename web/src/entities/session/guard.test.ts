import t from 'tap';
import { guardFor } from './guard.ts';

t.test('route guard, spec 1 §2', async (t) => {
  const rows: [why: string, args: Parameters<typeof guardFor>, want: ReturnType<typeof guardFor>][] = [
    [
      '"an unsigned user has the intended path stored and is sent to login"',
      ['anonymous', 'main', false],
      'toLoginKeepingPath',
    ],
    ['same for the restricted layout', ['anonymous', 'restricted', false], 'toLoginKeepingPath'],
    ['signed out by the user: to login, no path kept', ['signedOut', 'main', false], 'toLogin'],
    ['signed in on a main route', ['authed', 'main', false], 'render'],
    ['signed in on a restricted route', ['authed', 'restricted', false], 'render'],
    ['"a signed-in user is redirected to their home" from /login', ['authed', 'external', true], 'toHome'],
    ['signed in on another public page', ['authed', 'external', false], 'render'],
    ['signed out on /login', ['anonymous', 'external', true], 'render'],
    ['session not known yet', ['unknown', 'main', false], 'wait'],
    ['static legal page for anyone', ['unknown', 'static', false], 'render'],
  ];
  for (const [why, args, want] of rows) t.equal(guardFor(...args), want, why);
});
