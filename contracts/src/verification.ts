import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { documentCategoryId, isoDate, looseText, uploadedDocument } from './documents.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';
import { address, addressInquiryDocument } from './profile.ts';

/** Verification, KYC and limits (spec 1 §3 "User status for verification"). Method names of spec 1 §7. */

/** Spec 1 §3: 1 expired documents, 2 unpaid invoice, 3 sanctions, 4 adverse media, 5 account investigation. */
export const limitReasonId = z.int().check(z.gte(1), z.lte(5));

export const requirementDocument = z.looseObject({
  documentTypeId: z.int(),
  documentType: z.string(),
  categoryId: documentCategoryId,
});

export const limitUploadedDocument = z.extend(uploadedDocument, { duplicated: z.optional(z.boolean()) });
export type LimitUploadedDocument = z.infer<typeof limitUploadedDocument>;

export const limitReason = z.looseObject({
  reasonId: limitReasonId,
  actionTypeId: z.int(),
  requirementDocuments: z.array(requirementDocument),
  uploadedDocuments: z.array(limitUploadedDocument),
});
export type LimitReason = z.infer<typeof limitReason>;

export const customerLimitReasonGet = methodCall('customerLimitReasonGet', {
  summary: 'why the account is limited, with the required and uploaded documents of each reason',
  request: methodBody,
  response: ok({ reasons: z.array(limitReason) }),
});

export const additionalQuestionAnswer = z.looseObject({
  questionId: z.string().check(z.minLength(1)),
  /** '2' arrives as 2 after normalizeNumericStrings; read back as text */
  value: looseText,
  details: z.optional(z.string()),
});
export type AdditionalQuestionAnswer = z.infer<typeof additionalQuestionAnswer>;

export const kycCustomerInfo = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  birthDay: z.optional(z.string()),
  birthCountryCode: z.optional(z.string()),
  citizenshipCountryCode: z.optional(z.string()),
  occupationId: z.optional(z.int()),
  sourceOfFundsIds: z.optional(z.array(z.int())),
  purposeIds: z.optional(z.array(z.int())),
  estimatedMonthlyDepositId: z.optional(z.int()),
  additionalQuestionAnswers: z.optional(z.array(additionalQuestionAnswer)),
});
export type KycCustomerInfo = z.infer<typeof kycCustomerInfo>;

export const kycCustomerInfoGet = methodCall('kycCustomerInfoGet', {
  summary: 'what the customer told for KYC so far',
  request: methodBody,
  response: ok({ info: kycCustomerInfo }),
});

export const kycRequest = z.looseObject({
  id: z.int(),
  status: z.enum(['required', 'submitted', 'approved', 'rejected']),
  reason: z.optional(z.string()),
  dueDate: z.optional(z.string()),
});
export type KycRequest = z.infer<typeof kycRequest>;

export const kycRequestGet = methodCall('kycRequestGet', {
  summary: "the customer's KYC request",
  request: methodBody,
  response: ok({ request: kycRequest }),
});

const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'ISO country code'));
const ids = z.array(z.int()).check(z.minLength(1));

export const kycCustomerPersonalInfoUpdate = methodCall('kycCustomerPersonalInfoUpdate', {
  summary: 'send the KYC personal information (clears isNeedKyc and isNeedPersonalInfoUpdate)',
  request: methodRequest({
    firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    birthDay: isoDate,
    birthCountryCode: countryCode,
    citizenshipCountryCode: countryCode,
    occupationId: z.int(),
    sourceOfFundsIds: ids,
    purposeIds: ids,
    estimatedMonthlyDepositId: z.int(),
    additionalQuestionAnswers: z.optional(
      z.array(
        z.object({
          questionId: z.string().check(z.minLength(1)),
          value: z.string(),
          details: z.optional(z.string().check(z.maxLength(1000))),
        }),
      ),
    ),
  }),
  response: ok({}),
});

export const dueDiligenceInfo = z.looseObject({
  address: z.optional(address),
  document: z.optional(addressInquiryDocument),
  uploadedDocuments: z.array(uploadedDocument),
});
export type DueDiligenceInfo = z.infer<typeof dueDiligenceInfo>;

/** The web fetches it only for dueDiligenceLevel 1 or 4 (spec 1 §3). */
export const dueDiligenceInfoGet = methodCall('dueDiligenceInfoGet', {
  summary: 'due-diligence info: the address, its document and the uploaded documents',
  request: methodBody,
  response: ok({ info: dueDiligenceInfo }),
});

export const verificationCalls = [
  customerLimitReasonGet,
  kycCustomerInfoGet,
  kycRequestGet,
  kycCustomerPersonalInfoUpdate,
  dueDiligenceInfoGet,
] as const;
