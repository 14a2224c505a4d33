import { type Account, allCardStatusIds } from '@app/contracts';
import t from 'tap';
import {
  type CardAction,
  type CardsRoute,
  binOf,
  cardActions,
  cardApplicationFees,
  cardDetailRoute,
  cardLists,
  cardStatusName,
  cardsListRoute,
  maskCardNumber,
  walletCardOf,
} from './rules.ts';

// Spec 2 §4 "Card actions by status and type". Each row: status id (spec 2 §3 card-status table),
// then the actions of a physical card and of a virtual card.
const P = ['balance', 'history', 'block', 'changePin', 'showPin'] as const; // "Paused, Active or Expired"
const V = ['editName', 'editDetails'] as const; // "Edit name and card details: virtual cards only."
const matrix: [id: number, status: string, physical: CardAction[], virtual: CardAction[]][] = [
  [0, 'Submitted', [], [...V]],
  [
    2,
    'Active',
    // "Load card and enrollment: Active and not Fraud (enrollment for physical cards only)"; "Pause: Active or Expired."
    [...P, 'load', 'enrollment', 'pause'],
    [...P, ...V, 'load', 'pause'],
  ],
  [4, 'Canceled', [], []],
  // "Change or show PIN: not Fraud"; Fraud is none of Paused/Active/Expired/Limited either
  [18, 'Fraud', [], [...V]],
  [19, 'Printing', [], [...V]],
  [20, 'Printed', [], [...V]],
  [21, 'Shipped', [], [...V]],
  [23, 'Pending', [], [...V]],
  [65, 'Pending', [], [...V]],
  // "History: Paused, Active, Limited or Expired."
  [27, 'Limited', ['history'], ['history', ...V]],
  [38, 'Expired', [...P, 'pause'], [...P, ...V, 'pause']],
  [41, 'Processing', [], [...V]],
  // "Unpause: Paused only."
  [71, 'Paused', [...P, 'unpause'], [...P, ...V, 'unpause']],
];

t.test('spec 2 §4 card action matrix: every status id of the card-status table × physical/virtual', async (t) => {
  t.same(
    matrix.map((r) => r[0]),
    [...allCardStatusIds],
    'the table covers every status id of spec 2 §3, in order',
  );
  for (const [id, status, physical, virtual] of matrix) {
    t.equal(cardStatusName(id), status, `${id} is ${status}`);
    t.same(cardActions({ statusId: id, isVirtual: false }), physical, `${status} (${id}) physical`);
    t.same(cardActions({ statusId: id, isVirtual: true }), virtual, `${status} (${id}) virtual`);
  }
  t.same(cardActions({ statusId: 11, isVirtual: true }), [], 'a closed account (status 11) takes no action');
  t.equal(cardStatusName(11), 'Closed');
  t.equal(cardStatusName(999), 'Unknown');
});

let nextId = 1;
const card = (kind: 'physical' | 'virtual', change: Partial<Account> = {}): Account => ({
  accountId: nextId++,
  type: 2006,
  subType: 'PREPAID',
  accountStatusId: 2,
  currencyCode: 'USD',
  balance: '1.00',
  customerId: 1,
  cardIsVirtual: kind === 'virtual',
  ...change,
});
const payment: Account = {
  accountId: 900,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance: '0',
  customerId: 1,
};

t.test('spec 2 §2 "Cards routing" at /cards', async (t) => {
  const p1 = card('physical');
  const p2 = card('physical');
  const v1 = card('virtual');
  const rows: [rule: string, accounts: Account[], want: CardsRoute][] = [
    [
      '"exactly one card and no other kind … straight to its detail"',
      [payment, v1],
      { to: 'detail', accountId: v1.accountId },
    ],
    ['"the physical list if any card is physical"', [p1, v1], { to: 'list', list: 'physical' }],
    ['"the physical list if any card is physical" (two physical)', [p1, p2], { to: 'list', list: 'physical' }],
    ['"else the virtual list"', [v1, card('virtual')], { to: 'list', list: 'virtual' }],
    ['"else stays": no card at all', [payment], { to: 'stay' }],
    [
      '"prepaid cards that are not closed": a closed card does not count',
      [card('physical', { accountStatusId: 11 })],
      { to: 'stay' },
    ],
    ['"prepaid cards": a debit card does not count', [card('physical', { subType: 'DEBIT' })], { to: 'stay' }],
    [
      'one open card beside a closed one goes straight to the open one',
      [card('physical', { accountStatusId: 11 }), v1],
      { to: 'detail', accountId: v1.accountId },
    ],
  ];
  for (const [rule, accounts, want] of rows) t.same(cardsListRoute(accounts), want, rule);
});

