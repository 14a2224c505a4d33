/**
 * The fakes' Pact state-change API (Pact's providerStatesSetupUrl convention): `POST /__fake/provider-states` with
 * `{ state, params, action: 'setup' | 'teardown' }` arranges one provider state of contracts/src/provider-states.ts
 * on the tenant of `?brand=&stage=` (default paxum, stage 1) and answers the values the interaction needs, with
 * `bearer`: the token the replayed requests carry (absent when none is sent). `GET` lists the states it knows.
 *
 * Every state is arranged only through the fakes' own HTTP surface (the /__fake/ controls and the fake upstreams,
 * called in-process with inject): what a real provider must arrange is exactly what these calls do, and
 * contracts/README.md "Provider states" documents it. On the fakes' own port only; the gateway never serves it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ProviderStateKey, globalPayPactFile, providerStateDocs, usEft } from '@app/contracts';
import { pkceChallenge } from './handlers/auth.ts';
import { demoPassword } from './seed-auth.ts';
import { resolveTenant } from './tenants.ts';

/** The seeded demo users and accounts the states use (fakes/src/seed-auth.ts, seed.ts assigns ids in order). */
const demo = {
  personal: 'personal@demo.test',
  business: 'business@demo.test',
  /** right 3 (initiate) in business@'s company */
  initiator: 'initiator@demo.test',
  personalUsd: 300001,
  /** the seeded global payment's receive link secret (global-pay-store.ts) */
  receiveSecret: 'demo-receive-0001',
} as const;

/** What a state answers: injected values, and the bearer of the replayed requests. */
export type StateValues = Record<string, unknown> & { bearer?: string };

class StateError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

const body = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).nullish(),
  action: z.enum(['setup', 'teardown']).optional(),
});

const knownStates = (): string[] => Object.values(providerStateDocs).map((d) => d.name);

type Params = Record<string, unknown>;

const param = (params: Params, name: string): string => {
  const v = params[name];
  if (typeof v !== 'string' || v === '') throw new StateError(400, `params.${name}: a non-empty string is required`);
  return v;
};

