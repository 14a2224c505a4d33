/**
 * The fakes' Pact state-change API (POST /__fake/provider-states): the providerStatesSetupUrl convention, the
 * values it answers (with the bearer), its 400s, and that every state of contracts/src/provider-states.ts is
 * arranged. The whole verification of the pacts through it runs in the Pact phase (contracts/pact/*.provider.test.ts).
 */
import t from 'tap';
import { accountListGet, providerStateDocs, providerStateNames as states } from '@app/contracts';
import { call, fakesWithClock } from '../test/helper.ts';

type App = ReturnType<typeof fakesWithClock>['app'];

const post = (app: App, payload: unknown, query = '') =>
  app.inject({
    method: 'POST',
    url: `/__fake/provider-states${query}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

t.test('GET lists every state of contracts with its params', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/__fake/provider-states' });
  t.equal(res.statusCode, 200);
  const { states: listed } = res.json() as { states: { name: string; params: string[]; arranges: string }[] };
  t.same(
    listed.map((s) => s.name),
    Object.values(providerStateDocs).map((d) => d.name),
  );
  t.ok(listed.every((s) => Array.isArray(s.params) && s.arranges.length > 10));
});

t.test('a state that signs someone in answers its bearer, a live access token', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await post(app, { state: states.signedIn, params: { username: 'personal@demo.test' }, action: 'setup' });
  t.equal(res.statusCode, 200);
  const body = res.json() as { bearer?: string; refreshToken?: string };
  t.match(body.bearer, /^[\w-]+\.[\w-]+\.[\w-]+$/);
  t.type(body.refreshToken, 'string');
  const accounts = await call(t, app, accountListGet, { body: {}, token: body.bearer });
  t.equal(accounts.status, 200, 'the bearer calls the fake API');
  t.ok((accounts.body as { accounts: unknown[] }).accounts.length > 0);
});

t.test('states without a bearer, teardown, and the tenant of the query', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const fresh = await post(app, { state: states.fresh });
  t.equal(fresh.statusCode, 200, 'action defaults to setup; params may be absent');
  t.same(fresh.json(), {});
  const nullParams = await post(app, { state: states.fresh, params: null, action: 'setup' });
  t.equal(nullParams.statusCode, 200, 'params null, as some verifiers send');
  const teardown = await post(app, { state: states.signedIn, params: { username: 'x' }, action: 'teardown' });
  t.equal(teardown.statusCode, 200);
  t.same(teardown.json(), {});
  const other = await post(
    app,
    { state: states.signedIn, params: { username: 'business@demo.test' } },
    '?brand=paxum&stage=3',
  );
  t.equal(other.statusCode, 200);
  t.type((other.json() as { bearer?: unknown }).bearer, 'string');
  const pending = await post(app, {
    state: states.pendingSignIn,
    params: { username: 'push@demo.test', flow: 'push', approved: true },
  });
  t.equal(pending.statusCode, 200);
  const values = pending.json() as Record<string, unknown>;
  t.type(values.code, 'string');
  t.match(values.codeVerifier, /^[A-Za-z0-9_-]{43,128}$/);
  t.type(values.bearer, 'string', 'a push sign-in continues with its temporary token');
});

t.test('bad input answers 400 naming the problem; an unknown state lists the known ones', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const rows: [string, unknown, string, RegExp][] = [
    ['not JSON', '{', '', /not valid JSON/],
    ['no state', { params: {} }, '', /state/],
    ['bad action', { state: states.fresh, action: 'undo' }, '', /action/],
    ['params not an object', { state: states.fresh, params: 'x' }, '', /params/],
    ['missing param', { state: states.signedIn, params: {} }, '', /params\.username/],
    [
      'approved not boolean',
      { state: states.pendingSignIn, params: { username: 'a@b.c', flow: 'otp', approved: 'y' } },
      '',
      /params\.approved/,
    ],
    [
      'bad payer',
      { state: states.contractAwaitsSignatures, params: { username: 'a@b.c', payer: 'x' } },
      '',
      /params\.payer/,
    ],
    ['unknown tenant', { state: states.fresh }, '?brand=acme&stage=1', /tenant/],
    ['unknown state', { state: 'the moon is full' }, '', /unknown provider state: the moon is full/],
  ];
  for (const [name, payload, query, message] of rows) {
    const res = await post(app, payload, query);
    t.equal(res.statusCode, 400, name);
    t.match((res.json() as { error: string }).error, message, name);
  }
  const unknown = (await post(app, { state: 'the moon is full' })).json() as { knownStates: string[] };
  t.same(unknown.knownStates, Object.values(states), 'the answer lists every known state');
});

t.test('every state of contracts is arranged with the params the pacts send', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const params: Record<keyof typeof states, Record<string, unknown>> = {
    fresh: {},
    signedIn: { username: 'personal@demo.test' },
    loginFlow: { username: 'otp@demo.test', flow: 'otp' },
    pendingSignIn: { username: 'otp@demo.test', flow: 'otp' },
    termsPending: { username: 'personal@demo.test' },
    nextCallFails: { username: 'personal@demo.test', method: 'accountListGet', responseCode: 'CNS' },
    awaitingActivation: { username: 'new@demo.test' },
    passwordResetPending: { username: 'personal@demo.test' },
    twoStepPending: { username: 'personal@demo.test' },
    passwordChangePending: { username: 'personal@demo.test' },
    pushAwaitsOwner: { username: 'personal@demo.test' },
    profileState: { username: 'personal@demo.test', state: 'checked' },
    helpdeskContact: { username: 'personal@demo.test' },
    helpdeskTicket: { username: 'personal@demo.test' },
    helpdeskRateLimited: { username: 'personal@demo.test' },
    supportAnswered: { username: 'personal@demo.test' },
    transferPending: { username: 'personal@demo.test', mode: 'push' },
    transferRejected: { username: 'personal@demo.test' },
    batchesPaid: { username: 'personal@demo.test' },
    transactionRequestPending: { username: 'business@demo.test', mode: 'none' },
    transactionRequestAwaitsCode: { username: 'business@demo.test' },
    transactionRequestBatchPending: { username: 'business@demo.test' },
    transactionRequestExternalPending: { username: 'business@demo.test' },
    globalPayDraft: { username: 'personal@demo.test' },
    approveMode: { username: 'personal@demo.test', mode: 'otp' },
    cardReissuedStandard: { username: 'personal@demo.test', accountId: '300004' },
    globalReceivePending: {},
    globalReceiveSent: {},
    invoiceReceived: {},
    contractAwaitsSignatures: { username: 'business@demo.test', payer: 'business' },
    contractTerminating: { username: 'personal@demo.test' },
    contractIdentifying: {},
    accountConfirmationMade: { username: 'personal@demo.test' },
  };
  const gives: Partial<Record<keyof typeof states, string[]>> = {
    helpdeskTicket: ['ticketId', 'threadId', 'attachmentId'],
    globalPayDraft: ['batchId', 'paymentId'],
    transactionRequestBatchPending: ['batchId'],
    transactionRequestAwaitsCode: ['approvalTransactionId'],
    contractIdentifying: ['contractId', 'workflowRunId'],
    transferRejected: ['trxid'],
  };
  for (const key of Object.keys(params) as (keyof typeof states)[]) {
    const res = await post(app, { state: states[key], params: params[key], action: 'setup' });
    // the answer (with its token) is shown only when the state failed
    t.equal(res.statusCode, 200, key, res.statusCode === 200 ? {} : { answer: res.body });
    const values = res.json() as Record<string, unknown>;
    for (const name of gives[key] ?? []) t.not(values[name], undefined, `${key} gives ${name}`);
  }
});
