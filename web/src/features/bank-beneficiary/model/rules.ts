import {
  type CallBodyOf,
  type ExtraParam,
  type ExtraParamGroup,
  type eftTransfer,
  flattenExtraParams,
  requiredExtraParams,
  type wireTransfer,
} from '@app/contracts';
import { getCountrySpecifications } from 'ibantools';
import {
  bankFieldsFor,
  bicCheck,
  ibanCheck,
  localPaymentGroup,
  normaliseBankDetails,
  ibanDetailFields,
  swiftDetailFields,
} from '../../../entities/external-transfer/index.ts';

/**
 * The beneficiary block of bank transfers (wire, eft) as pure rules: which fields the form asks for a destination
 * (spec 2 §5 extra parameters, §9 local-payment groups), their checks before any call, and the submit's beneficiary
 * part (contracts external-transfers.ts `wireTransfer` / `eftTransfer`).
 */

export type BankTransferType = 'wire' | 'eft';

/** What the page decided (features' beneficiary-block interface). */
export interface BankContext {
  type: BankTransferType;
  countryCode: string;
  currencyCode: string;
  permission: 'own' | '3d';
}

/** A destination the page has finished choosing: a country (ISO alpha-2) and a currency code. */
export const destinationComplete = (c: Pick<BankContext, 'countryCode' | 'currencyCode'>): boolean =>
  /^[A-Z]{2}$/i.test(c.countryCode) && /^[A-Z]{3,5}$/.test(c.currencyCode);

/** The submit fields the page owns; the block sends the rest. */
type PageField =
  'fromAccountId' | 'amount' | 'currencyCode' | 'permission' | 'reference' | 'templateId' | 'countryCode';
export type WireBeneficiaryPayload = Omit<CallBodyOf<typeof wireTransfer>, PageField>;
export type EftBeneficiaryPayload = Omit<CallBodyOf<typeof eftTransfer>, PageField>;
/** A wire's has `swift`, an eft's has none. */
export type BankBeneficiaryPayload = WireBeneficiaryPayload | EftBeneficiaryPayload;

/** The block's own text fields, by the contract's names. */
export const ownFields = [
  'beneficiaryName',
  'beneficiaryAddress',
  'beneficiaryCity',
  'accountNumber',
  'swift',
  'bankName',
  'bankAddress',
  'bankCity',
] as const;
export type OwnField = (typeof ownFields)[number];
export type OwnValues = Record<OwnField, string>;
export const emptyOwnValues = (): OwnValues => ({
  beneficiaryName: '',
  beneficiaryAddress: '',
  beneficiaryCity: '',
  accountNumber: '',
  swift: '',
  bankName: '',
  bankAddress: '',
  bankCity: '',
});

/** A field's key in the errors: an own field, or `param:<NAME>` for an extra parameter. */
export type FieldKey = OwnField | `param:${string}`;
export const paramKey = (name: string): FieldKey => `param:${name}`;

/** One extra parameter as the form shows it. */
export interface FormParam {
  name: string;
  /** the upstream's label ('' for the ones only the spec or the scheme asks for; the UI has its own texts) */
  label: string;
  /** BANK_CODE picks from the country bank list, BRANCH_CODE from the branch code options (spec 2 §7) */
  kind: 'bank' | 'branch' | 'text';
  required: boolean;
  pattern?: string;
}

export interface BankForm {
  /** the account is an IBAN (checked with ibantools, then looked up) or a local account number */
  account: 'iban' | 'accountNumber';
  /** SWIFT/BIC: asked and sent (wire, or an eft whose upstream requires it), optional (only for the lookup), none */
  swift: 'required' | 'optional' | 'none';
  /** the upstream's pattern of ACCOUNT_NUMBER, when it gave one */
  accountPattern?: string;
  /** the extra parameters the form asks, in order */
  params: FormParam[];
  /** the upstream's parameters the block's own fields answer; sent in extraParams under their names too */
  covered: { name: string; from: 'swift' | 'accountNumber' }[];
}

/** The upstream's extra parameters the block's own fields already ask for (not shown twice). */
const coveredBy: Readonly<Record<string, 'swift' | 'accountNumber'>> = {
  SWIFT: 'swift',
  BIC: 'swift',
  IBAN: 'accountNumber',
  ACCOUNT_NUMBER: 'accountNumber',
};

