import { accessRightValues } from '@app/contracts';
import type { Db } from './db.ts';
import type { AccountSeed } from './seed-accounts.ts';
import { type LoginFlowKind, demoPasswordHash } from './seed-auth.ts';
import { personalCards } from './seed-cards.ts';

/**
 * The demo users and their customers (contracts customer.ts: customerInfoGet, userAccessInfoGet; spec 1 §3
 * Customer). The business ones are in seed-business.ts.
 */

export interface UserSeed {
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

export const personalBase = {
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
  accessRights: accessRightValues.fullAccess,
  isNeedKyc: false,
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

/** The personal demo users (and the administrator), in user-id order. */
export function personalUsers(): UserSeed[] {
  return [
    person(
      5001,
      'personal@demo.test',
      100001,
      'Alex',
      'Morgan',
      'simple',
      '+1 415 555 4821',
      {
        accounts: [
          { currency: 'USD', balance: '1250.50' },
          { currency: 'EUR', balance: '980.25' },
          { currency: 'RON', balance: '4520.00' },
          ...personalCards,
        ],
      },
      // spec 2 §3 permission flags: requestMoney opens /transfer/invoices (handlers/invoices.ts)
      { permissions: { requestMoney: true } },
    ),
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
        // spec 1 §2 start page, step 4: no profile-update or KYC redirect, so the banner (and its /kyc link) shows
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
    // spec 1 §2 start page, step 4: the FATCA action sends fatca@ to /self-certification (spec 3 §2) after sign-in
    person(
      5021,
      'fatca@demo.test',
      100021,
      'Farah',
      'Haddad',
      'simple',
      '+1 212 555 0147',
      // no accounts: seed.ts hands out account ids in user order, and the related customers' ids come after
      { accounts: [] },
      { taxResidencySelfCertificationDocumentStatus: 'none', requiredActions: ['fatcaCrs'] },
    ),
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

export interface UserWriter {
  /** Inserts a customer once; a second call with the same id does nothing. */
  customer(customerId: number, customerType: UserSeed['customerType'], name: string): void;
  /** Inserts the user (and its customer, once), signing in with the demo password. */
  user(u: UserSeed): void;
}

export function createUserWriter(db: Db, tenant: string): UserWriter {
  const insertCustomer = db.prepare(
    'INSERT INTO customers (tenant, customer_id, customer_type, name) VALUES (?, ?, ?, ?)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (tenant, user_id, username, password_hash, customer_id, flow, phone, customer_json, access_json, acting_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hash = demoPasswordHash();
  const seenCustomers = new Set<number>();
  const customer: UserWriter['customer'] = (customerId, customerType, name) => {
    if (seenCustomers.has(customerId)) return;
    insertCustomer.run(tenant, customerId, customerType, name);
    seenCustomers.add(customerId);
  };
  const user = (u: UserSeed): void => {
    customer(u.customerId, u.customerType, u.customerName);
    const info = { ...u.customer, userId: u.userId, customerId: u.customerId, login: u.username };
    insertUser.run(
      tenant,
      u.userId,
      u.username,
      hash,
      u.customerId,
      u.flow,
      u.phone,
      JSON.stringify(info),
      JSON.stringify(u.access),
      JSON.stringify(u.acting),
    );
  };
  return { customer, user };
}
