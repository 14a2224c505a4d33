import t from 'tap';
import type { InjectOptions } from 'fastify';
import {
  accountListGet,
  customer,
  customerInfoGet,
  deviceList,
  methodCalls,
  restCalls,
  userAccessInfoGet,
  zohoJwt,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../test/helper.ts';

t.test('routing errors are JSON envelopes, never a 500 or HTML', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const json = { 'content-type': 'application/json' };
  const rows: [string, InjectOptions, number, string, RegExp?][] = [
    [
      'unknown brand',
      { method: 'POST', url: '/nobrand/1/?method=customerInfoGet', payload: '{}', headers: json },
      404,
      'UE',
    ],
    ['stage 0', { method: 'POST', url: '/paxum/0/?method=customerInfoGet', payload: '{}', headers: json }, 404, 'UE'],
    ['stage 16', { method: 'POST', url: '/paxum/16/?method=customerInfoGet', payload: '{}', headers: json }, 404, 'UE'],
    [
      'unknown method',
      { method: 'POST', url: '/paxum/1/?method=noSuchMethod', payload: '{}', headers: json },
      400,
      'IM',
    ],
    ['no method', { method: 'POST', url: '/paxum/1/', payload: '{}', headers: json }, 400, 'IM'],
    [
      'non-JSON body',
      { method: 'POST', url: '/paxum/1/auth/postlogin', payload: '{"username":', headers: json },
      400,
      'TA1',
      /not valid JSON/,
    ],
    [
      'odd content type',
      {
        method: 'POST',
        url: '/paxum/1/auth/refresh',
        payload: 'refreshToken=x',
        headers: { 'content-type': 'text/plain' },
      },
      400,
      'TA1',
    ],
    [
      'wrong field type',
      { method: 'POST', url: '/paxum/1/auth/refresh', payload: '{"refreshToken":42}', headers: json },
      400,
      'TA1',
      /refreshToken/,
    ],
    [
      'missing field',
      { method: 'POST', url: '/paxum/1/auth/postlogin', payload: '{"client":"spa"}', headers: json },
      400,
      'TA1',
      /username/,
    ],
    ['unknown REST path', { method: 'GET', url: '/paxum/1/no/such/path' }, 404, 'UE'],
    ['unknown top-level path', { method: 'GET', url: '/nothing' }, 404, 'UE'],
    ['no token', { method: 'POST', url: '/paxum/1/?method=accountListGet', payload: '{}', headers: json }, 401, 'AU'],
    [
      'no slash before ?method',
      { method: 'POST', url: '/paxum/1?method=accountListGet', payload: '{}', headers: json },
      401,
      'AU',
    ],
    [
      'bad token',
      {
        method: 'POST',
        url: '/paxum/1/?method=accountListGet',
        payload: '{}',
        headers: { ...json, authorization: 'Bearer a.b.c' },
      },
      401,
      'AU',
    ],
  ];
  for (const [name, req, status, code, description] of rows) {
    const res = await app.inject(req);
    t.equal(res.statusCode, status, `${name}: HTTP ${status}`);
    t.match(res.headers['content-type'], /application\/json/, `${name}: JSON`);
    const body = res.json() as { responseCode: string; responseDescription: string };
    t.equal(body.responseCode, code, `${name}: ${code}`);
    t.type(body.responseDescription, 'string');
    if (description) t.match(body.responseDescription, description, `${name}: says which field`);
  }
  const big = await app.inject({
    method: 'POST',
    url: '/paxum/1/auth/refresh',
    headers: json,
    payload: JSON.stringify({ refreshToken: 'x'.repeat(1024 * 1024 + 10) }),
  });
  t.equal(big.statusCode, 413);
  t.equal(big.json().responseCode, 'TA1');
});

t.test('every call of contracts has a handler in the fakes', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  for (const def of [...methodCalls.values(), ...restCalls]) {
    const url =
      def.style === 'method' ? `/paxum/1/?method=${def.method}` : `/paxum/1${def.path.replace(/\{\w+\}/g, '1')}`;
    const res = await app.inject({
      method: def.httpMethod,
      url,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      ...(def.httpMethod === 'GET' ? {} : { payload: '{}' }),
    });
    t.not(res.statusCode, 501, `${def.id} is handled`);
    // a 404 of an unknown resource (device 1) is an answer; only the router's own 404 is not
    t.notMatch(res.body, /Unknown path/, `${def.id} is routed`);
  }
});

