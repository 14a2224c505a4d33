/**
 * Realtime channel events the web app acts on, as asynchronous message pacts
 * (one JSON object per websocket text frame). The gateway bridges the channel
 * unchanged, so the web app is the consumer.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { notificationTarget, realtimeEvent } from '../src/index.ts';
import { demo, participants, pactDir, realtimeMessages, states } from './support.ts';

const { boolean, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.web,
  provider: participants.realtime,
  dir: pactDir,
  logLevel: 'warn',
});

t.test('PushLoginConfirmed on the channel of a pending push sign-in', async (t) => {
  await pact
    .addAsynchronousInteraction()
    .given(states.pendingSignIn, { username: demo.pushUser, flow: 'push' })
    .expectsToReceive(realtimeMessages.pushConfirmed, (m) =>
      m.withJSONContent({ type: 'PushLoginConfirmed', payload: { result: boolean(true) } }),
    )
    .executeTest(async (m) => {
      const event = realtimeEvent.parse(m.contents.content);
      t.equal(event.type, 'PushLoginConfirmed');
      t.equal(event.payload.result, true, 'the sign-in may continue with posttoken');
    });
});

t.test('Ping answers a client ping', async (t) => {
  await pact
    .addAsynchronousInteraction()
    .given(states.signedIn, { username: demo.personal })
    .expectsToReceive(realtimeMessages.pong, (m) =>
      m.withJSONContent({ type: 'Ping', payload: { pong: boolean(true) } }),
    )
    .executeTest(async (m) => {
      const event = realtimeEvent.parse(m.contents.content);
      t.equal(event.type, 'Ping');
    });
});

for (const [description, result] of [
  [realtimeMessages.passwordChanged, true],
  [realtimeMessages.passwordChangeCanceled, false],
] as const) {
  t.test(`PasswordChange ${String(result)}: the change password screen shows the outcome`, async (t) => {
    await pact
      .addAsynchronousInteraction()
      .given(states.signedIn, { username: demo.personal })
      .expectsToReceive(description, (m) => m.withJSONContent({ type: 'PasswordChange', payload: { result } }))
      .executeTest(async (m) => {
        const event = realtimeEvent.parse(m.contents.content);
        t.equal(event.type, 'PasswordChange');
        t.equal(event.payload.result, result, result ? 'success' : "'Confirmation canceled'");
      });
  });
}

for (const [description, type] of [
  [realtimeMessages.twoStepModeSet, 'TwoStepVerificationModeSet'],
  [realtimeMessages.twoStepConfirmed, 'TwoStepVerificationConfirmed'],
] as const) {
  t.test(`${type} after a two-step mode change`, async (t) => {
    await pact
      .addAsynchronousInteraction()
      .given(states.signedIn, { username: demo.personal })
      .expectsToReceive(description, (m) =>
        m.withJSONContent({ type, payload: { mode: string('sms'), typeMode: string('login') } }),
      )
      .executeTest(async (m) => {
        const event = realtimeEvent.parse(m.contents.content);
        t.equal(event.type, type);
        t.type(event.payload.mode, 'string');
      });
  });
}

// spec 3 §3 Notification (type, status, title, body); §4 "batch page: batchPartially"
t.test('Notification batchPartially: a toast to the batch page, an open batch page reloads', async (t) => {
  await pact
    .addAsynchronousInteraction()
    .given(states.signedIn, { username: demo.personal })
    .expectsToReceive(realtimeMessages.batchPartially, (m) =>
      m.withJSONContent({
        type: 'Notification',
        payload: {
          type: 'batchPartially',
          status: regex(/^(error|info|warning|success)$/, 'warning'),
          title: string('Batch partially processed'),
          body: string('Some payments of the batch were not made.'),
        },
      }),
    )
    .executeTest(async (m) => {
      const event = realtimeEvent.parse(m.contents.content);
      t.equal(event.type, 'Notification');
      if (event.type !== 'Notification') return;
      t.equal(event.payload.type, 'batchPartially');
      t.equal(notificationTarget(event.payload.type), 'batchPage');
    });
});