/** The local codes of ACH and Faster Payments, sent as extra parameters under the upstream's names. */
const localCodeParams = {
  routingNumber: { name: 'ROUTING_NUMBER', pattern: '^\\d{9}$' },
  sortCode: { name: 'SORT_CODE', pattern: '^\\d{6}$' },
} as const;

/** The extra parameters that name the bank by a national code (ACH routing number, sort code). */
export const localCodeNames: readonly string[] = [localCodeParams.routingNumber.name, localCodeParams.sortCode.name];

const isIbanCountry = (countryCode: string) =>
  getCountrySpecifications()[countryCode.toUpperCase()]?.IBANRegistry === true;

/**
 * The form of a bank beneficiary for a destination and the upstream's extra parameters (`undefined` while they are
 * not loaded). Decisions, over entities/external-transfer's `localPaymentGroup` and `bankFieldsFor` (spec 2 §9
 * "Local-payment country groups: SEPA …, ACH (US), faster payments (GB)"):
 * - a wire is a SWIFT transfer whatever the country: SWIFT/BIC required and sent; the account is an IBAN where the
 *   country is in the IBAN registry (ibantools), else the local account number;
 * - an eft follows the country's local scheme: SEPA asks the IBAN (the BIC optional, for the lookup only), ACH the
 *   account and the ABA routing number (ROUTING_NUMBER), Faster Payments the account and the sort code (SORT_CODE);
 *   any other eft asks the account number with an optional BIC for the lookup; an eft never sends `swift` (the
 *   contract has none) unless its upstream asks SWIFT as an extra parameter;
 * - the upstream's extra parameters are flattened (contracts `flattenExtraParams`, spec 2 §5 "Extra parameters
 *   returned with an options wrapper are flattened into one list"); when they name IBAN or ACCOUNT_NUMBER, that is
 *   the account's kind; SWIFT, IBAN and ACCOUNT_NUMBER are the block's own fields, not asked twice, and are sent under
 *   those names too (the upstream gets every parameter it asked for);
 * - spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters" (contracts
 *   `requiredExtraParams`): required even when the upstream's list leaves them out or says they are optional;
 * - the bank's name is always asked (the submit requires it); a lookup or a picked bank fills it.
 */
export function bankFormOf(
  context: Pick<BankContext, 'type' | 'countryCode' | 'currencyCode'>,
  extraParams: readonly (ExtraParam | ExtraParamGroup)[] | undefined,
): BankForm {
  const { type } = context;
  const countryCode = context.countryCode.toUpperCase();
  const group = type === 'wire' ? null : localPaymentGroup(countryCode, context.currencyCode);
  const fields = bankFieldsFor(group);
  const upstream = flattenExtraParams(extraParams ?? []);
  const byName = new Map(upstream.map((p) => [p.name, p]));

  const account: BankForm['account'] = byName.has('IBAN')
    ? 'iban'
    : byName.has('ACCOUNT_NUMBER')
      ? 'accountNumber'
      : fields.includes('iban') || (type === 'wire' && isIbanCountry(countryCode))
        ? 'iban'
        : 'accountNumber';
  const swiftAsked = byName.get('SWIFT') ?? byName.get('BIC');
  const swift: BankForm['swift'] =
    type === 'wire' || swiftAsked?.required === true
      ? 'required'
      : fields.includes('bic') || group === 'sepa'
        ? 'optional'
        : 'none';

  // the parameters the spec or the scheme adds (first, in this order) when the upstream does not ask them
  const ensured: FormParam[] = [
    ...requiredExtraParams(type, countryCode).map((name): FormParam => ({
      name,
      label: '',
      kind: name === 'BANK_CODE' ? 'bank' : 'branch',
      required: true,
    })),
    ...(type === 'eft' && fields.includes('routingNumber')
      ? [{ ...localCodeParams.routingNumber, label: '', kind: 'text' as const, required: true }]
      : []),
    ...(type === 'eft' && fields.includes('sortCode')
      ? [{ ...localCodeParams.sortCode, label: '', kind: 'text' as const, required: true }]
      : []),
  ];
  const ensuredByName = new Map(ensured.map((p) => [p.name, p]));
  const kindOf = (name: string): FormParam['kind'] =>
    name === 'BANK_CODE' ? 'bank' : name === 'BRANCH_CODE' ? 'branch' : 'text';

  const params: FormParam[] = [
    ...ensured.filter((p) => !byName.has(p.name)),
    ...upstream
      .filter((p) => coveredBy[p.name] === undefined)
      .map((p): FormParam => {
        const must = ensuredByName.get(p.name);
        const pattern = p.pattern ?? must?.pattern;
        return {
          name: p.name,
          label: p.label,
          kind: kindOf(p.name),
          required: p.required || must !== undefined,
          ...(pattern ? { pattern } : {}),
        };
      }),
  ];
  const covered = upstream
    .filter((p) => coveredBy[p.name] !== undefined)
    .map((p) => ({ name: p.name, from: coveredBy[p.name] as 'swift' | 'accountNumber' }));
  const accountPattern = account === 'accountNumber' ? byName.get('ACCOUNT_NUMBER')?.pattern : undefined;
  return { account, swift, params, covered, ...(accountPattern ? { accountPattern } : {}) };
}

