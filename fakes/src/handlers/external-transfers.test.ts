import t from 'tap';
import {
  accountListGet,
  cryptoTransfer,
  eftTransfer,
  externalTransferFeeGet,
  instantTransfer,
  interacTransfer,
  normalizeTransactionList,
  octTransfer,
  recentTransferDetailsGet,
  recentTransfersGet,
  transactionHistoryGet,
  transactionTypeIds,
  transferApprove,
  transferRetry,
  wireTransfer,
  type CallDef,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { call, fakesWithClock, signIn, usEft } from '../../test/helper.ts';

/** personal@demo.test's seeded payment accounts (fakes/README.md "Demo data"). */
const usd = 300001;
const eur = 300002;

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const me = (def: CallDef, body: Record<string, unknown> = {}, key?: string) =>
    call(t, app, def, { token: accessToken, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  return { app, me };
}

async function balances(me: Awaited<ReturnType<typeof setup>>['me']) {
  const accounts = (await me(accountListGet)).json.accounts as { accountId: number; balance: string }[];
  return Object.fromEntries(accounts.map((a) => [a.accountId, a.balance]));
}

const control = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/__fake/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });

/** One valid submit per type (the directory's demo data, fakes/README.md "Bank data of external transfers"). */
const wire = {
  fromAccountId: eur,
  amount: '200.00',
  currencyCode: 'EUR',
  permission: '3d',
  countryCode: 'DE',
  beneficiaryName: 'Erika Mustermann',
  beneficiaryAddress: 'Hauptstrasse 1',
  beneficiaryCity: 'Köln',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  bankName: 'Commerzbank AG',
  swift: 'COBADEFFXXX',
  reference: 'Invoice 42',
};
const eft = usEft(usd);
const oct = {
  fromAccountId: usd,
  amount: '20.00',
  currencyCode: 'USD',
  permission: '3d',
  countryCode: 'GB',
  beneficiaryName: 'J. Smith',
  cardNumber: '4111111111111111',
};
const crypto = {
  fromAccountId: usd,
  amount: '100.00',
  currencyCode: 'USDT',
  permission: 'own',
  network: 'TRON',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
};
const instant = {
  fromAccountId: usd,
  amount: '40.00',
  currencyCode: 'BRL',
  permission: '3d',
  countryCode: 'BR',
  taxId: '12345678909',
  instantKey: '12345678909',
  instantKeyType: 'CPF',
  beneficiaryName: 'Ana Paula Souza',
};
const interac = {
  fromAccountId: usd,
  amount: '30.00',
  currencyCode: 'CAD',
  permission: '3d',
  beneficiaryName: 'Leo Tremblay',
  email: 'leo.tremblay@example.ca',
};

/**
 * Per type: the body, the fee (external-fees.ts: wire 0.1 % at least 25.00; eft 1.50; oct 1.5 % at least 2.00; crypto
 * 1 % at least 5.00; instant 0.50; interac 1.50; another beneficiary currency adds the exchange fee 0.5 % at least
 * 0.50), the answer's status and the history type.
 */
const cases: [string, CallDef, Record<string, unknown>, string, 'pending' | 'completed', number][] = [
  ['wire', wireTransfer, wire, '25.00', 'pending', transactionTypeIds.wireWithdrawal],
  ['eft', eftTransfer, eft, '1.50', 'pending', transactionTypeIds.wireWithdrawal],
  ['oct', octTransfer, oct, '2.00', 'completed', transactionTypeIds.paymentSent],
  ['crypto_eft', cryptoTransfer, crypto, '5.50', 'completed', transactionTypeIds.paymentSent],
  ['instant_payment', instantTransfer, instant, '1.00', 'completed', transactionTypeIds.paymentSent],
  ['interac', interacTransfer, interac, '2.00', 'completed', transactionTypeIds.paymentSent],
];

const minor = (s: string) => Math.round(Number(s) * 100);

