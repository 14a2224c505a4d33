import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import {
  type CallDef,
  globalReceiveApprovalCodeResend,
  globalReceiveBinInfoGet,
  globalReceiveBlockedBinListGet,
  globalReceiveCountriesGet,
  globalReceiveDetailsGet,
  globalReceiveExtraParamsGet,
  globalReceiveIbanGet,
  globalReceiveInstantBankListGet,
  globalReceiveInstantDetailsGet,
  globalReceiveLastWithdrawalsGet,
  globalReceiveMetaGet,
  globalReceiveMethodsGet,
  globalReceivePaymentApprove,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceiveSwiftGet,
  globalReceiveWithdrawalDetailsGet,
  paymentSecretHeaders,
} from '@app/contracts';
import { call, fakesWithClock } from '../../test/helper.ts';
import { DEMO_RECEIVE_SECRET } from '../global-pay-store.ts';

const tenant = 'paxum/1';
const tenantKey = 'paxum/1';
let keyN = 0;
const newKey = () => `test-key-${++keyN}-${Date.now()}`;

/** One recipient call with the secret header (and an Idempotency-Key for the money calls). */
function recipient(t: Test, app: FastifyInstance, secret = DEMO_RECEIVE_SECRET) {
  return (def: CallDef, body: Record<string, unknown> = {}, key?: string) =>
    call(t, app, def, {
      tenant,
      body,
      headers: { ...paymentSecretHeaders(secret), ...(def.movesMoney ? { 'idempotency-key': key ?? newKey() } : {}) },
    });
}

const card = {
  paymentMethod: 'oct',
  currencyCode: 'USD',
  paymentDetails: { countryCode: 'US', beneficiaryName: 'Alex Rivera', cardNumber: '4111111111111111' },
};

type Row = Record<string, unknown>;
function ledgerOf(app: FastifyInstance) {
  const db = app.fakes.db;
  return {
    entries: (kind: string) =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM journal WHERE tenant = ? AND kind = ?').get(tenantKey, kind) as {
          n: number;
        }
      ).n,
    balance: (accountId: number) =>
      (
        db
          .prepare('SELECT COALESCE(SUM(amount_minor), 0) AS s FROM postings WHERE tenant = ? AND account_id = ?')
          .get(tenantKey, accountId) as { s: number }
      ).s,
    payment: () =>
      db
        .prepare('SELECT * FROM global_payments WHERE tenant = ? AND secret = ?')
        .get(tenantKey, DEMO_RECEIVE_SECRET) as Row,
    senderAccount: () =>
      (
        db
          .prepare(
            'SELECT b.account_id AS a FROM global_batches b JOIN global_payments p ON p.batch_id = b.batch_id AND p.tenant = b.tenant WHERE p.tenant = ? AND p.secret = ?',
          )
          .get(tenantKey, DEMO_RECEIVE_SECRET) as { a: number }
      ).a,
  };
}

t.test('the seeded payment: details without a session, countries, methods, meta', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  const details = await r(globalReceiveDetailsGet);
  t.match(details.json, {
    responseCode: '00',
    payment: {
      beneficiaryName: 'Alex Rivera',
      status: 'sent',
      senderName: 'Demo Trading LLC',
      amount: '250.00',
      currencyCode: 'USD',
      description: 'Consulting, October',
      feeIsBen: false,
      expireDays: 30,
    },
  });
  t.match((await r(globalReceiveCountriesGet)).json, {
    responseCode: '00',
    countries: ['US', 'CA', 'GB', 'DE', 'FR', 'BR'],
  });
  const methods = await r(globalReceiveMethodsGet, { countryCode: 'DE' });
  t.same(
    (methods.json.methods as { paymentMethod: string }[]).map((m) => m.paymentMethod),
    ['wire', 'eft', 'oct'],
  );
  t.match((await r(globalReceiveMethodsGet, { countryCode: 'JP' })).json, { responseCode: 'VF' });
  // feeIsBen false: the sender pays the 1% fee, the recipient gets the whole amount converted
  t.match((await r(globalReceiveMetaGet, { paymentMethod: 'wire', toCurrencyCode: 'EUR', countryCode: 'DE' })).json, {
    responseCode: '00',
    exchangeRate: '0.92000000',
    toAmount: '230.00',
    fee: '2.50',
  });
  t.match(
    (await r(globalReceiveMetaGet, { paymentMethod: 'instant_payment', toCurrencyCode: 'BRL', countryCode: 'BR' }))
      .json,
    {
      responseCode: '00',
      exchangeRate: '5.40000000',
      toAmount: '1350.00',
    },
  );
  const refused = await r(globalReceiveMetaGet, {
    paymentMethod: 'instant_payment',
    toCurrencyCode: 'USD',
    countryCode: 'US',
  });
  t.match(
    refused.json,
    { responseCode: 'VF', validationErrors: [{ field: 'paymentMethod' }] },
    'a method the country lacks is VF',
  );
});