/** A field's problem: a locale key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** The contract's limits (external-transfers.ts): names and addresses, and an extra parameter's value. */
const limits = {
  beneficiaryName: 140,
  beneficiaryAddress: 200,
  beneficiaryCity: 100,
  bankName: 140,
  bankAddress: 200,
  bankCity: 100,
  param: 64,
} as const;

const required: Problem = { key: 'bankBeneficiary.error.required' };
const tooLong = (max: number): Problem => ({ key: 'bankBeneficiary.error.tooLong', values: { max } });

/** A pattern the upstream sent; one that is not a valid regular expression checks nothing (the upstream checks). */
function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

function textProblem(value: string, max: number, isRequired: boolean): Problem | null {
  if (value === '') return isRequired ? required : null;
  return value.length > max ? tooLong(max) : null;
}

export interface BeneficiaryCheck {
  problems: Partial<Record<FieldKey, Problem>>;
  payload: BankBeneficiaryPayload | null;
}

/**
 * The fields' problems and, when there is none, the beneficiary part of the submit (contracts' field names; text
 * trimmed; the account and the SWIFT/BIC without spaces, upper case; optional texts left out when empty).
 * IBAN and BIC are checked with ibantools (entities/external-transfer `ibanCheck`, `bicCheck`).
 */
export function checkBeneficiary(
  type: BankTransferType,
  form: BankForm,
  own: OwnValues,
  params: Readonly<Record<string, string>>,
  /** the codes a BANK_CODE and a BRANCH_CODE may take, once their lists are loaded and hold any */
  choices: { bank?: readonly string[]; branch?: readonly string[] } = {},
): BeneficiaryCheck {
  const problems: Partial<Record<FieldKey, Problem>> = {};
  const v = (f: OwnField) => own[f].trim();
  for (const f of ['beneficiaryName', 'beneficiaryAddress', 'beneficiaryCity', 'bankName'] as const) {
    const p = textProblem(v(f), limits[f], true);
    if (p) problems[f] = p;
  }
  for (const f of ['bankAddress', 'bankCity'] as const) {
    const p = textProblem(v(f), limits[f], false);
    if (p) problems[f] = p;
  }

  let accountNumber = '';
  if (form.account === 'iban') {
    const c = ibanCheck(own.accountNumber);
    if (c.ok) accountNumber = c.iban;
    else problems.accountNumber = { key: `externalTransfer.field.${c.problem}` };
  } else {
    accountNumber = own.accountNumber.replace(/\s+/g, '').toUpperCase();
    if (accountNumber === '') problems.accountNumber = required;
    else if (!/^[A-Z0-9]{4,34}$/.test(accountNumber)) problems.accountNumber = { key: 'bankBeneficiary.error.account' };
    else if (!matches(form.accountPattern, accountNumber))
      problems.accountNumber = { key: 'bankBeneficiary.error.format' };
  }

  let swift = '';
  if (form.swift !== 'none' && !(form.swift === 'optional' && v('swift') === '')) {
    const c = bicCheck(own.swift);
    if (c.ok) swift = c.bic;
    else problems.swift = { key: `externalTransfer.field.${c.problem}` };
  }

  const extraParams: Record<string, string> = {};
  for (const p of form.params) {
    const value = (params[p.name] ?? '').trim();
    // decision: a code the list does not hold (a template's bank that left the list) must be chosen again
    const listed = p.kind === 'bank' ? choices.bank : p.kind === 'branch' ? choices.branch : undefined;
    const problem =
      textProblem(value, limits.param, p.required) ??
      (value !== '' && listed !== undefined && !listed.includes(value)
        ? { key: 'bankBeneficiary.error.choose' }
        : null) ??
      (value !== '' && !matches(p.pattern, value) ? { key: 'bankBeneficiary.error.format' } : null);
    if (problem) problems[paramKey(p.name)] = problem;
    else if (value !== '') extraParams[p.name] = value;
  }
  for (const c of form.covered) {
    const value = c.from === 'swift' ? swift : accountNumber;
    if (value !== '') extraParams[c.name] = value;
  }

  if (Object.keys(problems).length > 0) return { problems, payload: null };
  const payload: EftBeneficiaryPayload = {
    beneficiaryName: v('beneficiaryName'),
    beneficiaryAddress: v('beneficiaryAddress'),
    beneficiaryCity: v('beneficiaryCity'),
    accountNumber,
    bankName: v('bankName'),
    ...(v('bankAddress') ? { bankAddress: v('bankAddress') } : {}),
    ...(v('bankCity') ? { bankCity: v('bankCity') } : {}),
    ...(Object.keys(extraParams).length > 0 ? { extraParams } : {}),
  };
  return { problems, payload: type === 'wire' ? ({ ...payload, swift } satisfies WireBeneficiaryPayload) : payload };
}

