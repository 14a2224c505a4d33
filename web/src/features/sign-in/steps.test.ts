import t from 'tap';
import { ApiError, sessionLoginAnswer } from '@app/contracts';
import { formatSmsId, stepFor, tokenErrorMessageFor } from './steps.ts';

t.test('spec 1 §4: "the two-digit sms identifier 00 to 99"', async (t) => {
  const rows: [unknown, string | null][] = [
    [0, '00'],
    [7, '07'],
    ['7', '07'],
    ['42', '42'],
    [99, '99'],
    [100, null],
    [-1, null],
    [1.5, null],
    ['abc', null],
    [undefined, null],
  ];
  for (const [input, want] of rows) t.equal(formatSmsId(input), want, String(input));
});

t.test('each flow kind of POST /session/login leads to its step', async (t) => {
  t.same(stepFor({ flow: 'otp' }), { kind: 'code', flow: 'otp' });
  t.same(stepFor({ flow: 'sms', phone: '+40 7** *** 123', smsId: 5 }), {
    kind: 'code',
    flow: 'sms',
    phone: '+40 7** *** 123',
    smsId: '05',
  });
  t.same(stepFor({ flow: 'push', devices: [{ id: 1, name: 'iPhone' }], deeplink: 'app://x' }), {
    kind: 'push',
    devices: [{ id: 1, name: 'iPhone' }],
    deeplink: 'app://x',
  });
  t.notOk(
    sessionLoginAnswer.safeParse({ flow: 'push', devices: [{ name: 'no id' }] }).success,
    'a device without an id is refused by the contract before it reaches a step',
  );
  t.same(stepFor({ flow: 'push' }), { kind: 'push', devices: [], deeplink: null });
  t.same(stepFor({ flow: 'verifyDevice', userId: 3 }), { kind: 'verifyDevice', deviceId: 3 });
  t.same(stepFor({ flow: 'verifyDevice' }), { kind: 'verifyDevice', deviceId: null });
  t.same(stepFor({ flow: 'simple', authed: true }), { kind: 'credentials' });
});

t.test('spec 1 §8 "Token fetch failure gives messages like \'[get token error] bad status\'"', async (t) => {
  const rows: [unknown, unknown, string][] = [
    [
      new ApiError('', 502, undefined, '<html>Bad Gateway</html>'),
      { key: 'login.tokenBadStatus' },
      'a bad status, no answer of ours',
    ],
    [new ApiError('', 400, undefined, undefined), { key: 'login.tokenBadStatus' }, 'a bad status, an empty body'],
    [new ApiError('Wrong code', 401, 'AU', {}), { text: 'Wrong code' }, 'the token service says what went wrong'],
    [
      new ApiError('Server is not available', 502, 'UE', {}),
      { text: 'Server is not available' },
      'the gateway says it',
    ],
    [
      new ApiError('', 200, 'UE', {}),
      { key: 'errors.network' },
      'UE without a message: "a network-error text" (spec 1 §8)',
    ],
    [new TypeError('Failed to fetch'), { key: 'errors.serverError' }, 'no answer at all'],
  ];
  for (const [error, want, why] of rows) t.same(tokenErrorMessageFor(error), want, why);
});
