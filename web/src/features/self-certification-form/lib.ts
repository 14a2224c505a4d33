import {
  type BusinessCertification,
  type BusinessFatcaCrsUpdateData,
  type BusinessQuestion,
  type BusinessQuestions,
  type EntityType,
  type TaxIdEntry,
  type TaxIdInput,
  type TaxNumberProblem,
  type TinMissingReason,
  businessQuestionProblems,
  controllingPersonsRequired,
  lossOfNationalityRequired,
  requiredTaxForm,
  shownAnswers,
  taxNumberPayload,
} from '@app/contracts';

/**
 * The tax self-certification form's rules (spec 3 §3 'Tax certification', §5 'Tax ID'), pure: the pages keep the
 * form in their models and ask these what to send or what is missing.
 */

/** One tax residence as typed. */
export interface TaxRow {
  countryCode: string;
  taxId: string;
  tinMissingReason: TinMissingReason | '';
  tinMissingExplanation: string;
}
export const emptyTaxRow: TaxRow = { countryCode: '', taxId: '', tinMissingReason: '', tinMissingExplanation: '' };

export type TaxRowProblem = TaxNumberProblem | 'duplicateCountry';
export type TaxRowProblems = Partial<Record<keyof TaxRow, TaxRowProblem>>[];

/** The rows as stored, or one empty row to start with. */
export function taxRowsFrom(entries: readonly TaxIdEntry[]): TaxRow[] {
  if (entries.length === 0) return [emptyTaxRow];
  return entries.map((e) => ({
    countryCode: e.countryCode,
    taxId: e.taxId ?? '',
    tinMissingReason: e.tinMissingReason ?? '',
    tinMissingExplanation: e.tinMissingExplanation ?? '',
  }));
}

/**
 * Every row through the profile's tax number rule (entities/profile taxNumberPayload: "A tax id without a number
 * requires a missing reason ... The explanation is sent only for 'cannot obtain'"; the country table's required
 * flag refuses 'not required'), plus: a country once.
 */
export function taxRowsPayload(
  rows: readonly TaxRow[],
  isBusiness: boolean,
): { ok: true; taxIds: TaxIdInput[] } | { ok: false; problems: TaxRowProblems } {
  const seen = new Set<string>();
  const taxIds: TaxIdInput[] = [];
  const problems: TaxRowProblems = rows.map((row) => {
    const checked = taxNumberPayload({ ...row, isBusiness });
    const code = row.countryCode.trim().toUpperCase();
    if (code && seen.has(code)) return { countryCode: 'duplicateCountry' };
    seen.add(code);
    if (!checked.ok) return checked.problems;
    taxIds.push(checked.payload as TaxIdInput);
    return {};
  });
  return problems.some((p) => Object.keys(p).length > 0) ? { ok: false, problems } : { ok: true, taxIds };
}

/** The personal (and representative) certification as typed. */
export interface PersonalForm {
  cityOfBirth: string;
  countryOfBirth: string;
  dateOfBirth: string;
  citizenship: string;
  isUSTaxPayer: boolean | null;
  taxIds: TaxRow[];
}

export function personalFormFrom(c: {
  cityOfBirth?: string;
  countryOfBirth?: string;
  dateOfBirth?: string;
  citizenship?: string;
  isUSTaxPayer?: boolean;
  taxIds: readonly TaxIdEntry[];
}): PersonalForm {
  return {
    cityOfBirth: c.cityOfBirth ?? '',
    countryOfBirth: c.countryOfBirth ?? '',
    dateOfBirth: c.dateOfBirth ?? '',
    citizenship: c.citizenship ?? '',
    isUSTaxPayer: c.isUSTaxPayer ?? null,
    taxIds: taxRowsFrom(c.taxIds),
  };
}

export type FieldProblem = 'required' | 'dateInvalid';
export type PersonalField = 'cityOfBirth' | 'countryOfBirth' | 'dateOfBirth' | 'citizenship' | 'isUSTaxPayer';
export interface PersonalProblems {
  fields: Partial<Record<PersonalField, FieldProblem>>;
  taxIds: TaxRowProblems;
}
export interface PersonalPayload {
  cityOfBirth: string;
  countryOfBirth: string;
  dateOfBirth: string;
  citizenship: string;
  isUSTaxPayer: boolean;
  taxIds: TaxIdInput[];
}