t.test('the bank-data lookups answer like the sender side, behind the secret', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  t.match((await r(globalReceiveSwiftGet, { swift: 'DEUTDEFF' })).json, {
    responseCode: '00',
    bankDetails: { countryIsoCode: 'DE' },
  });
  t.match((await r(globalReceiveIbanGet, { iban: 'DE89370400440532013000' })).json, { responseCode: '00' });
  t.match((await r(globalReceiveBlockedBinListGet)).json, { responseCode: '00', bins: ['400000', '510510'] });
  t.match((await r(globalReceiveBinInfoGet, { binNumber: '411111' })).json, {
    responseCode: '00',
    binInfo: { binNumber: '411111' },
  });
  t.match((await r(globalReceiveInstantBankListGet, { countryCode: 'BR' })).json, { responseCode: '00' });
  const extra = await r(globalReceiveExtraParamsGet, { paymentMethod: 'eft', currencyCode: 'BRL', countryCode: 'BR' });
  t.match(extra.json, {
    responseCode: '00',
    extraParams: [{ options: [{ name: 'BANK_CODE' }, { name: 'BRANCH_CODE' }] }],
  });
  t.match((await r(globalReceiveInstantDetailsGet, { taxId: '1', instantKey: 'x', instantKeyType: 'EMAIL' })).json, {
    responseCode: 'TA1',
  });
  const stranger = recipient(t, app, 'not-a-known-secret');
  t.match(
    (await stranger(globalReceiveSwiftGet, { swift: 'DEUTDEFF' })).json,
    { responseCode: 'ENOA' },
    'an unknown secret reads nothing',
  );
});

t.test('an unknown, missing or malformed secret answers ENOA, never AU', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  for (const secret of ['demo-receive-0002', 'short', '../../x', '']) {
    const res = await call(t, app, globalReceiveDetailsGet, {
      tenant,
      body: {},
      headers: secret ? paymentSecretHeaders(secret) : {},
    });
    t.equal(res.json.responseCode, 'ENOA', JSON.stringify(secret));
    t.match(res.json.responseDescription, /link is not valid/);
  }
  // another tenant does not know this tenant's payment... but seeds its own with the same fixed secret
  const other = await call(t, app, globalReceiveDetailsGet, {
    tenant: 'paxum/2',
    body: {},
    headers: paymentSecretHeaders(DEMO_RECEIVE_SECRET),
  });
  t.equal(other.json.responseCode, '00', 'every tenant has the seeded payment');
});