for (const [type, def, body, fee, status, typeId] of cases) {
  t.test(`${type}: applied once (amount + fee leave the account), a repeat with the key replays`, async (t) => {
    const { app, me } = await setup(t);
    const from = body.fromAccountId as number;
    const before = await balances(me);
    const done = await me(def, body, `ext-${type}-1`);
    t.match(done.json, {
      responseCode: '00',
      fee,
      feeCurrencyCode: from === usd ? 'USD' : 'EUR',
      status,
      approveType: 'none',
      approvalSentTo: '',
    });
    t.notOk('message' in done.json, 'no message: the web shows its own text for the status');
    const moved = minor(before[from] as string) - minor((await balances(me))[from] as string);
    t.equal(moved, minor(body.amount as string) + minor(fee), 'the account paid amount + fee');
    const again = await me(def, body, `ext-${type}-1`);
    t.same(again.json, done.json, 'the same key replays the answer');
    const after = (await balances(me))[from] as string;
    t.equal(minor(before[from] as string) - minor(after), moved, 'and moves nothing more');
    for (const total of Object.values(app.fakes.ledger.tenantTotals('paxum/1'))) t.equal(total, 0, 'ledger balanced');
    // history: one row for the customer, with the type's id
    const rows = app.fakes.transactions
      .get('paxum/1', done.json.transactionId as number)
      .filter((r) => r.customer_id === 100001);
    t.same(
      rows.map((r) => [r.account_id, r.direction, r.amount_minor, r.fee_minor, r.status, r.type_id]),
      [[from, 'out', minor(body.amount as string), minor(fee), 'completed', typeId]],
    );
    const history = await me(transactionHistoryGet, { accountId: from, pageNumber: 1, transactionType: typeId });
    const [listed0] = normalizeTransactionList(
      (history.json.transactions as { transaction: unknown }).transaction,
    ) as Record<string, unknown>[];
    t.match(listed0, { transactionId: done.json.transactionId, status: 'completed' }, 'the newest history row');
    // the recent list (spec 2 §9 "Recent transfer types", limit 5) and the details carry the submit's fields
    const recent = await me(recentTransfersGet, { types: [type], limit: 5 });
    const listed = (recent.json.transfers as { transactionId: number; permission: string; details: object }[])[0];
    t.equal(listed?.transactionId, done.json.transactionId, 'newest first');
    t.equal(listed?.permission, body.permission);
    const details = await me(recentTransferDetailsGet, { transactionId: done.json.transactionId });
    t.match(details.json, { responseCode: '00', hasRequirements: false, type });
    const d = details.json.details as Record<string, unknown>;
    t.equal(d.amount, body.amount);
    t.equal(d.currencyCode, body.currencyCode, "currencyCode is the beneficiary's");
    for (const [k, v] of Object.entries(body))
      if (k !== 'cardNumber' && k !== 'accountNumber' && k !== 'amount') t.same(d[k], v, `details.${k} for a repeat`);
    if (type === 'oct') {
      t.notOk('cardNumber' in d, 'the card number is never answered back');
      t.equal(d.cardNumberMasked, '4111 11** **** 1111');
    }
    t.same(listed?.details, {
      ...d,
      type,
      created: (listed?.details as { created: string }).created,
      status: 'completed',
    });
  });
}

t.test('the fee of the submit is what externalTransferFeeGet answers', async (t) => {
  const { me } = await setup(t);
  for (const [type, , body, fee] of cases) {
    const quote = await me(externalTransferFeeGet, {
      type,
      amount: body.amount,
      fromAccountId: body.fromAccountId,
      countryCode: (body.countryCode as string | undefined) ?? (type === 'interac' ? 'CA' : 'US'),
      currencyCode: body.currencyCode,
    });
    t.match(quote.json, { responseCode: '00', fee }, type);
  }
});

