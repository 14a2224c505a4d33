import * as z from 'zod/mini';
import { methodCall } from './call.ts';
import { docStatusName, documentUploadLimits, isoDate, looseText } from './documents.ts';
import { methodRequest, ok } from './envelope.ts';
import { fatcaCrsCertificationInfo, tinMissingReason } from './profile.ts';

/**
 * Tax self-certification (FATCA/CRS): spec 3 §3 'Tax certification (business)' and its personal variant, spec 3 §5
 * 'Tax ID', spec 3 §7 'FATCA/CRS get and update for personal, business and representative' and 'W-form upload and
 * loss-of-nationality upload: multipart with a data field and a file[document] part'. The spec names the fields,
 * not the method names: those are ours.
 */

const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'a two-letter country code'));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** One tax residence as the API shows it (numeric-looking numbers come back as numbers: read back as text). */
export const taxIdEntry = z.looseObject({
  countryCode: z.string(),
  taxId: z.optional(looseText),
  tinMissingReason: z.optional(tinMissingReason),
  tinMissingExplanation: z.optional(z.string()),
});
export type TaxIdEntry = z.infer<typeof taxIdEntry>;
/** The representative's tax residence: the same entry (kept name). */
export const representativeTaxId = taxIdEntry;

/**
 * One tax residence as sent. Spec 3 §5: "A tax id without a number requires a missing reason: country does not
 * issue, cannot obtain, or not required. The explanation is sent only for 'cannot obtain'." The fakes check the
 * pairing and answer VF naming `taxIds[i].<field>`.
 */
export const taxIdInput = z.object({
  countryCode,
  taxId: z.optional(requiredText(40)),
  tinMissingReason: z.optional(tinMissingReason),
  tinMissingExplanation: z.optional(requiredText(500)),
});
export type TaxIdInput = z.infer<typeof taxIdInput>;

/** Spec 3 §3 "Ids, statuses and URLs of the W-8, W-9 and self-certification documents". */
const formDocuments = {
  w8FormDocumentId: z.optional(z.int()),
  w8FormDocumentStatus: z.optional(docStatusName),
  w8FormDocumentUrl: z.optional(z.string()),
  w9FormDocumentId: z.optional(z.int()),
  w9FormDocumentStatus: z.optional(docStatusName),
  w9FormDocumentUrl: z.optional(z.string()),
  selfCertificationDocumentId: z.optional(z.int()),
  selfCertificationDocumentStatus: z.optional(docStatusName),
  selfCertificationDocumentUrl: z.optional(z.string()),
};

/** Spec 3 §3: "The personal variant adds cityOfBirth, countryOfBirth, dateOfBirth, citizenship and the loss-of-nationality certificate." */
const personalFields = {
  cityOfBirth: z.optional(z.string()),
  countryOfBirth: z.optional(z.string()),
  dateOfBirth: z.optional(z.string()),
  citizenship: z.optional(z.string()),
};

export const personalCertification = z.looseObject({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  ...personalFields,
  taxIds: z.array(taxIdEntry),
  isUSTaxPayer: z.optional(z.boolean()),
  ...formDocuments,
  certificateOfLossOfNationalityDocumentId: z.optional(z.int()),
  certificateOfLossOfNationalityDocumentStatus: z.optional(docStatusName),
  certificateOfLossOfNationalityDocumentUrl: z.optional(z.string()),
});
export type PersonalCertification = z.infer<typeof personalCertification>;

/** Spec 3 §3 "entityType: financial-institution, investment or general". */
export const entityTypes = ['financial-institution', 'investment', 'general'] as const;
export const entityType = z.enum(entityTypes);
export type EntityType = z.infer<typeof entityType>;

/** Spec 3 §3 "companyOwnedByYou (market, name, ticket)". */
export const companyOwnedByYou = z.looseObject({
  market: z.optional(z.string()),
  name: z.optional(z.string()),
  ticket: z.optional(looseText),
});

/** Spec 3 §3 'questions', as the API shows them. */
export const businessQuestions = z.looseObject({
  giin: z.optional(looseText),
  giinMissingReason: z.optional(z.string()),
  isFinancialInstitution: z.optional(z.boolean()),
  isUsingClientFunds: z.optional(z.boolean()),
  isManagedByFinancialInstitution: z.optional(z.boolean()),
  isPubliclyTraded: z.optional(z.boolean()),
  companySecurityMarket: z.optional(z.string()),
  companyTicket: z.optional(looseText),
  isOwnPubliclyTradedCompany: z.optional(z.boolean()),
  companyOwnedByYou: z.optional(companyOwnedByYou),
  isEarnPassiveIncome: z.optional(z.boolean()),
});
export type BusinessQuestions = z.infer<typeof businessQuestions>;

