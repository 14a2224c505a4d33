import t from 'tap';
import {
  WRAPPER_EMPTY_DATA,
  WRAPPER_INIT_DELAY_MS,
  wrapperAnswerOutcome,
  wrapperMessageData,
  wrapperIdentityMessage,
  wrapperMessageTypes,
} from './mobile-wrapper.ts';

t.test('spec 1 §8 "The wrapper promise rejects with \'empty data\' when a response carries no data"', async (t) => {
  const rows: [unknown, unknown, string][] = [
    [{ id: 1, data: { saved: true } }, { data: { saved: true } }, 'data: the call settles with it'],
    [{ id: 1, data: 'ok' }, { data: 'ok' }, 'any non-empty value is data'],
    [{ id: 1 }, { error: 'empty data' }, 'no data'],
    [{ id: 1, data: null }, { error: 'empty data' }, 'null'],
    [{ id: 1, data: '' }, { error: 'empty data' }, 'an empty string'],
    [{ id: 1, data: {} }, { error: 'empty data' }, 'an empty object'],
    [{ id: 1, error: 'cancelled by the user' }, { error: 'cancelled by the user' }, "the wrapper's own error"],
  ];
  for (const [answer, want, why] of rows) t.same(wrapperAnswerOutcome(answer as never), want, why);
  t.equal(WRAPPER_EMPTY_DATA, 'empty data', 'word for word');
});

t.test('spec 3 §3: the seven messages (and the init), each with typed data', async (t) => {
  t.same(
    wrapperMessageTypes.filter((m) => m !== 'init'),
    ['userLoginSuccess', 'sessionExpired', 'logout', 'startOnfido', 'startJumio', 'download', 'addCardToWallet'],
  );
  t.equal(WRAPPER_INIT_DELAY_MS, 100, 'spec 1 §9 "A 100 ms delay before the wrapper init message"');
  t.ok(
    wrapperMessageData.download.safeParse({ fileName: 'a.pdf', mimeType: 'application/pdf', base64: 'JVBE' }).success,
  );
  t.notOk(wrapperMessageData.download.safeParse({ fileName: '', mimeType: 'application/pdf', base64: 'x' }).success);
  t.notOk(
    wrapperMessageData.addCardToWallet.safeParse({ accountId: 1, cardholderName: 'A', lastFour: '12a4' }).success,
    'last four are digits',
  );
  t.notOk(wrapperMessageData.startOnfido.safeParse({ token: '' }).success, 'a verification needs its token');
  t.notOk('token' in wrapperMessageData.userLoginSuccess.shape, 'userLoginSuccess carries no token');
});

t.test('spec 3 §3 startOnfido, startJumio: the native check of each identity provider', async (t) => {
  const rows: ['jmo' | 'nfd', string][] = [
    ['jmo', 'startJumio'],
    ['nfd', 'startOnfido'],
  ];
  for (const [provider, want] of rows) t.equal(wrapperIdentityMessage(provider), want, provider);
});
