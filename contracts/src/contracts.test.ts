import t from 'tap';
import { ApiError, ContractError, createClient, errorMessage } from './client.ts';
import { fillPath, matchPath } from './call.ts';
import { codeInfo, responseCodes } from './codes.ts';
import { normalizeNumericStrings } from './normalize.ts';
import {
  accountListGet,
  agreementDownload,
  blacklistAdd,
  customerInfoGet,
  ipWhitelistAdd,
  loginHistoryGet,
  methodCalls,
  postLogin,
  scpMigration,
  termsAccept,
  upstreamCalls,
} from './index.ts';

t.test(
  'spec 1 §5: numeric strings become numbers except address, name, description, bank and postal fields',
  async (t) => {
    const rows: [string, unknown, unknown][] = [
      ['accountId', '1001', 1001],
      ['accountStatusId', '11', 11],
      ['postalCode', '01234', '01234'],
      ['postalCode', '12345', '12345'],
      ['address1', '12', '12'],
      ['businessName', '2024', '2024'],
      ['firstName', '7', '7'],
      ['description', '100', '100'],
      ['bankCode', '0012', '0012'],
      ['bankName', '12', '12'],
      // money is never a float: amounts stay decimal strings, whole or not
      ['balance', '1250.50', '1250.50'],
      ['balance', '100', '100'],
      ['amount', '5', '5'],
      ['pendingAmount', '0', '0'],
      ['accountBalanceMin', '10', '10'],
      ['exchangeRate', '1', '1'],
      ['fee', '2', '2'],
      // identifiers with a leading zero are not numbers
      ['smsId', '07', '07'],
      ['code', 'abc', 'abc'],
      ['count', '99999999999999999999', '99999999999999999999'],
    ];
    for (const [key, input, want] of rows)
      t.same(normalizeNumericStrings({ [key]: input }), { [key]: want }, `${key}: ${String(input)}`);
    t.same(
      normalizeNumericStrings({ list: [{ id: '3' }, { id: '4' }] }),
      { list: [{ id: 3 }, { id: 4 }] },
      'nested arrays',
    );
  },
);

t.test('error message order of spec 2 §8, arrays joined with commas (spec 3 §8)', async (t) => {
  const rows: [string, unknown, string][] = [
    [
      'VF: validation errors joined',
      {
        responseCode: 'VF',
        validationErrors: [{ description: 'Amount is required' }, { description: 'Email is invalid' }],
      },
      'Amount is required, Email is invalid',
    ],
    ['errors array', { errors: ['a', 'b'] }, 'a, b'],
    ['responseDescription', { responseCode: 'UE', responseDescription: 'Something failed' }, 'Something failed'],
    ['message', { message: 'Invalid username or password' }, 'Invalid username or password'],
    ['body', { body: 'text' }, 'text'],
    ['nothing usable falls back to empty', { responseCode: 'UE' }, ''],
    ['plain text answer', 'Bad Gateway', 'Bad Gateway'],
    ['no answer', undefined, ''],
  ];
  for (const [name, body, want] of rows) t.equal(errorMessage(body), want, name);
});

t.test('response-code catalogue', async (t) => {
  t.same(
    Object.keys(responseCodes).sort(),
    ['00', '13', 'AE', 'AU', 'CA', 'ENOA', 'IM', 'TA1', 'TE', 'UE', 'VF'].sort(),
  );
  t.equal(codeInfo('00').reaction, 'resolve');
  t.equal(codeInfo('TE').reaction, 'showTerms');
  t.equal(codeInfo('AU').reaction, 'signOut');
  t.equal(codeInfo('VF').reaction, 'showError');
  t.equal(codeInfo('nonsense').code, 'UE', 'an unknown code is treated as unknown error');
});

t.test('paths', async (t) => {
  t.equal(fillPath('/device-api/device/{deviceId}', { deviceId: 'a/b' }), '/device-api/device/a%2Fb');
  t.throws(() => fillPath('/x/{id}', {}));
  t.same(matchPath('/auth/devices/{deviceId}/approve', '/auth/devices/42/approve'), { deviceId: '42' });
  t.equal(matchPath('/auth/devices/{deviceId}', '/auth/devices/'), null);
  t.equal(matchPath('/auth/postlogin', '/auth/posttoken'), null);
});

t.test('every call is defined once', async (t) => {
  const ids = upstreamCalls.map((c) => c.id);
  t.equal(new Set(ids).size, ids.length);
  t.equal(methodCalls.get('accountListGet'), accountListGet);
  t.ok(postLogin.tokenIssuing);
});

function fakeFetch(status: number, body: unknown): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    fakeFetch.last = { url: String(url), init };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
}
fakeFetch.last = undefined as undefined | { url: string; init: RequestInit | undefined };