/** A controlling person: one of the company's representatives (spec 3 §3 'controllingPersons'). */
export const controllingPerson = z.looseObject({
  representativeId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ControllingPerson = z.infer<typeof controllingPerson>;

/** An address of the company the certification may name (place of business, registered address). */
export const certificationAddress = z.looseObject({
  addressId: z.int(),
  address1: z.string(),
  city: z.string(),
  countryCode: z.string(),
});

export const businessCertification = z.looseObject({
  businessName: z.optional(z.string()),
  entityType: z.optional(entityType),
  questions: businessQuestions,
  taxIds: z.array(taxIdEntry),
  isUSTaxPayer: z.optional(z.boolean()),
  ...formDocuments,
  controllingPersons: z.array(controllingPerson),
  placeOfBusinessAddressId: z.optional(z.int()),
  registeredAddressId: z.optional(z.int()),
  /** what the form may choose from (ours: the spec names only the chosen ones) */
  representatives: z.optional(z.array(controllingPerson)),
  addresses: z.optional(z.array(certificationAddress)),
});
export type BusinessCertification = z.infer<typeof businessCertification>;

/** A business representative's FATCA/CRS self-certification (spec 3 §2 /self-certification-representative). */
export const representativeCertification = z.looseObject({
  representativeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  ...personalFields,
  taxIds: z.array(taxIdEntry),
  isUSTaxPayer: z.optional(z.boolean()),
});
export type RepresentativeCertification = z.infer<typeof representativeCertification>;

// Decision rules (pure; table tests in tax-certification.test.ts) -------------------------------------------

/** The tax form a certification needs: "isUSTaxPayer → W-9 else W-8". */
export type TaxForm = 'w9' | 'w8';
export const requiredTaxForm = (isUSTaxPayer: boolean): TaxForm => (isUSTaxPayer ? 'w9' : 'w8');

/**
 * The loss-of-nationality certificate applies to a person born in the US who says they are not a US tax payer
 * and is not a US citizen (FATCA: a US birthplace is a US indicium that the certificate cures). Ours: the spec
 * names the certificate, not when it applies.
 */
export function lossOfNationalityRequired(p: {
  countryOfBirth?: string;
  citizenship?: string;
  isUSTaxPayer?: boolean;
}): boolean {
  return p.countryOfBirth === 'US' && p.isUSTaxPayer === false && p.citizenship !== 'US';
}

export const businessQuestionNames = [
  'giin',
  'giinMissingReason',
  'isFinancialInstitution',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'companySecurityMarket',
  'companyTicket',
  'isOwnPubliclyTradedCompany',
  'companyOwnedByYou',
  'isEarnPassiveIncome',
] as const;
export type BusinessQuestion = (typeof businessQuestionNames)[number];

/**
 * The questions shown for an entity type and the answers so far, in the order asked. Ours (spec 3 §3 lists the
 * questions, not the tree):
 * - financial-institution: its GIIN (a reason when it has none) and whether it holds client funds;
 * - investment: is it a financial institution itself, else is it managed by one; either way its GIIN; neither
 *   makes it passive (controlling persons);
 * - general: publicly traded (market and ticker), else owned by a publicly traded company (that company's
 *   market, name and ticker), else does it earn mainly passive income (controlling persons when yes).
 */
export function businessQuestionsFor(type: EntityType | undefined, q: BusinessQuestions): BusinessQuestion[] {
  const giin = (): BusinessQuestion[] => (isBlank(q.giin) ? ['giin', 'giinMissingReason'] : ['giin']);
  switch (type) {
    case undefined:
      return [];
    case 'financial-institution':
      return [...giin(), 'isUsingClientFunds'];
    case 'investment': {
      const out: BusinessQuestion[] = ['isFinancialInstitution'];
      if (q.isFinancialInstitution === true) return [...out, ...giin()];
      if (q.isFinancialInstitution === false) {
        out.push('isManagedByFinancialInstitution');
        if (q.isManagedByFinancialInstitution === true) out.push(...giin());
      }
      return out;
    }
    case 'general': {
      const out: BusinessQuestion[] = ['isPubliclyTraded'];
      if (q.isPubliclyTraded === true) return [...out, 'companySecurityMarket', 'companyTicket'];
      if (q.isPubliclyTraded !== false) return out;
      out.push('isOwnPubliclyTradedCompany');
      if (q.isOwnPubliclyTradedCompany === true) return [...out, 'companyOwnedByYou'];
      if (q.isOwnPubliclyTradedCompany === false) out.push('isEarnPassiveIncome');
      return out;
    }
  }
}

/** A passive entity names its controlling persons (the same tree as businessQuestionsFor). */
export function controllingPersonsRequired(type: EntityType | undefined, q: BusinessQuestions): boolean {
  if (type === 'investment') return q.isFinancialInstitution === false && q.isManagedByFinancialInstitution === false;
  if (type === 'general')
    return q.isPubliclyTraded === false && q.isOwnPubliclyTradedCompany === false && q.isEarnPassiveIncome === true;
  return false;
}

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * What is missing in the answers to the shown questions (field names); empty when complete. A yes/no question
 * needs an answer; a GIIN or its missing reason; the market and ticker of a listed company; the three fields of
 * the owning company.
 */
export function businessQuestionProblems(type: EntityType | undefined, q: BusinessQuestions): BusinessQuestion[] {
  return businessQuestionsFor(type, q).filter((k) => {
    if (k === 'giin') return false; // a missing GIIN is answered by its reason
    if (k === 'companyOwnedByYou') {
      const o = q.companyOwnedByYou;
      return isBlank(o?.market) || isBlank(o?.name) || isBlank(o?.ticket);
    }
    return isBlank(q[k]);
  });
}

/** The answers of the shown questions only: an answer to a question no longer shown is not sent. */
export function shownAnswers(type: EntityType | undefined, q: BusinessQuestions): BusinessQuestionsInput {
  const out: Record<string, unknown> = {};
  for (const k of businessQuestionsFor(type, q)) {
    const v = q[k];
    if (isBlank(v)) continue;
    if (k === 'companyOwnedByYou') {
      const o = v as z.infer<typeof companyOwnedByYou>;
      out[k] = { market: o.market?.trim(), name: o.name?.trim(), ticket: String(o.ticket ?? '').trim() };
    } else out[k] = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v;
  }
  return out as BusinessQuestionsInput;
}

// Calls ----------------------------------------------------------------------------------------------------

const yesNo = z.optional(z.boolean());
const optionalText = (max: number) => z.optional(requiredText(max));

/** The questions as sent: only the shown ones (shownAnswers). */
export const businessQuestionsInput = z.object({
  giin: optionalText(40),
  giinMissingReason: optionalText(500),
  isFinancialInstitution: yesNo,
  isUsingClientFunds: yesNo,
  isManagedByFinancialInstitution: yesNo,
  isPubliclyTraded: yesNo,
  companySecurityMarket: optionalText(100),
  companyTicket: optionalText(20),
  isOwnPubliclyTradedCompany: yesNo,
  companyOwnedByYou: z.optional(
    z.object({ market: requiredText(100), name: requiredText(200), ticket: requiredText(20) }),
  ),
  isEarnPassiveIncome: yesNo,
});
export type BusinessQuestionsInput = z.infer<typeof businessQuestionsInput>;

const personalInput = {
  cityOfBirth: requiredText(100),
  countryOfBirth: countryCode,
  dateOfBirth: isoDate,
  citizenship: countryCode,
  taxIds: z.array(taxIdInput).check(z.minLength(1), z.maxLength(10)),
  isUSTaxPayer: z.boolean(),
};

export const fatcaCrsGet = methodCall('fatcaCrsGet', {
  summary: "the personal customer's FATCA/CRS self-certification",
  request: methodRequest({}),
  response: ok({ certification: personalCertification }),
});

export const fatcaCrsUpdateData = methodRequest(personalInput);
export type FatcaCrsUpdateData = z.infer<typeof fatcaCrsUpdateData>;

/** The answer holds the certification as now stored and the customer's certification info (spec 3 §3). */
export const fatcaCrsUpdate = methodCall('fatcaCrsUpdate', {
  summary: "saves the personal customer's FATCA/CRS self-certification",
  request: fatcaCrsUpdateData,
  response: ok({ certification: personalCertification, fatcaCrsCertificationInfo }),
});

export const businessFatcaCrsGet = methodCall('businessFatcaCrsGet', {
  summary: "the business customer's FATCA/CRS self-certification",
  request: methodRequest({}),
  response: ok({ certification: businessCertification }),
});

export const businessFatcaCrsUpdateData = methodRequest({
  entityType,
  questions: businessQuestionsInput,
  taxIds: z.array(taxIdInput).check(z.minLength(1), z.maxLength(10)),
  isUSTaxPayer: z.boolean(),
  controllingPersonIds: z.optional(z.array(z.int())),
  placeOfBusinessAddressId: z.optional(z.int()),
  registeredAddressId: z.optional(z.int()),
});
export type BusinessFatcaCrsUpdateData = z.infer<typeof businessFatcaCrsUpdateData>;

export const businessFatcaCrsUpdate = methodCall('businessFatcaCrsUpdate', {
  summary: "saves the business customer's FATCA/CRS self-certification",
  request: businessFatcaCrsUpdateData,
  response: ok({ certification: businessCertification, fatcaCrsCertificationInfo }),
});

/**
 * The e-mailed auth secret authorises this call, not a session (auth none);
 * an unknown or expired secret answers responseCode 'AU'.
 */
export const representativeFatcaCrsGet = methodCall('representativeFatcaCrsGet', {
  summary: "a representative's FATCA/CRS self-certification, by the e-mailed auth secret",
  auth: 'none',
  request: methodRequest({ authSecret: z.string().check(z.minLength(1)) }),
  response: ok({ certification: representativeCertification }),
});

export const representativeFatcaCrsUpdateData = methodRequest({
  authSecret: z.string().check(z.minLength(1)),
  ...personalInput,
});
export type RepresentativeFatcaCrsUpdateData = z.infer<typeof representativeFatcaCrsUpdateData>;

export const representativeFatcaCrsUpdate = methodCall('representativeFatcaCrsUpdate', {
  summary: "saves a representative's FATCA/CRS self-certification, by the e-mailed auth secret",
  auth: 'none',
  request: representativeFatcaCrsUpdateData,
  response: ok({ certification: representativeCertification }),
});

/** The JSON of the `data` part of a W-form upload: which form (the personal W-8 is the W-8BEN). */
export const taxFormUploadData = methodRequest({ form: z.enum(['w8', 'w9']) });
export type TaxFormUploadData = z.infer<typeof taxFormUploadData>;

/** Spec 3 §4 'Upload: uploaded, rejected, pending': a new upload is 'uploaded'; the certification info says pending. */
const uploadAnswer = ok({
  documentId: z.int(),
  status: z.enum(['uploaded', 'rejected', 'pending']),
  fatcaCrsCertificationInfo,
});

/**
 * Multipart `POST /?method=fatcaCrsTaxFormUpload` (spec 3 §7): a `data` part (JSON, `taxFormUploadData`) and a
 * `file[document]` part (pdf, jpeg or png; at most 10 MiB; not empty: documentUploadLimits). Acts for the signed-in
 * customer (a business one with fromCustomerId). A bad file answers TA1 as documentUpload does.
 */
export const fatcaCrsTaxFormUpload = methodCall('fatcaCrsTaxFormUpload', {
  summary: 'uploads the W-8 or W-9 form (multipart: data JSON + file[document])',
  multipart: true,
  request: taxFormUploadData,
  response: uploadAnswer,
});

/** Multipart `POST /?method=lossOfNationalityUpload`: the certificate of loss of nationality (spec 3 §3, §7). */
export const lossOfNationalityUpload = methodCall('lossOfNationalityUpload', {
  summary: 'uploads the certificate of loss of nationality (multipart: data JSON + file[document])',
  multipart: true,
  request: methodRequest({}),
  response: uploadAnswer,
});

/** The FormData of a W-form or certificate upload: the `data` part and the `file[document]` part. */
export function taxDocumentForm(data: Record<string, unknown>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(documentUploadLimits.dataPart, JSON.stringify(data));
  form.append(documentUploadLimits.filePart, file, fileName);
  return form;
}

export const taxCertificationCalls = [
  fatcaCrsGet,
  fatcaCrsUpdate,
  businessFatcaCrsGet,
  businessFatcaCrsUpdate,
  representativeFatcaCrsGet,
  representativeFatcaCrsUpdate,
  fatcaCrsTaxFormUpload,
  lossOfNationalityUpload,
] as const;