/** Every field is required; the date of birth is a past ISO date; then the tax rows. */
export function personalPayload(
  form: PersonalForm,
  today: string,
): { ok: true; payload: PersonalPayload } | { ok: false; problems: PersonalProblems } {
  const fields: PersonalProblems['fields'] = {};
  const cityOfBirth = form.cityOfBirth.trim();
  if (!cityOfBirth) fields.cityOfBirth = 'required';
  if (!form.countryOfBirth) fields.countryOfBirth = 'required';
  if (!form.citizenship) fields.citizenship = 'required';
  if (!form.dateOfBirth) fields.dateOfBirth = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth) || form.dateOfBirth >= today)
    fields.dateOfBirth = 'dateInvalid';
  if (form.isUSTaxPayer === null) fields.isUSTaxPayer = 'required';
  const rows = taxRowsPayload(form.taxIds, false);
  if (Object.keys(fields).length > 0 || !rows.ok)
    return { ok: false, problems: { fields, taxIds: rows.ok ? [] : rows.problems } };
  return {
    ok: true,
    payload: {
      cityOfBirth,
      countryOfBirth: form.countryOfBirth.toUpperCase(),
      dateOfBirth: form.dateOfBirth,
      citizenship: form.citizenship.toUpperCase(),
      isUSTaxPayer: form.isUSTaxPayer as boolean,
      taxIds: rows.taxIds,
    },
  };
}

/** A document the certification sends with it. */
export type TaxDocumentKind = 'w9' | 'w8' | 'lossOfNationality';

const inStatus = (s: string | undefined) => s === 'pending' || s === 'validated';

/**
 * The files this certification needs with it: "isUSTaxPayer → W-9 else W-8"; a person's certificate of loss of
 * nationality when it applies (contracts lossOfNationalityRequired). A document already in (pending or
 * validated) is not asked for again.
 */
export function documentsNeeded(
  answers: { isUSTaxPayer: boolean | null; countryOfBirth?: string; citizenship?: string },
  statuses: { w9?: string; w8?: string; lossOfNationality?: string },
): TaxDocumentKind[] {
  if (answers.isUSTaxPayer === null) return [];
  const out: TaxDocumentKind[] = [];
  const form = requiredTaxForm(answers.isUSTaxPayer);
  if (!inStatus(statuses[form])) out.push(form);
  const lon = lossOfNationalityRequired({
    countryOfBirth: answers.countryOfBirth,
    citizenship: answers.citizenship,
    isUSTaxPayer: answers.isUSTaxPayer,
  });
  if (lon && !inStatus(statuses.lossOfNationality)) out.push('lossOfNationality');
  return out;
}

/** Whole percent of an upload, 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The business certification as typed (spec 3 §3 'Tax certification (business)'). */
export interface BusinessForm {
  entityType: EntityType | null;
  questions: BusinessQuestions;
  taxIds: TaxRow[];
  isUSTaxPayer: boolean | null;
  controllingPersonIds: number[];
  placeOfBusinessAddressId: number | null;
  registeredAddressId: number | null;
}

export function businessFormFrom(c: BusinessCertification): BusinessForm {
  return {
    entityType: c.entityType ?? null,
    questions: c.questions,
    taxIds: taxRowsFrom(c.taxIds),
    isUSTaxPayer: c.isUSTaxPayer ?? null,
    controllingPersonIds: c.controllingPersons.map((p) => p.representativeId),
    placeOfBusinessAddressId: c.placeOfBusinessAddressId ?? null,
    registeredAddressId: c.registeredAddressId ?? null,
  };
}

export type BusinessField = 'entityType' | 'isUSTaxPayer' | 'controllingPersonIds';
export interface BusinessProblems {
  fields: Partial<Record<BusinessField, FieldProblem>>;
  questions: BusinessQuestion[];
  taxIds: TaxRowProblems;
}

/**
 * An entity type; an answer to every question it shows (contracts businessQuestionProblems); the controlling
 * persons of a passive entity; the tax rows with the business number of the country table; US tax payer or not.
 * Only the shown questions' answers are sent.
 */
export function businessPayload(
  form: BusinessForm,
): { ok: true; payload: BusinessFatcaCrsUpdateData } | { ok: false; problems: BusinessProblems } {
  const fields: BusinessProblems['fields'] = {};
  if (form.entityType === null) fields.entityType = 'required';
  if (form.isUSTaxPayer === null) fields.isUSTaxPayer = 'required';
  const type = form.entityType ?? undefined;
  const passive = controllingPersonsRequired(type, form.questions);
  if (passive && form.controllingPersonIds.length === 0) fields.controllingPersonIds = 'required';
  const questions = businessQuestionProblems(type, form.questions);
  const rows = taxRowsPayload(form.taxIds, true);
  if (Object.keys(fields).length > 0 || questions.length > 0 || !rows.ok)
    return { ok: false, problems: { fields, questions, taxIds: rows.ok ? [] : rows.problems } };
  return {
    ok: true,
    payload: {
      entityType: form.entityType as EntityType,
      questions: shownAnswers(type, form.questions),
      taxIds: rows.taxIds,
      isUSTaxPayer: form.isUSTaxPayer as boolean,
      ...(passive ? { controllingPersonIds: form.controllingPersonIds } : {}),
      ...(form.placeOfBusinessAddressId !== null ? { placeOfBusinessAddressId: form.placeOfBusinessAddressId } : {}),
      ...(form.registeredAddressId !== null ? { registeredAddressId: form.registeredAddressId } : {}),
    },
  };
}
