import t from 'tap';
import type { Test } from 'tap';
import {
  type CallDef,
  accountListGet,
  eftTransfer,
  interacTransfer,
  transactionRequestApprove,
  transactionRequestCountsGet,
  transactionRequestListGet,
  transactionTypeIds,
  wireTransfer,
} from '@app/contracts';
import { call, fakesWithClock, signIn, usEft } from '../../test/helper.ts';

/**
 * Spec 2 §6 (right 3 initiates), §7 "Business approvals": an external submit of initiator@ (right 3 in business@'s
 * company) moves nothing; it waits as a pending transaction request that business@ (right 2) approves once or
 * declines.
 */

interface Acc {
  accountId: number;
  currencyCode: string;
  balance: string;
}

const minor = (s: string) => Math.round(Number(s) * 100);

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as =
    (token: string) =>
    (def: CallDef, body: Record<string, unknown> = {}, key?: string) =>
      call(t, app, def, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const initiator = as((await signIn(t, app, 'initiator@demo.test')).accessToken);
  const business = as((await signIn(t, app, 'business@demo.test')).accessToken);
  const accounts = (await business(accountListGet)).json.accounts as Acc[];
  const usd = accounts.find((a) => a.currencyCode === 'USD') as Acc;
  const eur = accounts.find((a) => a.currencyCode === 'EUR') as Acc;
  const balance = async (id = usd.accountId) =>
    ((await business(accountListGet)).json.accounts as Acc[]).find((a) => a.accountId === id)?.balance as string;
  /** The ledger's postings on an account (each journal entry posts once per account). */
  const postings = (accountId = usd.accountId) =>
    (
      app.fakes.db
        .prepare("SELECT COUNT(*) AS n FROM postings WHERE tenant = 'paxum/1' AND account_id = ?")
        .get(accountId) as { n: number }
    ).n;
  /** EFT to a US bank from the company's USD account: fee 1.50 (external-fees.ts). */
  const eft = usEft(usd.accountId);
  return { app, initiator, business, usd, eur, balance, postings, eft };
}

t.test(
  'an initiator’s EFT answers 00 (approve mode none, processing) and waits as a request; nothing moves',
  async (t) => {
    const { initiator, business, usd, balance, postings, eft } = await setup(t);
    const before = await balance();
    const p = postings();
    const sent = await initiator(eftTransfer, eft, 'hx-eft-1');
    t.match(
      sent.json,
      { responseCode: '00', approveType: 'none', status: 'processing', fee: '1.50', feeCurrencyCode: 'USD' },
      'the shape the web handles for a held P2P: the success popup with the right-3 wording',
    );
    t.equal(await balance(), before, 'no money moved');
    t.equal(postings(), p, 'no posting');
    const again = await initiator(eftTransfer, eft, 'hx-eft-1');
    t.same(again.json, sent.json, 'the same Idempotency-Key replays the answer');
    const list = await business(transactionRequestListGet, { page: 1 });
    t.equal(list.json.total, 1, 'one request, not two');
    t.match(list.json.requests, [
      {
        transactionIds: [sent.json.transactionId],
        batchId: null,
        status: 'pending',
        transactionType: 'eft',
        amount: '50.00',
        fee: '1.50',
        currencyCode: 'USD',
        fromAccountId: usd.accountId,
        to: 'Acme Supplies Inc',
        createdBy: { email: 'initiator@demo.test' },
      },
    ]);
    t.equal((await business(transactionRequestListGet, { page: 1, transactionType: 'eft' })).json.total, 1);
    t.equal((await business(transactionRequestListGet, { page: 1, transactionType: 'p2p' })).json.total, 0);
    t.match((await business(transactionRequestCountsGet)).json, { transactionRequestCount: 1 });
  },
);

