import * as z from 'zod/mini';

// zod/mini: the wizard's route chunk loads this module (route chunks stay under 40 KiB gzipped)
import { methodCall } from './call.ts';
import { decimalString, methodRequest, ok } from './envelope.ts';
import { registrationDevice } from './registration.ts';
import {
  type SourceOfWealthDocuments,
  type WizardData,
  type WizardDraft,
  ultimateBeneficiaryOwnerIds,
  walkTree,
  wizardUsers,
} from './registration-rules.ts';

/**
 * Spec 3 §3 'Business registration payload' and §7 "Business account create": the business wizard's one call,
 * allowed without authentication (spec 3 §6 "registration and account activation"). The body is the wizard's draft
 * (registration-rules.ts WizardData: the names are the payload's) plus users, ultimateBeneficiaryOwners, captcha and,
 * only inside the mobile wrapper, device. The schema checks the shape only; the content rules are
 * registration-rules.ts `validateWizard`, which the upstream (the fakes) runs too and answers with VF
 * validationErrors whose `field` is the same path the wizard shows ('personList.2.email',
 * 'shareholders.0.children.1.share').
 */

const text = z.string().check(z.maxLength(500));
const id = z.string().check(z.minLength(1), z.maxLength(40));
const int = z.int();
/** Spec 3 §5: a share above 0 and at most 100; a percent, at most two decimals (registration-rules.ts shareBasisPoints) */
const share = z.string().check(z.maxLength(10));

const phone = z.object({ countryCode: text, number: text });
const address = z.object({
  address1: text,
  address2: z.optional(text),
  city: text,
  postalCode: text,
  countryCode: text,
  stateCode: z.optional(text),
});

/** Spec 3 §3 "each document has id, documentTypeId, statusId, expiration, created, createdName" */
export const sourceOfWealthDocument = z.object({
  id: int,
  documentTypeId: int,
  statusId: int,
  expiration: z.optional(z.string()),
  created: z.optional(z.string()),
  createdName: z.optional(z.string()),
});
/** Spec 3 §3 "sourceOfWealthDocuments keyed by group" */
export const sourceOfWealthDocuments = z.record(z.string(), z.array(sourceOfWealthDocument));

interface NodeInput {
  type: 1 | 2;
  share: string;
  personId?: string | undefined;
  companyId?: string | undefined;
  children: NodeInput[];
  sourceOfWealthDocuments?: SourceOfWealthDocuments | undefined;
}
/** Spec 3 §3 "shareholders: a tree. Each node has type (1 person, 2 company), share, personId or companyId, and nested children." */
export const shareholderNode: z.ZodMiniType<NodeInput> = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  share,
  personId: z.optional(id),
  companyId: z.optional(id),
  get children() {
    return z.array(shareholderNode);
  },
  sourceOfWealthDocuments: z.optional(sourceOfWealthDocuments),
});

/** Spec 3 §3 "personList: id, names, birthday, email, phone, address, taxId, sourcesOfFunds, isUser, accessRights" */
export const registrationPerson = z.object({
  id,
  firstName: text,
  middleName: z.optional(text),
  lastName: text,
  birthday: text,
  email: text,
  phone: z.optional(phone),
  address,
  taxId: z.optional(
    z.object({
      countryCode: text,
      taxId: z.optional(text),
      tinMissingReason: z.optional(z.enum(['countryDoesNotIssue', 'cannotObtain', 'notRequired'])),
      tinMissingExplanation: z.optional(text),
    }),
  ),
  sourcesOfFunds: z.array(z.object({ sourceId: int, details: z.string().check(z.maxLength(2000)) })),
  isUser: z.boolean(),
  accessRights: int,
});

/** companyList: a company shareholder (companyForm) and its directors' person ids */
export const registrationCompany = z.object({
  id,
  name: text,
  registrationCountryCode: text,
  registrationNumber: text,
  registrationDate: z.optional(text),
  email: z.optional(text),
  address,
  directors: z.array(id),
});

/** generalForm: the company being registered (spec 3 §3 'Company info' names) and the brand's business type */
export const registrationCompanyForm = z.object({
  name: text,
  tradingName: text,
  registrationCountryCode: text,
  registrationNumber: text,
  registrationDate: text,
  businessTaxId: text,
  email: text,
  phone,
  website: text,
  description: z.optional(z.string().check(z.maxLength(2000))),
  businessType: text,
  address,
  /** spec 3 §3 'Company info' additionalQuestionAnswers (verification.ts additionalQuestionAnswer's fields, as sent) */
  additionalQuestionAnswers: z.optional(
    z.array(z.object({ questionId: id, value: text, details: z.optional(z.string().check(z.maxLength(2000))) })),
  ),
});

