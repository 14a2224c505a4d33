import {
  type Company,
  type CompanyAccessUser,
  type PaymentEmail,
  type PotentialUser,
  type Representative,
  type UploadedDocument,
  accessRightValues,
  addressStatusIds,
  documentCategoryIds,
  documentStatus,
} from '@app/contracts';

/**
 * The company of a business customer as the fakes keep it (user_state, under the customer id). Seeded on
 * first read: business@demo.test's "Demo Trading LLC" (100002) in full, any other business customer
 * (the related companies) complete and verified.
 */
export interface CompanyState {
  nextId: number;
  company: Company;
  representatives: Representative[];
  accessUsers: CompanyAccessUser[];
  potentialUsers: PotentialUser[];
  paymentEmails: PaymentEmail[];
}

/** Fixed ids, the same in every tenant, so tests, e2e and Pact can name them. */
export const demoCompany = {
  customerId: 100002,
  /** rep@demo.test (director), Morgan Blake (shareholder), business@demo.test (authorised user) */
  representativeIds: { director: 7001, shareholder: 7002, authorisedUser: 7003 },
  /** access list: business@ (rights 2), rep@ (rights 1), Casey Park (rights 3) */
  accessUserIds: { owner: 5002, rep: 5009, employee: 5011, initiator: 5012 },
  potentialPersonIds: [8001, 8002],
  paymentEmailIds: { confirmed: 1, unconfirmed: 2 },
} as const;

const doc = (
  id: number,
  statusId: UploadedDocument['statusId'],
  documentTypeId: number,
  documentType: string,
  categoryId: number,
  uploaded: string,
  fileName: string,
): UploadedDocument => ({
  id,
  statusId,
  uploaded,
  documentTypeId,
  documentType,
  categoryId,
  isSubDocument: false,
  createdUsername: 'business@demo.test',
  fileName,
});

/** business@demo.test in a company's access list: full access (spec 1 §6), at the given position. */
const ownerAccess = (positionId: number): CompanyAccessUser => ({
  userId: demoCompany.accessUserIds.owner,
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'business@demo.test',
  accessRights: accessRightValues.fullAccess,
  positionId,
});

