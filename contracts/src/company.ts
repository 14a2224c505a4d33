import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { looseText, uploadedDocument } from './documents.ts';
import { additionalQuestionAnswer } from './verification.ts';
import { decimalString, methodBody, methodRequest, ok } from './envelope.ts';
import { address } from './profile.ts';

/** Company of a business customer (spec 3 §3 "Company info", §5); its calls: spec 3 §7 "Registration and compliance". */

const id = z.int();
/** Free text that may be all digits ('5012345'), which arrives as a number after normalizeNumericStrings. */
const text = looseText;

/**
 * Spec 3 §5: a company or representative document status of 1 or 2 is fine; address documents are fine in 0 or 2.
 * Numeric here, unlike the profile's status names.
 */
export const companyDocumentStatus = z.int();

export const financialDetail = z.looseObject({
  monthlyDepositAmount: z.optional(decimalString),
  monthlyDepositCurrencyCode: z.optional(z.string()),
  monthlyWithdrawalAmount: z.optional(decimalString),
  monthlyWithdrawalCurrencyCode: z.optional(z.string()),
  sourceIds: z.optional(z.array(id)),
  purposeIds: z.optional(z.array(id)),
  /** an industry id of industriesGet */
  industry: z.optional(id),
  industrySpecification: z.optional(z.string()),
});
export type FinancialDetail = z.infer<typeof financialDetail>;

export const dueDiligenceQuestionnaire = z.looseObject({
  government: z.optional(z.boolean()),
  governmentDetails: z.optional(text),
  lawsuits: z.optional(z.boolean()),
  lawsuitsDetails: z.optional(text),
  taxPayers: z.optional(z.boolean()),
});
export type DueDiligenceQuestionnaire = z.infer<typeof dueDiligenceQuestionnaire>;

export const company = z.looseObject({
  name: z.optional(z.string()),
  registrationCountryCode: z.optional(z.string()),
  tradingName: z.optional(z.string()),
  email: z.optional(z.string()),
  registrationNumber: z.optional(text),
  registrationDate: z.optional(z.string()),
  businessTaxId: z.optional(text),
  website: z.optional(z.string()),
  description: z.optional(z.string()),
  verified: z.boolean(),
  limited: z.boolean(),
  phone: z.optional(z.looseObject({ countryCode: text, number: text })),
  addresses: z.array(address),
  corporateDocuments: z.array(uploadedDocument),
  corporateDocumentsStatus: z.optional(companyDocumentStatus),
  additionalDocuments: z.array(uploadedDocument),
  additionalDocumentsStatus: z.optional(companyDocumentStatus),
  sourceOfWealthDocuments: z.array(uploadedDocument),
  sourceOfWealthDocumentsStatus: z.optional(companyDocumentStatus),
  dueDiligenceQuestionnaire: z.optional(dueDiligenceQuestionnaire),
  financialDetail: z.optional(financialDetail),
  financialInstitution: z.optional(z.boolean()),
  additionalQuestionAnswers: z.optional(z.array(additionalQuestionAnswer)),
});
export type Company = z.infer<typeof company>;

export const companyInfoGet = methodCall('companyInfoGet', {
  summary: "the business customer's company: details, addresses, documents and their statuses",
  request: methodBody,
  response: ok({ company }),
});

/** Spec 3 §3 positions: 2 director; 6, 9 shareholder; 8 owner; any other an authorised user. */
export const representativePositionIds = { director: 2, shareholder: [6, 9], owner: 8 } as const;

export const identityVerificationState = z.enum(['none', 'pending', 'completed', 'failed']);
export type IdentityVerificationState = z.infer<typeof identityVerificationState>;

export const representative = z.looseObject({
  id,
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  positionId: id,
  addressDocumentStatus: z.optional(companyDocumentStatus),
  identityDocumentStatus: z.optional(companyDocumentStatus),
  controlDocumentStatus: z.optional(companyDocumentStatus),
  identityVerificationStatus: z.optional(identityVerificationState),
});
export type Representative = z.infer<typeof representative>;

export const representativeListGet = methodCall('representativeListGet', {
  summary: "the company's representatives with their document statuses",
  request: methodBody,
  response: ok({ representatives: z.array(representative) }),
});

/** Spec 1 §8 access rights 0 (no access) to 5 (uploading); 5 is shown but never selectable. */
export const accessRights = z.int().check(z.gte(0), z.lte(5));
/** The rights a business may give: 0 to 4 (5 answers TA1 'Access rights 5 cannot be assigned'). */
export const assignableAccessRights = z.int().check(z.gte(0), z.lte(4));

export const companyAccessUser = z.looseObject({
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessRights,
  positionId: z.optional(id),
});
export type CompanyAccessUser = z.infer<typeof companyAccessUser>;

export const companyAccessListGet = methodCall('companyAccessListGet', {
  summary: "users with access to the company's account and their rights",
  request: methodBody,
  response: ok({ users: z.array(companyAccessUser) }),
});

/**
 * Not a zod max: the fakes and the upstream answer a readable TA1 'Access rights 5 cannot be assigned'
 * for 5, which the web shows as is.
 */
export const companyAccessUpdate = methodCall('companyAccessUpdate', {
  summary: "change a user's access rights (0 to 4)",
  request: methodRequest({ userId: id, accessRights }),
  response: ok({}),
});

export const potentialUser = z.looseObject({
  personId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PotentialUser = z.infer<typeof potentialUser>;

export const companyPotentialUsersGet = methodCall('companyPotentialUsersGet', {
  summary: 'people who could be given access to the company (its representatives without access)',
  request: methodBody,
  response: ok({ users: z.array(potentialUser) }),
});

export const representativeAdd = methodCall('representativeAdd', {
  summary: 'add a representative with access rights 0 to 4 (an invitation is e-mailed)',
  request: methodRequest({
    firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    email: z.email(),
    accessRights,
    positionId: z.optional(id),
  }),
  response: ok({ userId: id }),
});

export const paymentEmail = z.looseObject({ id, email: z.string(), confirmed: z.boolean() });
export type PaymentEmail = z.infer<typeof paymentEmail>;

export const paymentEmailsGet = methodCall('paymentEmailsGet', {
  summary: "the company's payment e-mails",
  request: methodBody,
  response: ok({ emails: z.array(paymentEmail) }),
});

export const paymentEmailAdd = methodCall('paymentEmailAdd', {
  summary: 'add a payment e-mail (unconfirmed until its link is followed)',
  request: methodRequest({ email: z.email() }),
  response: ok({ id }),
});

export const paymentEmailDelete = methodCall('paymentEmailDelete', {
  summary: 'delete a payment e-mail',
  request: methodRequest({ id }),
  response: ok({}),
});

export const companyCalls = [
  companyInfoGet,
  representativeListGet,
  companyAccessListGet,
  companyAccessUpdate,
  companyPotentialUsersGet,
  representativeAdd,
  paymentEmailsGet,
  paymentEmailAdd,
  paymentEmailDelete,
] as const;