const specification = z.object({ id: int, text: z.string().check(z.maxLength(500)) });
/** Spec 3 §3 financialDetail; the amounts are decimal strings (empty until typed), never numbers */
export const registrationFinancialDetail = z.object({
  monthlyDepositAmount: z.union([z.literal(''), decimalString]),
  monthlyDepositCurrencyCode: text,
  monthlyWithdrawalAmount: z.union([z.literal(''), decimalString]),
  monthlyWithdrawalCurrencyCode: text,
  sourceIds: z.array(int),
  purposeIds: z.array(int),
  industry: z.nullable(int),
  industrySpecification: z.optional(text),
  sourceSpecifications: z.array(specification),
  purposeSpecifications: z.array(specification),
});

/** Spec 3 §3 "dueDiligence: government, governmentDetails, lawsuits, lawsuitsDetails, taxPayers" (null: not answered) */
export const registrationDueDiligence = z.object({
  government: z.nullable(z.boolean()),
  governmentDetails: z.optional(z.string().check(z.maxLength(2000))),
  lawsuits: z.nullable(z.boolean()),
  lawsuitsDetails: z.optional(z.string().check(z.maxLength(2000))),
  taxPayers: z.nullable(z.boolean()),
});

/** Spec 3 §3 "legalInformation, one entry per term" (the brand's terms: id, key) */
export const legalInformationEntry = z.object({ id: text, key: text, value: z.boolean() });

/** Spec 3 §3 ultimateBeneficiaryOwners: the persons holding 25% or more, with their source-of-wealth documents */
export const ultimateBeneficiaryOwner = z.object({
  personId: id,
  sourceOfWealthDocuments: sourceOfWealthDocuments,
});

export const businessRegistrationFields = {
  company: registrationCompanyForm,
  financialDetail: registrationFinancialDetail,
  dueDiligence: registrationDueDiligence,
  authorizedCompanyRepresentative: z.string().check(z.maxLength(40)),
  legalInformation: z.array(legalInformationEntry),
  directors: z.array(id),
  ultimateBeneficiaryOwners: z.array(ultimateBeneficiaryOwner),
  shareholders: z.array(shareholderNode),
  users: z.array(z.object({ personId: id, accessRights: int })),
  personList: z.array(registrationPerson),
  companyList: z.array(registrationCompany),
  /** Spec 3 §1 "Registration is protected by a bot-challenge widget whose result is sent as captcha." */
  captcha: z.optional(z.string().check(z.maxLength(4096))),
  /** Spec 3 §3 "device, only when in the mobile wrapper" (the same device as personalRegister's) */
  device: z.optional(registrationDevice),
};
export const businessRegistrationRequest = methodRequest(businessRegistrationFields);
export type BusinessRegistration = z.output<typeof businessRegistrationRequest>;

// the payload carries the draft as the rules read it: a body is a WizardData (checked by the compiler)
const asWizardData = (b: BusinessRegistration): WizardData => b;
void asWizardData;

/**
 * Spec 3 §7 "Business account create" (the business wizard's submit). Success: the company and its owner's login
 * (the company e-mail) wait for activation with the e-mailed code (businessAccountActivate: e-mail, activationCode).
 */
export const businessRegister = methodCall('businessRegister', {
  summary: 'register a business with the wizard payload; the owner (the company e-mail) then activates',
  auth: 'none',
  request: businessRegistrationRequest,
  response: ok({ customerId: z.int(), email: z.string() }),
});

/** The payload of a wizard draft: users and ultimate owners derived from it, the bot check's token, the wrapper's device. */
export function businessRegistrationOf(
  draft: WizardDraft | WizardData,
  extra: { captcha: string; device?: z.output<typeof registrationDevice> },
): BusinessRegistration {
  const { version: _version, ...data } = draft as WizardDraft;
  void _version;
  const owners = ultimateBeneficiaryOwnerIds(data);
  const documentsOf = (personId: string): SourceOfWealthDocuments =>
    Object.assign(
      {},
      ...walkTree(data.shareholders)
        .filter(({ node }) => node.personId === personId && node.sourceOfWealthDocuments)
        .map(({ node }) => node.sourceOfWealthDocuments),
    ) as SourceOfWealthDocuments;
  return {
    ...data,
    users: wizardUsers(data),
    ultimateBeneficiaryOwners: owners.map((personId) => ({ personId, sourceOfWealthDocuments: documentsOf(personId) })),
    captcha: extra.captcha,
    ...(extra.device ? { device: extra.device } : {}),
  };
}

export const businessRegistrationCalls = [businessRegister] as const;
