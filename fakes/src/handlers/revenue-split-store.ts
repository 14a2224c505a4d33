import type { Db } from '../db.ts';
import { addDays, dayMs, dayOf, iso, type StoredContract } from './revenue-split-machine.ts';

/**
 * The contracts service's rows (spec 3 §7 "Contracts service"; tables in db.ts): companies, contracts (JSON, one row
 * each, ids per tenant from 1) and the control of the next identification result. Seeded with every tenant.
 */

export interface CompanyRow {
  company_id: number;
  customer_id: number;
  title: string;
  logo: string | null;
}

/** business@ (customer 100002) and personal@ (100001) of the seed (seed-business.ts, seed-customer.ts). */
export const demoCustomers = { business: 100002, personal: 100001 } as const;

/** The seeded companies: business@ owns two, personal@ one (a personal customer may own a company too). */
export const seededCompanies: readonly CompanyRow[] = [
  { company_id: 1, customer_id: demoCustomers.business, title: 'Demo Studio', logo: null },
  { company_id: 2, customer_id: demoCustomers.business, title: 'Demo Games', logo: null },
  { company_id: 3, customer_id: demoCustomers.personal, title: 'Alex Morgan Streams', logo: null },
];

export function createRevenueSplitStore(db: Db) {
  const companiesOf = db.prepare<[string, number], CompanyRow>(
    'SELECT company_id, customer_id, title, logo FROM revenue_split_companies WHERE tenant = ? AND customer_id = ? ORDER BY company_id',
  );
  const company = db.prepare<[string, number], CompanyRow>(
    'SELECT company_id, customer_id, title, logo FROM revenue_split_companies WHERE tenant = ? AND company_id = ?',
  );
  const all = db.prepare<[string], { contract_json: string }>(
    'SELECT contract_json FROM revenue_split_contracts WHERE tenant = ? ORDER BY contract_id',
  );
  const one = db.prepare<[string, number], { contract_json: string }>(
    'SELECT contract_json FROM revenue_split_contracts WHERE tenant = ? AND contract_id = ?',
  );
  const upsert = db.prepare<[string, number, string]>(
    'INSERT INTO revenue_split_contracts (tenant, contract_id, contract_json) VALUES (?, ?, ?) ' +
      'ON CONFLICT (tenant, contract_id) DO UPDATE SET contract_json = excluded.contract_json',
  );
  const nextId = db.prepare<[string], { id: number }>(
    'SELECT COALESCE(MAX(contract_id), 0) + 1 AS id FROM revenue_split_contracts WHERE tenant = ?',
  );
  const customerUser = db.prepare<[string, number], { username: string }>(
    'SELECT username FROM users WHERE tenant = ? AND customer_id = ? ORDER BY user_id LIMIT 1',
  );
  const getControl = db.prepare<[string], { next_identification: string }>(
    'SELECT next_identification FROM revenue_split_controls WHERE tenant = ?',
  );
  const setControl = db.prepare<[string, string]>(
    'INSERT INTO revenue_split_controls (tenant, next_identification) VALUES (?, ?) ' +
      'ON CONFLICT (tenant) DO UPDATE SET next_identification = excluded.next_identification',
  );
  const clearControl = db.prepare<[string]>('DELETE FROM revenue_split_controls WHERE tenant = ?');

  return {
    companiesOf: (tenant: string, customerId: number) => companiesOf.all(tenant, customerId),
    company: (tenant: string, companyId: number) => company.get(tenant, companyId),
    contracts: (tenant: string): StoredContract[] =>
      all.all(tenant).map((r) => JSON.parse(r.contract_json) as StoredContract),
    contract: (tenant: string, id: number): StoredContract | undefined => {
      const row = one.get(tenant, id);
      return row ? (JSON.parse(row.contract_json) as StoredContract) : undefined;
    },
    save: (tenant: string, c: StoredContract) => void upsert.run(tenant, c.id, JSON.stringify(c)),
    nextId: (tenant: string) => (nextId.get(tenant) as { id: number }).id,
    /** a customer's e-mail: its first user's username ('' for a customer without users) */
    usernameOf: (tenant: string, customerId: number) => customerUser.get(tenant, customerId)?.username ?? '',
    /** the result the next identification push gets, once (POST /__fake/split-pay-identification); SUCCESS else */
    takeIdentificationResult: (tenant: string): 'SUCCESS' | 'FAILED' => {
      const row = getControl.get(tenant);
      if (!row) return 'SUCCESS';
      clearControl.run(tenant);
      return row.next_identification === 'FAILED' ? 'FAILED' : 'SUCCESS';
    },
    setIdentificationResult: (tenant: string, result: 'SUCCESS' | 'FAILED') => void setControl.run(tenant, result),
  };
}
export type RevenueSplitStore = ReturnType<typeof createRevenueSplitStore>;

/**
 * Seed: the companies, and business@ with personal@ one ACTIVE contract (Demo Studio, business@ pays 10%) and one
 * TERMINATED (Demo Games), so the lists are not empty. No pending one: it would turn the menu badge red in every
 * business@ test.
 */
export function seedRevenueSplit(db: Db, tenant: string, now: number): void {
  const insertCompany = db.prepare<[string, number, number, string, string | null]>(
    'INSERT INTO revenue_split_companies (tenant, company_id, customer_id, title, logo) VALUES (?, ?, ?, ?, ?)',
  );
  for (const c of seededCompanies) insertCompany.run(tenant, c.company_id, c.customer_id, c.title, c.logo);
  const store = createRevenueSplitStore(db);
  const today = dayOf(now);
  const at = (days: number) => iso(now - days * dayMs);
  const base = {
    senderId: demoCustomers.business,
    beneficiaryId: demoCustomers.personal,
    initiatorId: demoCustomers.business,
    senderSignerName: 'Jordan Lee',
    beneficiarySignerName: 'Alex Morgan',
    identificationStatus: null,
    identificationRun: null,
  } as const;
  store.save(tenant, {
    ...base,
    id: 1,
    companyId: 1,
    senderObligations: ['Pay the share by the 10th of each month', 'Send a monthly revenue report'],
    beneficiaryObligations: ['Produce two videos a month for Demo Studio'],
    percentage: '10',
    note: 'Studio revenue share',
    activeFrom: addDays(today, -60),
    activeTo: null,
    status: 'ACTIVE',
    senderSignedAt: at(63),
    beneficiarySignedAt: at(62),
    terminateInfo: null,
    createdAt: at(65),
    updatedAt: at(60),
  });
  const ended = addDays(today, -10);
  store.save(tenant, {
    ...base,
    id: 2,
    companyId: 2,
    senderObligations: ['Pay the share by the 10th of each month'],
    beneficiaryObligations: ['Stream Demo Games titles weekly'],
    percentage: '7.5',
    note: null,
    activeFrom: addDays(today, -200),
    activeTo: ended,
    status: 'TERMINATED',
    senderSignedAt: at(203),
    beneficiarySignedAt: at(202),
    terminateInfo: { terminatedAt: ended, note: 'The game series has ended', terminatedBy: demoCustomers.business },
    createdAt: at(205),
    updatedAt: at(10),
  });
}
