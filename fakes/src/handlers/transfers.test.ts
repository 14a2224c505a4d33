import t from 'tap';
import {
  accountListGet,
  betweenAccountsFeeGet,
  betweenAccountsTransfer,
  customerLimitsGet,
  loadPrepaidCard,
  p2pFeeGet,
  p2pTransfer,
  payeeCheck,
  recentTransfersGet,
  transferMaxAmountGet,
  transactionTypeIds,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

interface Acc {
  accountId: number;
  currencyCode: string;
  balance: string;
  type: number;
  accountStatusId: number;
}

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const as =
    (token: string) =>
    (def: Parameters<typeof call>[2], body: Record<string, unknown> = {}, key?: string) =>
      call(t, app, def, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const me = as(accessToken);
  const accounts = (await me(accountListGet)).json.accounts as Acc[];
  const pick = (currency: string, card = false) =>
    accounts.find((a) => a.currencyCode === currency && (card ? a.type !== 1001 : a.type === 1001)) as Acc;
  return { app, me, as, accounts, usd: pick('USD'), eur: pick('EUR'), ron: pick('RON'), usdCard: pick('USD', true) };
}

const balances = async (me: Awaited<ReturnType<typeof setup>>['me']) =>
  Object.fromEntries(((await me(accountListGet)).json.accounts as Acc[]).map((a) => [a.accountId, a.balance]));

const control = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/__fake/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });

