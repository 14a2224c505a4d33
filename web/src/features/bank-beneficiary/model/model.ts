import {
  branchCodeOptionsGet,
  type BranchCodeOption,
  countryBankListGet,
  type CountryBank,
  type ExtraParam,
  type ExtraParamGroup,
  extraParamsGet,
  ibanDictionaryGet,
  swiftDictionaryGet,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { bicCheck, ibanCheck } from '../../../entities/external-transfer/index.ts';
import { type Message, createApiQuery, errorMessageFor, loadStatusFor } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../../shared/ui/index.ts';
import {
  type BankContext,
  type BankForm,
  type FieldKey,
  type FoundDetails,
  type OwnField,
  type OwnValues,
  type Problem,
  bankFormOf,
  checkBeneficiary,
  destinationComplete,
  emptyOwnValues,
  fillBankDetails,
  ibanFound,
  localCodeNames,
  ownFields,
  swiftFound,
} from './rules.ts';

/**
 * The beneficiary block of wire and eft transfers (spec 2 §3 "Bank details by SWIFT/IBAN", §5, §7 "External": country
 * bank list, extra params, branch code options, SWIFT and IBAN dictionary). One singleton for the /transfer/external
 * page: the page fires `contextChanged` (type, country, currency, permission) and reads `$payload`.
 * Every load is a query (the latest start wins) with its errors shown in the block, never in the dialog.
 */

export const bankListQuery = createApiQuery(countryBankListGet, { dialog: false });
export const extraParamsQuery = createApiQuery(extraParamsGet, { dialog: false });
export const branchQuery = createApiQuery(branchCodeOptionsGet, { dialog: false });
export const ibanQuery = createApiQuery(ibanDictionaryGet, { dialog: false });
export const swiftQuery = createApiQuery(swiftDictionaryGet, { dialog: false });

export const contextChanged = createEvent<BankContext>();
export const submitAttempted = createEvent();
export const prefilled = createEvent<Record<string, unknown>>();
export const reset = createEvent();
export const fieldChanged = createEvent<{ field: OwnField; value: string }>();
export const paramChanged = createEvent<{ name: string; value: string }>();
/** A field was left: its error shows from now on; a left IBAN or SWIFT/BIC is looked up when it is valid. */
export const fieldLeft = createEvent<FieldKey>();
/** BANK_CODE picked from the country bank list. */
export const bankPicked = createEvent<string>();
export const retryClicked = createEvent();
export const branchRetryClicked = createEvent();

export const $context = createStore<BankContext | null>(null).reset(sessionEnded);
/** The context before and after: read before $context takes the new one. */
const contextSet = sample({
  clock: contextChanged,
  source: $context,
  fn: (previous, c) => ({ previous, next: { ...c, countryCode: c.countryCode.toUpperCase() } }),
});
sample({ clock: contextSet, fn: ({ next }) => next, target: $context });

// --- what the destination's loads answered, for the current context only (null: not loaded for it)
export const $banks = createStore<CountryBank[] | null>(null).reset(sessionEnded);
export const $extraParams = createStore<(ExtraParam | ExtraParamGroup)[] | null>(null).reset(sessionEnded);
export const $branches = createStore<{ bankCode: string; options: BranchCodeOption[] } | null>(null).reset(
  sessionEnded,
);
const countryLeft = sample({
  clock: contextSet,
  filter: ({ previous, next }) => previous !== null && previous.countryCode !== next.countryCode,
});
sample({ clock: countryLeft, fn: () => null, target: [$banks, $branches] });
sample({ clock: contextSet, fn: () => null, target: $extraParams });

const loadAsked = sample({
  clock: [contextSet.map(({ next }) => next), sample({ clock: retryClicked, source: $context })],
  filter: (c): c is BankContext => c !== null && destinationComplete(c),
});
sample({ clock: loadAsked, fn: (c) => ({ body: { countryCode: c.countryCode } }), target: bankListQuery.start });
sample({
  clock: loadAsked,
  fn: (c) => ({ body: { paymentMethod: c.type, currencyCode: c.currencyCode, countryCode: c.countryCode } }),
  target: extraParamsQuery.start,
});
sample({
  clock: bankListQuery.finished.success,
  source: $context,
  filter: (c, { params }) => c !== null && c.countryCode === params.body.countryCode,
  fn: (_, { result }) => result.banks,
  target: $banks,
});
sample({
  clock: extraParamsQuery.finished.success,
  source: $context,
  filter: (c, { params }) =>
    c !== null &&
    c.type === params.body.paymentMethod &&
    c.countryCode === params.body.countryCode &&
    c.currencyCode === params.body.currencyCode,
  fn: (_, { result }) => result.extraParams,
  target: $extraParams,
});

/** The form for the destination; null until the page said where the money goes. */
export const $form = combine($context, $extraParams, (c, p): BankForm | null =>
  c === null || !destinationComplete(c) ? null : bankFormOf(c, p ?? undefined),
);
/** Whether the page has told a whole destination (type, country and currency); until then nothing loads. */
export const $destinationComplete = $context.map((c) => c !== null && destinationComplete(c));

/** The section's status: the bank list and the extra parameters of this destination. */
export const $status = combine(
  bankListQuery.$status,
  $banks,
  extraParamsQuery.$status,
  $extraParams,
  (bs, banks, ps, params): LoadStatusValue => {
    const a = loadStatusFor(bs, banks !== null);
    const b = loadStatusFor(ps, params !== null);
    if (a === 'failed' || b === 'failed') return 'failed';
    if (a === 'idle' || b === 'idle' || a === 'loading' || b === 'loading') return 'loading';
    return 'ready';
  },
);
export const $loadError = combine(bankListQuery.$message, extraParamsQuery.$message, (a, b): Message | null => b ?? a);

// --- the fields
export const $own = createStore<OwnValues>(emptyOwnValues())
  .on(fieldChanged, (own, { field, value }) => ({ ...own, [field]: value }))
  .reset([reset, sessionEnded]);
export const $params = createStore<Record<string, string>>({})
  .on(paramChanged, (params, { name, value }) => ({ ...params, [name]: value }))
  .reset([reset, sessionEnded]);
/** The bank fields a lookup or a picked bank filled and the user has not edited since. */
export const $filled = createStore<OwnField[]>([])
  .on(fieldChanged, (filled, { field }) => filled.filter((f) => f !== field))
  .reset([reset, sessionEnded]);
const $touched = createStore<FieldKey[]>([])
  .on(fieldLeft, (touched, key) => (touched.includes(key) ? touched : [...touched, key]))
  .reset([reset, sessionEnded]);
const $attempted = createStore(false)
  .on(submitAttempted, () => true)
  .reset([reset, sessionEnded]);

// another country: its extra parameters (and the bank picked) are not this one's. Decision: the first context keeps
// them (a prefill may come first) and another type or currency to the same country keeps them too.
sample({ clock: countryLeft, fn: () => ({}), target: $params });

// a repeat or a template: the contract's own field names
const prefill = sample({
  clock: prefilled,
  source: { own: $own, params: $params },
  fn: ({ own, params }, values) => {
    const next = { ...own };
    for (const f of ownFields) if (typeof values[f] === 'string') next[f] = values[f];
    const extra = values.extraParams;
    const nextParams = { ...params };
    if (extra && typeof extra === 'object')
      for (const [name, value] of Object.entries(extra)) if (typeof value === 'string') nextParams[name] = value;
    return { own: next, params: nextParams };
  },
});
sample({ clock: prefill, fn: (p) => p.own, target: $own });
sample({ clock: prefill, fn: (p) => p.params, target: $params });

// --- BANK_CODE from the bank list, BRANCH_CODE from that bank's branch options
const bankFill = sample({
  clock: bankPicked,
  source: { own: $own, filled: $filled, params: $params, banks: $banks, form: $form },
  fn: ({ own, filled, params, banks, form }, bankCode) => {
    const bank = (banks ?? []).find((b) => b.bankCode === bankCode);
    const found: FoundDetails = bank
      ? { bankName: bank.bankName, bankCity: bank.city, ...(form?.swift !== 'none' ? { swift: bank.swift } : {}) }
      : {};
    const { BRANCH_CODE: _branch, ...rest } = params;
    return { ...fillBankDetails(own, filled, found), params: { ...rest, BANK_CODE: bankCode } };
  },
});
sample({ clock: bankFill, fn: (f) => f.own, target: $own });
sample({ clock: bankFill, fn: (f) => f.filled, target: $filled });
sample({ clock: bankFill, fn: (f) => f.params, target: $params });
sample({ clock: bankPicked, fn: () => null, target: $branches });

/**
 * Decision: an ACH routing number or a Faster Payments sort code that is a listed bank's code (the country bank list
 * holds them as bankCode) fills that bank's name and city when the field is left, like a picked bank.
 */
const localCodeLeft = sample({
  clock: fieldLeft,
  source: { own: $own, filled: $filled, params: $params, banks: $banks },
  filter: ({ params, banks }, key) => {
    const name = key.replace(/^param:/, '');
    if (!key.startsWith('param:') || !localCodeNames.includes(name)) return false;
    const code = (params[name] ?? '').trim();
    return code !== '' && (banks ?? []).some((b) => String(b.bankCode) === code);
  },
  fn: ({ own, filled, params, banks }, key) => {
    const code = (params[key.replace(/^param:/, '')] ?? '').trim();
    const bank = (banks ?? []).find((b) => String(b.bankCode) === code);
    return fillBankDetails(own, filled, bank ? { bankName: bank.bankName, bankCity: bank.city } : {});
  },
});
sample({ clock: localCodeLeft, fn: (f) => f.own, target: $own });
sample({ clock: localCodeLeft, fn: (f) => f.filled, target: $filled });

sample({
  clock: [bankPicked, prefilled, branchRetryClicked, bankListQuery.finished.success],
  source: { context: $context, params: $params, branches: $branches, form: $form },
  filter: ({ context, params, branches, form }) =>
    context !== null &&
    (params.BANK_CODE ?? '').trim() !== '' &&
    branches?.bankCode !== params.BANK_CODE &&
    (form?.params.some((p) => p.kind === 'branch') ?? false),
  fn: ({ context, params }) => ({
    body: { countryCode: (context as BankContext).countryCode, bankCode: (params.BANK_CODE ?? '').trim() },
  }),
  target: branchQuery.start,
});
sample({
  clock: branchQuery.finished.success,
  source: $params,
  filter: (params, { params: asked }) => (params.BANK_CODE ?? '').trim() === String(asked.body.bankCode),
  fn: (_, { params, result }) => ({ bankCode: String(params.body.bankCode), options: result.options }),
  target: $branches,
});
export const $branchStatus = combine(branchQuery.$status, $branches, (s, b) => loadStatusFor(s, b !== null));
export const $branchError = branchQuery.$message;

// --- the IBAN and SWIFT lookups: only a value ibantools accepts reaches the server (spec 2 §5, §7)
export type LookupState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'found'; bankName: string; branch: string }
  | { kind: 'failed'; message: Message };
