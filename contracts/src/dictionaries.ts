import { z } from 'zod';
import { type ZodMiniType, extend } from 'zod/mini';
import { methodCall } from './call.ts';
import { documentCategoryId, documentSide, looseText } from './documents.ts';
import { methodRequest, ok } from './envelope.ts';

/**
 * Dictionaries (spec 1 §3; the dictionary calls of spec 1 §7 and spec 3 §7). Every one is allowed without a
 * session and carries `lang`; an unknown language answers in English. The browser caches them per language.
 */

/** '1' or 'NSW': codes may be numeric text, which arrives as a number after normalizeNumericStrings. */
const code = looseText;
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO country code');
const id = z.number().int();

/** Every dictionary request: the language (`en`, `es`, `pt`, `ro`, `ru`, `uk`; anything else falls back to en). */
export const dictionaryRequest = methodRequest({ lang: z.string().max(20) });

export const dictionaryItem = z.looseObject({ id, name: z.string() });
export type DictionaryItem = z.infer<typeof dictionaryItem>;
/** An item that asks for a free-text "please specify" when chosen (e.g. 'Other'). */
export const specifiableItem = dictionaryItem.extend({ specify: z.boolean().optional() });
export type SpecifiableItem = z.infer<typeof specifiableItem>;

const dictionary = <Req extends ZodMiniType, Res extends ZodMiniType>(
  name: string,
  summary: string,
  req: Req,
  res: Res,
) => methodCall(name, { summary, auth: 'none', request: req, response: res });

export const occupationVariant = z.union([z.literal(1), z.literal(2)]);
export const occupationsGet = dictionary(
  'occupationsGet',
  'occupations (variant 1: personal KYC, variant 2: business representatives)',
  extend(dictionaryRequest, { variant: occupationVariant }),
  ok({ items: z.array(dictionaryItem) }),
);

export const country = z.looseObject({ code: countryCode, name: z.string(), phoneCode: code });
export type Country = z.infer<typeof country>;
export const countriesGet = dictionary(
  'countriesGet',
  'ISO 3166 countries with their dialling codes',
  dictionaryRequest,
  ok({ countries: z.array(country) }),
);

export const currency = z.looseObject({
  code: z.string().regex(/^[A-Z]{3,5}$/),
  name: z.string(),
  decimals: z.number().int().min(0).max(8),
});
export type Currency = z.infer<typeof currency>;
export const currenciesGet = dictionary(
  'currenciesGet',
  'currencies with their number of decimals',
  dictionaryRequest,
  ok({ currencies: z.array(currency) }),
);

export const transactionTypesGet = dictionary(
  'transactionTypesGet',
  'transaction types',
  dictionaryRequest,
  ok({ items: z.array(dictionaryItem) }),
);

export const birthCountry = z.looseObject({ code: countryCode, name: z.string() });
export type BirthCountry = z.infer<typeof birthCountry>;
export const birthCountriesGet = dictionary(
  'birthCountriesGet',
  'countries of birth',
  dictionaryRequest,
  ok({ countries: z.array(birthCountry) }),
);

export const personalAgreement = z.looseObject({ id, name: z.string(), url: z.string() });
export type PersonalAgreement = z.infer<typeof personalAgreement>;
export const personalAgreementsGet = dictionary(
  'personalAgreementsGet',
  'agreements of a personal account',
  dictionaryRequest,
  ok({ agreements: z.array(personalAgreement) }),
);

export const estimatedMonthlyDepositsGet = dictionary(
  'estimatedMonthlyDepositsGet',
  'estimated monthly deposit ranges',
  dictionaryRequest,
  ok({ items: z.array(dictionaryItem) }),
);

