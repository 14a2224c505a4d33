/**
 * The calls the browser makes through the gateway's /api pass-through. The
 * gateway adds the bearer token on the way, so the upstream sees them with it.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  ApiError,
  type CallDef,
  accountListGet,
  activationCodeResend,
  agreementDownload,
  authDeviceAdd,
  authDeviceApprove,
  authDeviceApproveMethod,
  authDeviceDelete,
  authDeviceGet,
  authDevicesGet,
  blacklistAdd,
  blacklistDelete,
  blacklistGet,
  businessAuthorisedUserGet,
  createClient,
  customerAccessListGet,
  customerInfoGet,
  deviceList,
  deviceUnlink,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  ipWhitelistModeSet,
  checkUrls,
  ipInfo,
  legalInfoGet,
  loginConfirm,
  loginHistoryGet,
  notificationSettingsGet,
  notificationSettingsSet,
  passwordChange,
  passwordChangeConfirm,
  passwordResetCodeCheck,
  passwordResetComplete,
  passwordResetRequest,
  representativeFatcaCrsGet,
  scpMigrationGet,
  scpRequest,
  seiAuthorize,
  storesUrlsSend,
  termsAccept,
  twoStepConfirm,
  twoStepRequest,
  userAccessInfoGet,
} from '../src/index.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  jwt,
  participants,
  pactDir,
  states,
} from './support.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.web,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const method = (name: string) => ({ method: name });
// jsonBody() adds the content type
const jsonHeaders = () => ({ authorization: bearer() });
const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );
const signedInClient = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });

const customerBody = {
  customerType: string('personal'),
  userId: integer(1001),
  customerId: integer(2001),
  login: string(demo.personal),
  firstName: string('Pat'),
  lastName: string('Doe'),
  isAdmin: boolean(false),
  isHaveRelatedAccounts: boolean(false),
  verified: boolean(true),
  limited: boolean(false),
  isNeedPersonalInfoUpdate: boolean(false),
  isNeedKyc: boolean(false),
};

t.test('customerInfoGet: the signed-in customer', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('customerInfoGet for a signed-in personal customer')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) => b.jsonBody({ responseCode: '00', customer: like(customerBody) }))
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(customerInfoGet, { body: {} });
      t.equal(res.responseCode, '00');
      t.equal(res.customer?.login, demo.personal);
      t.type(res.customer?.customerId, 'number');
      t.equal(res.customer?.verified, true);
    });
});

t.test('customerInfoGet: TE when terms wait for acceptance', async (t) => {
  await pact
    .addInteraction()
    .given(states.termsPending, { username: demo.personal })
    .uponReceiving('customerInfoGet while the customer has terms to accept')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: 'TE',
        responseDescription: string('Please accept the updated terms'),
        // spec 1 §1 terms entries: the brand's own ids ('terms', 'privacy')
        terms: eachLike({
          id: string('terms'),
          label: string('I have read and accept'),
          url: string('https://paxum.example/legal/terms'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(signedInClient(mock.url).call(customerInfoGet, { body: {} }));
      t.ok(err instanceof ApiError, 'a TE answer is not a plain success');
      const e = err as ApiError;
      t.equal(e.responseCode, 'TE');
      const terms = (e.body as { terms: unknown[] }).terms;
      t.ok(Array.isArray(terms) && terms.length > 0, 'the answer lists the terms to show');
    });
});

t.test('customerInfoGet: 401 AU without a token', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving('customerInfoGet without a bearer token')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).jsonBody({}))
    .willRespondWith(401, (b) => b.jsonBody({ responseCode: 'AU', responseDescription: string('Unauthorized') }))
    .executeTest(async (mock) => {
      const err = await rejection(createClient({ baseUrl: mock.url }).call(customerInfoGet, { body: {} }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 401);
      t.equal((err as ApiError).responseCode, 'AU');
    });
});

t.test('userAccessInfoGet: access rights of a business owner', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.business })
    .uponReceiving('userAccessInfoGet for a signed-in business owner')
    .withRequest('POST', '/', (b) => b.query(method('userAccessInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: '00',
        customerAccessInfo: like({ accessRights: integer(2), accessList: like({ balanceInfo: boolean(true) }) }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(userAccessInfoGet, { body: {} });
      t.equal(res.customerAccessInfo?.accessRights, 2);
      t.equal(res.customerAccessInfo?.accessList?.balanceInfo, true);
    });
});

t.test('accountListGet: accounts with balances as decimal strings', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('accountListGet for a signed-in personal customer')
    .withRequest('POST', '/', (b) => b.query(method('accountListGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: '00',
        accounts: eachLike({
          accountId: integer(3001),
          type: integer(1),
          accountStatusId: integer(1),
          currencyCode: regex(currencyPattern, 'USD'),
          balance: regex(decimalPattern, '1250.00'),
          customerId: integer(2001),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(accountListGet, { body: {} });
      t.ok(res.accounts.length > 0);
      const [first] = res.accounts;
      t.type(first?.accountId, 'number');
      t.match(first?.balance, /^-?\d+(\.\d+)?$/, 'money stays a decimal string');
    });
});

t.test('accountListGet: VF, a verify error', async (t) => {
  await pact
    .addInteraction()
    .given(states.nextCallFails, { username: demo.personal, method: 'accountListGet', responseCode: 'VF' })
    .uponReceiving('accountListGet answered with a verify error')
    .withRequest('POST', '/', (b) => b.query(method('accountListGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({ responseCode: 'VF', responseDescription: string('Currency is not supported') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(signedInClient(mock.url).call(accountListGet, { body: {} }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, 'VF');
      t.equal((err as ApiError).message, 'Currency is not supported', 'the description is the message');
    });
});

t.test('customerInfoGet: TA1 for an invalid parameter', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('customerInfoGet with a fromCustomerId that is not a number')
    .withRequest('POST', '/', (b) =>
      b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({ fromCustomerId: 'abc' }),
    )
    .willRespondWith(400, (b) =>
      b.jsonBody({ responseCode: 'TA1', responseDescription: string('fromCustomerId: expected a number') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(
        // @ts-expect-error a body its schema refuses, on purpose: the interaction pins the upstream's TA1 answer
        signedInClient(mock.url).call(customerInfoGet, { body: { fromCustomerId: 'abc' } }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 400);
      t.equal((err as ApiError).responseCode, 'TA1');
      t.ok((err as ApiError).message, 'the description is shown');
    });
});

t.test('GET /device-api/device: linked devices', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.pushUser })
    .uponReceiving('the linked devices of a customer with a device')
    .withRequest('GET', '/device-api/device', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        devices: eachLike({
          id: like(1),
          type: regex('^(android|ios)$', 'ios'),
          name: string('Pat’s phone'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(deviceList);
      t.ok(res.devices.length > 0);
      t.match(res.devices[0]?.type, /^(android|ios)$/);
    });
});

// ---- sign-in extras, start page, account security (spec 1 §2, §4; spec 2 §7) ----

interface MethodCase {
  name: string;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** the request body as pinned; `input` is what the client sends when it differs (provider-state values) */
  body: Record<string, unknown>;
  input?: Record<string, unknown>;
  response: Record<string, unknown>;
  signedIn?: boolean;
  check: (t: Test, res: Record<string, unknown>) => void;
}

