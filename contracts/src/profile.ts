import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall, restCall } from './call.ts';
import { docStatusName, looseText, uploadedDocument } from './documents.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';

/** Profile (spec 1 §2 /profile, §3 Profile and Address); its calls: spec 1 §7 and spec 3 §7 "Profile". */

const id = z.int();

export const phone = z.looseObject({
  id,
  /** dialling code without '+': '1', '40' (a number after normalizeNumericStrings; read back as text) */
  countryCode: looseText,
  number: looseText,
  confirmed: z.boolean(),
  primary: z.optional(z.boolean()),
});
export type Phone = z.infer<typeof phone>;

/** Spec 1 §3: kinds 0 unspecified, 1 home, 2 business, 3 home and business, 4 residence, 5 office. */
export const addressKind = z.int().check(z.gte(0), z.lte(5));
/** Spec 1 §3: 0 unconfirmed, 1 confirmed, 2 pending, 3 rejected, 4 name mismatch. */
export const addressStatus = z.int().check(z.gte(0), z.lte(4));

export const address = z.looseObject({
  addressId: id,
  kind: addressKind,
  address1: z.string(),
  address2: z.optional(z.string()),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  stateCode: z.optional(looseText),
  stateName: z.optional(z.string()),
  addressStatus,
  confirmed: z.boolean(),
  isDocumentOutOfDate: z.boolean(),
  isCardDocumentRequired: z.boolean(),
  isDocumentRequired: z.boolean(),
  uploadedDocuments: z.array(uploadedDocument),
});
export type Address = z.infer<typeof address>;

export const email = z.looseObject({ id, email: z.string(), confirmed: z.boolean(), primary: z.boolean() });
export type Email = z.infer<typeof email>;

export const identityStatus = z.enum([
  'submitted',
  'underInvestigation',
  'nameMismatch',
  'rejected',
  'canceled',
  'confirmed',
]);
export type IdentityStatus = z.infer<typeof identityStatus>;

export const identity = z.looseObject({
  type: z.optional(z.string()),
  number: z.optional(looseText),
  typeId: z.optional(z.int()),
  status: z.optional(identityStatus),
  expiresDate: z.optional(z.string()),
  issuedDate: z.optional(z.string()),
});
export type Identity = z.infer<typeof identity>;

export const tinMissingReason = z.enum(['countryDoesNotIssue', 'cannotObtain', 'notRequired']);
export type TinMissingReason = z.infer<typeof tinMissingReason>;

export const fatcaCrsCertificationInfo = z.looseObject({
  w9FormDocumentStatus: z.optional(docStatusName),
  certificateOfLossOfNationalityDocumentStatus: z.optional(docStatusName),
  taxResidencySelfCertificationDocumentStatus: z.optional(docStatusName),
  w8BenFormDocumentStatus: z.optional(docStatusName),
});
export type FatcaCrsCertificationInfo = z.infer<typeof fatcaCrsCertificationInfo>;

export const profile = z.looseObject({
  phones: z.array(phone),
  addresses: z.array(address),
  emails: z.array(email),
  identity: z.optional(identity),
  videoIdentityStatus: z.optional(z.string()),
  proofOfResidenceStatus: z.optional(docStatusName),
  fatcaCrsCertificationInfo: z.optional(fatcaCrsCertificationInfo),
  taxId: z.optional(looseText),
  taxCountryCode: z.optional(z.string()),
  tinMissingReason: z.optional(tinMissingReason),
  documents: z.array(uploadedDocument),
});
export type Profile = z.infer<typeof profile>;

export const profileGet = methodCall('profileGet', {
  summary: "the customer's phones, addresses, e-mails, identity, tax number and documents",
  request: methodBody,
  response: ok({ profile }),
});

// Phones ------------------------------------------------------------------

const dialCode = z.string().check(z.regex(/^\d{1,4}$/, 'dialling code, 1 to 4 digits'));
const phoneNumber = z.string().check(z.regex(/^\d{4,15}$/, 'phone number, 4 to 15 digits'));

export const phoneAdd = methodCall('phoneAdd', {
  summary: 'add a phone',
  request: methodRequest({ countryCode: dialCode, number: phoneNumber }),
  response: ok({ phoneId: id }),
});

export const phoneReplace = methodCall('phoneReplace', {
  summary: 'replace a phone with another number (unconfirmed again)',
  request: methodRequest({ phoneId: id, countryCode: dialCode, number: phoneNumber }),
  response: ok({ phoneId: id }),
});

export const phoneVerify = methodCall('phoneVerify', {
  summary: 'send a confirmation code to a phone',
  request: methodRequest({ phoneId: id }),
  response: ok({}),
});

export const phoneConfirm = methodCall('phoneConfirm', {
  summary: "confirm a phone with the code sent to it (wrong code: VF 'Invalid confirmation code')",
  request: methodRequest({ phoneId: id, code: z.string().check(z.minLength(1)) }),
  response: ok({}),
});

// Addresses ---------------------------------------------------------------

export const addressFields = {
  kind: addressKind,
  address1: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  address2: z.optional(z.string().check(z.maxLength(200))),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  postalCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'ISO country code')),
  stateCode: z.optional(z.string().check(z.maxLength(10))),
};

