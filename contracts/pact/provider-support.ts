/**
 * Provider verification against the fakes. contracts may not import fakes, so
 * the fakes run as a child process and are arranged only through their HTTP
 * surface: the /__fake/ controls and the fake API itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import type { Test } from 'tap';
import { demo, demoAccounts, globalPayPactFile, pactDir, pkcePair, states, usEft } from './support.ts';

// pact-js types its proxy hooks with express, whose types are not installed
type StateHandlers = Record<string, (params?: unknown) => Promise<Record<string, string> | undefined>>;
export type MessageProviders = Record<string, () => Promise<unknown>>;
type RequestFilter = (
  req: { headers: Record<string, string | string[] | undefined> },
  res: unknown,
  next: () => void,
) => void;

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The tenant every interaction is verified on. */
export const tenant = { brand: 'paxum', stage: 1 } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningFakes {
  url: string;
  /** `<url>/paxum/1` */
  apiBase: string;
  stop: () => Promise<void>;
}

export async function startFakes(): Promise<RunningFakes> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'fakes/src/main.ts'], {
    cwd: root,
    env: { ...process.env, FAKES_PORT: String(port), FAKES_HOST: '127.0.0.1', FAKES_DB: ':memory:' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the fakes exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/__fake/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return { url, apiBase: `${url}/${tenant.brand}/${tenant.stage}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the fakes did not answer /__fake/healthz within 30 s: ${stderr.slice(-2000)}`);
}

export const pactFilesFor = (provider: string): string[] =>
  readdirSync(pactDir)
    .filter((f) => f.endsWith(`-${provider}.json`))
    .map((f) => join(pactDir, f));

async function send(
  url: string,
  init: { method?: string; body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const res = await fetch(url, {
    method: init.method ?? 'POST',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`provider state: ${init.method ?? 'POST'} ${url} answered ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const param = (params: unknown, name: string): string => {
  const v = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof v !== 'string' || v === '') throw new Error(`provider state needs the parameter ${name}`);
  return v;
};

/**
 * State handlers and the request filter share one bearer token: a state that
 * signs someone in sets it, and the filter swaps it into the Authorization
 * header that the consumer pinned only by shape.
 */
export function createProviderStates(fakes: RunningFakes): {
  stateHandlers: StateHandlers;
  requestFilter: RequestFilter;
  /** the token the current state signed in with (access or temporary) */
  currentBearer: () => string | undefined;
} {
  let bearerToken: string | undefined;
  const control = (path: string, body: Record<string, unknown>) =>
    send(`${fakes.url}/__fake/${path}`, { body: { ...tenant, ...body } });
  const api = (path: string, body?: unknown, token?: string, method = 'POST') =>
    send(`${fakes.apiBase}${path}`, { body, token, method });
  /** the fakes' contracts service (spec 3 §7 "Contracts service") */
  const contracts = (path: string, body?: unknown, token?: string, method = 'POST') =>
    send(`${fakes.url}/contracts-service/${tenant.brand}/${tenant.stage}${path}`, { body, token, method });

  async function reset(): Promise<void> {
    bearerToken = undefined;
    await control('reset', {});
  }

  async function postLogin(username: string): Promise<Record<string, unknown>> {
    return (await api('/auth/postlogin', {
      client: 'spa',
      username,
      password: demo.password,
      codeChallenge: pkcePair.codeChallenge,
    })) as Record<string, unknown>;
  }

  /** A simple sign-in, whatever flow the user has by default. */
  async function signIn(username: string): Promise<{ accessToken: string; refreshToken: string }> {
    await reset();
    await control('login-flow', { username, flow: 'simple' });
    const flow = await postLogin(username);
    if (flow.kind !== 'simple' || typeof flow.accessToken !== 'string' || typeof flow.refreshToken !== 'string')
      throw new Error(`provider state: a simple sign-in of ${username} answered ${String(flow.kind)}`);
    bearerToken = flow.accessToken;
    return { accessToken: flow.accessToken, refreshToken: flow.refreshToken };
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
    if (!usd) throw new Error('provider state: initiator@ sees no USD account of the company');
    return usd.accountId;
  }

  /** Signs the approver in (no reset) with the approve mode given: it is the bearer. */
  async function approverSignedIn(username: string, mode: string): Promise<void> {
    await control('login-flow', { username, flow: 'simple' });
    await control('approve-mode', { username, mode });
    const flow = await postLogin(username);
    if (typeof flow.accessToken !== 'string') throw new Error(`provider state: ${username} did not sign in`);
    bearerToken = flow.accessToken;
  }

  /** initiator@ (right 3) sends 10.00 USD to personal@: a held transaction request; the approver is signed in. */
  async function heldTransfer(approver: string, mode: string): Promise<number> {
    const { accessToken } = await signIn(demo.initiator);
    const { transactionId } = (await api(
      '/?method=p2pTransfer',
      { fromAccountId: await companyUsd(accessToken), email: demo.personal, amount: '10.00' },
      accessToken,
    )) as { transactionId: number };
    await approverSignedIn(approver, mode);
    return transactionId;
  }

  /** A second user signs in without a reset; it becomes the bearer. */
  async function alsoSignedIn(username: string): Promise<string> {
    await control('login-flow', { username, flow: 'simple' });
    const flow = await postLogin(username);
    if (typeof flow.accessToken !== 'string') throw new Error(`provider state: ${username} did not sign in`);
    bearerToken = flow.accessToken;
    return flow.accessToken;
  }

  /** Revenue-split contract 3 made by its payer (fakes seed: business@ 100002 owns Demo Games 2, personal@ 100001 Alex Morgan Streams 3). */
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

  const stateHandlers: StateHandlers = {
    [states.contractAwaitsSignatures]: async (params) => {
      const username = param(params, 'username');
      const payer = param(params, 'payer') === 'personal' ? 'personal' : 'business';
      const { id } = await contractBy(payer);
      if (username !== (payer === 'business' ? demo.business : demo.personal)) await alsoSignedIn(username);
      // a number, not text: the consumer's fromProviderState('${contractId}') keeps the JSON type of the value
      return { contractId: id } as unknown as Record<string, string>;
    },
    [states.contractTerminating]: async (params) => {
      const username = param(params, 'username');
      const { accessToken } = await signIn(demo.business);
      await contracts('/contract/1/terminate', { note: 'Pact: the studio closes' }, accessToken);
      if (username !== demo.business) await alsoSignedIn(username);
      return { contractId: 1 } as unknown as Record<string, string>;
    },
    [states.contractIdentifying]: async () => {
      const { id, payerToken } = await contractBy('personal');
      const session = (await api(
        '/split-pay-signer-identification',
        { contractId: id, provider: 'jmo' },
        payerToken,
      )) as {
        workflowRunId: string;
      };
      await contracts(`/contract/${id}/identificationStarted`, { provider: 'jmo' }, payerToken);
      return { contractId: id, workflowRunId: session.workflowRunId } as unknown as Record<string, string>;
    },
    [states.fresh]: async () => {
      await reset();
      return undefined;
    },
    [states.signedIn]: async (params) => {
      const { refreshToken } = await signIn(param(params, 'username'));
      return { refreshToken };
    },
    [states.loginFlow]: async (params) => {
      await reset();
      await control('login-flow', { username: param(params, 'username'), flow: param(params, 'flow') });
      return undefined;
    },
    [states.pendingSignIn]: async (params) => {
      const username = param(params, 'username');
      const wanted = param(params, 'flow');
      await reset();
      await control('login-flow', { username, flow: wanted });
      const flow = await postLogin(username);
      if (flow.kind !== wanted || typeof flow.code !== 'string')
        throw new Error(`provider state: ${username} started a ${String(flow.kind)} sign-in, not ${wanted}`);
      // push and verifyDevice continue with the temporary token as the bearer
      if (typeof flow.tempToken === 'string') bearerToken = flow.tempToken;
      if ((params as { approved?: unknown } | undefined)?.approved === true)
        await control('push', { username, result: true });
      return { code: flow.code, codeVerifier: pkcePair.codeVerifier };
    },
    [states.termsPending]: async (params) => {
      const username = param(params, 'username');
      await signIn(username);
      await control('terms', { username, pending: true });
      return undefined;
    },
    [states.nextCallFails]: async (params) => {
      await signIn(param(params, 'username'));
      await control('fail-next', {
        call: param(params, 'method'),
        responseCode: param(params, 'responseCode'),
        responseDescription: 'Currency is not supported',
      });
      return undefined;
    },
    [states.awaitingActivation]: async (params) => {
      await reset();
      await control('activation', { username: param(params, 'username') });
      return undefined;
    },
    [states.passwordResetPending]: async (params) => {
      await reset();
      await api('/?method=passwordResetRequest', { email: param(params, 'username') });
      return undefined;
    },
    [states.twoStepPending]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const { reqId } = (await api(
        '/customer/two-step-verification',
        { mode: 'sms', typeMode: 'login' },
        accessToken,
      )) as { reqId: string };
      return { reqId: String(reqId) };
    },
    [states.passwordChangePending]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const { requestKey } = (await api(
        '/?method=passwordChange',
        { password: demo.password, passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' },
        accessToken,
      )) as { requestKey: string };
      return { requestKey };
    },
    [states.pushAwaitsOwner]: async (params) => {
      const username = param(params, 'username');
      await signIn(username);
      await control('login-flow', { username, flow: 'push' });
      const flow = await postLogin(username);
      const key = typeof flow.deeplink === 'string' ? new URL(flow.deeplink).searchParams.get('key') : null;
      if (!key) throw new Error(`provider state: ${username} started no push sign-in`);
      return { key };
    },
    [states.profileState]: async (params) => {
      const username = param(params, 'username');
      await signIn(username);
      await control('profile-state', { username, state: param(params, 'state') });
      return undefined;
    },
    [states.helpdeskContact]: async (params) => {
      bearerToken = await helpdeskToken(param(params, 'username'));
      return undefined;
    },
    [states.helpdeskTicket]: async (params) => {
      const token = await helpdeskToken(param(params, 'username'));
      bearerToken = token;
      const hd = (path: string, body?: unknown, method = 'POST') =>
        send(`${fakes.url}/helpdesk${path}`, { body, token, method });
      const boundary = 'pact-helpdesk-state';
      const upload = (await send(`${fakes.url}/helpdesk/uploads`, {
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        raw:
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
      })) as { id: string };
      const ticket = (await hd('/tickets', {
        subject: 'Card delivery',
        description: 'My card has not arrived.',
        departmentId: '480000000000000001',
        email: param(params, 'username'),
        contactName: 'Demo customer',
        cf: { cf_read_time: new Date().toISOString() },
        uploads: [upload.id],
      })) as { id: string };
      const conv = (await hd(`/tickets/${ticket.id}/conversations`, undefined, 'GET')) as { data: { id: string }[] };
      const threadId = String(conv.data[0]?.id);
      const thread = (await hd(`/tickets/${ticket.id}/threads/${threadId}`, undefined, 'GET')) as {
        attachments: { id: string }[];
      };
      return { ticketId: ticket.id, threadId, attachmentId: String(thread.attachments[0]?.id) };
    },
    [states.supportAnswered]: async (params) => {
      const username = param(params, 'username');
      await signIn(username);
      const { ticketNumber } = (await control('helpdesk-agent-reply', { username })) as { ticketNumber: string };
      return { ticketNumber: String(ticketNumber) };
    },
    [states.helpdeskRateLimited]: async (params) => {
      bearerToken = await helpdeskToken(param(params, 'username'));
      await control('helpdesk-rate-limit', { count: 1, retryAfterSeconds: 30 });
      return undefined;
    },
    [states.approveMode]: async (params) => {
      const username = param(params, 'username');
      await signIn(username);
      await control('approve-mode', { username, mode: param(params, 'mode') });
      return undefined;
    },
    [states.transferPending]: async (params) => {
      const username = param(params, 'username');
      const { accessToken } = await signIn(username);
      await control('approve-mode', { username, mode: param(params, 'mode') });
      const { operationId } = (await api(
        '/?method=p2pTransfer',
        { fromAccountId: demoAccounts.personalUsd, email: demo.business, amount: '10.00' },
        accessToken,
      )) as { operationId: number };
      // a number, not text: the consumer's fromProviderState('${trxid}') keeps the JSON type of the value
      return { trxid: operationId } as unknown as Record<string, string>;
    },
    [states.transferRejected]: async (params) => {
      const username = param(params, 'username');
      const { accessToken } = await signIn(username);
      await control('approve-mode', { username, mode: 'push' });
      const { operationId } = (await api(
        '/?method=p2pTransfer',
        { fromAccountId: demoAccounts.personalUsd, email: demo.business, amount: '10.00' },
        accessToken,
      )) as { operationId: number };
      await control(`transactions/${operationId}`, { decision: 'reject' });
      // a number, not text: the consumer's fromProviderState('${trxid}') keeps the JSON type of the value
      return { trxid: operationId } as unknown as Record<string, string>;
    },
    [states.globalPayDraft]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const form = new FormData();
      form.append('data', JSON.stringify({ accountId: demoAccounts.personalUsd, batchName: 'Pact payouts' }));
      form.append('attachedFile', new Blob([globalPayPactFile], { type: 'text/csv' }), 'batch.csv');
      const res = await fetch(`${fakes.apiBase}/?method=globalPayBatchUpload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      const answer = (await res.json()) as { batchId?: number; result?: { payments: { id: number }[] } };
      const paymentId = answer.result?.payments[0]?.id;
      if (answer.batchId === undefined || paymentId === undefined)
        throw new Error(`provider state: the global pay upload answered ${JSON.stringify(answer)}`);
      // numbers, not text: the consumer's fromProviderState('${batchId}') keeps the JSON type of the value
      return { batchId: answer.batchId, paymentId } as unknown as Record<string, string>;
    },
    [states.batchesPaid]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const list = (await api('/?method=batchTransferListGet', { pageNumber: 1 }, accessToken)) as {
        batchTransfer?: { transfer?: { id: number } | { id: number }[] };
      };
      const transfer = list.batchTransfer?.transfer;
      const newest = Array.isArray(transfer) ? transfer[0] : transfer;
      if (!newest) throw new Error('provider state: the customer has no paid batch');
      // a number, not text: the consumer's fromProviderState('${batchId}') keeps the JSON type of the value
      return { batchId: newest.id } as unknown as Record<string, string>;
    },
    [states.accountConfirmationMade]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const { redirectLink } = (await api(
        '/pdf/api/generator_pdf/accountConfirmation',
        { accountId: demoAccounts.personalUsd },
        accessToken,
      )) as { redirectLink?: string };
      const token = /\/pdf\/api\/files\/([\w-]+)$/.exec(redirectLink ?? '')?.[1];
      if (!token) throw new Error(`provider state: the PDF generator answered ${String(redirectLink)}`);
      return { token };
    },
    [states.invoiceReceived]: async () => {
      const business = await signIn(demo.business);
      const { invoice } = (await api(
        '/?method=invoiceCreate',
        { noteBody: 'Pact work', toEmail: demo.personal, amount: '12.34', currency: 'USD', dueDate: '2099-12-31' },
        business.accessToken,
      )) as { invoice: { id: number } };
      await control('login-flow', { username: demo.personal, flow: 'simple' });
      const flow = await postLogin(demo.personal);
      if (typeof flow.accessToken !== 'string') throw new Error('provider state: personal@ did not sign in');
      bearerToken = flow.accessToken;
      // a number, not text: the consumer's fromProviderState('${invoiceId}') keeps the JSON type of the value
      return { invoiceId: invoice.id } as unknown as Record<string, string>;
    },
    [states.globalReceiveSent]: async () => {
      await reset();
      const { payment } = (await send(`${fakes.apiBase}/?method=globalReceiveDetailsGet`, {
        body: {},
        headers: { 'x-payment-secret': demo.receiveSecret },
      })) as { payment: { paymentId: number } };
      // a number, not text: the consumer's fromProviderState('${paymentId}') keeps the JSON type of the value
      return { paymentId: payment.paymentId } as unknown as Record<string, string>;
    },
    [states.globalReceivePending]: async () => {
      await reset();
      const { operationId } = (await send(`${fakes.apiBase}/?method=globalReceivePaymentSubmit`, {
        body: {
          paymentMethod: 'oct',
          currencyCode: 'USD',
          paymentDetails: { countryCode: 'US', beneficiaryName: 'Alex Rivera', cardNumber: '4111111111111111' },
        },
        headers: { 'x-payment-secret': demo.receiveSecret },
      })) as { operationId: number };
      // a number, not text: the consumer's fromProviderState('${operationId}') keeps the JSON type of the value
      return { operationId } as unknown as Record<string, string>;
    },
    [states.transactionRequestPending]: async (params) => {
      const transactionId = await heldTransfer(param(params, 'username'), param(params, 'mode'));
      // a number, not text: the consumer's fromProviderState('${transactionId}') keeps the JSON type of the value
      return { transactionId } as unknown as Record<string, string>;
    },
    [states.transactionRequestExternalPending]: async (params) => {
      const { accessToken } = await signIn(demo.initiator);
      const { transactionId } = (await send(`${fakes.apiBase}/?method=eftTransfer`, {
        body: usEft(await companyUsd(accessToken)),
        token: accessToken,
        headers: { 'idempotency-key': 'pact-state-eft-1' },
      })) as { transactionId: number };
      await approverSignedIn(param(params, 'username'), 'none');
      // a number, not text: the consumer's fromProviderState('${transactionId}') keeps the JSON type of the value
      return { transactionId } as unknown as Record<string, string>;
    },
    [states.transactionRequestAwaitsCode]: async (params) => {
      const transactionId = await heldTransfer(param(params, 'username'), 'otp');
      const { approvalTransactionId } = (await send(`${fakes.apiBase}/?method=transactionRequestApprove`, {
        body: { transactionIds: [transactionId], declined: false },
        token: bearerToken,
        headers: { 'idempotency-key': 'pact-state-approve-1' },
      })) as { approvalTransactionId?: number };
      if (approvalTransactionId === undefined) throw new Error('provider state: the approval asked no code');
      // a number, not text: the consumer's fromProviderState('${approvalTransactionId}') keeps the JSON type
      return { approvalTransactionId } as unknown as Record<string, string>;
    },
    [states.transactionRequestBatchPending]: async (params) => {
      const { accessToken } = await signIn(demo.initiator);
      const form = new FormData();
      const text = `${demo.personal},10.00,Lunch\n${demo.personal},5.50\n`;
      form.append(
        'data',
        JSON.stringify({ accountId: await companyUsd(accessToken), batchName: 'Pact lunch', text, onlySummary: false }),
      );
      const res = await fetch(`${fakes.apiBase}/?method=p2pMassTransfer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': 'pact-state-mass-1' },
        body: form,
      });
      const answer = (await res.json()) as { batch?: { batchId: number } };
      if (!answer.batch) throw new Error(`provider state: the mass upload answered ${JSON.stringify(answer)}`);
      await approverSignedIn(param(params, 'username'), 'none');
      // a number, not text: the consumer's fromProviderState('${batchId}') keeps the JSON type of the value
      return { batchId: answer.batch.batchId } as unknown as Record<string, string>;
    },
    [states.cardReissuedStandard]: async (params) => {
      const { accessToken } = await signIn(param(params, 'username'));
      const accountId = Number(param(params, 'accountId'));
      await api('/?method=cardReissue', { accountId, isExpressShipping: false }, accessToken);
      return undefined;
    },
  };

  const requestFilter: RequestFilter = (req, _res, next) => {
    if (bearerToken && req.headers.authorization) req.headers.authorization = `Bearer ${bearerToken}`;
    next();
  };

  return { stateHandlers, requestFilter, currentBearer: () => bearerToken };
}

interface VerifierJson {
  interactionResults?: { description: string; result: string }[];
  errors?: { interaction: string; mismatch?: unknown }[];
}

function parseResults(value: unknown): VerifierJson | undefined {
  const text = value instanceof Error ? value.message : typeof value === 'string' ? value : undefined;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as VerifierJson;
  } catch {
    return undefined;
  }
}

type Asserts = Pick<Test, 'ok' | 'equal' | 'fail'>;

/**
 * Runs the verifier and reports one assertion per interaction, so the counts
 * of `npm test` show interactions and a failure names the one that broke.
 */
export async function verifyAgainstFakes(
  t: Asserts,
  opts: {
    provider: string;
    providerBaseUrl: string;
    fakes: RunningFakes;
    /** for message pacts: description → the message the provider produces */
    messageProviders?: (states: ReturnType<typeof createProviderStates>) => MessageProviders;
  },
): Promise<void> {
  const pactUrls = pactFilesFor(opts.provider);
  if (pactUrls.length === 0) {
    t.fail(`no pact file with ${opts.provider}: run the consumer tests first`);
    return;
  }
  const expected = pactUrls.reduce(
    (n, f) => n + (JSON.parse(readFileSync(f, 'utf8')) as { interactions: unknown[] }).interactions.length,
    0,
  );
  const arranged = createProviderStates(opts.fakes);
  const { stateHandlers, requestFilter } = arranged;
  const outcome = await new Verifier({
    provider: opts.provider,
    providerBaseUrl: opts.providerBaseUrl,
    pactUrls,
    stateHandlers,
    requestFilter,
    ...(opts.messageProviders ? { messageProviders: opts.messageProviders(arranged) } : {}),
    logLevel: 'warn',
  })
    .verifyProvider()
    .then(
      (value: unknown) => value,
      (error: unknown) => error,
    );
  const results = parseResults(outcome);
  if (!results?.interactionResults) {
    t.fail(`the verifier did not run: ${outcome instanceof Error ? outcome.message : String(outcome)}`);
    return;
  }
  t.equal(results.interactionResults.length, expected, 'every interaction of the pact files was verified');
  for (const r of results.interactionResults) {
    const errors = (results.errors ?? []).filter((e) => e.interaction.endsWith(`- ${r.description}`));
    t.ok(r.result === 'OK', r.description, r.result === 'OK' ? {} : { mismatches: errors.map((e) => e.mismatch) });
  }
}