const ok00 = { responseCode: '00', responseDescription: string('Success') };

async function methodInteraction(t: Test, c: MethodCase): Promise<void> {
  const def = methodDefs[c.name];
  if (!def) throw new Error(`no contract call ${c.name}`);
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query(method(c.name));
      if (c.signedIn !== false) b.headers(jsonHeaders());
      b.jsonBody(c.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = c.signedIn === false ? createClient({ baseUrl: mock.url }) : signedInClient(mock.url);
      const res = (await client.call(def, { body: c.input ?? c.body })) as Record<string, unknown>;
      c.check(t, res);
    });
}

const methodDefs: Record<string, CallDef> = Object.fromEntries(
  [
    activationCodeResend,
    passwordResetRequest,
    passwordResetCodeCheck,
    passwordResetComplete,
    termsAccept,
    businessAuthorisedUserGet,
    customerAccessListGet,
    ipWhitelistGet,
    ipWhitelistAdd,
    ipWhitelistDelete,
    ipWhitelistModeSet,
    passwordChange,
    passwordChangeConfirm,
    loginHistoryGet,
    notificationSettingsGet,
    notificationSettingsSet,
    blacklistGet,
    blacklistAdd,
    blacklistDelete,
    legalInfoGet,
    representativeFatcaCrsGet,
    ipInfo,
  ].map((d) => [d.method as string, d]),
);

