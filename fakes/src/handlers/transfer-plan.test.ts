import t from 'tap';
import { CLOSED_ACCOUNT_STATUS, accountTypes, cardStatusIds } from '@app/contracts';
import {
  type AccountRow,
  type P2pFacts,
  type PlanFacts,
  type TransferPlan,
  Refusal,
  planCardLoad,
  planOwn,
  planP2p,
} from './transfer-plan.ts';

const me = 100001;
const account = (id: number, currency: string, extra: Partial<AccountRow> = {}): AccountRow => ({
  account_id: id,
  customer_id: me,
  kind: 'customer',
  type: accountTypes.payment,
  sub_type: null,
  status_id: 1,
  currency,
  balance_min_minor: 0,
  ...extra,
});
const usd = account(300001, 'USD');
const eur = account(300002, 'EUR');
const usd2 = account(300003, 'USD');
const card = account(300004, 'USD', { type: 2006, sub_type: 'PREPAID', status_id: cardStatusIds.Active });
const closed = account(300009, 'USD', { status_id: CLOSED_ACCOUNT_STATUS });
const theirs = account(400001, 'USD', { customer_id: 100002 });

/** The outcome of a plan: the refusal's code and description, or what would move. */
function outcome(plan: () => TransferPlan): string {
  try {
    const p = plan();
    return `moves ${p.amountMinor}+${p.feeMinor} ${p.fromCurrency} → ${p.toAmountMinor} ${p.toCurrency}`;
  } catch (err) {
    if (err instanceof Refusal) return `${err.code} ${err.message}`;
    throw err;
  }
}

const own = (request: Record<string, unknown>, from?: AccountRow, to?: AccountRow, balance = 100_000): PlanFacts => ({
  customerId: me,
  request,
  from,
  to,
  fromBalanceMinor: balance,
});

// Spec 2 §7 "Between accounts: … submit (toAmount, fromAccount, toAccount …)"; the spec shows no refusal
// rules or limits (§9 "Fee amounts, transfer limits in money and fee percentages: not shown"), so the rows
// below are the fakes' decisions (fakes/README.md "Transfers and approval", "Fees and limits").
t.test('between own accounts: refusals and what moves (spec 2 §7 "Between accounts")', async (t) => {
  const body = (from: number, to: number, toAmount: string, currency = 'USD') => ({
    fromAccount: from,
    toAccount: to,
    toAmount,
    currency,
  });
  const rows: [string, PlanFacts, string][] = [
    [
      'same account',
      own(body(300001, 300001, '1.00'), usd, usd),
      'VF toAccount: the source and the destination are the same account',
    ],
    [
      'unknown source',
      own(body(300077, 300002, '1.00'), undefined, eur),
      'VF fromAccount: account 300077 is not one of your accounts',
    ],
    [
      "another customer's account reads like an unknown one",
      own(body(400001, 300002, '1.00'), theirs, eur),
      'VF fromAccount: account 400001 is not one of your accounts',
    ],
    [
      'spec 2 §4 "Closed accounts (status 11)": closed source',
      own(body(300009, 300002, '1.00'), closed, eur),
      'CA fromAccount: account 300009 is closed',
    ],
    ['closed destination', own(body(300001, 300009, '1.00'), usd, closed), 'CA toAccount: account 300009 is closed'],
    [
      'a card is not a between-accounts destination',
      own(body(300001, 300004, '1.00'), usd, card),
      'VF toAccount: cards are loaded with loadPrepaidCard, not between accounts',
    ],
    [
      'amount in another currency',
      own(body(300001, 300002, '1.00', 'EUR'), usd, eur),
      "VF currency: the amount is in the source account's currency, USD",
    ],
    [
      'too many decimals',
      own(body(300001, 300002, '1.001'), usd, eur),
      'VF amount: 1.001 is not an amount of USD (a decimal with at most 2 decimals)',
    ],
    ['zero', own(body(300001, 300002, '0.00'), usd, eur), 'VF amount: the amount must be above 0'],
    [
      'above the maximum per transfer',
      own(body(300001, 300003, '10000.01'), usd, usd2, 10_000_000),
      'VF amount: the maximum per transfer is 10000.00 USD',
    ],
    [
      'exchange fee 0.5 %: 999.60 + 5.00 exceeds 1000.00',
      own(body(300001, 300002, '999.60'), usd, eur),
      'VF amount: 999.60 USD plus the fee 5.00 is above the available 1000.00 USD',
    ],
    ['same currency, free', own(body(300001, 300003, '25.00'), usd, usd2), 'moves 2500+0 USD → 2500 USD'],
    [
      'exchange USD → EUR at 0.92, fee 0.50',
      own(body(300001, 300002, '25.00'), usd, eur),
      'moves 2500+50 USD → 2300 EUR',
    ],
  ];
  for (const [why, facts, want] of rows)
    t.equal(
      outcome(() => planOwn(facts)),
      want,
      why,
    );
});

