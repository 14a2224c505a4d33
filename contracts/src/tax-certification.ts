import { z } from 'zod';
import { methodCall } from './call.ts';
import { methodRequest, ok } from './envelope.ts';

/** Numeric-looking tax ids ("123456789") become numbers under normalizeNumericStrings; read back as text. */
const text = z.union([z.string(), z.number().transform(String)]);

export const representativeTaxId = z.looseObject({
  countryCode: z.string(),
  taxId: text.optional(),
  tinMissingReason: z.enum(['countryDoesNotIssue', 'cannotObtain', 'notRequired']).optional(),
  tinMissingExplanation: z.string().optional(),
});

/** A business representative's FATCA/CRS self-certification (spec 1 §2 /self-certification-representative). */
export const representativeCertification = z.looseObject({
  representativeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  countryOfBirth: z.string().optional(),
  cityOfBirth: z.string().optional(),
  dateOfBirth: z.string().optional(),
  citizenship: z.string().optional(),
  taxIds: z.array(representativeTaxId),
  isUSTaxPayer: z.boolean().optional(),
});
export type RepresentativeCertification = z.infer<typeof representativeCertification>;

/**
 * The e-mailed auth secret authorises this call, not a session (auth none);
 * an unknown or expired secret answers responseCode 'AU'.
 */
export const representativeFatcaCrsGet = methodCall('representativeFatcaCrsGet', {
  summary: "a representative's FATCA/CRS self-certification, by the e-mailed auth secret",
  auth: 'none',
  request: methodRequest({ authSecret: z.string().min(1) }),
  response: ok({ certification: representativeCertification }),
});

export const taxCertificationCalls = [representativeFatcaCrsGet] as const;
