import {
  type GlobalReceiveMethod,
  type ReceivePaymentDetails,
  missingPaymentDetails,
  receiveDetailsRequired,
  receivePaymentDetails,
} from '@app/contracts';
import { paymentStatusText } from '../../entities/external-transfer/index.ts';

/**
 * Pure rules of the global payment recipient's page (spec 2 §3 "Global payment details", "Payment meta"; §4 "Global
 * pay batch lifecycle"; spec 3 §4 "Global transfer recipient (receive link)"). Each has a table test (lib.test.ts).
 */

/** What the page can do with the payment. */
export type ReceiveState = 'payable' | 'paid' | 'refused' | 'expired' | 'error';

/**
 * Spec 2 §3 "status (defaults to error when missing)" (entities' paymentStatusText applies that default) and §4
 * "Global payment status comes from the server. After a successful refusal it becomes refused." The statuses are
 * contracts' receivePaymentStatuses: a payment the sender sent ('sent') is the recipient's to take, and so is one
 * 'processing' (a payout was chosen and waits for its approval code: contracts say a new submit replaces the choice,
 * so a recipient who closed the code step or lost the page chooses again); 'paid', 'refused' and 'expired' are
 * final; anything else ('error', a word the contract does not know, none) is the error state.
 */
export function receiveStateOf(status: string | null | undefined): ReceiveState {
  const shown = paymentStatusText({ status: status?.toLowerCase() ?? null });
  const key = 'key' in shown ? shown.key : 'error';
  switch (key) {
    case 'sent':
    case 'processing':
      return 'payable';
    case 'paid':
    case 'refused':
    case 'expired':
      return key;
    default:
      return 'error';
  }
}

/**
 * Spec 2 §3 "feeIsBen (default false)": who bears the fee. The meta's fee is the recipient's to bear (taken from
 * what arrives) when feeIsBen is true; otherwise the sender paid it and the recipient gets toAmount whole.
 */
export const feeSideOf = (feeIsBen: boolean | undefined): 'recipient' | 'sender' =>
  feeIsBen === true ? 'recipient' : 'sender';

/**
 * Spec 2 §3 "submittedDate, expireDays" (contracts: the days after submittedDate the link stays usable): the moment
 * the link expires, as an ISO string for the page to format, or null when the date cannot be read.
 */
export function expiryOf(submittedDate: string, expireDays: number): string | null {
  const start = Date.parse(submittedDate);
  if (Number.isNaN(start) || !Number.isInteger(expireDays) || expireDays < 0) return null;
  return new Date(start + expireDays * 86_400_000).toISOString();
}

/** Which payout form a method gets. */
export type PayoutKind = 'bank' | 'card' | 'instant';

/**
 * Contracts `globalReceiveMethods`: wire and eft pay a bank account (with the SWIFT/IBAN lookups), oct a card (the
 * card BIN and the blocked BIN list), instant_payment an instant key (instant details and the instant bank list).
 */
export const payoutKindOf = (method: GlobalReceiveMethod): PayoutKind =>
  method === 'oct' ? 'card' : method === 'instant_payment' ? 'instant' : 'bank';

/** One field of the payout form as the server describes it (an extra parameter, flattened). */
export interface ParamField {
  name: string;
  /** the server's label, shown when the form has no text of its own for the name */
  label?: string | undefined;
  required: boolean;
  pattern?: string | undefined;
}

export type ParamProblem = 'required' | 'format';

/**
 * A field's problem: required and empty, or not matching the server's pattern. Decision: a pattern the browser
 * cannot compile checks nothing (the server still checks the value on submit).
 */
export function paramProblem(field: ParamField, value: string | undefined): ParamProblem | null {
  const v = (value ?? '').trim();
  if (v === '') return field.required ? 'required' : null;
  if (!field.pattern) return null;
  try {
    return new RegExp(`^(?:${field.pattern})$`).test(v) ? null : 'format';
  } catch {
    return null;
  }
}

/** The extra parameters as sent: trimmed, the empty ones left out. */
export function paramValues(fields: readonly ParamField[], values: Readonly<Record<string, string>>) {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (v !== '') out[f.name] = v;
  }
  return out;
}

/** The steps of the page, in order: the pickers, then the approval, then the end. */
export type ReceiveStep = 'choose' | 'approve' | 'success';

/**
 * Spec 2 §4 "A submitted transfer returns an operationId and approveType. The user then approves with an approval
 * code" and "Method none leads straight to the success popup". Success is code 00 (spec 3 §4).
 */
export const stepAfterSubmit = (approveType: string | undefined): ReceiveStep =>
  approveType === 'none' ? 'success' : 'approve';

export const approvedOk = (responseCode: string | undefined): boolean => responseCode === '00';

/** An own field of the payout form: a paymentDetails field other than the country (the picker) and extraParams. */
export type OwnField = Exclude<keyof ReceivePaymentDetails, 'countryCode' | 'extraParams'>;

/** The own fields a method's form shows, in order: the beneficiary's name, then the method's (contracts' table). */
export const ownFieldsOf = (method: GlobalReceiveMethod): OwnField[] => [
  'beneficiaryName',
  ...(receiveDetailsRequired[method] as OwnField[]),
];

/** A field's key in the form: an own field's name, or `param:NAME` for an extra parameter. */
export type FieldKey = OwnField | `param:${string}`;
/** Each field's problem as a locale key (the UI adds the field's name where the text asks for it). */
export type FieldProblems = Partial<Record<FieldKey, string>>;