const methodCases: MethodCase[] = [
  {
    name: 'activationCodeResend',
    description: 'activationCodeResend for an account waiting for activation',
    state: states.awaitingActivation,
    params: { username: demo.newUser },
    signedIn: false,
    body: { username: demo.newUser },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'ipInfo',
    description: 'ipInfo without a session: the address and its privacy flags',
    state: states.fresh,
    signedIn: false,
    body: {},
    response: {
      ...ok00,
      ip: string('203.0.113.7'),
      privacy: { vpn: boolean(false), proxy: boolean(false), tor: boolean(false), hosting: boolean(false) },
    },
    check: (t, res) => t.type((res as { ip?: unknown }).ip, 'string'),
  },
  {
    name: 'passwordResetRequest',
    description: 'passwordResetRequest without a session',
    state: states.fresh,
    signedIn: false,
    body: { email: demo.personal },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'passwordResetCodeCheck',
    description: 'passwordResetCodeCheck with the e-mailed code',
    state: states.passwordResetPending,
    params: { username: demo.personal },
    signedIn: false,
    body: { email: demo.personal, code: demo.code },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'passwordResetComplete',
    description: 'passwordResetComplete with the code and a new password',
    state: states.passwordResetPending,
    params: { username: demo.personal },
    signedIn: false,
    body: { email: demo.personal, code: demo.code, password: 'Demo-pass-2', passwordRepeat: 'Demo-pass-2' },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'termsAccept',
    description: 'termsAccept of the pending terms',
    state: states.termsPending,
    params: { username: demo.personal },
    body: { termsIds: ['terms', 'privacy'] },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'businessAuthorisedUserGet',
    description: 'businessAuthorisedUserGet for a business owner',
    state: states.signedIn,
    params: { username: demo.business },
    body: {},
    response: {
      ...ok00,
      oldWebUrl: string('https://old.paxum.example/login'),
      accountEmail: string(demo.business),
      companyEmail: string('office@acme.example'),
      businessName: string('Acme Trading Ltd'),
    },
    check: (t, res) => {
      t.type(res.businessName, 'string');
      t.type(res.oldWebUrl, 'string');
    },
  },
  {
    name: 'customerAccessListGet',
    description: 'customerAccessListGet for a business owner with related accounts',
    state: states.signedIn,
    params: { username: demo.business },
    body: {},
    response: {
      ...ok00,
      customerAccesses: eachLike({
        customerId: integer(100002),
        customerName: string('Acme Trading Ltd'),
        customerUsername: string(demo.business),
        accessRights: integer(2),
      }),
    },
    check: (t, res) => {
      const list = res.customerAccesses as { customerId: number; accessRights: number }[];
      t.ok(list.length > 0);
      t.type(list[0]?.customerId, 'number');
    },
  },
  {
    name: 'ipWhitelistGet',
    description: 'ipWhitelistGet with one entry',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {},
    response: {
      ...ok00,
      enabled: boolean(false),
      entries: eachLike({ id: integer(1), ip: string('203.0.113.10'), created: string('2025-05-01T12:00:00.000Z') }),
    },
    check: (t, res) => {
      t.type(res.enabled, 'boolean');
      t.ok((res.entries as unknown[]).length > 0);
    },
  },
  {
    name: 'ipWhitelistAdd',
    description: 'ipWhitelistAdd of a range',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { ip: '198.51.100.1', toIp: '198.51.100.20' },
    response: {
      ...ok00,
      entry: like({ id: integer(2), ip: string('198.51.100.1'), toIp: string('198.51.100.20') }),
    },
    check: (t, res) => t.match(res.entry, { ip: '198.51.100.1', toIp: '198.51.100.20' }),
  },
  {
    name: 'ipWhitelistDelete',
    description: 'ipWhitelistDelete of an entry',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { id: 1 },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'ipWhitelistModeSet',
    description: 'ipWhitelistModeSet turns the whitelist on',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { enable: true },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'passwordChange',
    description: 'passwordChange with the right current password',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { password: demo.password, passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' },
    response: { ...ok00, requestKey: string('rk-0123456789') },
    check: (t, res) => t.type(res.requestKey, 'string'),
  },
  {
    name: 'passwordChangeConfirm',
    description: 'passwordChangeConfirm with the code and the requestKey',
    state: states.passwordChangePending,
    params: { username: demo.personal },
    body: { code: demo.code, requestKey: fromProviderState('${requestKey}', 'rk-0123456789') },
    input: { code: demo.code, requestKey: 'rk-0123456789' },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'loginHistoryGet',
    description: 'loginHistoryGet, first page of 20',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {
      fromDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2000-01-01'),
      toDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2099-12-31'),
      pageNumber: 1,
      pageSize: 20,
    },
    input: { fromDate: '2000-01-01', toDate: '2099-12-31', pageNumber: 1, pageSize: 20 },
    response: {
      ...ok00,
      items: eachLike({ date: string('2025-05-01T12:00:00.000Z'), ip: string('198.51.100.23') }),
      total: integer(7),
    },
    check: (t, res) => {
      t.ok((res.items as unknown[]).length > 0);
      t.type(res.total, 'number');
    },
  },
  {
    name: 'notificationSettingsGet',
    description: 'notificationSettingsGet',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {},
    response: {
      ...ok00,
      settings: eachLike({ group: string('Security'), identified: string('loginNewDevice'), value: boolean(true) }),
    },
    check: (t, res) => t.ok((res.settings as unknown[]).length > 0),
  },
  {
    name: 'notificationSettingsSet',
    description: 'notificationSettingsSet of one setting',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { identified: 'newsletter', value: true },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'blacklistGet',
    description: 'blacklistGet with one blocked user',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {},
    response: { ...ok00, users: eachLike({ email: string('chargeback@example.com'), blockType: string('all') }) },
    check: (t, res) => t.ok((res.users as unknown[]).length > 0),
  },
  {
    name: 'blacklistAdd',
    description: 'blacklistAdd of a new address',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { email: 'fraud@example.com', blockType: 'all' },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'blacklistDelete',
    description: 'blacklistDelete of a blocked address',
    state: states.signedIn,
    params: { username: demo.personal },
    body: { email: 'chargeback@example.com' },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    name: 'legalInfoGet',
    description: 'legalInfoGet lists the agreements',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {},
    response: {
      ...ok00,
      agreements: eachLike({ id: integer(1), name: string('Terms and Conditions'), date: string('2024-01-15') }),
    },
    check: (t, res) => t.ok((res.agreements as unknown[]).length > 0),
  },
  {
    name: 'representativeFatcaCrsGet',
    description: "representativeFatcaCrsGet with a representative's e-mailed auth secret",
    state: states.fresh,
    signedIn: false,
    body: { authSecret: 'rep-secret-1' },
    response: {
      ...ok00,
      certification: {
        representativeId: integer(5009),
        firstName: string('Riley'),
        lastName: string('Stone'),
        taxIds: eachLike({ countryCode: string('US') }),
      },
    },
    check: (t, res) => {
      const c = res.certification as { firstName: string; taxIds: unknown[] };
      t.type(c.firstName, 'string');
      t.ok(c.taxIds.length > 0);
    },
  },
];

for (const c of methodCases) t.test(`${c.name}: ${c.description}`, (t) => methodInteraction(t, c));

t.test('passwordChange: VF for a wrong current password', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('passwordChange with a wrong current password')
    .withRequest('POST', '/', (b) =>
      b
        .query(method('passwordChange'))
        .headers(jsonHeaders())
        .jsonBody({ password: 'Wrong-pass-1', passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({ responseCode: 'VF', responseDescription: string('The current password is wrong') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(
        signedInClient(mock.url).call(passwordChange, {
          body: { password: 'Wrong-pass-1', passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' },
        }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, 'VF');
    });
});

t.test('representativeFatcaCrsGet: AU for an unknown or expired auth secret', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving('representativeFatcaCrsGet with an unknown auth secret')
    .withRequest('POST', '/', (b) =>
      b.query(method('representativeFatcaCrsGet')).jsonBody({ authSecret: 'expired-secret' }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: 'AU',
        responseDescription: string('The link has expired. Please ask for a new one.'),
      }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(
        createClient({ baseUrl: mock.url }).call(representativeFatcaCrsGet, { body: { authSecret: 'expired-secret' } }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, 'AU');
    });
});

t.test('agreementDownload: the agreement as a PDF', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('agreementDownload of the first agreement')
    .withRequest('POST', '/', (b) => b.query(method('agreementDownload')).headers(jsonHeaders()).jsonBody({ id: 1 }))
    .willRespondWith(200, (b) => b.body('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1')))
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(agreementDownload, { body: { id: 1 } });
      t.ok(res instanceof ArrayBuffer);
      t.equal(Buffer.from(res).subarray(0, 5).toString('latin1'), '%PDF-', 'PDF bytes');
    });
});