t.test('between own accounts: 25.00 USD → EUR at 0.92, fee 0.50, one entry; the ledger stays balanced', async (t) => {
  const { app, me, usd, eur } = await setup(t);
  const quote = await me(betweenAccountsFeeGet, {
    amount: '25.00',
    fromAccountId: usd.accountId,
    toAccountId: eur.accountId,
  });
  t.match(quote.json, {
    responseCode: '00',
    fee: '0.50',
    feeCurrencyCode: 'USD',
    exchangeRate: '0.92000000',
    toAmount: '23.00',
  });
  const same = await me(betweenAccountsFeeGet, {
    amount: '25.00',
    fromAccountId: usd.accountId,
    toAccountId: usd.accountId,
  });
  t.equal(same.json.responseCode, 'VF', 'same account refused');
  const before = await balances(me);
  const done = await me(
    betweenAccountsTransfer,
    { toAmount: '25.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId },
    'transfer-key-1',
  );
  t.match(done.json, { responseCode: '00', fee: '0.50', approveType: 'none', approvalSentTo: '' });
  const after = await balances(me);
  t.equal(after[usd.accountId], '1225.00', '1250.50 - 25.00 - 0.50');
  t.equal(after[eur.accountId], '1003.25', '980.25 + 23.00');
  t.same(before[usd.accountId], '1250.50');
  const again = await me(
    betweenAccountsTransfer,
    { toAmount: '25.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId },
    'transfer-key-1',
  );
  t.same(again.json, done.json, 'the same key replays the answer');
  t.equal((await balances(me))[usd.accountId], '1225.00', 'and moves nothing');
  for (const total of Object.values(app.fakes.ledger.tenantTotals('paxum/1'))) t.equal(total, 0);
  const rows = app.fakes.transactions.get('paxum/1', done.json.transactionId as number);
  t.same(
    rows.map((r) => [r.direction, r.amount_minor, r.fee_minor, r.status, r.type_id]),
    [
      ['out', 2500, 50, 'completed', transactionTypeIds.currencyExchange],
      ['in', 2300, 0, 'completed', transactionTypeIds.currencyExchange],
    ],
  );
});

t.test('bad input gets TA1/VF with a readable description and moves nothing', async (t) => {
  const { app, me, usd, eur } = await setup(t);
  const { accessToken: other } = await signIn(t, app, 'business@demo.test');
  const theirs = ((await call(t, app, accountListGet, { token: other })).json.accounts as Acc[])[0] as Acc;
  const closed = app.fakes.db
    .prepare("UPDATE accounts SET status_id = 11 WHERE tenant = 'paxum/1' AND account_id = ?")
    .run(usd.accountId + 2); // RON
  t.equal(closed.changes, 1);
  const base = { toAmount: '10.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId };
  const rows: [string, Record<string, unknown>, string, RegExp][] = [
    ['unknown account', { ...base, toAccount: 999999 }, 'VF', /toAccount: account 999999 is not one of your accounts/],
    ["another customer's account", { ...base, toAccount: theirs.accountId }, 'VF', /is not one of your accounts/],
    ['same account', { ...base, toAccount: usd.accountId }, 'VF', /same account/],
    ['amount not a decimal', { ...base, toAmount: '1e3' }, 'TA1', /toAmount: decimal string/],
    ['too many decimals', { ...base, toAmount: '1.005' }, 'VF', /at most 2 decimals/],
    ['zero', { ...base, toAmount: '0.00' }, 'VF', /must be above 0/],
    ['negative', { ...base, toAmount: '-5.00' }, 'VF', /must be above 0/],
    ['above balance', { ...base, toAmount: '5000.00' }, 'VF', /is above the available 1250.50 USD/],
    ['closed account', { ...base, toAccount: usd.accountId + 2 }, 'CA', /is closed/],
    ['wrong currency', { ...base, currency: 'EUR' }, 'VF', /source account's currency, USD/],
    ['a card between accounts', { ...base, toAccount: usd.accountId + 3 }, 'VF', /loadPrepaidCard/],
  ];
  for (const [why, body, code, text] of rows) {
    const res = await me(betweenAccountsTransfer, body);
    t.equal(res.json.responseCode, code, `${why}: ${code}`);
    t.match(res.json.responseDescription, text, `${why}: ${String(res.json.responseDescription)}`);
  }
  t.equal((await balances(me))[usd.accountId], '1250.50', 'nothing moved');
  const p2pRows: [string, Record<string, unknown>, RegExp][] = [
    [
      'unknown payee',
      { fromAccountId: usd.accountId, email: 'nobody@demo.test', amount: '5.00' },
      /no customer receives/,
    ],
    ['oneself', { fromAccountId: usd.accountId, email: 'personal@demo.test', amount: '5.00' }, /your own e-mail/],
    [
      'above balance',
      { fromAccountId: usd.accountId, email: 'business@demo.test', amount: '1250.00' },
      /plus the fee 12.50/,
    ],
    [
      'below the minimum',
      { fromAccountId: usd.accountId, email: 'business@demo.test', amount: '0.50' },
      /minimum is 1.00/,
    ],
  ];
  for (const [why, body, text] of p2pRows) {
    const res = await me(p2pTransfer, body);
    t.equal(res.json.responseCode, 'VF', why);
    t.match(res.json.responseDescription, text, why);
  }
  const card = await me(loadPrepaidCard, {
    fromAccountId: eur.accountId,
    toAccountId: usd.accountId + 3,
    amount: '5.00',
  });
  t.match(card.json, { responseCode: 'VF', responseDescription: /load it from a USD account/ });
});

t.test('P2P: payee check, fee 1 % min 0.30, money reaches the payee; recent transfers', async (t) => {
  const { app, me, usd } = await setup(t);
  t.match((await me(payeeCheck, { email: 'business@demo.test' })).json, {
    exists: true,
    exist: true,
    isEmployee: false,
    outBlacklist: false,
  });
  t.match((await me(payeeCheck, { email: 'nobody@demo.test' })).json, { exists: false, exist: false });
  t.match((await me(p2pFeeGet, { amount: '10.00', fromAccountId: usd.accountId })).json, { fee: '0.30' });
  t.match((await me(p2pFeeGet, { amount: '50.00', fromAccountId: usd.accountId })).json, { fee: '0.50' });
  const sent = await me(
    p2pTransfer,
    { fromAccountId: usd.accountId, email: 'business@demo.test', amount: '50.00' },
    'p2p-key-0001',
  );
  t.match(sent.json, { responseCode: '00', fee: '0.50', approveType: 'none' });
  t.equal((await balances(me))[usd.accountId], '1200.00');
  const { accessToken } = await signIn(t, app, 'business@demo.test');
  const theirs = (await call(t, app, accountListGet, { token: accessToken })).json.accounts as Acc[];
  t.equal(theirs.find((a) => a.currencyCode === 'USD')?.balance, '25050.00', 'the payee got 50.00');
  const recent = await me(recentTransfersGet, { types: ['p2p'], limit: 3 });
  t.match(recent.json.transfers, [
    { permission: '3d', isDisabled: false, details: { type: 'p2p', email: 'business@demo.test', amount: '50.00' } },
  ]);
  const max = await me(transferMaxAmountGet, { operation: 'p2p', fromAccountId: usd.accountId });
  t.equal(
    max.json.amount,
    '1188.12',
    '1188.12 + fee 11.88 (1 %, half up) = 1200.00: the whole balance; 1188.13 would not fit',
  );
  t.match((await me(customerLimitsGet, { type: 'betweenAccounts', fromAccountId: usd.accountId })).json.limits, [
    { type: 'betweenAccounts', minAmount: '0.01', amount: '10000.00', currencyCode: 'USD' },
  ]);
});

t.test(
  'approval: otp leaves the transfer processing until the code; push accepted or rejected by the control',
  async (t) => {
    const { app, me, usd, eur } = await setup(t);
    t.equal((await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'otp' })).statusCode, 200);
    const { transferApprove, approvalCodeResend, transferRetry } = await import('@app/contracts');
    const sent = await me(
      p2pTransfer,
      { fromAccountId: usd.accountId, email: 'business@demo.test', amount: '10.00' },
      'approval-a-1',
    );
    t.match(sent.json, {
      responseCode: '00',
      approveType: 'otp',
      approvalSentTo: 'authenticator app',
      availableApprovalMethods: ['otp'],
    });
    const trxid = sent.json.operationId as number;
    t.equal((await balances(me))[usd.accountId], '1250.50', 'pending: no money moved');
    t.equal(app.fakes.transactions.get('paxum/1', trxid)[0]?.status, 'processing');
    t.match((await me(approvalCodeResend, { trxid })).json, {
      responseCode: '00',
      approvalSentTo: 'authenticator app',
    });
    t.match((await me(transferApprove, { trxid, approvalCode: '000000' }, 'approval-a-2')).json, {
      responseCode: 'VF',
      responseDescription: /not correct/,
    });
    t.match((await me(transferApprove, { trxid, approvalCode: '123456' }, 'approval-a-3')).json, {
      responseCode: '00',
      status: 'completed',
    });
    t.equal((await balances(me))[usd.accountId], '1240.20', '10.00 + fee 0.30');
    t.match((await me(transferApprove, { trxid, approvalCode: '123456' }, 'approval-a-4')).json, {
      responseCode: 'VF',
      responseDescription: /completed/,
    });

    await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'push' });
    const push = await me(
      betweenAccountsTransfer,
      { toAmount: '5.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId },
      'approval-b-1',
    );
    t.match(push.json, { approveType: 'push', approvalSentTo: 'your linked device' });
    const byCode = await me(transferApprove, { trxid: push.json.operationId, approvalCode: '123456' }, 'approval-b-0');
    t.match(byCode.json, { responseCode: 'VF', responseDescription: /linked device, not with a code/ });
    t.match((await me(approvalCodeResend, { trxid: push.json.operationId })).json, {
      responseCode: 'VF',
      responseDescription: /push has no code to send/,
    });
    t.match((await me(approvalCodeResend, { trxid: 999999 })).json, {
      responseCode: 'VF',
      responseDescription: /no transfer 999999 of yours/,
    });
    const rejected = await control(app, 'transactions/latest', { username: 'personal@demo.test', decision: 'reject' });
    t.match(JSON.parse(rejected.body), { status: 'rejected' });
    t.equal((await balances(me))[usd.accountId], '1240.20', 'a rejected transfer moves nothing');
    t.equal(app.fakes.transactions.get('paxum/1', push.json.operationId as number)[0]?.status, 'rejected');
    t.equal(
      (await control(app, 'transactions/latest', { username: 'personal@demo.test', decision: 'accept' })).statusCode,
      404,
    );
    const retried = await me(transferRetry, { trxid: push.json.operationId }, 'approval-b-2');
    t.match(retried.json, { responseCode: '00', approveType: 'push' });
    t.not(retried.json.operationId, push.json.operationId, 'a retry is a new transaction');
    const accepted = await control(app, `transactions/${String(retried.json.operationId)}`, { decision: 'accept' });
    t.match(JSON.parse(accepted.body), { status: 'completed' });
    t.equal((await balances(me))[usd.accountId], '1234.70', '5.00 + exchange fee 0.50');
    for (const total of Object.values(app.fakes.ledger.tenantTotals('paxum/1'))) t.equal(total, 0);
  },
);

t.test('loading a prepaid card from the payment account of its currency', async (t) => {
  const { me, usd, usdCard } = await setup(t);
  const res = await me(
    loadPrepaidCard,
    { fromAccountId: usd.accountId, toAccountId: usdCard.accountId, amount: '40.00' },
    'card-load-key-1',
  );
  t.match(res.json, { responseCode: '00', fee: '0.00' });
  const after = await balances(me);
  t.equal(after[usd.accountId], '1210.50');
  t.equal(after[usdCard.accountId], '350.00');
});
