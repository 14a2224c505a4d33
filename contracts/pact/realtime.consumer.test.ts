/**
 * Realtime channel events the web app acts on, as asynchronous message pacts
 * (one JSON object per websocket text frame). The gateway bridges the channel
 * unchanged, so the web app is the consumer.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { notificationSideEffects, notificationTarget, notificationTypes, realtimeEvent } from '../src/index.ts';
import {
  demo,
  notificationExamples,
  notificationMessage,
  participants,
  pactDir,
  realtimeMessages,
  states,
} from './support.ts';

const { boolean, like, regex, string } = MatchersV3;

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

// spec 3 §3 Notification (type, status, title, body), one interaction per type; §2 click targets, §4 side effects
for (const type of notificationTypes) {
  const { type: _type, status, title, body, ...named } = notificationExamples[type];
  t.test(`Notification ${type}: a toast; its click target and side effects by type`, async (t) => {
    await pact
      .addAsynchronousInteraction()
      .given(states.signedIn, { username: demo.personal })
      .expectsToReceive(notificationMessage(type), (m) =>
        m.withJSONContent({
          type: 'Notification',
          payload: {
            type,
            status: regex(/^(error|info|warning|success)$/, status ?? 'info'),
            title: string(title ?? type),
            body: string(body ?? type),
            // what the type names (documentId, username, ticketNumber, contractId, accountId): its JSON type
            ...Object.fromEntries(Object.entries(named).map(([k, v]) => [k, like(v)])),
          },
        }),
      )
      .executeTest(async (m) => {
        const event = realtimeEvent.parse(m.contents.content);
        t.equal(event.type, 'Notification');
        if (event.type !== 'Notification') return;
        t.equal(event.payload.type, type);
        t.same(event.payload, notificationExamples[type], "parsed by the type's schema, nothing lost");
        t.same(notificationSideEffects(type), notificationSideEffects(event.payload.type));
        if (type === 'batchPartially') t.equal(notificationTarget(type), 'batchPage');
      });
  });
}