t.test('approving executes it as for a right-2 user, once: two approvals at once post once', async (t) => {
  const { app, initiator, business, usd, balance, postings, eft } = await setup(t);
  const before = await balance();
  const id = (await initiator(eftTransfer, eft, 'hx-eft-2')).json.transactionId as number;
  const p = postings();
  const [a, b] = await Promise.all([
    business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'hx-approve-a'),
    business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'hx-approve-b'),
  ]);
  t.same([a.json.responseCode, b.json.responseCode].sort(), ['00', 'VF'], 'one approves, the other finds it decided');
  t.match((a.json.responseCode === '00' ? a : b).json, { results: [{ transactionId: id, status: 'completed' }] });
  t.equal(postings() - p, 1, 'one posting on the source account');
  t.equal(minor(before) - minor(await balance()), 5150, 'amount 50.00 + fee 1.50 left once');
  for (const total of Object.values(app.fakes.ledger.tenantTotals('paxum/1'))) t.equal(total, 0, 'ledger balanced');
  const rows = app.fakes.transactions.get('paxum/1', id).filter((r) => r.account_id === usd.accountId);
  t.same(
    rows.map((r) => [r.direction, r.amount_minor, r.fee_minor, r.status, r.type_id]),
    [['out', 5000, 150, 'completed', transactionTypeIds.wireWithdrawal]],
    'the history row, completed, of the EFT type',
  );
  t.match((await business(transactionRequestCountsGet)).json, { transactionRequestCount: 0 });

  // the same submit by business@ (right 2) runs at once, through the same path: the same amount + fee
  const b2 = await balance();
  const own = await business(eftTransfer, eft, 'hx-eft-business');
  t.match(own.json, { responseCode: '00', approveType: 'none', status: 'pending' });
  t.equal(minor(b2) - minor(await balance()), 5150, 'a right-2 submit moves at once');
  t.equal((await business(transactionRequestListGet, { page: 1, status: 'pending' })).json.total, 0, 'no request');
});

t.test('declining moves nothing; wire and Interac wait too, named by their beneficiary', async (t) => {
  const { initiator, business, usd, eur, balance, postings, eft } = await setup(t);
  const beforeUsd = await balance();
  const beforeEur = await balance(eur.accountId);
  const p = postings();
  const id = (await initiator(eftTransfer, eft, 'hx-eft-3')).json.transactionId as number;
  const wire = await initiator(
    wireTransfer,
    {
      fromAccountId: eur.accountId,
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
    },
    'hx-wire-1',
  );
  t.match(wire.json, { responseCode: '00', approveType: 'none', status: 'processing', fee: '25.00' });
  const interac = await initiator(
    interacTransfer,
    {
      fromAccountId: usd.accountId,
      amount: '30.00',
      currencyCode: 'CAD',
      permission: '3d',
      beneficiaryName: 'Leo Tremblay',
      email: 'leo.tremblay@example.ca',
    },
    'hx-interac-1',
  );
  t.match(interac.json, { responseCode: '00', approveType: 'none', status: 'processing' });
  const listed = (await business(transactionRequestListGet, { page: 1 })).json.requests as Record<string, unknown>[];
  t.same(listed.map((r) => [r.transactionType, r.to, r.currencyCode]).sort(), [
    ['eft', 'Acme Supplies Inc', 'USD'],
    ['interac', 'leo.tremblay@example.ca', 'USD'],
    ['wire', 'Erika Mustermann', 'EUR'],
  ]);
  const declined = await business(transactionRequestApprove, { transactionIds: [id], declined: true }, 'hx-decline');
  t.match(declined.json, { responseCode: '00', results: [{ transactionId: id, status: 'declined' }] });
  const late = await business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'hx-late-approve');
  t.equal(late.json.responseCode, 'VF', 'a declined request is not approved afterwards');
  const wireId = wire.json.transactionId as number;
  const interacId = interac.json.transactionId as number;
  const rest = await business(
    transactionRequestApprove,
    { transactionIds: [wireId, interacId], declined: true },
    'hx-decline-rest',
  );
  t.equal(rest.json.responseCode, '00');
  t.equal(await balance(), beforeUsd, 'nothing moved from USD');
  t.equal(await balance(eur.accountId), beforeEur, 'nothing moved from EUR');
  t.equal(postings(), p, 'no posting');
  t.match((await business(transactionRequestCountsGet)).json, { transactionRequestCount: 0 });
});