t.test('P2P: refusals and what moves (spec 2 §7 "P2P transfer")', async (t) => {
  const payeeEur = account(500001, 'EUR', { customer_id: 100005 });
  const payeeUsd = account(500002, 'USD', { customer_id: 100005 });
  const p2p = (amount: string, extra: Partial<P2pFacts> = {}): P2pFacts => ({
    ...own({ fromAccountId: 300001, email: ' pat@demo.test ', amount }, usd),
    payee: { customer_id: 100005 },
    payeeBlocksSender: false,
    payeeAccounts: [payeeEur, payeeUsd],
    ...extra,
  });
  const rows: [string, P2pFacts, string][] = [
    [
      'from a card',
      p2p('5.00', { from: card, request: { fromAccountId: 300004, email: 'pat@demo.test', amount: '5.00' } }),
      'VF fromAccountId: P2P transfers leave from a payment account, not a card',
    ],
    [
      'nobody receives at the e-mail',
      p2p('5.00', { payee: undefined }),
      'VF email: no customer receives payments at pat@demo.test',
    ],
    [
      'own e-mail',
      p2p('5.00', { payee: { customer_id: me } }),
      'VF email: this is your own e-mail; use a transfer between your accounts',
    ],
    [
      "the payee's blacklist holds the sender",
      p2p('5.00', { payeeBlocksSender: true }),
      'VF email: pat@demo.test does not accept payments from you',
    ],
    [
      'no open payment account',
      p2p('5.00', { payeeAccounts: [] }),
      'VF email: pat@demo.test has no account that can receive payments',
    ],
    ['below the P2P minimum 1.00', p2p('0.99'), 'VF amount: the minimum is 1.00 USD'],
    [
      'fee 1 % min 0.30: 999.80 + 10.00 exceeds 1000.00',
      p2p('999.80'),
      'VF amount: 999.80 USD plus the fee 10.00 is above the available 1000.00 USD',
    ],
    ["into the payee's account of the sender's currency", p2p('50.00'), 'moves 5000+50 USD → 5000 USD'],
    ['else its first account, converted', p2p('50.00', { payeeAccounts: [payeeEur] }), 'moves 5000+50 USD → 4600 EUR'],
  ];
  for (const [why, facts, want] of rows)
    t.equal(
      outcome(() => planP2p(facts)),
      want,
      why,
    );
});

t.test('loading a prepaid card: refusals and what moves (spec 2 §4 "Load card …: Active and not Fraud")', async (t) => {
  const load = (from: AccountRow, to: AccountRow, amount = '20.00') =>
    own({ fromAccountId: from.account_id, toAccountId: to.account_id, amount }, from, to);
  const rows: [string, PlanFacts, string][] = [
    ['the source is the card', load(card, card), 'VF toAccountId: the source and the card are the same account'],
    [
      'from a card',
      load({ ...card, account_id: 300008 }, card),
      'VF fromAccountId: a card is loaded from a payment account',
    ],
    [
      'not a prepaid card',
      load(usd, { ...card, sub_type: 'DEBIT' }),
      'VF toAccountId: only prepaid cards can be loaded',
    ],
    [
      'spec 2 §4 "Active and not Fraud": a Fraud card',
      load(usd, { ...card, status_id: cardStatusIds.Fraud }),
      'VF toAccountId: only an active card can be loaded',
    ],
    [
      'spec 2 §4 "Active and not Fraud": a Paused card',
      load(usd, { ...card, status_id: cardStatusIds.Paused }),
      'VF toAccountId: only an active card can be loaded',
    ],
    ['another currency', load(eur, card), 'VF fromAccountId: the card holds USD; load it from a USD account'],
    [
      'above the card-load maximum 2000.00',
      load(usd, card, '2000.01'),
      'VF amount: the maximum per transfer is 2000.00 USD',
    ],
    ['an active prepaid card, free', load(usd, card), 'moves 2000+0 USD → 2000 USD'],
  ];
  for (const [why, facts, want] of rows)
    t.equal(
      outcome(() => planCardLoad(facts)),
      want,
      why,
    );
});