function demoTrading(): CompanyState {
  return {
    nextId: 9001,
    company: {
      name: 'Demo Trading LLC',
      registrationCountryCode: 'US',
      tradingName: 'Demo Trading',
      email: 'office@trading.demo.test',
      registrationNumber: 'DE-5012345',
      registrationDate: '2019-10-28',
      businessTaxId: '12-3456789',
      // no website: spec 3 §5 makes the company need action
      description: 'Wholesale of consumer electronics to online retailers.',
      verified: true,
      limited: false,
      phone: { countryCode: '1', number: '6465550142' },
      addresses: [
        {
          addressId: 6101,
          kind: 2,
          address1: '350 Fifth Avenue',
          address2: 'Suite 4100',
          city: 'New York',
          postalCode: '10118',
          countryCode: 'US',
          stateCode: 'NY',
          stateName: 'New York',
          addressStatus: addressStatusIds.confirmed,
          confirmed: true,
          isDocumentOutOfDate: false,
          isCardDocumentRequired: false,
          isDocumentRequired: false,
          uploadedDocuments: [
            doc(
              6201,
              documentStatus.confirmed,
              63,
              'Business utility bill',
              documentCategoryIds.businessAddress,
              '2025-02-03T10:15:00Z',
              'office-utility-bill.pdf',
            ),
            doc(
              6202,
              documentStatus.submitted,
              64,
              'Office lease agreement',
              documentCategoryIds.businessAddress,
              '2025-05-20T08:40:00Z',
              'office-lease.pdf',
            ),
          ],
        },
      ],
      corporateDocuments: [
        doc(
          6301,
          documentStatus.confirmed,
          60,
          'Certificate of incorporation',
          documentCategoryIds.businessRegistration,
          '2019-11-04T12:00:00Z',
          'certificate-of-incorporation.pdf',
        ),
        doc(
          6302,
          documentStatus.confirmed,
          61,
          'Articles of association',
          documentCategoryIds.businessRegistration,
          '2019-11-04T12:02:00Z',
          'articles-of-association.pdf',
        ),
      ],
      corporateDocumentsStatus: 2,
      additionalDocuments: [
        doc(
          6401,
          documentStatus.confirmed,
          68,
          'Bank reference letter',
          documentCategoryIds.additional,
          '2024-09-12T09:30:00Z',
          'bank-reference.pdf',
        ),
      ],
      additionalDocumentsStatus: 1,
      sourceOfWealthDocuments: [
        doc(
          6501,
          documentStatus.submitted,
          32,
          'Financial statements',
          documentCategoryIds.sourceOfWealth,
          '2025-04-30T16:20:00Z',
          'financial-statements-2024.pdf',
        ),
      ],
      sourceOfWealthDocumentsStatus: 0,
      dueDiligenceQuestionnaire: { government: false, lawsuits: false, taxPayers: true },
      financialDetail: {
        monthlyDepositAmount: '25000.00',
        monthlyDepositCurrencyCode: 'USD',
        monthlyWithdrawalAmount: '20000.00',
        monthlyWithdrawalCurrencyCode: 'USD',
        sourceIds: [31],
        purposeIds: [11, 12],
        industry: 10,
      },
      financialInstitution: false,
      additionalQuestionAnswers: [
        { questionId: 'businessAnotherAccount', value: 'no' },
        { questionId: 'controlAccount', value: '1' },
      ],
    },
    representatives: [
      {
        id: demoCompany.representativeIds.director,
        customerId: 200001,
        firstName: 'Riley',
        lastName: 'Stone',
        email: 'rep@demo.test',
        positionId: 2,
        addressDocumentStatus: 2,
        identityDocumentStatus: 2,
        // a control document waits for review: the director needs action
        controlDocumentStatus: 0,
        identityVerificationStatus: 'completed',
      },
      {
        id: demoCompany.representativeIds.shareholder,
        customerId: 200002,
        firstName: 'Morgan',
        lastName: 'Blake',
        email: 'morgan.blake@trading.demo.test',
        positionId: 6,
        identityDocumentStatus: 26,
        identityVerificationStatus: 'pending',
      },
      {
        id: demoCompany.representativeIds.authorisedUser,
        customerId: 200003,
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'business@demo.test',
        positionId: 10,
        addressDocumentStatus: 1,
        identityDocumentStatus: 2,
        identityVerificationStatus: 'none',
      },
    ],
    accessUsers: [
      ownerAccess(10),
      {
        userId: demoCompany.accessUserIds.rep,
        firstName: 'Riley',
        lastName: 'Stone',
        email: 'rep@demo.test',
        accessRights: accessRightValues.read,
        positionId: 2,
      },
      {
        userId: demoCompany.accessUserIds.employee,
        firstName: 'Casey',
        lastName: 'Park',
        email: 'casey.park@trading.demo.test',
        accessRights: accessRightValues.initiate,
      },
      {
        // seed-business.ts: the demo user whose transfers wait for an approval (spec 2 §6)
        userId: demoCompany.accessUserIds.initiator,
        firstName: 'Ines',
        lastName: 'Ward',
        email: 'initiator@demo.test',
        accessRights: accessRightValues.initiate,
      },
    ],
    potentialUsers: [
      { personId: 8001, firstName: 'Morgan', lastName: 'Blake', email: 'morgan.blake@trading.demo.test' },
      { personId: 8002, firstName: 'Taylor', lastName: 'Quinn', email: 'taylor.quinn@trading.demo.test' },
    ],
    paymentEmails: [
      { id: demoCompany.paymentEmailIds.confirmed, email: 'payments@trading.demo.test', confirmed: true },
      { id: demoCompany.paymentEmailIds.unconfirmed, email: 'billing@trading.demo.test', confirmed: false },
    ],
  };
}

/** A related company (Demo Trading Europe SRL, Demo Studio LLC): complete, verified, run by business@. */
function relatedCompany(customerId: number, name: string): CompanyState {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    nextId: 9001,
    company: {
      name,
      registrationCountryCode: name.endsWith('SRL') ? 'RO' : 'US',
      tradingName: name.replace(/ (SRL|LLC)$/, ''),
      email: `office@${slug}.demo.test`,
      registrationNumber: `RC-${customerId}`,
      registrationDate: '2021-06-01',
      businessTaxId: `TX-${customerId}`,
      website: `https://${slug}.demo.test`,
      verified: true,
      limited: false,
      phone: { countryCode: '1', number: '6465550199' },
      addresses: [],
      corporateDocuments: [],
      corporateDocumentsStatus: 2,
      additionalDocuments: [],
      additionalDocumentsStatus: 2,
      sourceOfWealthDocuments: [],
    },
    representatives: [
      {
        id: 7100 + (customerId % 100),
        customerId: 200003,
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'business@demo.test',
        positionId: 2,
        addressDocumentStatus: 2,
        identityDocumentStatus: 2,
        identityVerificationStatus: 'completed',
      },
    ],
    accessUsers: [ownerAccess(2)],
    potentialUsers: [],
    paymentEmails: [],
  };
}

export function companySeed(customerId: number, name: string): CompanyState {
  return customerId === demoCompany.customerId ? demoTrading() : relatedCompany(customerId, name);
}