interface SendInit {
  method?: string;
  body?: unknown;
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A multipart/form-data body of text fields and files. */
function multipart(parts: { name: string; value: string; filename?: string; type?: string }[]): {
  raw: string;
  headers: Record<string, string>;
} {
  const boundary = `pact-state-${randomBytes(8).toString('hex')}`;
  const raw =
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
          (p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '') +
          `\r\n\r\n${p.value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The handlers of one tenant's states; `send` calls the fakes' own surface. */
function stateHandlers(
  send: (path: string, init?: SendInit) => Promise<unknown>,
  tenant: { brand: string; stage: number },
): Record<ProviderStateKey, (params: Params) => Promise<StateValues>> {
  const apiBase = `/${tenant.brand}/${tenant.stage}`;
  const control = (path: string, b: Record<string, unknown>) => send(`/__fake/${path}`, { body: { ...tenant, ...b } });
  const api = (path: string, b?: unknown, token?: string, method = 'POST') =>
    send(`${apiBase}${path}`, { body: b, token, method });
  /** the fakes' contracts service (spec 3 §7 "Contracts service") */
  const contracts = (path: string, b?: unknown, token?: string, method = 'POST') =>
    send(`/contracts-service/${tenant.brand}/${tenant.stage}${path}`, { body: b, token, method });
  const reset = () => control('reset', {});

  async function postLogin(username: string, codeChallenge: string): Promise<Record<string, unknown>> {
    return (await api('/auth/postlogin', {
      client: 'spa',
      username,
      password: demoPassword,
      codeChallenge,
    })) as Record<string, unknown>;
  }

  /** Signs username in with a simple flow, without a reset: its access token. */
  async function alsoSignedIn(username: string): Promise<{ accessToken: string; refreshToken: string }> {
    await control('login-flow', { username, flow: 'simple' });
    const flow = await postLogin(username, pkceChallenge(randomBytes(48).toString('base64url')));
    if (flow.kind !== 'simple' || typeof flow.accessToken !== 'string' || typeof flow.refreshToken !== 'string')
      throw new StateError(500, `a simple sign-in of ${username} answered ${String(flow.kind)}`);
    return { accessToken: flow.accessToken, refreshToken: flow.refreshToken };
  }

  /** A fresh tenant and a simple sign-in. */
  async function signIn(username: string): Promise<{ accessToken: string; refreshToken: string }> {
    await reset();
    return alsoSignedIn(username);
  }

  /** Signed in, then the help-desk token of zoho/jwt with the brand's widget (spec 3 §7 "GET zoho/jwt (widgetId, …)"). */
  async function helpdeskToken(username: string): Promise<string> {
    const { accessToken } = await signIn(username);
    const { token } = (await api(`/zoho/jwt?widgetId=hd-widget-${tenant.brand}`, undefined, accessToken, 'GET')) as {
      token: string;
    };
    return token;
  }

  /** The company's (business@'s) USD account, as initiator@ sees it. */
  async function companyUsd(token: string): Promise<number> {
    const { accounts } = (await api('/?method=accountListGet', {}, token)) as {
      accounts: { accountId: number; currencyCode: string }[];
    };
    const usd = accounts.find((a) => a.currencyCode === 'USD');
    if (!usd) throw new StateError(500, 'initiator@ sees no USD account of the company');
    return usd.accountId;
  }

  /** Signs the approver in (no reset) with the approve mode given: its token is the bearer. */
  async function approverSignedIn(username: string, mode: string): Promise<string> {
    await control('approve-mode', { username, mode });
    return (await alsoSignedIn(username)).accessToken;
  }

  /** initiator@ (right 3) sends 10.00 USD to personal@: a held transaction request; the approver is signed in. */
  async function heldTransfer(approver: string, mode: string): Promise<{ transactionId: number; bearer: string }> {
    const { accessToken } = await signIn(demo.initiator);
    const { transactionId } = (await api(
      '/?method=p2pTransfer',
      { fromAccountId: await companyUsd(accessToken), email: demo.personal, amount: '10.00' },
      accessToken,
    )) as { transactionId: number };
    return { transactionId, bearer: await approverSignedIn(approver, mode) };
  }

  /** Revenue-split contract 3 made by its payer (seed: business@ 100002 owns Demo Games 2, personal@ 100001 Alex Morgan Streams 3). */
  async function contractBy(payer: 'business' | 'personal'): Promise<{ id: number; payerToken: string }> {
    const business = payer === 'business';
    const { accessToken } = await signIn(business ? demo.business : demo.personal);
    const sides = business
      ? { companyId: 2, senderId: 100002, beneficiaryId: 100001, percentage: '12.5' }
      : { companyId: 3, senderId: 100001, beneficiaryId: 100002, percentage: '5' };
    const { data } = (await contracts(
      '/contract',
      {
        ...sides,
        senderSignerName: business ? 'Jordan Lee' : 'Alex Morgan',
        senderObligations: ['Pay the share by the 10th of each month'],
        beneficiarySignerName: business ? 'Alex Morgan' : 'Jordan Lee',
        beneficiaryObligations: ['Deliver the agreed work'],
        activeFrom: '2099-01-01',
      },
      accessToken,
      'PUT',
    )) as { data: { id: number } };
    return { id: data.id, payerToken: accessToken };
  }

  /** personal@ sends 10.00 USD to business@ under the approve mode given: the pending transfer's id. */
  async function personalTransfer(username: string, mode: string): Promise<{ trxid: number; bearer: string }> {
    const { accessToken } = await signIn(username);
    await control('approve-mode', { username, mode });
    const { operationId } = (await api(
      '/?method=p2pTransfer',
      { fromAccountId: demo.personalUsd, email: demo.business, amount: '10.00' },
      accessToken,
    )) as { operationId: number };
    return { trxid: operationId, bearer: accessToken };
  }

  // numbers stay numbers: the consumers' fromProviderState('${id}') keeps the JSON type of the value
  return {
    fresh: async () => {
      await reset();
      return {};
    },
    signedIn: async (p) => {
      const { accessToken, refreshToken } = await signIn(param(p, 'username'));
      return { refreshToken, bearer: accessToken };
    },
    loginFlow: async (p) => {
      await reset();
      await control('login-flow', { username: param(p, 'username'), flow: param(p, 'flow') });
      return {};
    },
    pendingSignIn: async (p) => {
      const username = param(p, 'username');
      const wanted = param(p, 'flow');
      if (p.approved !== undefined && typeof p.approved !== 'boolean')
        throw new StateError(400, 'params.approved: true or false when given');
      await reset();
      await control('login-flow', { username, flow: wanted });
      const codeVerifier = randomBytes(48).toString('base64url');
      const flow = await postLogin(username, pkceChallenge(codeVerifier));
      if (flow.kind !== wanted || typeof flow.code !== 'string')
        throw new StateError(500, `${username} started a ${String(flow.kind)} sign-in, not ${wanted}`);
      if (p.approved === true) await control('push', { username, result: true });
      // push and verifyDevice continue with the temporary token as the bearer
      return {
        code: flow.code,
        codeVerifier,
        ...(typeof flow.tempToken === 'string' ? { bearer: flow.tempToken } : {}),
      };
    },
    termsPending: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(username);
      await control('terms', { username, pending: true });
      return { bearer: accessToken };
    },
    nextCallFails: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      await control('fail-next', {
        call: param(p, 'method'),
        responseCode: param(p, 'responseCode'),
        responseDescription: 'Currency is not supported',
      });
      return { bearer: accessToken };
    },
    awaitingActivation: async (p) => {
      await reset();
      await control('activation', { username: param(p, 'username') });
      return {};
    },
    passwordResetPending: async (p) => {
      await reset();
      await api('/?method=passwordResetRequest', { email: param(p, 'username') });
      return {};
    },
    twoStepPending: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const { reqId } = (await api(
        '/customer/two-step-verification',
        { mode: 'sms', typeMode: 'login' },
        accessToken,
      )) as { reqId: string };
      return { reqId: String(reqId), bearer: accessToken };
    },
    passwordChangePending: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const { requestKey } = (await api(
        '/?method=passwordChange',
        { password: demoPassword, passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' },
        accessToken,
      )) as { requestKey: string };
      return { requestKey, bearer: accessToken };
    },
    pushAwaitsOwner: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(username);
      await control('login-flow', { username, flow: 'push' });
      const flow = await postLogin(username, pkceChallenge(randomBytes(48).toString('base64url')));
      const key = typeof flow.deeplink === 'string' ? new URL(flow.deeplink).searchParams.get('key') : null;
      if (!key) throw new StateError(500, `${username} started no push sign-in`);
      return { key, bearer: accessToken };
    },
    profileState: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(username);
      await control('profile-state', { username, state: param(p, 'state') });
      return { bearer: accessToken };
    },
    helpdeskContact: async (p) => ({ bearer: await helpdeskToken(param(p, 'username')) }),
    helpdeskTicket: async (p) => {
      const token = await helpdeskToken(param(p, 'username'));
      const hd = (path: string, b?: unknown, method = 'POST') => send(`/helpdesk${path}`, { body: b, token, method });
      const upload = (await send('/helpdesk/uploads', {
        token,
        ...multipart([{ name: 'file', value: '%PDF-1.4\n%%EOF\n', filename: 'note.pdf', type: 'application/pdf' }]),
      })) as { id: string };
      const ticket = (await hd('/tickets', {
        subject: 'Card delivery',
        description: 'My card has not arrived.',
        departmentId: '480000000000000001',
        email: param(p, 'username'),
        contactName: 'Demo customer',
        cf: { cf_read_time: new Date().toISOString() },
        uploads: [upload.id],
      })) as { id: string };
      const conv = (await hd(`/tickets/${ticket.id}/conversations`, undefined, 'GET')) as { data: { id: string }[] };
      const threadId = String(conv.data[0]?.id);
      const thread = (await hd(`/tickets/${ticket.id}/threads/${threadId}`, undefined, 'GET')) as {
        attachments: { id: string }[];
      };
      return { ticketId: ticket.id, threadId, attachmentId: String(thread.attachments[0]?.id), bearer: token };
    },
    helpdeskRateLimited: async (p) => {
      const token = await helpdeskToken(param(p, 'username'));
      await control('helpdesk-rate-limit', { count: 1, retryAfterSeconds: 30 });
      return { bearer: token };
    },
    supportAnswered: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(username);
      const { ticketNumber } = (await control('helpdesk-agent-reply', { username })) as { ticketNumber: string };
      return { ticketNumber: String(ticketNumber), bearer: accessToken };
    },
    approveMode: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(username);
      await control('approve-mode', { username, mode: param(p, 'mode') });
      return { bearer: accessToken };
    },
    transferPending: async (p) => personalTransfer(param(p, 'username'), param(p, 'mode')),
    transferRejected: async (p) => {
      const pending = await personalTransfer(param(p, 'username'), 'push');
      await control(`transactions/${pending.trxid}`, { decision: 'reject' });
      return pending;
    },
    globalPayDraft: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const form = multipart([
        { name: 'data', value: JSON.stringify({ accountId: demo.personalUsd, batchName: 'Pact payouts' }) },
        { name: 'attachedFile', value: globalPayPactFile, filename: 'batch.csv', type: 'text/csv' },
      ]);
      const answer = (await send(`${apiBase}/?method=globalPayBatchUpload`, { token: accessToken, ...form })) as {
        batchId?: number;
        result?: { payments: { id: number }[] };
      };
      const paymentId = answer.result?.payments[0]?.id;
      if (answer.batchId === undefined || paymentId === undefined)
        throw new StateError(500, `the global pay upload answered ${JSON.stringify(answer)}`);
      return { batchId: answer.batchId, paymentId, bearer: accessToken };
    },
    batchesPaid: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const list = (await api('/?method=batchTransferListGet', { pageNumber: 1 }, accessToken)) as {
        batchTransfer?: { transfer?: { id: number } | { id: number }[] };
      };
      const transfer = list.batchTransfer?.transfer;
      const newest = Array.isArray(transfer) ? transfer[0] : transfer;
      if (!newest) throw new StateError(500, 'the customer has no paid batch');
      return { batchId: newest.id, bearer: accessToken };
    },
    accountConfirmationMade: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const { redirectLink } = (await api(
        '/pdf/api/generator_pdf/accountConfirmation',
        { accountId: demo.personalUsd },
        accessToken,
      )) as { redirectLink?: string };
      const token = /\/pdf\/api\/files\/([\w-]+)$/.exec(redirectLink ?? '')?.[1];
      if (!token) throw new StateError(500, `the PDF generator answered ${String(redirectLink)}`);
      return { token, bearer: accessToken };
    },
    invoiceReceived: async () => {
      const business = await signIn(demo.business);
      const { invoice } = (await api(
        '/?method=invoiceCreate',
        { noteBody: 'Pact work', toEmail: demo.personal, amount: '12.34', currency: 'USD', dueDate: '2099-12-31' },
        business.accessToken,
      )) as { invoice: { id: number } };
      const { accessToken } = await alsoSignedIn(demo.personal);
      return { invoiceId: invoice.id, bearer: accessToken };
    },
    globalReceiveSent: async () => {
      await reset();
      const { payment } = (await send(`${apiBase}/?method=globalReceiveDetailsGet`, {
        body: {},
        headers: { 'x-payment-secret': demo.receiveSecret },
      })) as { payment: { paymentId: number } };
      return { paymentId: payment.paymentId };
    },
    globalReceivePending: async () => {
      await reset();
      const { operationId } = (await send(`${apiBase}/?method=globalReceivePaymentSubmit`, {
        body: {
          paymentMethod: 'oct',
          currencyCode: 'USD',
          paymentDetails: { countryCode: 'US', beneficiaryName: 'Alex Rivera', cardNumber: '4111111111111111' },
        },
        headers: { 'x-payment-secret': demo.receiveSecret },
      })) as { operationId: number };
      return { operationId };
    },
    transactionRequestPending: async (p) => heldTransfer(param(p, 'username'), param(p, 'mode')),
    transactionRequestAwaitsCode: async (p) => {
      const { transactionId, bearer } = await heldTransfer(param(p, 'username'), 'otp');
      const { approvalTransactionId } = (await send(`${apiBase}/?method=transactionRequestApprove`, {
        body: { transactionIds: [transactionId], declined: false },
        token: bearer,
        headers: { 'idempotency-key': `pact-state-approve-${randomBytes(6).toString('hex')}` },
      })) as { approvalTransactionId?: number };
      if (approvalTransactionId === undefined) throw new StateError(500, 'the approval asked no code');
      return { approvalTransactionId, bearer };
    },
    transactionRequestExternalPending: async (p) => {
      const { accessToken } = await signIn(demo.initiator);
      const { transactionId } = (await send(`${apiBase}/?method=eftTransfer`, {
        body: usEft(await companyUsd(accessToken)),
        token: accessToken,
        headers: { 'idempotency-key': `pact-state-eft-${randomBytes(6).toString('hex')}` },
      })) as { transactionId: number };
      return { transactionId, bearer: await approverSignedIn(param(p, 'username'), 'none') };
    },
    transactionRequestBatchPending: async (p) => {
      const { accessToken } = await signIn(demo.initiator);
      const text = `${demo.personal},10.00,Lunch\n${demo.personal},5.50\n`;
      const form = multipart([
        {
          name: 'data',
          value: JSON.stringify({
            accountId: await companyUsd(accessToken),
            batchName: 'Pact lunch',
            text,
            onlySummary: false,
          }),
        },
      ]);
      const answer = (await send(`${apiBase}/?method=p2pMassTransfer`, {
        token: accessToken,
        raw: form.raw,
        headers: { ...form.headers, 'idempotency-key': `pact-state-mass-${randomBytes(6).toString('hex')}` },
      })) as { batch?: { batchId: number } };
      if (!answer.batch) throw new StateError(500, `the mass upload answered ${JSON.stringify(answer)}`);
      return { batchId: answer.batch.batchId, bearer: await approverSignedIn(param(p, 'username'), 'none') };
    },
    cardReissuedStandard: async (p) => {
      const { accessToken } = await signIn(param(p, 'username'));
      const accountId = Number(param(p, 'accountId'));
      if (!Number.isInteger(accountId)) throw new StateError(400, 'params.accountId: an account id');
      await api('/?method=cardReissue', { accountId, isExpressShipping: false }, accessToken);
      return { bearer: accessToken };
    },
    contractAwaitsSignatures: async (p) => {
      const username = param(p, 'username');
      const payer = param(p, 'payer');
      if (payer !== 'business' && payer !== 'personal') throw new StateError(400, 'params.payer: business or personal');
      const { id, payerToken } = await contractBy(payer);
      const bearer =
        username === (payer === 'business' ? demo.business : demo.personal)
          ? payerToken
          : (await alsoSignedIn(username)).accessToken;
      return { contractId: id, bearer };
    },
    contractTerminating: async (p) => {
      const username = param(p, 'username');
      const { accessToken } = await signIn(demo.business);
      await contracts('/contract/1/terminate', { note: 'Pact: the studio closes' }, accessToken);
      const bearer = username === demo.business ? accessToken : (await alsoSignedIn(username)).accessToken;
      return { contractId: 1, bearer };
    },
    contractIdentifying: async () => {
      const { id, payerToken } = await contractBy('personal');
      const session = (await api(
        '/split-pay-signer-identification',
        { contractId: id, provider: 'jmo' },
        payerToken,
      )) as {
        workflowRunId: string;
      };
      await contracts(`/contract/${id}/identificationStarted`, { provider: 'jmo' }, payerToken);
      return { contractId: id, workflowRunId: session.workflowRunId, bearer: payerToken };
    },
  };
}

const keyByName = new Map<string, ProviderStateKey>(
  (Object.keys(providerStateDocs) as ProviderStateKey[]).map((key) => [providerStateDocs[key].name, key]),
);

/** Registers GET and POST /__fake/provider-states on the fakes' own port (fakes/src/server.ts). */
export function registerProviderStates(app: FastifyInstance): void {
  const send = async (url: string, init: SendInit = {}): Promise<unknown> => {
    const method = (init.method ?? 'POST') as 'GET' | 'POST' | 'PUT';
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.raw !== undefined || init.body !== undefined ? { payload: init.raw ?? JSON.stringify(init.body) } : {}),
    });
    if (res.statusCode >= 400) throw new StateError(500, `${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.body ? (JSON.parse(res.body) as unknown) : undefined;
  };

  app.get('/__fake/provider-states', async () => ({
    states: Object.values(providerStateDocs).map((d) => ({ name: d.name, params: d.params, arranges: d.arranges })),
  }));

  app.post<{ Querystring: Record<string, string | undefined> }>('/__fake/provider-states', async (req, reply) => {
    try {
      const tenant = resolveTenant(req.query.brand ?? 'paxum', req.query.stage ?? '1');
      if (!tenant)
        throw new StateError(400, 'brand and stage (query) must name a tenant: a brand id and stage 1 to 15');
      let json: unknown = req.body;
      if (typeof json === 'string') {
        try {
          json = json.trim() === '' ? {} : JSON.parse(json);
        } catch {
          throw new StateError(400, 'the body is not valid JSON');
        }
      }
      const parsed = body.safeParse(json ?? {});
      if (!parsed.success)
        throw new StateError(
          400,
          parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join(', '),
        );
      const { state, params, action = 'setup' } = parsed.data;
      const key = keyByName.get(state);
      if (!key) throw new StateError(400, `unknown provider state: ${state}`, { knownStates: knownStates() });
      // every setup starts from a reset tenant: nothing is left to tear down
      if (action === 'teardown') return {};
      const handlers = stateHandlers(send, { brand: tenant.brand, stage: tenant.stage });
      return await handlers[key](params ?? {});
    } catch (err) {
      if (!(err instanceof StateError)) throw err;
      return reply.code(err.status).send({ error: err.message, ...err.extra });
    }
  });
}