export const customerDocumentType = z.looseObject({
  id,
  name: z.string(),
  /** types 4 and 5: front and back; type 88: registrationStamp and passportFront */
  sides: z.array(documentSide).optional(),
  /** only for these countries (type 88: RU and UA) */
  countryCodes: z.array(countryCode).optional(),
});
export type CustomerDocumentType = z.infer<typeof customerDocumentType>;
export const customerDocumentCategory = z.looseObject({
  id: documentCategoryId,
  name: z.string(),
  customerDocumentTypes: z.array(customerDocumentType),
});
export type CustomerDocumentCategory = z.infer<typeof customerDocumentCategory>;
export const documentTypesGet = dictionary(
  'documentTypesGet',
  'document categories 1 to 12 and their types',
  dictionaryRequest,
  ok({ customerDocumentCategories: z.array(customerDocumentCategory) }),
);

export const addressDocumentTypesGet = dictionary(
  'addressDocumentTypesGet',
  'documents that prove an address (for one country when countryCode is given)',
  extend(dictionaryRequest, { countryCode: countryCode.optional() }),
  ok({ items: z.array(dictionaryItem) }),
);

export const sourcesOfFundsKind = z.enum(['personal', 'personalV2', 'employee', 'business']);
export type SourcesOfFundsKind = z.infer<typeof sourcesOfFundsKind>;
export const sourcesOfFundsGet = dictionary(
  'sourcesOfFundsGet',
  'sources of funds (personal, personalV2, employee or business)',
  extend(dictionaryRequest, { kind: sourcesOfFundsKind }),
  ok({ items: z.array(specifiableItem) }),
);

export const purposeKind = z.enum(['personal', 'business']);
export type PurposeKind = z.infer<typeof purposeKind>;
export const purposesGet = dictionary(
  'purposesGet',
  'purposes of the account (personal or business)',
  extend(dictionaryRequest, { kind: purposeKind }),
  ok({ items: z.array(specifiableItem) }),
);

/** Web labels: 'Adult Related Business', 'Mainstream Company', 'Financial Companies', 'Investment Companies'. */
export const industryGroupName = z.enum(['adult', 'mainstream', 'financial', 'investment']);
export type IndustryGroupName = z.infer<typeof industryGroupName>;
export const industryGroup = z.looseObject({ group: industryGroupName, items: z.array(dictionaryItem) });
export type IndustryGroup = z.infer<typeof industryGroup>;
export const industriesGet = dictionary(
  'industriesGet',
  'industries in four groups',
  dictionaryRequest,
  ok({ groups: z.array(industryGroup) }),
);

export const additionalQuestionKind = z.enum(['personal', 'business']);
export type AdditionalQuestionKind = z.infer<typeof additionalQuestionKind>;
/** Option values are text ('yes', 'no', '2'); '2' arrives as 2 after normalizeNumericStrings. */
export const additionalQuestionOption = z.looseObject({ value: looseText, label: z.string() });
export const additionalQuestion = z.looseObject({
  /** anotherAccount, businessAnotherAccount (yes/no, a textarea when yes), controlAccount (option '2': name and date) */
  id: z.string().min(1),
  text: z.string(),
  type: z.enum(['radio', 'text']),
  options: z.array(additionalQuestionOption).optional(),
});
export type AdditionalQuestion = z.infer<typeof additionalQuestion>;
export const additionalQuestionsGet = dictionary(
  'additionalQuestionsGet',
  'additional KYC questions (personal or business)',
  extend(dictionaryRequest, { kind: additionalQuestionKind }),
  ok({ questions: z.array(additionalQuestion) }),
);

export const countryState = z.looseObject({ code, name: z.string() });
export type CountryState = z.infer<typeof countryState>;
export const statesGet = dictionary(
  'statesGet',
  'states or provinces of a country (an empty list when the country has none)',
  extend(dictionaryRequest, { countryCode }),
  ok({ states: z.array(countryState) }),
);

export const dictionaryCalls = [
  occupationsGet,
  countriesGet,
  currenciesGet,
  transactionTypesGet,
  birthCountriesGet,
  personalAgreementsGet,
  estimatedMonthlyDepositsGet,
  documentTypesGet,
  addressDocumentTypesGet,
  sourcesOfFundsGet,
  purposesGet,
  industriesGet,
  additionalQuestionsGet,
  statesGet,
] as const;