export const addressCreate = methodCall('addressCreate', {
  summary: 'add an address',
  request: methodRequest(addressFields),
  response: ok({ addressId: id }),
});

export const addressReplace = methodCall('addressReplace', {
  summary: 'replace an address (a new address id; its documents must be uploaded again)',
  request: methodRequest({ addressId: id, ...addressFields }),
  response: ok({ addressId: id }),
});

export const addressConfirm = methodCall('addressConfirm', {
  summary: 'confirm an address',
  request: methodRequest({ addressId: id }),
  response: ok({}),
});

export const addressDelete = methodCall('addressDelete', {
  summary: 'delete an address',
  request: methodRequest({ addressId: id }),
  response: ok({}),
});

/** Spec 1 §3 address inquiry document. */
export const addressInquiryDocument = z.looseObject({
  expiresDate: z.optional(z.string()),
  issuedDate: z.optional(z.string()),
  number: z.optional(looseText),
  rejectReason: z.optional(z.string()),
  statusId: z.int(),
  documentType: z.string(),
  documentTypeId: z.int(),
});
export type AddressInquiryDocument = z.infer<typeof addressInquiryDocument>;

export const addressInquiryGet = methodCall('addressInquiryGet', {
  summary: 'one address with its proof-of-address document',
  request: methodRequest({ addressId: id }),
  response: ok({ address, document: z.optional(addressInquiryDocument) }),
});

// E-mails -----------------------------------------------------------------

export const emailAdd = methodCall('emailAdd', {
  summary: 'add an e-mail (a code is sent to it)',
  request: methodRequest({ email: z.email() }),
  response: ok({ emailId: id }),
});

export const emailConfirm = methodCall('emailConfirm', {
  summary: 'confirm an e-mail with its code',
  request: methodRequest({ emailId: id, code: z.string().check(z.minLength(1)) }),
  response: ok({}),
});

export const emailDelete = methodCall('emailDelete', {
  summary: 'delete an e-mail (not the primary one)',
  request: methodRequest({ emailId: id }),
  response: ok({}),
});

export const emailSetPrimary = methodCall('emailSetPrimary', {
  summary: "make a confirmed e-mail primary (else VF 'Only a confirmed e-mail can be primary')",
  request: methodRequest({ emailId: id }),
  response: ok({}),
});

// Tax number --------------------------------------------------------------

export const taxNumberUpdate = methodCall('taxNumberUpdate', {
  summary: "tax number, or the reason it is missing (explanation only for 'cannotObtain')",
  request: methodRequest({
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'ISO country code')),
    taxId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    tinMissingReason: z.optional(tinMissingReason),
    tinMissingExplanation: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
  }),
  response: ok({}),
});

// Identity verification (REST) -------------------------------------------

export const identityProvider = z.enum(['jmo', 'nfd']);
export type IdentityProvider = z.infer<typeof identityProvider>;

export const identityVerificationSession = z.looseObject({
  workflowRunId: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});
export type IdentityVerificationSession = z.infer<typeof identityVerificationSession>;

export const identityVerificationStart = restCall('POST', '/identity-verification', {
  summary: "start the signed-in customer's identity verification with a provider",
  request: z.object({ provider: identityProvider }),
  response: identityVerificationSession,
});

export const customerIdentityVerificationStart = restCall('POST', '/customers/{id}/identity-verification', {
  summary: "start a customer's or representative's identity verification; sendLink e-mails the link to them",
  request: z.object({ provider: identityProvider, sendLink: z.optional(z.boolean()) }),
  response: identityVerificationSession,
});

export const identityVerificationStatus = z.enum(['pending', 'completed', 'failed']);

/** The workflow token authorises this call, not a session (the provider's page links back here). */
export const identityVerificationGet = restCall('GET', '/identity-verification/{workflowRunId}/{token}', {
  summary: 'status of an identity verification run, by its token',
  auth: 'none',
  request: z.undefined(),
  response: z.looseObject({ status: identityVerificationStatus, provider: identityProvider }),
});

export const videoIdentityJob = z.looseObject({
  id: z.union([z.int(), z.string().check(z.minLength(1))]),
  status: z.enum(['pending', 'inProgress', 'completed', 'failed']),
  url: z.optional(z.string()),
});
export type VideoIdentityJob = z.infer<typeof videoIdentityJob>;

export const videoIdentityJobGet = restCall('GET', '/video-identity-job/{id}', {
  summary: 'a video identity job',
  request: z.undefined(),
  response: videoIdentityJob,
});

export const customerVerify = methodCall('customerVerify', {
  summary: 'submit the profile for review after the uploads',
  request: methodBody,
  response: ok({}),
});

export const profileCalls = [
  profileGet,
  phoneAdd,
  phoneReplace,
  phoneVerify,
  phoneConfirm,
  addressCreate,
  addressReplace,
  addressConfirm,
  addressDelete,
  addressInquiryGet,
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  taxNumberUpdate,
  identityVerificationStart,
  customerIdentityVerificationStart,
  identityVerificationGet,
  videoIdentityJobGet,
  customerVerify,
] as const;
