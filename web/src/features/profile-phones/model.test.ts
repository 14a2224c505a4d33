import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { profileRequested } from '../../entities/profile/index.ts';
import {
  $adding,
  $codeSent,
  $confirmedNow,
  $replacing,
  NEW_PHONE,
  PhonesSectionGate,
  addMutation,
  addOpened,
  addSubmitted,
  codeRequested,
  codeSubmitted,
  confirmMutation,
  phoneInput,
  replaceMutation,
  replaceSubmitted,
  replaceToggled,
  verifyMutation,
} from './model.ts';

t.test('phoneInput: the shape phoneAdd accepts', async (t) => {
  const rows: [string, string, string, unknown][] = [
    ['clean', '40', '721000111', { countryCode: '40', number: '721000111', problems: {} }],
    ['+, spaces and dashes dropped', '+1', '555-123 4567', { countryCode: '1', number: '5551234567', problems: {} }],
    ['letters in the number', '1', '555abc', { countryCode: '1', number: '555abc', problems: { number: 'badNumber' } }],
    ['too short', '1', '123', { countryCode: '1', number: '123', problems: { number: 'badNumber' } }],
    [
      'no country code',
      '',
      '5551234',
      { countryCode: '', number: '5551234', problems: { countryCode: 'badCountryCode' } },
    ],
    [
      'country code too long',
      '12345',
      '5551234',
      { countryCode: '12345', number: '5551234', problems: { countryCode: 'badCountryCode' } },
    ],
  ];
  for (const [why, cc, nr, want] of rows) t.same(phoneInput(cc, nr), want, why);
});

const ok = { responseCode: '00' } as const;
const wrongCode = () => new ApiError('Invalid confirmation code', 200, 'VF', undefined);

/** The profile reload a change asks for: counted here, its call answered by a stub (no network in tests). */
function noProfileCalls(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(profileRequested, (n) => n + 1);
}

t.test('a code per phone: sent, refused inline on that phone only, confirmed reloads the profile', async (t) => {
  const $reloads = noProfileCalls(t);
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [verifyMutation.mutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
      [
        confirmMutation.mutation.__.executeFx,
        async (input: { body: { phoneId: number; code: string } }) => {
          if (input.body.code !== '1234') throw wrongCode();
          return ok;
        },
      ],
    ],
  });
  await allSettled(codeRequested, { scope, params: 11 });
  t.same(sent, [{ phoneId: 11 }]);
  t.same(scope.getState($codeSent), [11], "phone 11's code form shows");
  await allSettled(codeSubmitted, { scope, params: { phoneId: 11, code: '0000' } });
  t.same(scope.getState(confirmMutation.$errors), { 11: { text: 'Invalid confirmation code' } });
  t.same(scope.getState($confirmedNow), []);
  t.equal(scope.getState($reloads), 0, 'a refused code changes nothing');
  await allSettled(codeSubmitted, { scope, params: { phoneId: 11, code: '1234' } });
  t.same(scope.getState(confirmMutation.$errors), {}, 'the next try clears the error');
  t.same(scope.getState($confirmedNow), [11]);
  t.equal(scope.getState($reloads), 1);
});

t.test('two phones busy at once: each row its own busy state', async (t) => {
  noProfileCalls(t);
  const held = new Map<number, () => void>();
  const scope = fork({
    handlers: [
      [
        verifyMutation.mutation.__.executeFx,
        (input: { body: { phoneId: number } }) =>
          new Promise<typeof ok>((resolve) => void held.set(input.body.phoneId, () => resolve(ok))),
      ],
    ],
  });
  const settled = () => new Promise((r) => setTimeout(r, 0));
  const one = allSettled(codeRequested, { scope, params: 1 });
  const two = allSettled(codeRequested, { scope, params: 2 });
  await settled();
  held.get(2)?.();
  await settled();
  t.same(scope.getState(verifyMutation.$pendingKeys), ['1']);
  t.same(scope.getState($codeSent), [2]);
  held.get(1)?.();
  await Promise.all([one, two]);
  t.same(scope.getState($codeSent), [2, 1]);
});

t.test('add and replace: the form closes on success, stays open with the message on a refusal', async (t) => {
  const $reloads = noProfileCalls(t);
  const scope = fork({
    handlers: [
      [
        addMutation.mutation.__.executeFx,
        async () => {
          throw new ApiError('Phone already added', 200, 'VF', undefined);
        },
      ],
      [replaceMutation.mutation.__.executeFx, async () => ({ ...ok, phoneId: 5 })],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { countryCode: '40', number: '721000111' } });
  t.equal(scope.getState($adding), true);
  t.same(scope.getState(addMutation.$errors), { [NEW_PHONE]: { text: 'Phone already added' } });
  await allSettled(replaceToggled, { scope, params: 5 });
  t.same(scope.getState($replacing), [5]);
  await allSettled(replaceSubmitted, { scope, params: { phoneId: 5, countryCode: '1', number: '5551234' } });
  t.same(scope.getState($replacing), []);
  t.equal(scope.getState($reloads), 1);
  await allSettled(PhonesSectionGate.close, { scope, params: {} });
  t.equal(scope.getState($adding), false, 'leaving forgets the open form');
  t.same(scope.getState(addMutation.$errors), {}, 'and its error');
});
