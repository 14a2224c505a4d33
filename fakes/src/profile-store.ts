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

const iso = (ms: number) => new Date(ms).toISOString();
const day = 24 * 3600 * 1000;

function blank(firstName: string, lastName: string): ProfileState {
  return {
    nextId: 1001,
    phones: [],
    addresses: [],
    emails: [],
    pendingEmailCodes: [],
    documents: [],
    limitReasons: [],
    kycInfo: { firstName, lastName },
    kycRequest: { id: 1, status: 'approved' },
    identityRuns: [],
    videoJobs: [],
    submittedForReview: false,
  };
}

export interface ProfileSeedInput {
  customerId: number;
  login: string;
  firstName: string;
  lastName: string;
  businessName?: string;
  now: number;
}

/**
 * calls4.md "Demo data": personal@ complete (status 'checked', 0 actions),
 * unverified@ with four actions (phone, address, identity, FATCA/CRS),
 * limited@ with reasons 1 (one document missing) and 5 (all uploaded).
 * Every other customer gets a complete, verified profile like personal@.
 */
export type ProfileVariant = 'complete' | 'unverified' | 'limited';

export const variantOf = (login: string): ProfileVariant =>
  login === 'unverified@demo.test' ? 'unverified' : login === 'limited@demo.test' ? 'limited' : 'complete';

export function seedProfile(input: ProfileSeedInput, variant: ProfileVariant = variantOf(input.login)): ProfileState {
  const { customerId, login, firstName, lastName, now } = input;
  const s = blank(firstName, lastName);
  const id = () => s.nextId++;
  const uploaded = iso(now - 40 * day);
  const complete = () => {
    const phoneId = id();
    s.phones.push({ id: phoneId, countryCode: '1', number: '4155554821', confirmed: true, primary: true });
    const addressId = id();
    s.addresses.push({
      addressId,
      kind: 1,
      address1: '221 Market Street',
      address2: 'Apt 4',
      city: 'San Francisco',
      postalCode: '94105',
      countryCode: 'US',
      stateCode: 'CA',
      stateName: 'California',
      addressStatus: 1,
      confirmed: true,
    });
    s.emails.push({ id: id(), email: login, confirmed: true, primary: true });
    s.emails.push({ id: id(), email: 'billing@example.com', confirmed: false, primary: false });
    s.pendingEmailCodes.push(s.nextId - 1);
    s.documents.push(
      {
        id: id(),
        statusId: 2,
        uploaded,
        documentTypeId: 10,
        documentType: documentTypeName(10),
        categoryId: 2,
        isSubDocument: false,
        issuedDate: '2025-01-10',
        createdUsername: login,
        fileName: 'utility-bill.pdf',
        addressId,
        size: 48_213,
        mimeType: 'application/pdf',
      },
      {
        id: id(),
        statusId: 2,
        uploaded,
        documentTypeId: 2,
        documentType: documentTypeName(2),
        categoryId: 1,
        isSubDocument: false,
        issuedDate: '2021-05-03',
        expiresDate: '2031-05-02',
        createdUsername: login,
        fileName: 'passport.jpg',
        number: 'X1234567',
        size: 312_004,
        mimeType: 'image/jpeg',
      },
      {
        id: id(),
        statusId: 2,
        uploaded,
        documentTypeId: 41,
        documentType: documentTypeName(41),
        categoryId: 5,
        isSubDocument: false,
        createdUsername: login,
        fileName: 'self-certification.pdf',
        size: 20_480,
        mimeType: 'application/pdf',
      },
    );
    s.identity = {
      type: 'Passport',
      number: 'X1234567',
      typeId: 2,
      status: 'confirmed',
      issuedDate: '2021-05-03',
      expiresDate: '2031-05-02',
    };
    s.proofOfResidenceStatus = 'validated';
    s.videoIdentityStatus = 'completed';
    s.fatcaCrsCertificationInfo = {
      taxResidencySelfCertificationDocumentStatus: 'validated',
      w9FormDocumentStatus: 'notRequired',
      w8BenFormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'notRequired',
    };
    s.taxCountryCode = 'US';
    s.taxId = '123-45-6789';
    s.kycInfo = {
      firstName,
      lastName,
      birthDay: '1988-04-12',
      birthCountryCode: 'US',
      citizenshipCountryCode: 'US',
      occupationId: 3,
      sourceOfFundsIds: [1],
      purposeIds: [2],
      estimatedMonthlyDepositId: 2,
    };
    s.videoJobs.push({ id: 801, status: 'completed' });
    s.identityRuns.push({
      workflowRunId: `wf-${customerId}-1`,
      token: `wf-token-${customerId}-1`,
      provider: 'jmo',
      status: 'completed',
      subjectId: customerId,
    });
    s.dueDiligenceAddressId = addressId;
  };

  switch (variant) {
    case 'unverified': {
      s.phones.push({ id: id(), countryCode: '40', number: '744555123', confirmed: false, primary: true });
      s.emails.push({ id: id(), email: login, confirmed: true, primary: true });
      s.fatcaCrsCertificationInfo = { taxResidencySelfCertificationDocumentStatus: 'none' };
      s.kycRequest = {
        id: 1,
        status: 'required',
        reason: 'Periodic review',
        dueDate: iso(now + 30 * day).slice(0, 10),
      };
      s.videoJobs.push({ id: 802, status: 'pending', url: 'https://video-identity.demo.test/jobs/802' });
      s.identityRuns.push({
        workflowRunId: `wf-${customerId}-1`,
        token: `wf-token-${customerId}-1`,
        provider: 'jmo',
        status: 'pending',
        subjectId: customerId,
      });
      break;
    }
    case 'limited': {
      complete();
      s.limitReasons = [
        {
          reasonId: 1,
          actionTypeId: 1,
          requirementDocuments: [
            { documentTypeId: 2, documentType: documentTypeName(2), categoryId: 1 },
            { documentTypeId: 10, documentType: documentTypeName(10), categoryId: 2 },
          ],
        },
        {
          reasonId: 5,
          actionTypeId: 2,
          requirementDocuments: [{ documentTypeId: 31, documentType: documentTypeName(31), categoryId: 11 }],
        },
      ];
      // reason 1: the passport expired (the new one is missing); the utility bill is there
      const passport = s.documents.find((d) => d.documentTypeId === 2);
      if (passport) {
        passport.statusId = documentStatus.expired;
        passport.expiresDate = '2025-01-31';
      }
      s.documents.push({
        id: id(),
        statusId: 0,
        uploaded: iso(now - 2 * day),
        documentTypeId: 31,
        documentType: documentTypeName(31),
        categoryId: 11,
        isSubDocument: false,
        createdUsername: login,
        fileName: 'salary-statement.pdf',
        size: 88_120,
        mimeType: 'application/pdf',
      });
      break;
    }
    default:
      complete();
  }
  return s;
}

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
