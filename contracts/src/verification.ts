import { z } from 'zod';
import { methodCall } from './call.ts';
import { documentCategoryId, isoDate, looseText, uploadedDocument } from './documents.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';
import { address, addressInquiryDocument } from './profile.ts';

/** Verification, KYC and limits (spec 1 §3 "User status for verification"). Method names of spec 1 §7. */

/** Spec 1 §3: 1 expired documents, 2 unpaid invoice, 3 sanctions, 4 adverse media, 5 account investigation. */
export const limitReasonId = z.number().int().min(1).max(5);

export const requirementDocument = z.looseObject({
  documentTypeId: z.number().int(),
  documentType: z.string(),
  categoryId: documentCategoryId,
});

export const limitUploadedDocument = uploadedDocument.extend({ duplicated: z.boolean().optional() });
export type LimitUploadedDocument = z.infer<typeof limitUploadedDocument>;

export const limitReason = z.looseObject({
  reasonId: limitReasonId,
  actionTypeId: z.number().int(),
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
  questionId: z.string().min(1),
  /** '2' arrives as 2 after normalizeNumericStrings; read back as text */
  value: looseText,
  details: z.string().optional(),
});
export type AdditionalQuestionAnswer = z.infer<typeof additionalQuestionAnswer>;

export const kycCustomerInfo = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  birthDay: z.string().optional(),
  birthCountryCode: z.string().optional(),
  citizenshipCountryCode: z.string().optional(),
  occupationId: z.number().int().optional(),
  sourceOfFundsIds: z.array(z.number().int()).optional(),
  purposeIds: z.array(z.number().int()).optional(),
  estimatedMonthlyDepositId: z.number().int().optional(),
  additionalQuestionAnswers: z.array(additionalQuestionAnswer).optional(),
});
export type KycCustomerInfo = z.infer<typeof kycCustomerInfo>;

export const kycCustomerInfoGet = methodCall('kycCustomerInfoGet', {
  summary: 'what the customer told for KYC so far',
  request: methodBody,
  response: ok({ info: kycCustomerInfo }),
});

export const kycRequest = z.looseObject({
  id: z.number().int(),
  status: z.enum(['required', 'submitted', 'approved', 'rejected']),
  reason: z.string().optional(),
  dueDate: z.string().optional(),
});
export type KycRequest = z.infer<typeof kycRequest>;

export const kycRequestGet = methodCall('kycRequestGet', {
  summary: "the customer's KYC request",
  request: methodBody,
  response: ok({ request: kycRequest }),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO country code');
const ids = z.array(z.number().int()).min(1);

export const kycCustomerPersonalInfoUpdate = methodCall('kycCustomerPersonalInfoUpdate', {
  summary: 'send the KYC personal information (clears isNeedKyc and isNeedPersonalInfoUpdate)',
  request: methodRequest({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    birthDay: isoDate,
    birthCountryCode: countryCode,
    citizenshipCountryCode: countryCode,
    occupationId: z.number().int(),
    sourceOfFundsIds: ids,
    purposeIds: ids,
    estimatedMonthlyDepositId: z.number().int(),
    additionalQuestionAnswers: z
      .array(
        z.object({
          questionId: z.string().min(1),
          value: z.string(),
          details: z.string().max(1000).optional(),
        }),
      )
      .optional(),
  }),
  response: ok({}),
});

export const dueDiligenceInfo = z.looseObject({
  address: address.optional(),
  document: addressInquiryDocument.optional(),
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