t.test('submit then approve pays once: approve twice, and twice at once, posts one entry', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  const l = ledgerOf(app);
  await r(globalReceiveDetailsGet);
  const sender = l.senderAccount();
  const senderBefore = l.balance(sender);

  const bad = await r(globalReceivePaymentSubmit, {
    ...card,
    paymentDetails: { ...card.paymentDetails, cardNumber: '4111111111111112' },
  });
  t.match(
    bad.json,
    { responseCode: 'VF', validationErrors: [{ field: 'paymentDetails.cardNumber' }] },
    'a Luhn-invalid card',
  );
  const blocked = await r(globalReceivePaymentSubmit, {
    ...card,
    paymentDetails: { ...card.paymentDetails, cardNumber: '4000000000000002' },
  });
  t.match(blocked.json, { responseCode: 'VF', responseDescription: /not possible/ }, 'a blocked BIN');
  const missing = await r(globalReceivePaymentSubmit, { ...card, paymentMethod: 'wire' });
  t.match(missing.json, { responseCode: 'VF', validationErrors: [{ field: 'paymentDetails.beneficiaryAddress' }] });

  const submitted = await r(globalReceivePaymentSubmit, card);
  t.match(submitted.json, {
    responseCode: '00',
    approveType: 'approvalCode',
    approvalSentTo: 'a***@example.test',
    availableApprovalMethods: ['approvalCode'],
  });
  const operationId = submitted.json.operationId as number;
  t.equal(l.payment().status, 'processing');
  t.equal(l.entries('global-pay-paid'), 0, 'a submit moves nothing');
  t.match((await r(globalReceiveDetailsGet)).json, { payment: { status: 'processing' } });

  t.match((await r(globalReceiveApprovalCodeResend, { approveType: 'approvalCode', operationId })).json, {
    responseCode: '00',
    approvalSentTo: 'a***@example.test',
  });
  t.match((await r(globalReceiveApprovalCodeResend, { approveType: 'sms', operationId })).json, { responseCode: 'VF' });
  t.match((await r(globalReceivePaymentApprove, { approvalCode: '000000', operationId })).json, {
    responseCode: 'VF',
    validationErrors: [{ field: 'approvalCode' }],
  });
  t.match((await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId: operationId + 1 })).json, {
    responseCode: 'VF',
    validationErrors: [{ field: 'operationId' }],
  });

  // twice at once, under two keys (two tabs): one pays, the other answers the same outcome
  const [a, b] = await Promise.all([
    r(globalReceivePaymentApprove, { approvalCode: '123456', operationId }),
    r(globalReceivePaymentApprove, { approvalCode: '123456', operationId }),
  ]);
  t.equal(a.json.responseCode, '00');
  t.equal(b.json.responseCode, '00');
  const again = await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId });
  t.equal(again.json.responseCode, '00', 'approving the paid operation again answers 00');
  t.equal(l.entries('global-pay-paid'), 1, 'paid once');
  t.equal(l.entries('global-pay-refused'), 0);
  t.equal(l.balance(sender), senderBefore, "the sender's account does not move on a payout");
  t.equal(l.payment().status, 'paid');

  // the link is used now: details show it, everything else is ENOA
  t.match((await r(globalReceiveDetailsGet)).json, { responseCode: '00', payment: { status: 'paid' } });
  for (const [def, body] of [
    [globalReceivePaymentSubmit, card],
    [globalReceivePaymentCancel, { paymentId: l.payment().payment_id }],
    [globalReceiveMethodsGet, { countryCode: 'US' }],
  ] as const) {
    const res = await r(def, body as Record<string, unknown>);
    t.equal(res.json.responseCode, 'ENOA', `${def.id} on a paid payment`);
    t.match(res.json.responseDescription, /already been received/);
  }
  t.equal(l.entries('global-pay-refused'), 0, 'a cancel after the payout moves nothing');
});

t.test('the same Idempotency-Key replays the approve answer; a new submit replaces the choice', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  const l = ledgerOf(app);
  const first = (await r(globalReceivePaymentSubmit, card)).json.operationId as number;
  const wire = {
    paymentMethod: 'wire',
    currencyCode: 'EUR',
    paymentDetails: {
      countryCode: 'DE',
      beneficiaryName: 'Alex Rivera',
      beneficiaryAddress: 'Hauptstrasse 1',
      beneficiaryCity: 'Berlin',
      accountNumber: 'DE89 3704 0044 0532 0130 00',
      bankName: 'Commerzbank',
      swift: 'COBADEFFXXX',
    },
  };
  const second = (await r(globalReceivePaymentSubmit, wire)).json.operationId as number;
  t.not(second, first, 'a new operation');
  t.match(
    (await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId: first })).json,
    { responseCode: 'VF' },
    'the replaced one cannot be approved',
  );
  const key = newKey();
  const one = await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId: second }, key);
  const two = await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId: second }, key);
  t.same(two.json, one.json);
  t.equal(l.entries('global-pay-paid'), 1);
  const payout = JSON.parse(l.payment().payout_json as string) as Row;
  t.match(payout, {
    paymentMethod: 'wire',
    currencyCode: 'EUR',
    toAmount: '230.00',
    paymentDetails: { accountNumber: 'DE89370400440532013000' },
  });
});