export const $ibanLookup = createStore<LookupState>({ kind: 'none' })
  .on(ibanQuery.start, () => ({ kind: 'checking' }))
  .reset([reset, sessionEnded]);
export const $swiftLookup = createStore<LookupState>({ kind: 'none' })
  .on(swiftQuery.start, () => ({ kind: 'checking' }))
  .reset([reset, sessionEnded]);
/** What was looked up last, so leaving the field again does not ask twice. */
const $ibanAsked = createStore('').reset([reset, sessionEnded]);
const $swiftAsked = createStore('').reset([reset, sessionEnded]);
sample({
  clock: fieldChanged,
  filter: ({ field }) => field === 'accountNumber',
  fn: (): LookupState => ({ kind: 'none' }),
  target: $ibanLookup,
});
sample({
  clock: fieldChanged,
  filter: ({ field }) => field === 'swift',
  fn: (): LookupState => ({ kind: 'none' }),
  target: $swiftLookup,
});

const ibanLeft = sample({
  clock: fieldLeft,
  source: { own: $own, form: $form, asked: $ibanAsked },
  filter: ({ own, form, asked }, key) => {
    if (key !== 'accountNumber' || form?.account !== 'iban') return false;
    const c = ibanCheck(own.accountNumber);
    return c.ok && c.iban !== asked;
  },
  fn: ({ own }) => {
    const c = ibanCheck(own.accountNumber);
    return c.ok ? c.iban : '';
  },
});
sample({ clock: ibanLeft, target: $ibanAsked });
sample({ clock: ibanLeft, fn: (iban) => ({ body: { iban } }), target: ibanQuery.start });