t.test('refusals: VF/TA1 with a readable description, nothing moves', async (t) => {
  const { app, me } = await setup(t);
  const before = await balances(me);
  const rows: [string, CallDef, Record<string, unknown>, string, RegExp][] = [
    ['blocked BIN', octTransfer, { ...oct, cardNumber: '4000000000000002' }, 'VF', /BIN 400000 cannot receive/],
    ['blocked BIN 510510', octTransfer, { ...oct, cardNumber: '5105105105105100' }, 'VF', /BIN 510510/],
    ['card check digit', octTransfer, { ...oct, cardNumber: '4111111111111112' }, 'VF', /check digit/],
    [
      'bad IBAN check digits',
      wireTransfer,
      { ...wire, accountNumber: 'DE88370400440532013000' },
      'TA1',
      /not a valid IBAN/,
    ],
    [
      'IBAN of an unknown bank',
      wireTransfer,
      { ...wire, countryCode: 'NL', swift: 'ABNANL2A', accountNumber: 'NL91ABNA0417164300' },
      'VF',
      /no bank is known for SWIFT\/BIC ABNANL2A/,
    ],
    [
      'BIC of another bank than the IBAN',
      wireTransfer,
      { ...wire, swift: 'DEUTDEFFXXX' },
      'VF',
      /not the bank of this IBAN/,
    ],
    ['BIC of another country', wireTransfer, { ...wire, swift: 'BNPAFRPPXXX' }, 'VF', /a bank in FR, not in DE/],
    ['BIC invalid', wireTransfer, { ...wire, swift: 'CO1ADEFF' }, 'TA1', /swift/],
    [
      'BR eft without BANK_CODE',
      eftTransfer,
      { ...eft, countryCode: 'BR', extraParams: { BRANCH_CODE: '1607', TAX_ID: '12345678909' } },
      'VF',
      /extraParams.BANK_CODE: required for eft to BR/,
    ],
    [
      'US eft routing number pattern',
      eftTransfer,
      { ...eft, extraParams: { ROUTING_NUMBER: '12345' } },
      'VF',
      /ROUTING_NUMBER: not a valid ABA routing number/,
    ],
    [
      'insufficient funds',
      wireTransfer,
      { ...wire, amount: '960.00' },
      'VF',
      /plus the fee 25.00 is above the available 980.25 EUR \(insufficient funds\)/,
    ],
    ['below the minimum', wireTransfer, { ...wire, amount: '99.99' }, 'VF', /minimum of wire is 100.00 EUR/],
    [
      'instant to another country',
      instantTransfer,
      { ...instant, countryCode: 'AR' },
      'VF',
      /countryCode: instant_payment cannot be sent to AR/,
    ],
    [
      'instant name mismatch',
      instantTransfer,
      { ...instant, beneficiaryName: 'Maria Souza' },
      'VF',
      /belongs to Ana Paula Souza/,
    ],
    [
      'instant unknown key',
      instantTransfer,
      { ...instant, instantKey: '52998224725' },
      'VF',
      /No account is registered/,
    ],
    ['instant in USD', instantTransfer, { ...instant, currencyCode: 'USD' }, 'VF', /BRL only/],
    ['interac in USD', interacTransfer, { ...interac, currencyCode: 'USD' }, 'VF', /CAD only/],
    ['interac without contact', interacTransfer, { ...interac, email: undefined }, 'VF', /an e-mail or a phone/],
    ['interac with both', interacTransfer, { ...interac, phone: '+14165550123' }, 'VF', /not both/],
    [
      'crypto address',
      cryptoTransfer,
      { ...crypto, address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      'VF',
      /not a TRON address/,
    ],
    ['crypto asset on network', cryptoTransfer, { ...crypto, network: 'BTC' }, 'VF', /USDT is not sent on BTC/],
    ['from a card', octTransfer, { ...oct, fromAccountId: 300004 }, 'VF', /payment account, not a card/],
    ["another customer's account", octTransfer, { ...oct, fromAccountId: 300006 }, 'VF', /not one of your accounts/],
  ];
  for (const [why, def, body, code, text] of rows) {
    const res = await me(def, body, `refused-${why.replace(/[^A-Za-z0-9]/g, '-')}`);
    t.equal(res.json.responseCode, code, `${why}: ${code}`);
    t.match(res.json.responseDescription, text, `${why}: ${String(res.json.responseDescription)}`);
  }
  t.same(await balances(me), before, 'nothing moved');
  t.equal(
    (app.fakes.db.prepare("SELECT COUNT(*) AS n FROM transfer_ops WHERE tenant = 'paxum/1'").get() as { n: number }).n,
    0,
  );
});

t.test('approve mode otp: processing, nothing moves; transferApprove applies it once', async (t) => {
  const { app, me } = await setup(t);
  t.equal((await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'otp' })).statusCode, 200);
  const before = await balances(me);
  const sent = await me(wireTransfer, wire, 'ext-approve-1');
  t.match(sent.json, {
    responseCode: '00',
    status: 'processing',
    approveType: 'otp',
    approvalSentTo: 'authenticator app',
    fee: '25.00',
    feeCurrencyCode: 'EUR',
  });
  t.same(await balances(me), before, 'waiting for the approval: nothing moved');
  const recent = await me(recentTransfersGet, { types: ['wire'], limit: 5 });
  t.match((recent.json.transfers as { details: object }[])[0], { details: { status: 'pending' } });
  const wrong = await me(transferApprove, { trxid: sent.json.transactionId, approvalCode: '000000' });
  t.equal(wrong.json.responseCode, 'VF');
  const approved = await me(transferApprove, { trxid: sent.json.transactionId, approvalCode: '123456' }, 'ext-ok-1');
  t.match(approved.json, { responseCode: '00', status: 'completed' });
  t.equal((await balances(me))[eur], '755.25', '980.25 - 200.00 - 25.00');
  const twice = await me(transferApprove, { trxid: sent.json.transactionId, approvalCode: '123456' });
  t.equal(twice.json.responseCode, 'VF', 'approved once only');
  t.equal((await balances(me))[eur], '755.25');
});

