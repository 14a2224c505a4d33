import { addressStatusIds, documentCategoryIds, documentStatus } from '@app/contracts';
import { type ProfileState, documentTypeName } from './profile-store.ts';

/**
 * The demo profiles (spec 1 §3, §4): what profile-store.ts creates for a customer on first read.
 */

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
 * design.md, demo users (the details are the fakes' own): personal@ complete (status 'checked', 0 actions),
 * unverified@ with four actions (phone, address, identity, FATCA/CRS),
 * limited@ with reasons 1 (one document missing) and 5 (all uploaded).
 * Every other customer gets a complete, verified profile like personal@.
 */
export type ProfileVariant = 'complete' | 'unverified' | 'limited' | 'fatca';

/** fatca@: complete, but the FATCA/CRS self-certification is missing (spec 3 §3 certification info). */
const variants: Readonly<Record<string, ProfileVariant>> = {
  'unverified@demo.test': 'unverified',
  'limited@demo.test': 'limited',
  'fatca@demo.test': 'fatca',
};
export const variantOf = (login: string): ProfileVariant => variants[login] ?? 'complete';

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
      addressStatus: addressStatusIds.confirmed,
      confirmed: true,
    });
    s.emails.push({ id: id(), email: login, confirmed: true, primary: true });
    s.emails.push({ id: id(), email: 'billing@example.com', confirmed: false, primary: false });
    s.pendingEmailCodes.push(s.nextId - 1);
    s.documents.push(
      {
        id: id(),
        statusId: documentStatus.confirmed,
        uploaded,
        documentTypeId: 10,
        documentType: documentTypeName(10),
        categoryId: documentCategoryIds.address,
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
        statusId: documentStatus.confirmed,
        uploaded,
        documentTypeId: 2,
        documentType: documentTypeName(2),
        categoryId: documentCategoryIds.identity,
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
        statusId: documentStatus.confirmed,
        uploaded,
        documentTypeId: 41,
        documentType: documentTypeName(41),
        categoryId: documentCategoryIds.other,
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
    case 'fatca': {
      complete();
      s.fatcaCrsCertificationInfo = { taxResidencySelfCertificationDocumentStatus: 'none' };
      break;
    }
    case 'limited': {
      complete();
      s.limitReasons = [
        {
          reasonId: 1,
          actionTypeId: 1,
          requirementDocuments: [
            { documentTypeId: 2, documentType: documentTypeName(2), categoryId: documentCategoryIds.identity },
            { documentTypeId: 10, documentType: documentTypeName(10), categoryId: documentCategoryIds.address },
          ],
        },
        {
          reasonId: 5,
          actionTypeId: 2,
          requirementDocuments: [
            { documentTypeId: 31, documentType: documentTypeName(31), categoryId: documentCategoryIds.sourceOfWealth },
          ],
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
        statusId: documentStatus.submitted,
        uploaded: iso(now - 2 * day),
        documentTypeId: 31,
        documentType: documentTypeName(31),
        categoryId: documentCategoryIds.sourceOfWealth,
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