interface RestCase {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  path: string | MatchersV3.Matcher<string>;
  pathParams?: Record<string, string | number>;
  body?: Record<string, unknown>;
  input?: Record<string, unknown>;
  status: number;
  response?: Record<string, unknown>;
  check: (t: Test, res: unknown) => void;
}

async function restInteraction(t: Test, c: RestCase): Promise<void> {
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest(c.def.httpMethod, c.path, (b) => {
      b.headers(jsonHeaders());
      if (c.body) b.jsonBody(c.body);
    })
    .willRespondWith(c.status, (b) => {
      if (c.response) b.jsonBody(c.response);
    })
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(c.def, { params: c.pathParams, body: c.input ?? c.body });
      c.check(t, res);
    });
}

const restCases: RestCase[] = [
  {
    def: twoStepRequest,
    description: 'a two-step verification mode change',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/customer/two-step-verification',
    body: { mode: 'sms', typeMode: 'login' },
    status: 200,
    response: { reqId: string('a1b2c3d4e5f60708') },
    check: (t, res) => t.type((res as { reqId: unknown }).reqId, 'string'),
  },
  {
    def: twoStepConfirm,
    description: 'the two-step confirm with the code, answering new tokens',
    state: states.twoStepPending,
    params: { username: demo.personal },
    path: fromProviderState(
      '/customer/two-step-verification/${reqId}/confirm',
      '/customer/two-step-verification/a1b2c3d4e5f60708/confirm',
    ),
    pathParams: { reqId: 'a1b2c3d4e5f60708' },
    body: { code: demo.code },
    status: 200,
    response: { accessToken: jwt(), refreshToken: jwt() },
    check: (t, res) => t.type((res as { accessToken: unknown }).accessToken, 'string'),
  },
  {
    def: scpMigrationGet,
    description: 'the push two-factor migration requirement',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/scp/migration',
    status: 200,
    response: { requirement: regex('^(none|soft|strict)$', 'none'), strategy: regex('^(migrate|enable)$', 'migrate') },
    check: (t, res) => t.match(res, { requirement: /^(none|soft|strict)$/ }),
  },
  {
    def: scpRequest,
    description: 'a deep link for push two-factor enrolment',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/scp/request',
    body: {},
    status: 200,
    response: { deeplink: string('paxum://scp/enroll?code=abc') },
    check: (t, res) => t.type((res as { deeplink: unknown }).deeplink, 'string'),
  },
  {
    def: storesUrlsSend,
    description: 'the app store links texted to a phone',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/stores-urls/send',
    body: { phoneNumber: '+14155554821' },
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: checkUrls,
    description: 'merchant URLs checked: an ordinary address accepted, a blocked one refused',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/service/check-urls',
    body: { urls: ['https://shop.example/ipn', 'https://blocked.example/ipn'] },
    status: 200,
    response: {
      results: [
        { url: 'https://shop.example/ipn', allowed: true },
        { url: 'https://blocked.example/ipn', allowed: false, reason: 'blocked' },
      ],
    },
    check: (t, res) => t.equal((res as { results: unknown[] }).results.length, 2),
  },
  {
    def: loginConfirm,
    description: 'the device owner accepts a pending push sign-in',
    state: states.pushAwaitsOwner,
    params: { username: demo.pushUser },
    path: fromProviderState('/auth/login/${key}/confirm', '/auth/login/push-key-0123/confirm'),
    pathParams: { key: 'push-key-0123' },
    body: { result: true },
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: seiAuthorize,
    description: 'a known partner sign-in is authorised',
    state: states.signedIn,
    params: { username: demo.personal },
    path: `/auth/sei/authorize/${demo.seiId}`,
    pathParams: { id: demo.seiId },
    body: {},
    status: 200,
    response: { redirectUrl: string('https://partner.example/callback?state=sei-demo-1') },
    check: (t, res) => t.type((res as { redirectUrl: unknown }).redirectUrl, 'string'),
  },
  {
    def: deviceUnlink,
    description: 'unlinking a linked device',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/device-api/device/73',
    pathParams: { deviceId: 73 },
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: authDevicesGet,
    description: 'the devices of the token service',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/devices',
    status: 200,
    response: {
      devices: eachLike({ id: integer(73), name: string('Galaxy S24'), type: regex('^(android|ios)$', 'android') }),
    },
    check: (t, res) => t.ok((res as { devices: unknown[] }).devices.length > 0),
  },
  {
    def: authDeviceAdd,
    description: 'linking a new device',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/devices',
    body: { name: 'Work phone', code: 'WK7P2Q', type: 'ios' },
    status: 200,
    response: { id: integer(74), name: string('Work phone'), type: string('ios') },
    check: (t, res) => t.match(res, { name: 'Work phone', type: 'ios' }),
  },
  {
    def: authDeviceGet,
    description: 'one device of the token service',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/devices/73',
    pathParams: { deviceId: 73 },
    status: 200,
    response: { id: integer(73), name: string('Galaxy S24'), type: string('android') },
    check: (t, res) => t.match(res, { id: 73 }),
  },
  {
    def: authDeviceDelete,
    description: 'removing a device from the token service',
    state: states.signedIn,
    params: { username: demo.personal },
    path: '/auth/devices/73',
    pathParams: { deviceId: 73 },
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: authDeviceApprove,
    description: 'starting a device approval of a verifyDevice sign-in',
    state: states.pendingSignIn,
    params: { username: demo.deviceUser, flow: 'verifyDevice' },
    path: '/auth/devices/72/approve',
    pathParams: { deviceId: 72 },
    body: {},
    status: 200,
    response: { methods: eachLike({ id: string('email') }) },
    check: (t, res) => t.ok(Array.isArray((res as { methods: unknown }).methods)),
  },
  {
    def: authDeviceApproveMethod,
    description: 'approving the device with the e-mailed code',
    state: states.pendingSignIn,
    params: { username: demo.deviceUser, flow: 'verifyDevice' },
    path: '/auth/devices/72/approve/email',
    pathParams: { deviceId: 72, methodId: 'email' },
    body: { code: demo.code },
    status: 200,
    response: { approved: boolean(true) },
    check: (t, res) => t.match(res, { approved: true }),
  },
];

