/**
 * Verifies the realtime message pacts against the fakes' websocket: each
 * message provider opens the channel as the provider state's user, makes the
 * fake emit the event through its own surface, and hands back the first frame.
 */
import t from 'tap';
import WebSocket from 'ws';
import { type RunningFakes, startFakes, tenant, verifyAgainstFakes } from './provider-support.ts';
import { notificationTypes } from '../src/index.ts';
import {
  demo,
  demoAccounts,
  notificationExamples,
  notificationMessage,
  participants,
  realtimeMessages,
} from './support.ts';

async function firstFrame(
  fakes: RunningFakes,
  token: string | undefined,
  trigger: (ws: WebSocket) => Promise<void>,
  /** the first frame of this type (other events may come first) */
  type?: string,
): Promise<unknown> {
  if (!token) throw new Error('the provider state signed no one in');
  const ws = new WebSocket(`${fakes.apiBase.replace(/^http/, 'ws')}/realtime`, {
    headers: { authorization: `Bearer ${token}` },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const frame = new Promise<unknown>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type?: string };
        if (!type || frame.type === type) resolve(frame);
      });
      ws.once('error', reject);
      setTimeout(() => reject(new Error('no realtime frame within 5 s')), 5000).unref();
    });
    await trigger(ws);
    return await frame;
  } finally {
    ws.close();
  }
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const newPassword = { password: demo.password, passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' };

t.test('payments-api-realtime: the fakes emit every event as agreed', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, {
    provider: participants.realtime,
    providerBaseUrl: fakes.apiBase,
    fakes,
    messageProviders: ({ currentBearer }) => ({
      [realtimeMessages.pushConfirmed]: () =>
        firstFrame(fakes, currentBearer(), async () => {
          const res = await fetch(`${fakes.url}/__fake/push`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...tenant, username: demo.pushUser, result: true }),
          });
          if (!res.ok) throw new Error(`/__fake/push answered ${res.status}`);
        }),
      [realtimeMessages.pong]: () => firstFrame(fakes, currentBearer(), async (ws) => ws.send('ping')),
      // spec 3 §3, §4: the fakes' realtime control pushes each type's notification to the signed-in user's socket
      ...Object.fromEntries(
        notificationTypes.map((type) => [
          notificationMessage(type),
          () =>
            firstFrame(
              fakes,
              currentBearer(),
              async () => {
                await post(`${fakes.url}/__fake/realtime`, {
                  ...tenant,
                  username: demo.personal,
                  event: { type: 'Notification', payload: notificationExamples[type] },
                });
              },
              'Notification',
            ),
        ]),
      ),
      [realtimeMessages.passwordChanged]: () =>
        firstFrame(fakes, currentBearer(), async () => {
          const token = currentBearer();
          const { requestKey } = await post(`${fakes.apiBase}/?method=passwordChange`, newPassword, token);
          await post(`${fakes.apiBase}/?method=passwordChangeConfirm`, { code: demo.code, requestKey }, token);
        }),
      [realtimeMessages.passwordChangeCanceled]: () =>
        firstFrame(fakes, currentBearer(), async () => {
          await post(`${fakes.apiBase}/?method=passwordChange`, newPassword, currentBearer());
          await post(`${fakes.url}/__fake/password-change`, { ...tenant, username: demo.personal, result: false });
        }),
      ...Object.fromEntries(
        (
          [
            [realtimeMessages.twoStepModeSet, 'TwoStepVerificationModeSet'],
            [realtimeMessages.twoStepConfirmed, 'TwoStepVerificationConfirmed'],
          ] as const
        ).map(([description, type]) => [
          description,
          () =>
            firstFrame(
              fakes,
              currentBearer(),
              async () => {
                const token = currentBearer();
                const base = `${fakes.apiBase}/customer/two-step-verification`;
                const { reqId } = await post(base, { mode: 'sms', typeMode: 'login' }, token);
                await post(`${base}/${String(reqId)}/confirm`, { code: demo.code }, token);
              },
              type,
            ),
        ]),
      ),
      // spec 2 §4 approval: a pending (push) transfer of the transferPending state, settled through /__fake/transactions
      ...Object.fromEntries(
        (
          [
            [realtimeMessages.transactionCompleted, 'TransactionCompleted', 'accept', false],
            [realtimeMessages.transactionRejected, 'TransactionRejected', 'reject', false],
            [realtimeMessages.transactionFailed, 'TransactionFailed', 'accept', true],
          ] as const
        ).map(([description, type, decision, drain]) => [
          description,
          () =>
            firstFrame(
              fakes,
              currentBearer(),
              async () => {
                const username = demo.personal;
                if (drain) {
                  // the account is emptied before the device accepts: the transfer can no longer be paid
                  const token = currentBearer();
                  await post(`${fakes.url}/__fake/approve-mode`, { ...tenant, username, mode: 'none' });
                  const accounts = { fromAccountId: demoAccounts.personalUsd, toAccountId: demoAccounts.personalEur };
                  const { amount } = await post(
                    `${fakes.apiBase}/?method=transferMaxAmountGet`,
                    { operation: 'betweenAccounts', ...accounts },
                    token,
                  );
                  await post(
                    `${fakes.apiBase}/?method=betweenAccountsTransfer`,
                    {
                      toAmount: amount,
                      currency: 'USD',
                      fromAccount: accounts.fromAccountId,
                      toAccount: accounts.toAccountId,
                    },
                    token,
                  );
                }
                await post(`${fakes.url}/__fake/transactions/latest`, { ...tenant, username, decision });
              },
              type,
            ),
        ]),
      ),
    }),
  });
});
