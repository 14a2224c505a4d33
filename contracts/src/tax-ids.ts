import type { TinMissingReason } from './profile.ts';

/**
 * Spec 3 §3 "Country tax table": per country code, the personal and business numbers and a CRS flag; and spec 3 §5
 * "Tax ID". Once here, without a schema library: the web's forms and the fakes' handlers run the same rules.
 */

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

/** "Countries with required false and crs false" (spec 3 §3), all 35 of them. */
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

export type TaxIdRowProblem = TaxNumberProblem | 'numberOrReason' | 'explanationNotSent';

/**
 * The same rule on a tax id row as it arrives (a request's taxIds entry), for the server side: spec 3 §5 "A tax id
 * without a number requires a missing reason" (reasonRequired), a number and a reason together are refused
 * (numberOrReason), "The explanation is sent only for 'cannot obtain'" (explanationNotSent, and explanationRequired
 * when that reason comes without one), and 'not required' where the country table says the number is required
 * (numberRequiredHere). The field each problem belongs to, and the problem.
 */
export function taxIdRowProblems(
  row: TaxNumberPayload,
  kind: 'personal' | 'business',
): Array<{ field: keyof TaxNumberPayload; problem: TaxIdRowProblem }> {
  const out: Array<{ field: keyof TaxNumberPayload; problem: TaxIdRowProblem }> = [];
  const hasNumber = row.taxId !== undefined && row.taxId.trim() !== '';
  if (!row.countryCode.trim()) out.push({ field: 'countryCode', problem: 'countryRequired' });
  if (!hasNumber && row.tinMissingReason === undefined)
    out.push({ field: 'tinMissingReason', problem: 'reasonRequired' });
  if (hasNumber && row.tinMissingReason !== undefined)
    out.push({ field: 'tinMissingReason', problem: 'numberOrReason' });
  if (row.tinMissingExplanation !== undefined && row.tinMissingReason !== 'cannotObtain')
    out.push({ field: 'tinMissingExplanation', problem: 'explanationNotSent' });
  if (row.tinMissingReason === 'cannotObtain' && !row.tinMissingExplanation?.trim())
    out.push({ field: 'tinMissingExplanation', problem: 'explanationRequired' });
  const tax = countryTax(row.countryCode);
  if (row.tinMissingReason === 'notRequired' && (kind === 'business' ? tax.tinBusiness : tax.tinPersonal).required)
    out.push({ field: 'tinMissingReason', problem: 'numberRequiredHere' });
  return out;
}