t.test('cancel: the payment becomes refused and the money goes back to the sender, once', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  const l = ledgerOf(app);
  await r(globalReceiveDetailsGet);
  const sender = l.senderAccount();
  const before = l.balance(sender);
  const paymentId = l.payment().payment_id as number;
  t.match(
    (await r(globalReceivePaymentCancel, { paymentId: paymentId + 100 })).json,
    { responseCode: 'VF' },
    'another payment id',
  );
  const [a, b] = await Promise.all([
    r(globalReceivePaymentCancel, { paymentId }),
    r(globalReceivePaymentCancel, { paymentId }),
  ]);
  t.match(a.json, { responseCode: '00', status: 'refused' });
  t.match(b.json, { responseCode: '00', status: 'refused' }, 'refusing again answers the same');
  t.equal(l.entries('global-pay-refused'), 1, 'refunded once');
  t.equal(l.balance(sender) - before, 25250, 'the sender gets back the 250.00 and its 2.50 fee');
  t.match((await r(globalReceiveDetailsGet)).json, { payment: { status: 'refused' } });
  t.match((await r(globalReceivePaymentSubmit, card)).json, { responseCode: 'ENOA', responseDescription: /refused/ });
});

t.test('an expired link: details say expired, nothing else works', async (t) => {
  const { app, advance } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  t.match((await r(globalReceiveDetailsGet)).json, { payment: { status: 'sent' } });
  advance(29 * 24 * 3600);
  t.match((await r(globalReceiveDetailsGet)).json, { payment: { status: 'expired' } });
  t.match((await r(globalReceivePaymentSubmit, card)).json, { responseCode: 'ENOA', responseDescription: /expired/ });
});

t.test('last withdrawals: the earlier paid payouts of the same beneficiary, to fill the form again', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const r = recipient(t, app);
  t.match((await r(globalReceiveLastWithdrawalsGet, { limit: 5 })).json, { responseCode: '00', withdrawals: [] });
  // a second payment to the same e-mail, then the first one is paid by card
  const db = app.fakes.db;
  const p = db
    .prepare('SELECT * FROM global_payments WHERE tenant = ? AND secret = ?')
    .get(tenantKey, DEMO_RECEIVE_SECRET) as Row;
  db.prepare(
    `INSERT INTO global_payments (tenant, batch_id, secret, amount, currency, description, beneficiary_type, beneficiary_name,
       beneficiary_email, beneficiary_country_code, fee_share, status, created_at, submitted_at, expire_days)
     SELECT tenant, batch_id, 'demo-receive-second', '10.00', currency, description, beneficiary_type, beneficiary_name,
       beneficiary_email, beneficiary_country_code, fee_share, 'sent', created_at, submitted_at, expire_days
     FROM global_payments WHERE tenant = ? AND payment_id = ?`,
  ).run(tenantKey, p.payment_id);
  const operationId = (await r(globalReceivePaymentSubmit, card)).json.operationId as number;
  t.equal((await r(globalReceivePaymentApprove, { approvalCode: '123456', operationId })).json.responseCode, '00');
  const second = recipient(t, app, 'demo-receive-second');
  const list = await second(globalReceiveLastWithdrawalsGet, { limit: 5 });
  t.match(list.json, {
    withdrawals: [
      {
        paymentId: p.payment_id,
        paymentMethod: 'oct',
        countryCode: 'US',
        currencyCode: 'USD',
        amount: '250.00',
        label: '•••• 1111',
      },
    ],
  });
  t.match((await second(globalReceiveWithdrawalDetailsGet, { paymentId: p.payment_id })).json, {
    responseCode: '00',
    paymentMethod: 'oct',
    paymentDetails: { cardNumber: '4111111111111111' },
  });
  t.match((await second(globalReceiveWithdrawalDetailsGet, { paymentId: 999999 })).json, { responseCode: 'VF' });
});