const swiftLeft = sample({
  clock: fieldLeft,
  source: { own: $own, form: $form, asked: $swiftAsked },
  filter: ({ own, form, asked }, key) => {
    if (key !== 'swift' || form === null || form.swift === 'none') return false;
    const c = bicCheck(own.swift);
    return c.ok && c.bic !== asked;
  },
  fn: ({ own }) => {
    const c = bicCheck(own.swift);
    return c.ok ? c.bic : '';
  },
});
sample({ clock: swiftLeft, target: $swiftAsked });
sample({ clock: swiftLeft, fn: (swift) => ({ body: { swift } }), target: swiftQuery.start });

// Submit pressed with a valid IBAN or SWIFT/BIC never left (pasted, then submit) and no bank name yet: look it up now
sample({
  clock: submitAttempted,
  source: $own,
  filter: (own) => own.bankName.trim() === '',
  fn: (): FieldKey => 'accountNumber',
  target: fieldLeft,
});
sample({
  clock: submitAttempted,
  source: $own,
  filter: (own) => own.bankName.trim() === '',
  fn: (): FieldKey => 'swift',
  target: fieldLeft,
});

/** The answer for the value in the field now (a later edit makes an earlier answer moot). */
const ibanAnswered = sample({
  clock: ibanQuery.finished.success,
  source: { own: $own, filled: $filled, form: $form },
  filter: ({ own }, { params }) => {
    const c = ibanCheck(own.accountNumber);
    return c.ok && c.iban === params.body.iban;
  },
  fn: ({ own, filled, form }, { result }) => {
    const { details, branch } = ibanFound(result.bankDetails);
    const { swift, ...bank } = details;
    return {
      ...fillBankDetails(own, filled, form?.swift === 'none' ? bank : { ...bank, swift }),
      lookup: { kind: 'found', bankName: details.bankName, branch } as LookupState,
    };
  },
});
sample({ clock: ibanAnswered, fn: (a) => a.own, target: $own });
sample({ clock: ibanAnswered, fn: (a) => a.filled, target: $filled });
sample({ clock: ibanAnswered, fn: (a) => a.lookup, target: $ibanLookup });
sample({
  clock: ibanQuery.finished.failure,
  source: $own,
  filter: (own, { params }) => {
    const c = ibanCheck(own.accountNumber);
    return c.ok && c.iban === params.body.iban;
  },
  fn: (_, { error }): LookupState => ({ kind: 'failed', message: errorMessageFor(error) }),
  target: $ibanLookup,
});