t.test('personal@demo.test: customer, access info, accounts with decimal balances and cards', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const info = await call(t, app, customerInfoGet, { token });
  t.match(info.json.customer, {
    customerType: 'personal',
    login: 'personal@demo.test',
    firstName: 'Alex',
    verified: true,
    limited: false,
    isAdmin: false,
  });
  t.notOk((info.json.customer as Record<string, unknown>).requiredActions, 'seed-only fields stay inside');
  const access = await call(t, app, userAccessInfoGet, { token });
  t.match(access.json.customerAccessInfo, { accessList: { balanceInfo: true } });

  const list = await call(t, app, accountListGet, { token });
  const accounts = list.json.accounts as Record<string, unknown>[];
  const payment = accounts.filter((a) => a.type === 1001);
  t.same(
    payment.map((a) => [a.currencyCode, a.balance]),
    [
      ['USD', '1250.50'],
      ['EUR', '980.25'],
      ['RON', '4520.00'],
    ],
    'USD, EUR and RON payment accounts with decimal-string balances',
  );
  const cards = accounts.filter((a) => (a.type as number) >= 2006 && (a.type as number) <= 2135);
  t.equal(cards.length, 5, 'five card accounts (with a paused card, a closed one and one to activate)');
  const active = cards.filter((c) => c.accountStatusId === 2);
  t.same(active.map((c) => c.cardIsVirtual).sort(), [false, true], 'one physical, one virtual active card');
  t.same(
    cards.map((c) => c.accountStatusId).sort(),
    [11, 2, 2, 21, 71],
    'plus a paused (71), a closed (11) and a shipped (21) one',
  );
  t.ok(cards.every((c) => c.subType === 'PREPAID'));
  t.match(list.body, { accounts: [{ balance: '1250.50' }] }, 'balances are strings on the wire too');
});

t.test('the other demo users', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());

  const business = (await signIn(t, app, 'business@demo.test')).accessToken;
  const bInfo = await call(t, app, customerInfoGet, { token: business });
  t.match(bInfo.json.customer, {
    customerType: 'business',
    businessName: 'Demo Trading LLC',
    isHaveRelatedAccounts: true,
    permissions: { requestMoney: true },
  });
  t.match((await call(t, app, userAccessInfoGet, { token: business })).json.customerAccessInfo, { accessRights: 2 });
  const related = await call(t, app, accountListGet, { token: business, body: { fromCustomerId: 100101 } });
  t.same(
    (related.json.accounts as { currencyCode: string; customerId: number }[]).map((a) => [
      a.currencyCode,
      a.customerId,
    ]),
    [
      ['EUR', 100101],
      ['RON', 100101],
    ],
    'a related company by fromCustomerId',
  );
  const byHeader = await call(t, app, customerInfoGet, { token: business, headers: { 'customer-id': '100102' } });
  t.match(byHeader.json.customer, { customerId: 100102, businessName: 'Demo Studio LLC' }, 'or by Customer-Id');
  const foreign = await call(t, app, accountListGet, { token: business, body: { fromCustomerId: 100001 } });
  t.equal(foreign.json.responseCode, '13', 'not a related customer: access denied');

  const personal = (await signIn(t, app, 'personal@demo.test')).accessToken;
  const notMine = await call(t, app, accountListGet, { token: personal, body: { fromCustomerId: 100002 } });
  t.equal(notMine.json.responseCode, '13', 'a personal user acts for nobody else');

  const unverified = (await signIn(t, app, 'unverified@demo.test')).accessToken;
  t.match((await call(t, app, customerInfoGet, { token: unverified })).json.customer, {
    verified: false,
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
  });

  const limited = (await signIn(t, app, 'limited@demo.test')).accessToken;
  t.match((await call(t, app, customerInfoGet, { token: limited })).json.customer, { limited: true });

  const rep = (await signIn(t, app, 'rep@demo.test')).accessToken;
  const repAccess = await call(t, app, userAccessInfoGet, { token: rep });
  const accessList = (repAccess.json.customerAccessInfo as { accessList: Record<string, unknown> }).accessList;
  t.notOk('balanceInfo' in accessList, 'the representative has no balanceInfo');
  t.equal((await call(t, app, accountListGet, { token: rep })).json.responseCode, 'ENOA');
  const repCustomer = (await call(t, app, customerInfoGet, { token: rep })).json.customer;
  t.match(
    repCustomer,
    { userIsRepresentative: true, representativeId: 7001, representativePositionId: 2 },
    'spec 3 §3 User: the representative, its id and position',
  );
  t.ok(customer.safeParse(repCustomer).success, 'as contracts type them');
  t.notOk(customer.safeParse({ ...(repCustomer as object), strictMode: 'yes' }).success, 'strictMode is a flag');

  const admin = (await signIn(t, app, 'admin@demo.test')).accessToken;
  t.match((await call(t, app, customerInfoGet, { token: admin })).json.customer, { isAdmin: true });
  const asAdmin = await call(t, app, accountListGet, { token: admin, body: { fromCustomerId: 100001 } });
  t.equal((asAdmin.json.accounts as unknown[]).length, 8, 'an administrator may act for any customer');

  const hd = await call(t, app, zohoJwt, { token: personal, query: { widgetId: 'hd-widget-paxum' } });
  t.match(hd.json, { token: String });
  const devices = await call(t, app, deviceList, { token: personal });
  t.match(devices.json.devices, [{ id: 73, type: 'android', name: 'Galaxy S24' }], 'one linked phone');
  t.notOk(JSON.stringify(devices.json).includes('secret'), 'never the device secret');
});