/**
 * Extra parameters that name the form's own fields are asked once, as that field (the decision of the external
 * transfers' bank block, which the fakes share: IBAN and ACCOUNT_NUMBER are the body's accountNumber, SWIFT its
 * swift). An IBAN parameter says the account is an IBAN; an ACCOUNT_NUMBER's pattern checks the account number.
 */
const ownParamNames: Readonly<Record<string, OwnField>> = {
  IBAN: 'accountNumber',
  ACCOUNT_NUMBER: 'accountNumber',
  SWIFT: 'swift',
};

export function formParams(
  params: readonly ParamField[] | null,
  own: readonly OwnField[],
): { params: ParamField[] | null; ibanAccount: boolean; accountPattern: string | undefined } {
  if (params === null) return { params: null, ibanAccount: false, accountPattern: undefined };
  const asOwn = (p: ParamField) => {
    const field = ownParamNames[p.name];
    return field !== undefined && own.includes(field);
  };
  return {
    params: params.filter((p) => !asOwn(p)),
    ibanAccount: params.some((p) => p.name === 'IBAN' && asOwn(p)),
    accountPattern: params.find((p) => p.name === 'ACCOUNT_NUMBER' && asOwn(p))?.pattern,
  };
}

export interface PayoutInput {
  method: GlobalReceiveMethod;
  countryCode: string;
  /** the account number is an IBAN (the destination's local scheme takes one: entities' bankFieldsFor) */
  ibanAccount: boolean;
  /** the extra parameters of the destination, flattened, without those asked as own fields (null while not loaded) */
  params: readonly ParamField[] | null;
  /** the pattern of a local account number, when the server gave one (formParams) */
  accountPattern?: string | undefined;
  own: Readonly<Partial<Record<OwnField, string>>>;
  paramValues: Readonly<Record<string, string>>;
  /** the blocked BIN list, undefined while not loaded */
  blockedBins?: readonly string[] | undefined;
}

/** The browser-side checks of entities/external-transfer (ibantools, the card BIN rule), passed in. */
export interface PayoutCheckers {
  iban: (text: string) => { ok: true; iban: string } | { ok: false; problem: string };
  bic: (text: string) => { ok: true; bic: string } | { ok: false; problem: string };
  card: (
    text: string,
    blocked: readonly string[] | undefined,
  ) => { ok: true; cardNumber: string } | { ok: false; problem: string };
}

/**
 * The submit's paymentDetails, or null while a field has a problem, and the problems by field. Required fields are
 * contracts' `missingPaymentDetails`; the IBAN and the SWIFT/BIC are checked with ibantools and the card with the
 * blocked BIN rule (spec 2 §5 "A card number has spaces removed and its first 6 digits are used as the BIN lookup. A
 * blocked BIN list is fetched."); the extra parameters by their own rules; what is left is the contract's schema
 * (`receivePaymentDetails`), a field it refuses reading "not in the expected format".
 */
export function payoutCheck(
  input: PayoutInput,
  checkers: PayoutCheckers,
): { details: ReceivePaymentDetails | null; problems: FieldProblems } {
  const own = ownFieldsOf(input.method);
  const text = (k: OwnField) => (input.own[k] ?? '').trim();
  const problems: FieldProblems = {};
  const details: Record<string, unknown> = { countryCode: input.countryCode };
  for (const k of own) if (text(k) !== '') details[k] = text(k);
  for (const k of missingPaymentDetails(input.method, details)) {
    if (k !== 'countryCode') problems[k as OwnField] = 'bankBeneficiary.error.required';
  }
  if (own.includes('accountNumber') && input.ibanAccount && text('accountNumber') !== '') {
    const c = checkers.iban(text('accountNumber'));
    if (c.ok) details.accountNumber = c.iban;
    else problems.accountNumber = `externalTransfer.field.${c.problem}`;
  }
  if (own.includes('accountNumber') && !input.ibanAccount && input.accountPattern && text('accountNumber') !== '') {
    const p = paramProblem(
      { name: 'ACCOUNT_NUMBER', required: true, pattern: input.accountPattern },
      text('accountNumber'),
    );
    if (p) problems.accountNumber = `bankBeneficiary.error.${p}`;
  }
  if (own.includes('swift') && text('swift') !== '') {
    const c = checkers.bic(text('swift'));
    if (c.ok) details.swift = c.bic;
    else problems.swift = `externalTransfer.field.${c.problem}`;
  }
  if (own.includes('cardNumber') && text('cardNumber') !== '') {
    const c = checkers.card(text('cardNumber'), input.blockedBins);
    if (c.ok) details.cardNumber = c.cardNumber;
    else problems.cardNumber = `externalTransfer.field.${c.problem}`;
  }
  if (own.includes('taxId') && text('taxId') !== '') details.taxId = text('taxId').replace(/[\s./-]/g, '');
  const params = input.params ?? [];
  for (const p of params) {
    const problem = paramProblem(p, input.paramValues[p.name]);
    if (problem) problems[`param:${p.name}`] = `bankBeneficiary.error.${problem}`;
  }
  const extra = paramValues(params, input.paramValues);
  if (Object.keys(extra).length > 0) details.extraParams = extra;
  const parsed = receivePaymentDetails.safeParse(details);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, name] = issue.path;
      const key = (head === 'extraParams' ? `param:${String(name)}` : String(head)) as FieldKey;
      problems[key] ??= 'bankBeneficiary.error.format';
    }
  const ok = Object.keys(problems).length === 0 && input.params !== null;
  return { details: ok ? (details as ReceivePaymentDetails) : null, problems };
}