/** A lookup's answer as sent: text, or an array the web treats as empty. */
type Answer<K extends string> = Readonly<Partial<Record<K, string | readonly unknown[]>>>;

/** The bank details a lookup or a picked bank gives, as the form's fields ('' where it says nothing). */
export type FoundDetails = Partial<Record<'bankName' | 'bankAddress' | 'bankCity' | 'swift', string>>;

/**
 * Spec 2 §3 "Bank details by IBAN: address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT. Array
 * values are treated as empty." (entities/external-transfer `normaliseBankDetails`, contracts `bankDetailText`).
 */
export function ibanFound(answer: Answer<(typeof ibanDetailFields)[number]> | undefined) {
  const d = normaliseBankDetails(answer, ibanDetailFields);
  return {
    details: { bankName: d.bankName, bankAddress: d.address, bankCity: d.city, swift: d.SWIFT } satisfies FoundDetails,
    branch: d.branch,
  };
}

/** Spec 2 §3 "Bank details by SWIFT: address, city, zipCode, countryIsoCode, bankName, code." The typed code stays. */
export function swiftFound(answer: Answer<(typeof swiftDetailFields)[number]> | undefined): FoundDetails {
  const d = normaliseBankDetails(answer, swiftDetailFields);
  return { bankName: d.bankName, bankAddress: d.address, bankCity: d.city };
}

/**
 * The bank fields after a lookup answered (or a bank was picked): "Filled fields stay editable". Decisions: a value
 * the answer has replaces the field's (it is the bank of what the user typed) and marks it filled; a field the
 * answer leaves empty (an array, spec 2 §3) is cleared when an earlier lookup filled it (that was another bank's),
 * and keeps what the user typed otherwise. A field the user edits is no longer "filled" (the model drops the mark).
 */
export function fillBankDetails(
  own: OwnValues,
  filled: readonly OwnField[],
  found: FoundDetails,
): { own: OwnValues; filled: OwnField[] } {
  const next = { ...own };
  const marks = new Set(filled);
  for (const f of ['bankName', 'bankAddress', 'bankCity', 'swift'] as const) {
    if (!(f in found)) continue;
    const value = (found[f] ?? '').trim();
    if (value !== '') {
      next[f] = value;
      marks.add(f);
    } else if (marks.has(f)) {
      next[f] = '';
      marks.delete(f);
    }
  }
  return { own: next, filled: ownFields.filter((f) => marks.has(f)) };
}