t.test('spec 2 §2 "Cards routing" at /cards/{accountId}', async (t) => {
  const open = card('physical');
  const closed = card('virtual', { accountStatusId: 11 });
  const debit = card('physical', { subType: 'DEBIT' });
  const rows: [rule: string, accounts: Account[], id: number, want: CardsRoute][] = [
    [
      '"allowed only for an open prepaid card account"',
      [open, closed],
      open.accountId,
      { to: 'detail', accountId: open.accountId },
    ],
    [
      'closed: "returns to /cards if more than one card-type account exists"',
      [open, closed],
      closed.accountId,
      { to: 'cards' },
    ],
    ['not prepaid: back to /cards with two card accounts', [open, debit], debit.accountId, { to: 'cards' }],
    ['unknown id, one card-type account: "else home"', [open, payment], 12345, { to: 'home' }],
    ['a payment account is not a card: "else home"', [payment, closed], payment.accountId, { to: 'home' }],
  ];
  for (const [rule, accounts, id, want] of rows) t.same(cardDetailRoute(accounts, id), want, rule);
});

t.test('physical, virtual and closed lists', async (t) => {
  const p = card('physical');
  const v = card('virtual');
  const c = card('physical', { accountStatusId: 11 });
  t.same(cardLists([payment, p, v, c]), { physical: [p], virtual: [v], closed: [c] });
});

t.test('spec 2 §5 "Card numbers shorter than 16 characters are not masked."', async (t) => {
  const rows: [number: string, want: string][] = [
    ['123456789012345', '123456789012345'], // 15 characters: shown as is
    ['4921 8312', '4921 8312'],
    ['4111111111111111', '••••••••••••1111'], // 16 characters: masked
    ['5412 7512 3456 4821', '•••• •••• •••• 4821'],
    ['5412 75** **** 4821', '•••• •••• •••• 4821'],
  ];
  for (const [n, want] of rows) t.equal(maskCardNumber(n), want, `${n} (${n.length} characters)`);
});

t.test('spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed."', async (t) => {
  const rows: [input: string, want: string | null][] = [
    ['4111 1111 1111 1111', '411111'],
    ['5412 75', '541275'],
    ['5412 7', null],
    ['abc def', null],
  ];
  for (const [input, want] of rows) t.equal(binOf(input), want, input);
});

t.test('spec 2 §3 "On failure the fees default to 0, an empty list and an empty currency."', async (t) => {
  const info = {
    annual: '10.00',
    issue: '5.00',
    monthly: '1.00',
    currency: 'EUR',
    shippingOptions: [{ id: 1, type: 'standard', fee: '0.00', deliveryTime: '10 days', disabledReasons: [] }],
  };
  t.same(cardApplicationFees({ ok: true, info }), info);
  t.same(cardApplicationFees({ ok: false }), {
    annual: '0',
    issue: '0',
    monthly: '0',
    currency: '',
    shippingOptions: [],
  });
});

t.test('spec 3 §3 addCardToWallet: which card is offered to the wallet, and what the wrapper gets', async (t) => {
  const card = { accountId: 7, accountStatusId: 2, cardNumber: '5412 75** **** 4111' };
  const rows: [string, Parameters<typeof walletCardOf>, ReturnType<typeof walletCardOf>][] = [
    [
      'an Active card inside the wrapper',
      [card, 'Alex Kim', true],
      { accountId: 7, cardholderName: 'Alex Kim', lastFour: '4111' },
    ],
    ['outside the wrapper nothing is offered', [card, 'Alex Kim', false], null],
    ['Paused: not usable to pay', [{ ...card, accountStatusId: 71 }, 'Alex Kim', true], null],
    ['Fraud', [{ ...card, accountStatusId: 18 }, 'Alex Kim', true], null],
    ['Closed (status 11)', [{ ...card, accountStatusId: 11 }, 'Alex Kim', true], null],
    ['a number without its last four digits', [{ ...card, cardNumber: '•••• ••••' }, 'Alex Kim', true], null],
    ['no number at all', [{ accountId: 7, accountStatusId: 2 }, 'Alex Kim', true], null],
    ['no holder name', [card, '  ', true], null],
    [
      'an unmasked short number keeps its last four',
      [{ ...card, cardNumber: '4111 2222' }, ' Alex ', true],
      { accountId: 7, cardholderName: 'Alex', lastFour: '2222' },
    ],
  ];
  for (const [why, args, want] of rows) t.same(walletCardOf(...args), want, why);
});
