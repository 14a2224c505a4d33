import { z } from 'zod';
import { methodCall } from './call.ts';
import { looseText, uploadedDocument } from './documents.ts';
import { additionalQuestionAnswer } from './verification.ts';
import { decimalString, methodBody, methodRequest, ok } from './envelope.ts';
import { address } from './profile.ts';

/** Company of a business customer (spec 3 §3 "Company info", §5); its calls: spec 3 §7 "Registration and compliance". */

const id = z.number().int();
/** Free text that may be all digits ('5012345'), which arrives as a number after normalizeNumericStrings. */
const text = looseText;

/**
 * Spec 3 §5: a company or representative document status of 1 or 2 is fine; address documents are fine in 0 or 2.
 * Numeric here, unlike the profile's status names.
 */
export const companyDocumentStatus = z.number().int();

export const financialDetail = z.looseObject({
  monthlyDepositAmount: z.optional(decimalString),
  monthlyDepositCurrencyCode: z.string().optional(),
  monthlyWithdrawalAmount: z.optional(decimalString),
  monthlyWithdrawalCurrencyCode: z.string().optional(),
  sourceIds: z.array(id).optional(),
  purposeIds: z.array(id).optional(),
  /** an industry id of industriesGet */
  industry: id.optional(),
  industrySpecification: z.string().optional(),
});
export type FinancialDetail = z.infer<typeof financialDetail>;

export const dueDiligenceQuestionnaire = z.looseObject({
  government: z.boolean().optional(),
  governmentDetails: text.optional(),
  lawsuits: z.boolean().optional(),
  lawsuitsDetails: text.optional(),
  taxPayers: z.boolean().optional(),
});
export type DueDiligenceQuestionnaire = z.infer<typeof dueDiligenceQuestionnaire>;

export const company = z.looseObject({
  name: z.string().optional(),
  registrationCountryCode: z.string().optional(),
  tradingName: z.string().optional(),
  email: z.string().optional(),
  registrationNumber: text.optional(),
  registrationDate: z.string().optional(),
  businessTaxId: text.optional(),
  website: z.string().optional(),
  description: z.string().optional(),
  verified: z.boolean(),
  limited: z.boolean(),
  phone: z.looseObject({ countryCode: text, number: text }).optional(),
  addresses: z.array(address),
  corporateDocuments: z.array(uploadedDocument),
  corporateDocumentsStatus: companyDocumentStatus.optional(),
  additionalDocuments: z.array(uploadedDocument),
  additionalDocumentsStatus: companyDocumentStatus.optional(),
  sourceOfWealthDocuments: z.array(uploadedDocument),
  sourceOfWealthDocumentsStatus: companyDocumentStatus.optional(),
  dueDiligenceQuestionnaire: dueDiligenceQuestionnaire.optional(),
  financialDetail: financialDetail.optional(),
  financialInstitution: z.boolean().optional(),
  additionalQuestionAnswers: z.array(additionalQuestionAnswer).optional(),
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
  addressDocumentStatus: companyDocumentStatus.optional(),
  identityDocumentStatus: companyDocumentStatus.optional(),
  controlDocumentStatus: companyDocumentStatus.optional(),
  identityVerificationStatus: identityVerificationState.optional(),
});
export type Representative = z.infer<typeof representative>;

export const representativeListGet = methodCall('representativeListGet', {
  summary: "the company's representatives with their document statuses",
  request: methodBody,
  response: ok({ representatives: z.array(representative) }),
});

/** Spec 1 §8 access rights 0 (no access) to 5 (uploading); 5 is shown but never selectable. */
export const accessRights = z.number().int().min(0).max(5);
/** The rights a business may give: 0 to 4 (5 answers TA1 'Access rights 5 cannot be assigned'). */
export const assignableAccessRights = z.number().int().min(0).max(4);

export const companyAccessUser = z.looseObject({
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessRights,
  positionId: id.optional(),
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
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email(),
    accessRights,
    positionId: id.optional(),
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
