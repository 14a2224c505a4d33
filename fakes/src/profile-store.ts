import { documentStatus } from '@app/contracts';
import type {
  DocStatusName,
  DocumentSide,
  DocumentStatusId,
  FatcaCrsCertificationInfo,
  Identity,
  KycCustomerInfo,
  KycRequest,
  TinMissingReason,
} from '@app/contracts';
import { documentCategories, pick } from './data/dictionaries.ts';
import type { Db } from './db.ts';

/**
 * Profile, documents and verification state of one customer (spec 1 §3, §4), one
 * JSON document per customer in `customer_profiles`. Created from the demo
 * data on first read, so `/__fake/reset` (which drops the rows) restores it.
 */
export interface StoredPhone {
  id: number;
  countryCode: string;
  number: string;
  confirmed: boolean;
  primary?: boolean;
  /** phoneVerify sent a code that phoneConfirm has not used yet */
  codeSent?: boolean;
}

export interface StoredAddress {
  addressId: number;
  kind: number;
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string;
  stateName?: string;
  addressStatus: number;
  confirmed: boolean;
}

export type StoredEmail = {
  id: number;
  email: string;
  confirmed: boolean;
  primary: boolean;
};

export interface StoredDocument {
  id: number;
  statusId: DocumentStatusId;
  uploaded: string;
  documentTypeId: number;
  documentType: string;
  categoryId: number;
  side?: DocumentSide;
  isSubDocument: boolean;
  issuedDate?: string;
  expiresDate?: string;
  createdUsername?: string;
  rejectReason?: string;
  fileName?: string;
  number?: string;
  addressId?: number;
  representativeId?: number;
  /** the upload's size and declared type: the fakes keep metadata, not the bytes */
  size?: number;
  mimeType?: string;
  duplicated?: boolean;
}

export type RequirementDocument = {
  documentTypeId: number;
  documentType: string;
  categoryId: number;
};

export interface StoredLimitReason {
  reasonId: number;
  actionTypeId: number;
  requirementDocuments: RequirementDocument[];
}

export interface IdentityRun {
  workflowRunId: string;
  token: string;
  provider: 'jmo' | 'nfd';
  status: 'pending' | 'completed' | 'failed';
  /** the customer or representative being verified */
  subjectId: number;
  linkSent?: boolean;
}

export type VideoJob = {
  id: number;
  status: 'pending' | 'inProgress' | 'completed' | 'failed';
  url?: string;
};

export interface ProfileState {
  nextId: number;
  phones: StoredPhone[];
  addresses: StoredAddress[];
  emails: StoredEmail[];
  /** e-mails waiting for their code */
  pendingEmailCodes: number[];
  identity?: Identity;
  videoIdentityStatus?: string;
  proofOfResidenceStatus?: DocStatusName;
  fatcaCrsCertificationInfo?: FatcaCrsCertificationInfo;
  taxId?: string;
  taxCountryCode?: string;
  tinMissingReason?: TinMissingReason;
  tinMissingExplanation?: string;
  documents: StoredDocument[];
  limitReasons: StoredLimitReason[];
  kycInfo: KycCustomerInfo;
  kycRequest: KycRequest;
  identityRuns: IdentityRun[];
  videoJobs: VideoJob[];
  /** customerVerify was called */
  submittedForReview: boolean;
  /** due diligence: the address it is about (levels 1 and 4) */
  dueDiligenceAddressId?: number;
}

/** Document types by id, from the documentTypesGet dictionary (one source for names, categories and sides). */
export const documentTypeNames: Readonly<
  Record<number, { name: string; categoryId: number; sides?: readonly DocumentSide[] }>
> = Object.fromEntries(
  documentCategories.flatMap((c) =>
    c.types.map((t) => [t.id, { name: pick(t.name, 'en'), categoryId: c.id, ...(t.sides ? { sides: t.sides } : {}) }]),
  ),
);

export const documentTypeName = (id: number): string => documentTypeNames[id]?.name ?? `Document type ${id}`;

/** Statuses that no longer count as an uploaded document: 4 canceled, 5 deleted. */
export const goneStatusIds: readonly number[] = [documentStatus.canceled, documentStatus.deleted];
export const isActiveDocument = (d: StoredDocument): boolean => !goneStatusIds.includes(d.statusId);

/** The uploaded documents that satisfy a reason: active documents of its required types. */
export function reasonUploads(s: ProfileState, reason: StoredLimitReason): StoredDocument[] {
  const types = new Set(reason.requirementDocuments.map((r) => r.documentTypeId));
  // an expired document does not satisfy "expired documents"
  return s.documents.filter(
    (d) => types.has(d.documentTypeId) && isActiveDocument(d) && d.statusId !== documentStatus.expired,
  );
}

export function createProfileStore(db: Db) {
  const get = db.prepare<[string, number], { json: string }>(
    'SELECT json FROM customer_profiles WHERE tenant = ? AND customer_id = ?',
  );
  const put = db.prepare<[string, number, string]>(
    `INSERT INTO customer_profiles (tenant, customer_id, json) VALUES (?, ?, ?)
     ON CONFLICT (tenant, customer_id) DO UPDATE SET json = excluded.json`,
  );
  return {
    read(tenant: string, customerId: number, seed: () => ProfileState): ProfileState {
      const row = get.get(tenant, customerId);
      if (row) return JSON.parse(row.json) as ProfileState;
      const fresh = seed();
      put.run(tenant, customerId, JSON.stringify(fresh));
      return fresh;
    },
    write(tenant: string, customerId: number, state: ProfileState): void {
      put.run(tenant, customerId, JSON.stringify(state));
    },
  };
}
export type ProfileStore = ReturnType<typeof createProfileStore>;

/**
 * Changes fields of the customer info of every user of a customer (the
 * customer object lives per user, in users.customer_json), and of their
 * access info when `access` is given.
 */
export function patchCustomer(
  db: Db,
  tenant: string,
  customerId: number,
  customer: Record<string, unknown>,
  access: Record<string, unknown> = {},
): void {
  const rows = db
    .prepare<[string, number], { user_id: number; customer_json: string; access_json: string }>(
      'SELECT user_id, customer_json, access_json FROM users WHERE tenant = ? AND customer_id = ?',
    )
    .all(tenant, customerId);
  const update = db.prepare<[string, string, string, number]>(
    'UPDATE users SET customer_json = ?, access_json = ? WHERE tenant = ? AND user_id = ?',
  );
  for (const r of rows) {
    const c = { ...(JSON.parse(r.customer_json) as Record<string, unknown>), ...customer };
    const a = { ...(JSON.parse(r.access_json) as Record<string, unknown>), ...access };
    // an undefined patch value removes the field
    for (const [k, v] of Object.entries(customer)) if (v === undefined) delete c[k];
    update.run(JSON.stringify(c), JSON.stringify(a), tenant, r.user_id);
  }
}