t.test('tenants are isolated', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const flow = (brand: string, stage: number) =>
    app.inject({
      method: 'POST',
      url: '/__fake/login-flow',
      payload: { brand, stage, username: 'personal@demo.test', flow: 'otp' },
    });
  t.equal((await flow('paxum', 1)).statusCode, 200);
  await app.inject({
    method: 'POST',
    url: '/__fake/terms',
    payload: { brand: 'paxum', stage: 1, username: 'business@demo.test', pending: true },
  });
  // money moved in paxum/1 only
  app.fakes.ledger.transfer({
    tenant: 'paxum/1',
    opKey: 'iso-1',
    fromAccountId: 300001,
    toAccountId: 300004,
    amountMinor: 50,
    currency: 'USD',
  });

  for (const tenant of ['paxum/2', 'aplus/1']) {
    const tokens = await signIn(t, app, 'personal@demo.test', tenant);
    t.ok(tokens.accessToken, `${tenant}: personal still signs in with the simple flow`);
    const list = await call(t, app, accountListGet, { token: tokens.accessToken, tenant });
    t.equal((list.json.accounts as { balance: string }[])[0]?.balance, '1250.50', `${tenant}: untouched balance`);
    const business = (await signIn(t, app, 'business@demo.test', tenant)).accessToken;
    t.equal((await call(t, app, customerInfoGet, { token: business, tenant })).json.responseCode, '00');
  }
  const p1 = (await signIn(t, app, 'business@demo.test', 'paxum/1')).accessToken;
  const te = await call(t, app, customerInfoGet, { token: p1 });
  t.equal(te.json.responseCode, 'TE', 'paxum/1 has the pending terms');
  t.ok(Array.isArray(te.json.terms) && (te.json.terms as unknown[]).length > 0, 'with the terms list');
  const personal = (await signIn(t, app, 'personal@demo.test', 'aplus/1')).accessToken;
  t.equal((await call(t, app, accountListGet, { token: personal, tenant: 'paxum/1' })).status, 401);
});

t.test('a file database keeps state across instances', async (t) => {
  const dir = t.testdir();
  const dbPath = `${dir}/fakes.db`;
  const first = fakesWithClock({ dbPath });
  await first.app.inject({
    method: 'POST',
    url: '/__fake/login-flow',
    payload: { brand: 'paydek', stage: 3, username: 'personal@demo.test', flow: 'otp' },
  });
  await first.app.close();
  const second = fakesWithClock({ dbPath });
  t.teardown(() => second.app.close());
  const res = await second.app.inject({
    method: 'POST',
    url: '/paydek/3/auth/postlogin',
    payload: {
      client: 'spa',
      username: 'personal@demo.test',
      password: 'Demo-pass-1',
      codeChallenge: 'x'.repeat(43),
    },
  });
  t.equal(res.json().kind, 'otp', 'the flow chosen before the restart');
});
