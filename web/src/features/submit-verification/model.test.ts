import type { VerificationState } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $submitted, maySubmitForVerification, submitClicked, verifyMutation } from './model.ts';

t.test('maySubmitForVerification: only once nothing is left and nothing is in review (spec 1 §4 rule 6)', async (t) => {
  const rows: [VerificationState | null, boolean, string][] = [
    ['finalReview', true, "'finalReview' for personal users: no action left, nothing submitted"],
    ['unverified', false, "'unverified' when actions remain"],
    ['verificationProcessing', false, 'documents already submitted or under investigation'],
    ['processing', false, 'limit documents all uploaded'],
    ['hasRequiredActions', false, 'a verified customer with actions'],
    ['limited', false, 'limited'],
    ['checked', false, 'verified users are checked'],
    [null, false, 'not loaded yet'],
  ];
  for (const [status, expected, why] of rows) t.equal(maySubmitForVerification(status), expected, why);
});

t.test('submit sends customerVerify once and says it was submitted', async (t) => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  let calls = 0;
  const scope = fork({
    handlers: [[verifyMutation.__.executeFx, async () => (calls++, { responseCode: '00' })]],
  });
  await allSettled(submitClicked, { scope });
  t.equal(calls, 1);
  t.equal(scope.getState($submitted), true);
});
