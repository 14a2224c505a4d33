import { CLOSED_ACCOUNT_STATUS, cardStatusIds } from '@app/contracts';
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';
import type { Ledger } from './ledger.ts';
import { parseMinor } from './money.ts';
import { createTransactions } from './transactions.ts';
import { seedHistory } from './seed-history.ts';

export const demoPassword = 'Demo-pass-1';
export const demoOtp = '123456';

export const loginFlowKinds = ['simple', 'direct', 'otp', 'sms', 'push', 'verifyDevice'] as const;
export type LoginFlowKind = (typeof loginFlowKinds)[number];

export interface DemoUser {
  readonly username: string;
  readonly who: string;
  readonly flow: LoginFlowKind;
}

/** design.md "The fakes": the same users in every brand and stage. */
export const demoUsers: readonly DemoUser[] = [
  {
    username: 'personal@demo.test',
    who: 'verified personal customer, USD/EUR/RON accounts, two cards (+ a paused one and a closed card account)',
    flow: 'simple',
  },
  { username: 'business@demo.test', who: 'business owner, full rights, related accounts', flow: 'simple' },
  { username: 'otp@demo.test', who: 'personal customer', flow: 'otp' },
  { username: 'sms@demo.test', who: 'personal customer', flow: 'sms' },
  { username: 'push@demo.test', who: 'personal customer with a linked device', flow: 'push' },
  { username: 'device@demo.test', who: 'personal customer', flow: 'verifyDevice' },
  { username: 'unverified@demo.test', who: 'unverified personal customer with required actions', flow: 'simple' },
  { username: 'limited@demo.test', who: 'limited personal customer with restriction reasons', flow: 'simple' },
  { username: 'rep@demo.test', who: 'business representative without balance info', flow: 'simple' },
  { username: 'admin@demo.test', who: 'administrator', flow: 'simple' },
];

// scrypt parameters kept low: this is a fake, and tests sign in many times.
const SCRYPT = { N: 1 << 12, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, { ...SCRYPT, N: Number(n) });
  return timingSafeEqual(actual, expected);
}

/**
 * One hash of the demo password per process: seeding fifteen stages of six
 * brands must stay fast, and every demo user shares the password anyway.
 */
let demoHash: string | undefined;
const demoPasswordHash = (): string => (demoHash ??= hashPassword(demoPassword));

interface AccountSeed {
  currency: string;
  balance: string;
  type?: number;
  subType?: 'PREPAID' | 'DEBIT';
  statusId?: number;
  card?: {
    virtual: boolean;
    alias: string;
    last4: string;
    expiryMonth: number;
    expiryYear: number;
    /** funded from the payment account of the same currency, like a real top-up */
    fundedFromPayment: boolean;
  };
}

interface UserSeed {
  userId: number;
  username: string;
  customerId: number;
  customerType: 'personal' | 'business';
  customerName: string;
  phone: string;
  flow: LoginFlowKind;
  customer: Record<string, unknown>;
  access: Record<string, unknown>;
  acting: (number | '*')[];
  accounts: AccountSeed[];
  ownsCustomer: boolean;
}

const personalBase = {
  customerType: 'personal',
  transactionApproveMode: 'none',
  login2faMode: 'no',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  residenceCountryCode: 'RO',
  verified: true,
  limited: false,
  dueDiligenceLevel: 2,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
};

const personalAccess = {
  accessList: { balanceInfo: true },
  accessRights: 2,
  isNeedKyc: false,
};

const businessPermissions = {
  sendMoneyPaxumUser: true,
  requestMoney: true,
  settlementAccount: true,
  sendMoneyUser: true,
  addFundsWireThirdParty: true,
  addFundsBankThirdParty: true,
};

function person(
  userId: number,
  username: string,
  customerId: number,
  firstName: string,
  lastName: string,
  flow: LoginFlowKind,
  phone: string,
  extra: Partial<UserSeed> = {},
  customerExtra: Record<string, unknown> = {},
): UserSeed {
  return {
    userId,
    username,
    customerId,
    customerType: 'personal',
    customerName: `${firstName} ${lastName}`,
    phone,
    flow,
    customer: {
      ...personalBase,
      firstName,
      lastName,
      birthDay: '1988-04-12',
      customerCreationDate: '2021-03-15T09:24:11Z',
      taxId: '1880412123456',
      login2faMode: flow === 'simple' || flow === 'direct' ? 'no' : flow,
      ...customerExtra,
    },
    access: personalAccess,
    acting: [],
    accounts: [{ currency: 'USD', balance: '100.00' }],
    ownsCustomer: true,
    ...extra,
  };
}