const swiftAnswered = sample({
  clock: swiftQuery.finished.success,
  source: { own: $own, filled: $filled },
  filter: ({ own }, { params }) => {
    const c = bicCheck(own.swift);
    return c.ok && c.bic === params.body.swift;
  },
  fn: ({ own, filled }, { result }) => {
    const found = swiftFound(result.bankDetails);
    return {
      ...fillBankDetails(own, filled, found),
      lookup: { kind: 'found', bankName: found.bankName ?? '', branch: '' } as LookupState,
    };
  },
});
sample({ clock: swiftAnswered, fn: (a) => a.own, target: $own });
sample({ clock: swiftAnswered, fn: (a) => a.filled, target: $filled });
sample({ clock: swiftAnswered, fn: (a) => a.lookup, target: $swiftLookup });
sample({
  clock: swiftQuery.finished.failure,
  source: $own,
  filter: (own, { params }) => {
    const c = bicCheck(own.swift);
    return c.ok && c.bic === params.body.swift;
  },
  fn: (_, { error }): LookupState => ({ kind: 'failed', message: errorMessageFor(error) }),
  target: $swiftLookup,
});

// --- checks and the payload
/** The codes the BANK_CODE and BRANCH_CODE lists hold, once loaded with any (else the field is typed). */
const $choices = combine($banks, $branches, $params, (banks, branches, params) => {
  const bank = banks && banks.length > 0 ? banks.map((b) => String(b.bankCode)) : undefined;
  const loaded = branches !== null && branches.bankCode === (params.BANK_CODE ?? '').trim();
  const branch = loaded && branches.options.length > 0 ? branches.options.map((o) => String(o.code)) : undefined;
  return { ...(bank ? { bank } : {}), ...(branch ? { branch } : {}) };
});
const $check = combine($context, $form, $own, $params, $choices, (context, form, own, params, choices) =>
  context === null || form === null ? null : checkBeneficiary(context.type, form, own, params, choices),
);
/**
 * The beneficiary part of the submit, or null while incomplete or invalid, and while the destination's extra
 * parameters are not loaded (what they require is not known yet).
 */
export const $payload = combine($check, $extraParams, (check, extra) =>
  check === null || extra === null ? null : check.payload,
);
/** The problems shown: a field's once it was left, every one once submit was pressed. */
export const $errors = combine(
  $check,
  $touched,
  $attempted,
  (check, touched, attempted): Partial<Record<FieldKey, Problem>> => {
    if (check === null) return {};
    if (attempted) return check.problems;
    const shown: Partial<Record<FieldKey, Problem>> = {};
    for (const key of touched) if (check.problems[key]) shown[key] = check.problems[key];
    return shown;
  },
);

/** The block as the page uses it (the beneficiary-block interface of /transfer/external). */
export const bankBeneficiary = { $payload, contextChanged, submitAttempted, prefilled, reset };
