import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $providerUrl,
  IdentitySectionGate,
  START,
  $handOffFailed,
  $inApp,
  type HandOff,
  handOffFx,
  startMutation,
  verifySubmitted,
} from './model.ts';

const session = (provider: string) => ({
  workflowRunId: 'run-1',
  token: 'tok',
  url: `https://${provider}.example/verify`,
});

t.test('verify: the chosen provider is sent, its page opens and stays offered as a link', async (t) => {
  const sent: unknown[] = [];
  const opened: string[] = [];
  const scope = fork({
    handlers: [
      [
        startMutation.mutation.__.executeFx,
        async (input: { body: { provider: string } }) => (sent.push(input.body), session(input.body.provider)),
      ],
      [handOffFx, ({ session }: HandOff) => (opened.push(session.url), 'tab')],
    ],
  });
  await allSettled(verifySubmitted, { scope, params: 'nfd' });
  t.same(sent, [{ provider: 'nfd' }]);
  t.same(opened, ['https://nfd.example/verify']);
  t.equal(scope.getState($providerUrl), 'https://nfd.example/verify');
  await allSettled(IdentitySectionGate.close, { scope, params: {} });
  t.equal(scope.getState($providerUrl), null, 'leaving /profile forgets it');
});

t.test('a refusal shows under the form and opens nothing', async (t) => {
  const opened: string[] = [];
  const scope = fork({
    handlers: [
      [
        startMutation.mutation.__.executeFx,
        async () => {
          throw new ApiError('Identity verification is not available', 200, 'VF', undefined);
        },
      ],
      [handOffFx, ({ session }: HandOff) => (opened.push(session.url), 'tab')],
    ],
  });
  await allSettled(verifySubmitted, { scope, params: 'jmo' });
  t.same(opened, []);
  t.equal(scope.getState($providerUrl), null);
  t.same(scope.getState(startMutation.$errors), { [START]: { text: 'Identity verification is not available' } });
  t.same(scope.getState(startMutation.$pendingKeys), []);
});

t.test('spec 3 §3 startOnfido / startJumio: inside the mobile wrapper the app takes the check over', async (t) => {
  const handed: HandOff[] = [];
  let answer: 'app' | Error = 'app';
  const scope = fork({
    handlers: [
      [
        startMutation.mutation.__.executeFx,
        async (input: { body: { provider: string } }) => session(input.body.provider),
      ],
      [
        handOffFx,
        async (h: HandOff) => {
          handed.push(h);
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ],
    ],
  });
  await allSettled(verifySubmitted, { scope, params: 'jmo' });
  t.same(handed, [{ provider: 'jmo', session: session('jmo') }], 'the provider chosen and its run');
  t.equal(scope.getState($inApp), true);
  t.equal(scope.getState($providerUrl), null, 'no browser link: the app runs it');
  answer = new Error('empty data');
  await allSettled(verifySubmitted, { scope, params: 'nfd' });
  t.equal(scope.getState($inApp), false);
  t.equal(scope.getState($handOffFailed), true, "the app's refusal is said");
});