/** Related companies of business@demo.test (it may act for them with fromCustomerId). */
export const relatedCustomers = [
  {
    customerId: 100101,
    name: 'Demo Trading Europe SRL',
    accounts: [
      { currency: 'EUR', balance: '5400.00' },
      { currency: 'RON', balance: '15000.00' },
    ],
  },
  { customerId: 100102, name: 'Demo Studio LLC', accounts: [{ currency: 'USD', balance: '830.75' }] },
] as const;

/**
 * For the cards screens: a paused card (spec 2 §3 status 71), a closed card account (status 11) and a delivered card to
 * activate (status 21) for personal@.
 */
const personalExtraCards: AccountSeed[] = [
  {
    currency: 'USD',
    balance: '20.00',
    type: 2101,
    subType: 'PREPAID',
    statusId: cardStatusIds.Paused,
    card: {
      virtual: true,
      alias: 'Subscriptions',
      last4: '1187',
      expiryMonth: 11,
      expiryYear: 2027,
      fundedFromPayment: false,
    },
  },
  {
    currency: 'EUR',
    balance: '0.00',
    type: 2006,
    subType: 'PREPAID',
    statusId: CLOSED_ACCOUNT_STATUS,
    card: {
      virtual: false,
      alias: 'Old card',
      last4: '5502',
      expiryMonth: 1,
      expiryYear: 2025,
      fundedFromPayment: false,
    },
  },
  // a delivered physical card waiting for its activation (spec 2 §3 status 21 Shipped; card-lifecycle.ts)
  {
    currency: 'USD',
    balance: '0.00',
    type: 2006,
    subType: 'PREPAID',
    statusId: cardStatusIds.Shipped,
    card: {
      virtual: false,
      alias: 'New card',
      last4: '6614',
      expiryMonth: 10,
      expiryYear: 2030,
      fundedFromPayment: false,
    },
  },
];

function userSeeds(): UserSeed[] {
  return [
    person(5001, 'personal@demo.test', 100001, 'Alex', 'Morgan', 'simple', '+1 415 555 4821', {
      accounts: [
        { currency: 'USD', balance: '1250.50' },
        { currency: 'EUR', balance: '980.25' },
        { currency: 'RON', balance: '4520.00' },
        {
          currency: 'USD',
          balance: '310.00',
          type: 2006,
          subType: 'PREPAID',
          statusId: cardStatusIds.Active,
          card: {
            virtual: false,
            alias: 'Everyday card',
            last4: '4821',
            expiryMonth: 9,
            expiryYear: 2028,
            fundedFromPayment: true,
          },
        },
        {
          currency: 'EUR',
          balance: '75.00',
          type: 2101,
          subType: 'PREPAID',
          statusId: cardStatusIds.Active,
          card: {
            virtual: true,
            alias: 'Online shopping',
            last4: '7390',
            expiryMonth: 3,
            expiryYear: 2027,
            fundedFromPayment: true,
          },
        },
      ],
    }),
    {
      userId: 5002,
      username: 'business@demo.test',
      customerId: 100002,
      customerType: 'business',
      customerName: 'Demo Trading LLC',
      phone: '+1 646 555 0142',
      flow: 'simple',
      customer: {
        ...personalBase,
        customerType: 'business',
        firstName: 'Jordan',
        lastName: 'Lee',
        businessName: 'Demo Trading LLC',
        customerCreationDate: '2019-11-02T14:05:40Z',
        residenceCountryCode: 'US',
        taxId: '12-3456789',
        isHaveRelatedAccounts: true,
        transactionApproveMode: 'single',
        permissions: businessPermissions,
        merchant: { websiteUrl: 'https://trading.demo.test', ipnEnabled: true },
      },
      access: {
        accessList: { balanceInfo: true },
        accessRights: 2,
        isNeedKyc: false,
        employeeFirstName: 'Jordan',
        employeeLastName: 'Lee',
        permissions: businessPermissions,
      },
      acting: [100101, 100102],
      accounts: [
        { currency: 'USD', balance: '25000.00' },
        { currency: 'EUR', balance: '12000.00' },
      ],
      ownsCustomer: true,
    },
    person(5003, 'otp@demo.test', 100003, 'Olivia', 'Popescu', 'otp', '+40 721 555 310'),
    person(5004, 'sms@demo.test', 100004, 'Samuel', 'Ionescu', 'sms', '+1 305 555 4821'),
    person(5005, 'push@demo.test', 100005, 'Priya', 'Nair', 'push', '+44 20 5555 0199'),
    person(5006, 'device@demo.test', 100006, 'Daniel', 'Costa', 'verifyDevice', '+351 912 555 018'),
    person(
      5007,
      'unverified@demo.test',
      100007,
      'Uma',
      'Varga',
      'simple',
      '+40 744 555 123',
      { accounts: [{ currency: 'USD', balance: '0.00' }] },
      {
        verified: false,
        // calls4.md: no KYC/profile-update redirect, so the banner (and its link to /kyc) is reachable
        isNeedPersonalInfoUpdate: false,
        isNeedKyc: false,
        dueDiligenceLevel: 1,
        // required actions (spec 1 §4): no address, unconfirmed phone, identity not submitted, FATCA/CRS missing
        requiredActions: ['fatcaCrs', 'address', 'phone', 'identity'],
      },
    ),
    person(
      5008,
      'limited@demo.test',
      100008,
      'Liam',
      'Novak',
      'simple',
      '+420 601 555 777',
      { accounts: [{ currency: 'EUR', balance: '2300.00' }] },
      {
        limited: true,
        // restriction reasons 1 and 5: profile-store.ts (customerLimitReasonGet)
      },
    ),
    {
      userId: 5009,
      username: 'rep@demo.test',
      customerId: 100002,
      customerType: 'business',
      customerName: 'Demo Trading LLC',
      phone: '+1 646 555 0177',
      flow: 'simple',
      customer: {
        ...personalBase,
        customerType: 'business',
        firstName: 'Riley',
        lastName: 'Stone',
        businessName: 'Demo Trading LLC',
        customerCreationDate: '2019-11-02T14:05:40Z',
        residenceCountryCode: 'US',
        permissions: {},
      },
      // a representative: the access list has no balanceInfo (spec 1 §3)
      access: {
        accessList: {},
        accessRights: 1,
        isNeedKyc: false,
        businessRepresentativePositionIds: [2],
        employeeFirstName: 'Riley',
        employeeLastName: 'Stone',
        permissions: {},
      },
      acting: [],
      accounts: [],
      ownsCustomer: false,
    },
    person(
      5010,
      'admin@demo.test',
      100010,
      'Ada',
      'Admin',
      'simple',
      '+40 731 555 900',
      { acting: ['*'] },
      { isAdmin: true },
    ),
  ];
}