t.test(
  'a slow submit (the gateway answered 504) applies once; the retry with its key gets the stored answer',
  async (t) => {
    const { app, me } = await setup(t);
    t.equal((await control(app, 'slow', { call: 'octTransfer', ms: 300 })).statusCode, 200);
    const before = (await balances(me))[usd] as string;
    // the first attempt is still sleeping when the retry with the same key arrives
    const [first, retry] = await Promise.all([
      me(octTransfer, oct, 'ext-slow-1'),
      new Promise((r) => setTimeout(r, 50)).then(() => me(octTransfer, oct, 'ext-slow-1')),
    ]);
    t.equal(first.json.responseCode, '00');
    t.same(first.json, retry.json, 'one answer for both');
    const later = await me(octTransfer, oct, 'ext-slow-1');
    t.same(later.json, first.json, 'a later retry gets the stored answer');
    t.equal(minor(before) - minor((await balances(me))[usd] as string), 2200, 'moved once: 20.00 + 2.00');
  },
);

t.test('a seeded recent transfer (880002–880007) prefills a submit that goes through', async (t) => {
  const { me } = await setup(t);
  const defs: Record<string, CallDef> = {
    wire: wireTransfer,
    eft: eftTransfer,
    oct: octTransfer,
    crypto_eft: cryptoTransfer,
    instant_payment: instantTransfer,
    interac: interacTransfer,
  };
  const list = await me(recentTransfersGet, {
    types: ['eft', 'wire', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
    limit: 20,
  });
  const seeded = (list.json.transfers as { transactionId: number }[]).map((x) => x.transactionId);
  t.same(seeded, [880007, 880006, 880005, 880004, 880001, 880003, 880002], 'newest first');
  for (const id of [880007, 880006, 880005, 880004, 880003, 880002]) {
    const res = await me(recentTransferDetailsGet, { transactionId: id });
    t.equal(res.json.hasRequirements, false, `${id} needs nothing first`);
    // the raw answer: after spec 1 §5's normalisation digit-only texts (accountNumber, taxId, a CPF key, an extra
    // param) read as numbers, and the web turns them back to text before it prefills
    const raw = (res.body as { details: Record<string, unknown> }).details;
    const { fromCurrencyCode, cardNumberMasked, ...details } = raw;
    t.type(fromCurrencyCode, 'string', `${id}: the currency of the amount`);
    const type = res.json.type as string;
    // the customer types a card number again (never answered back); the seeded wire is above today's EUR balance
    const body = {
      ...details,
      ...(type === 'oct' ? { cardNumber: '4111111111111111' } : {}),
      ...(type === 'wire' ? { amount: '100.00' } : {}),
    };
    if (type === 'oct') t.equal(cardNumberMasked, '4111 11** **** 1111');
    const sent = await me(defs[type] as CallDef, body, `repeat-${id}`);
    t.equal(sent.json.responseCode, '00', `${id} (${type}) repeated: ${String(sent.json.responseDescription)}`);
  }
});

t.test(
  'push: rejected on the device moves nothing; transferRetry plans it again as an external transfer',
  async (t) => {
    const { app, me } = await setup(t);
    await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'push' });
    const before = (await balances(me))[usd] as string;
    const sent = await me(interacTransfer, interac, 'ext-push-1');
    t.match(sent.json, { responseCode: '00', status: 'processing', approveType: 'push' });
    const rejected = await control(app, `transactions/${String(sent.json.transactionId)}`, { decision: 'reject' });
    t.equal(rejected.statusCode, 200);
    t.equal((await balances(me))[usd], before, 'rejected: nothing moved');
    await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'none' });
    const retried = await me(transferRetry, { trxid: sent.json.transactionId }, 'ext-retry-1');
    t.match(retried.json, { responseCode: '00', approveType: 'none', fee: '2.00' });
    t.not(retried.json.transactionId, sent.json.transactionId, 'a new transaction');
    t.equal(minor(before) - minor((await balances(me))[usd] as string), 3200, '30.00 + 2.00 once');
    const rows = app.fakes.transactions.get('paxum/1', retried.json.transactionId as number);
    t.match(rows[0], { type_id: transactionTypeIds.paymentSent, counterparty: 'leo.tremblay@example.ca' });
  },
);
