/** Spec 1 §3 "Country tax table": per country code, the personal and business numbers and a CRS flag. */

export interface TinInfo {
  name: string;
  shortName: string;
  required: boolean;
}

export interface CountryTax {
  tinPersonal: TinInfo;
  tinBusiness: TinInfo;
  crs: boolean;
}

const genericTin: TinInfo = { name: 'Tax Identification Number', shortName: 'TIN', required: false };

/** "An unknown country defaults to a generic TIN, not required, no CRS." */
export const defaultCountryTax: CountryTax = { tinPersonal: genericTin, tinBusiness: genericTin, crs: false };

/** "Countries with required false and crs false" (spec 1 §3), all 35 of them. */
export const notRequiredCountries = [
  'DZ', 'BY', 'BJ', 'BA', 'BW', 'BF', 'CM', 'CV', 'CI', 'DJ', 'DO', 'EG', 'SV', 'GA', 'GT', 'GY', 'HT', 'HN',
  'LS', 'MK', 'MR', 'MN', 'NA', 'PW', 'PG', 'PY', 'PH', 'SN', 'RS', 'TZ', 'TG', 'TN', 'UZ', 'VA', 'VN',
] as const; // prettier-ignore

const required = (name: string, shortName: string): TinInfo => ({ name, shortName, required: true });

const listed: Record<string, CountryTax> = {
  // "The United States uses an SSN/ITIN for personal and an EIN for business." Not a CRS participant (FATCA instead).
  US: {
    tinPersonal: required('Social Security Number / Individual Taxpayer Identification Number', 'SSN/ITIN'),
    tinBusiness: required('Employer Identification Number', 'EIN'),
    crs: false,
  },
  // "Many other countries are listed with their own values (not reproduced here)" (spec 3 §3): these rows are
  // our decision, from the numbers each country issues; all take part in CRS.
  GB: {
    tinPersonal: required('Unique Taxpayer Reference / National Insurance Number', 'UTR/NINO'),
    tinBusiness: required('Company Unique Taxpayer Reference', 'UTR'),
    crs: true,
  },
  DE: {
    tinPersonal: required('Steuerliche Identifikationsnummer', 'Steuer-IdNr'),
    tinBusiness: required('Steuernummer', 'St.-Nr.'),
    crs: true,
  },
  RO: {
    tinPersonal: required('Cod numeric personal', 'CNP'),
    tinBusiness: required('Cod unic de înregistrare', 'CUI'),
    crs: true,
  },
  CA: {
    tinPersonal: required('Social Insurance Number', 'SIN'),
    tinBusiness: required('Business Number', 'BN'),
    crs: true,
  },
  ES: {
    tinPersonal: required('Número de Identificación Fiscal', 'NIF'),
    tinBusiness: required('Número de Identificación Fiscal', 'NIF'),
    crs: true,
  },
};

for (const code of notRequiredCountries) listed[code] = defaultCountryTax;

export function countryTax(countryCode: string | undefined): CountryTax {
  return listed[(countryCode ?? '').toUpperCase()] ?? defaultCountryTax;
}

export type TinMissingReason = 'countryDoesNotIssue' | 'cannotObtain' | 'notRequired';
export const tinMissingReasons: readonly TinMissingReason[] = ['countryDoesNotIssue', 'cannotObtain', 'notRequired'];

export interface TaxNumberForm {
  countryCode: string;
  taxId: string;
  tinMissingReason: TinMissingReason | '';
  tinMissingExplanation: string;
  isBusiness?: boolean;
}

export interface TaxNumberPayload {
  countryCode: string;
  taxId?: string;
  tinMissingReason?: TinMissingReason;
  tinMissingExplanation?: string;
}

export type TaxNumberProblem = 'countryRequired' | 'reasonRequired' | 'explanationRequired' | 'numberRequiredHere';

/**
 * Spec 3 §5 "Tax ID": "A tax id without a number requires a missing reason:
 * country does not issue, cannot obtain, or not required. The explanation is
 * sent only for 'cannot obtain'." Our decisions: a 'cannot obtain' reason
 * needs an explanation (it is the only case it is sent); where the country
 * table says the number is required, 'not required' is refused.
 */
export function taxNumberPayload(
  form: TaxNumberForm,
):
  | { ok: true; payload: TaxNumberPayload }
  | { ok: false; problems: Partial<Record<keyof TaxNumberForm, TaxNumberProblem>> } {
  const countryCode = form.countryCode.trim().toUpperCase();
  if (!countryCode) return { ok: false, problems: { countryCode: 'countryRequired' } };
  const taxId = form.taxId.trim();
  if (taxId) return { ok: true, payload: { countryCode, taxId } };
  const reason = form.tinMissingReason;
  if (!reason) return { ok: false, problems: { tinMissingReason: 'reasonRequired' } };
  const tax = countryTax(countryCode);
  const tin = form.isBusiness ? tax.tinBusiness : tax.tinPersonal;
  if (reason === 'notRequired' && tin.required)
    return { ok: false, problems: { tinMissingReason: 'numberRequiredHere' } };
  if (reason !== 'cannotObtain') return { ok: true, payload: { countryCode, tinMissingReason: reason } };
  const explanation = form.tinMissingExplanation.trim();
  if (!explanation) return { ok: false, problems: { tinMissingExplanation: 'explanationRequired' } };
  return { ok: true, payload: { countryCode, tinMissingReason: reason, tinMissingExplanation: explanation } };
}