t.test('client', async (t) => {
  const ok = createClient({
    baseUrl: '/api',
    fetch: fakeFetch(200, {
      responseCode: '00',
      accounts: [
        { accountId: '1', type: '1001', accountStatusId: '2', currencyCode: 'USD', balance: '10.00', customerId: '5' },
      ],
    }),
  });
  const res = await ok.call(accountListGet, { body: {} });
  t.equal(fakeFetch.last?.url, '/api/?method=accountListGet');
  t.equal(fakeFetch.last?.init?.method, 'POST');
  t.equal(res.accounts[0]?.accountId, 1);
  t.equal(res.accounts[0]?.balance, '10.00');

  const vf = createClient({
    baseUrl: '/api',
    fetch: fakeFetch(200, { responseCode: 'VF', validationErrors: [{ description: 'x' }] }),
  });
  await t.rejects(vf.call(customerInfoGet, { body: {} }), ApiError);

  const broken = createClient({ baseUrl: '/api', fetch: fakeFetch(200, { responseCode: '00', accounts: [{}] }) });
  await t.rejects(broken.call(accountListGet, { body: {} }), ContractError);

  const down = createClient({ baseUrl: '/api', fetch: fakeFetch(500, '<html>oops</html>') });
  const err = await down.call(accountListGet, { body: {} }).catch((e: unknown) => e);
  t.ok(err instanceof ApiError);
  t.equal((err as ApiError).status, 500);
});

t.test('spec 1 §6: auth none, token-carrying and binary calls', async (t) => {
  const byId = new Map(upstreamCalls.map((c) => [c.id, c]));
  // [id, auth, tokenIssuing, carriesTokens]
  const rows: [string, 'none' | 'bearer', boolean, boolean][] = [
    ['accountActivate', 'none', true, true],
    ['businessAccountActivate', 'none', true, true],
    ['employeeAccountActivate', 'none', true, true],
    ['activationCodeResend', 'none', false, false],
    ['passwordResetRequest', 'none', false, false],
    ['passwordResetCodeCheck', 'none', false, false],
    ['passwordResetComplete', 'none', false, false],
    ['termsAccept', 'bearer', false, false],
    ['POST /customer/two-step-verification/{reqId}/confirm', 'bearer', false, true],
    ['passwordChange', 'bearer', false, false],
    ['POST /auth/postlogin', 'none', true, true],
  ];
  for (const [id, auth, tokenIssuing, carriesTokens] of rows) {
    const def = byId.get(id);
    t.ok(def, `${id} is defined`);
    t.same(
      { auth: def?.auth, tokenIssuing: def?.tokenIssuing, carriesTokens: def?.carriesTokens },
      { auth, tokenIssuing, carriesTokens },
      id,
    );
  }
  t.equal(agreementDownload.binary, true, 'the agreement is PDF bytes');
  // and the statement PDF and the invoice PDF (spec 2 §7; spec 2 §2 'Invoice Info' with its PDF), and a made document
  // fetched as a blob (spec 3 §7 "Files download through a fetched blob")
  t.same(
    upstreamCalls.filter((c) => c.binary).map((c) => c.id),
    ['agreementDownload', 'transactionHistoryExportDownload', 'invoicePdfDownload', 'GET /pdf/api/files/{token}'],
  );
});

t.test('sign-in and account security request schemas reject bad input (spec 1 §4, spec 2 §5, §7)', async (t) => {
  t.notOk(ipWhitelistAdd.request.safeParse({ ip: '256.1.1.1' }).success, 'not an IPv4 address');
  t.ok(ipWhitelistAdd.request.safeParse({ ip: '10.0.0.1', toIp: '' }).success, 'a single address');
  t.notOk(blacklistAdd.request.safeParse({ email: 'nope', blockType: 'all' }).success);
  t.notOk(
    loginHistoryGet.request.safeParse({ fromDate: '1/2/2025', toDate: '2025-02-01', pageNumber: 1, pageSize: 20 })
      .success,
  );
  t.notOk(termsAccept.request.safeParse({ termsIds: [] }).success, 'at least one term');
  t.ok(scpMigration.safeParse({ requirement: 'soft', daysLeft: 3, strategy: 'migrate' }).success);
  t.notOk(scpMigration.safeParse({ requirement: 'later', strategy: 'migrate' }).success);
});

t.test('a binary call answers bytes, not JSON', async (t) => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
  const client = createClient({
    baseUrl: 'http://up',
    fetch: (async () =>
      new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } })) as typeof fetch,
  });
  const res = await client.call(agreementDownload, { body: { id: 1 } });
  t.ok(res instanceof ArrayBuffer);
  t.equal(Buffer.from(res).toString('latin1'), pdf.toString('latin1'));
});