export interface SeedContext {
  db: Db;
  ledger: Ledger;
  tenant: string;
  now: number;
}

const cardNumberPrefix = { false: '5412 75', true: '4921 83' } as const;

/** Fills one tenant. Called inside the caller's transaction. */
export function seedTenant({ db, ledger, tenant, now }: SeedContext): void {
  const insertCustomer = db.prepare(
    'INSERT INTO customers (tenant, customer_id, customer_type, name) VALUES (?, ?, ?, ?)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (tenant, user_id, username, password_hash, customer_id, flow, phone, customer_json, access_json, acting_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAccount = db.prepare(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDevice = db.prepare(
    'INSERT INTO devices (tenant, device_id, user_id, device_json, secret, push_token) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const transactions = createTransactions(db);
  let nextAccountId = 300001;
  const equity = new Map<string, number>();
  const equityFor = (currency: string): number => {
    let id = equity.get(currency);
    if (id === undefined) {
      id = 900000 + equity.size + 1;
      insertAccount.run(tenant, id, 0, 'equity', 0, null, 1, currency, JSON.stringify({ name: `funding ${currency}` }));
      equity.set(currency, id);
    }
    return id;
  };

  const day = 24 * 3600 * 1000;
  let entryTime = now - 30 * day;
  const fund = (customerId: number, accounts: readonly AccountSeed[]): void => {
    const payment = new Map<string, number>();
    const cards: { id: number; seed: AccountSeed }[] = [];
    for (const a of accounts) {
      const id = nextAccountId++;
      const extra: Record<string, unknown> = {};
      if (a.card) {
        extra.cardIsVirtual = a.card.virtual;
        extra.cardExpiryMonth = a.card.expiryMonth;
        extra.cardExpiryYear = a.card.expiryYear;
        extra.cardReissuedStatusId = 0;
        extra.cardAliasName = a.card.alias;
        extra.cardNumber = `${cardNumberPrefix[`${a.card.virtual}`]}** **** ${a.card.last4}`;
      }
      if (a.card && payment.has(a.currency)) extra.settlementAccountId = payment.get(a.currency);
      insertAccount.run(
        tenant,
        id,
        customerId,
        'customer',
        a.type ?? 1001,
        a.subType ?? null,
        a.statusId ?? 1,
        a.currency,
        JSON.stringify(extra),
      );
      if (!a.card) payment.set(a.currency, id);
      else cards.push({ id, seed: a });
    }
    // money comes in from the funding equity account; cards are topped up from payment accounts
    const cardTopUps = new Map<string, number>();
    for (const { seed } of cards)
      if (seed.card?.fundedFromPayment && payment.has(seed.currency))
        cardTopUps.set(
          seed.currency,
          (cardTopUps.get(seed.currency) ?? 0) + (parseMinor(seed.balance, seed.currency) ?? 0),
        );
    for (const a of accounts) {
      if (a.card) continue;
      const id = payment.get(a.currency) as number;
      const amount = (parseMinor(a.balance, a.currency) ?? 0) + (cardTopUps.get(a.currency) ?? 0);
      if (amount === 0) continue;
      const deposit = ledger.post({
        tenant,
        kind: 'deposit',
        memo: `Incoming wire ${a.currency}`,
        now: (entryTime += day),
        postings: [
          { accountId: equityFor(a.currency), currency: a.currency, amountMinor: -amount },
          { accountId: id, currency: a.currency, amountMinor: amount },
        ],
      });
      transactions.record({
        tenant,
        typeId: 4,
        status: 'completed',
        description: `Incoming wire ${a.currency}`,
        counterparty: 'Demo Bank',
        entryId: deposit.entryId,
        now: entryTime,
        sides: [{ accountId: id, customerId, direction: 'in', amountMinor: amount, currency: a.currency }],
      });
    }
    for (const { id, seed } of cards) {
      const amount = parseMinor(seed.balance, seed.currency) ?? 0;
      if (amount === 0) continue; // a card without money has no top-up
      const from = payment.get(seed.currency);
      const source = seed.card?.fundedFromPayment && from !== undefined ? from : equityFor(seed.currency);
      const topUp = ledger.post({
        tenant,
        kind: 'cardTopUp',
        memo: `Card top-up ${seed.card?.alias ?? ''}`.trim(),
        now: (entryTime += day),
        postings: [
          { accountId: source, currency: seed.currency, amountMinor: -amount },
          { accountId: id, currency: seed.currency, amountMinor: amount },
        ],
      });
      const alias = seed.card?.alias ?? '';
      transactions.record({
        tenant,
        typeId: 6,
        status: 'completed',
        description: `Card top-up ${alias}`.trim(),
        counterparty: alias,
        entryId: topUp.entryId,
        now: entryTime,
        sides: [
          ...(source === from
            ? [
                {
                  accountId: source,
                  customerId,
                  direction: 'out' as const,
                  amountMinor: amount,
                  currency: seed.currency,
                },
              ]
            : []),
          { accountId: id, customerId, direction: 'in', amountMinor: amount, currency: seed.currency },
        ],
      });
    }
  };

  const hash = demoPasswordHash();
  const seenCustomers = new Set<number>();
  for (const u of userSeeds()) {
    if (!seenCustomers.has(u.customerId)) {
      insertCustomer.run(tenant, u.customerId, u.customerType, u.customerName);
      seenCustomers.add(u.customerId);
    }
    const customer = { ...u.customer, userId: u.userId, customerId: u.customerId, login: u.username };
    insertUser.run(
      tenant,
      u.userId,
      u.username,
      hash,
      u.customerId,
      u.flow,
      u.phone,
      JSON.stringify(customer),
      JSON.stringify(u.access),
      JSON.stringify(u.acting),
    );
    if (u.ownsCustomer) fund(u.customerId, u.accounts);
  }
  for (const r of relatedCustomers) {
    insertCustomer.run(tenant, r.customerId, 'business', r.name);
    fund(r.customerId, r.accounts);
  }
  // the cards screens: personal@'s paused virtual card and closed card account, seeded last so that every
  // account id above stays what other tests know; funded from equity, so payment balances do not change
  fund(100001, personalExtraCards);

  seedHistory({ db, ledger, tenant, now, world: equityFor });

  insertDevice.run(
    tenant,
    71,
    5005,
    JSON.stringify({
      id: 71,
      code: 'PX7Q2K',
      type: 'ios',
      name: 'iPhone 15',
      location: 'London, GB',
      lastActivityAt: new Date(now - 2 * 3600 * 1000).toISOString(),
    }),
    'demo-device-secret-71',
    'demo-push-token-71',
  );
  insertDevice.run(
    tenant,
    72,
    5006,
    JSON.stringify({
      id: 72,
      code: 'AN4R8D',
      type: 'android',
      name: 'Pixel 8',
      location: 'Lisbon, PT',
      lastActivityAt: new Date(now - 9 * day).toISOString(),
    }),
    'demo-device-secret-72',
    'demo-push-token-72',
  );
  insertDevice.run(
    tenant,
    73,
    5001,
    JSON.stringify({
      id: 73,
      code: 'GX3M9T',
      type: 'android',
      name: 'Galaxy S24',
      location: 'Bucharest, RO',
      lastActivityAt: new Date(now - 3 * day).toISOString(),
    }),
    'demo-device-secret-73',
    'demo-push-token-73',
  );
}
