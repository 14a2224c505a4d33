import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $linkError, $linkSentTo, $sendingFor, linkRequested, sendLinkMutation } from './model.ts';

t.test(
  '"send identity-verification link": POST /customers/{id}/identity-verification {provider, sendLink: true}',
  async (t) => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          sendLinkMutation.__.executeFx,
          async (input: unknown) => (sent.push(input), { workflowRunId: 'w1', token: 'x', url: 'https://idv.test/w1' }),
        ],
      ],
    });
    await allSettled(linkRequested, {
      scope,
      params: { customerId: 100301, email: 'morgan@demo.test', provider: 'nfd' },
    });
    t.same(sent, [{ params: { id: 100301 }, body: { provider: 'nfd', sendLink: true } }]);
    t.equal(scope.getState($linkSentTo), 'morgan@demo.test');
    t.equal(scope.getState($linkError), null);
    t.equal(scope.getState($sendingFor), null);
  },
);

t.test('a refused link names the representative it was for, with the server text', async (t) => {
  const scope = fork({
    handlers: [
      [
        sendLinkMutation.__.executeFx,
        async () => {
          throw new ApiError('Identity already verified', 200, 'VF', {});
        },
      ],
    ],
  });
  await allSettled(linkRequested, { scope, params: { customerId: 7, email: 'a@demo.test', provider: 'jmo' } });
  t.same(scope.getState($linkError), { customerId: 7, message: { text: 'Identity already verified' } });
  t.equal(scope.getState($linkSentTo), null);
  t.equal(scope.getState($sendingFor), null, 'the button is free again');
});