for (const c of restCases) t.test(`${c.def.id}: ${c.description}`, (t) => restInteraction(t, c));

t.test('POST /customer/two-step-verification/{reqId}/confirm: 400 with a wrong code', async (t) => {
  await pact
    .addInteraction()
    .given(states.twoStepPending, { username: demo.personal })
    .uponReceiving('the two-step confirm with a wrong code')
    .withRequest(
      'POST',
      fromProviderState(
        '/customer/two-step-verification/${reqId}/confirm',
        '/customer/two-step-verification/a1/confirm',
      ),
      (b) => b.headers(jsonHeaders()).jsonBody({ code: '000000' }),
    )
    .willRespondWith(400, (b) => b.jsonBody({ message: string('Invalid confirmation code') }))
    .executeTest(async (mock) => {
      const err = await rejection(
        signedInClient(mock.url).call(twoStepConfirm, { params: { reqId: 'a1' }, body: { code: '000000' } }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 400);
      t.equal((err as ApiError).message, 'Invalid confirmation code', 'the 400 message is shown');
    });
});

t.test('POST /auth/sei/authorize/{id}: 404 for an unknown partner sign-in', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('authorising an unknown partner sign-in')
    .withRequest('POST', '/auth/sei/authorize/unknown-request', (b) => b.headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(404, (b) => b.jsonBody({ message: string('Unknown partner sign-in request') }))
    .executeTest(async (mock) => {
      const err = await rejection(
        signedInClient(mock.url).call(seiAuthorize, { params: { id: 'unknown-request' }, body: {} }),
      );
      t.equal((err as ApiError).status, 404, 'the web goes to / on a 404');
    });
});
