import { type BusinessRegistration, businessRegistrationOf } from './business-registration.ts';
import { WIZARD_DRAFT_VERSION } from './constants.ts';
import { type PersonalRegisterBody, captchaTestToken } from './registration.ts';
import type { PersonEntry, WizardDraft } from './registration-rules.ts';

/**
 * A valid business wizard draft (spec 3 §3, §5) with a two-level shareholder tree, for the rule tables, the fakes'
 * tests, the Pact examples and the web's comparison: Ada Owner holds 60% and is the director, the only user (rights
 * 2) and the representative; Northwind Holdings holds 40% and is held 100% by its director Ben Holder. Both persons
 * hold 25% or more, so each has a source of funds with details. A fresh copy each call; `tag` varies the e-mails.
 */
export function sampleWizardDraft(tag = 'sample'): WizardDraft {
  const address = { address1: '1 Example Street', city: 'Example City', postalCode: '10001', countryCode: 'US' };
  const person = (id: string, firstName: string, lastName: string, more: Partial<PersonEntry>): PersonEntry => ({
    id,
    firstName,
    lastName,
    birthday: '1980-04-12',
    email: '',
    phone: { countryCode: '1', number: '2025550100' },
    address: { ...address },
    sourcesOfFunds: [{ sourceId: 1, details: 'Salary from 2005 to 2020' }],
    isUser: false,
    accessRights: 0,
    ...more,
  });
  return {
    version: WIZARD_DRAFT_VERSION,
    company: {
      name: 'Example Media Ltd',
      tradingName: 'Example Media',
      registrationCountryCode: 'US',
      registrationNumber: 'REG-100200',
      registrationDate: '2015-06-01',
      businessTaxId: '12-3456789',
      email: `company-${tag}@example.com`,
      phone: { countryCode: '1', number: '2025550199' },
      website: 'https://media.example.com',
      description: 'Online advertising',
      businessType: 'registrationAdvertisingNetworks',
      address: { ...address },
      additionalQuestionAnswers: [{ questionId: 'businessAnotherAccount', value: 'no' }],
    },
    financialDetail: {
      monthlyDepositAmount: '25000.00',
      monthlyDepositCurrencyCode: 'USD',
      monthlyWithdrawalAmount: '20000.00',
      monthlyWithdrawalCurrencyCode: 'USD',
      sourceIds: [1],
      purposeIds: [1],
      industry: 1,
      sourceSpecifications: [],
      purposeSpecifications: [],
    },
    dueDiligence: { government: false, lawsuits: false, taxPayers: true },
    legalInformation: [
      { id: 'terms', key: 'termsAndConditions', value: true },
      { id: 'privacy', key: 'privacyPolicy', value: true },
    ],
    authorizedCompanyRepresentative: 'p1',
    directors: ['p1'],
    shareholders: [
      { type: 1, share: '60', personId: 'p1', children: [] },
      { type: 2, share: '40', companyId: 'c1', children: [{ type: 1, share: '100', personId: 'p2', children: [] }] },
    ],
    personList: [
      person('p1', 'Ada', 'Owner', { email: `ada-${tag}@example.com`, isUser: true, accessRights: 2 }),
      person('p2', 'Ben', 'Holder', {}),
    ],
    companyList: [
      {
        id: 'c1',
        name: 'Northwind Holdings',
        registrationCountryCode: 'GB',
        registrationNumber: '0765432',
        address: { address1: '2 Sample Road', city: 'London', postalCode: 'N1 1AA', countryCode: 'GB' },
        directors: ['p2'],
      },
    ],
  };
}

/** The wizard context of the sample: a brand with source of wealth on and paxum's two terms. */
export const sampleWizardContext = {
  sourceOfWealthEnable: true,
  terms: [{ id: 'terms' }, { id: 'privacy' }],
  businessTypes: ['registrationAdvertisingNetworks', 'registrationWebcamStudios', 'others'],
} as const;

/**
 * The businessRegister payload of the sample draft (spec 3 §3 in full but device): what the wizard sends for
 * `sampleWizardDraft(tag)`, with the bot check's test token (README 'Bot challenge').
 */
export function sampleBusinessRegistration(tag = 'sample'): BusinessRegistration {
  return businessRegistrationOf(sampleWizardDraft(tag), { captcha: captchaTestToken });
}

/**
 * A valid personal registration (spec 3 §1, §3): a US freelancer on a brand that offers the type, both terms accepted,
 * the test captcha, no device (not in the mobile wrapper). For the contracts' and fakes' tests and the Pact examples;
 * `over` replaces fields (a refusal's case).
 */
export function samplePersonalRegistration(over: Partial<PersonalRegisterBody> = {}): PersonalRegisterBody {
  return {
    email: 'nova@demo.test',
    password: 'Demo-pass-1',
    firstName: 'Nova',
    lastName: 'Reyes',
    phone: '+1 202 555 0111',
    countryCode: 'US',
    registrationType: 'freelancers',
    acceptedTerms: ['terms', 'privacy'],
    captcha: captchaTestToken,
    ...over,
  };
}
