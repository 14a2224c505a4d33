import {
  ApiError,
  type BinInfo,
  type GlobalReceiveDetails,
  type GlobalReceiveMeta,
  type GlobalReceiveMethod,
  type GlobalReceiveMethodOption,
  type GlobalReceiveWithdrawal,
  type InstantBank,
  type InstantKeyInfo,
  type ReceivePaymentDetails,
  flattenExtraParams,
  globalReceiveApprovalCodeResend,
  globalReceiveBinInfoGet,
  globalReceiveBlockedBinListGet,
  globalReceiveCountriesGet,
  globalReceiveDetailsGet,
  globalReceiveExtraParamsGet,
  globalReceiveIbanGet,
  globalReceiveInstantBankListGet,
  globalReceiveInstantDetailsGet,
  globalReceiveLastWithdrawalsGet,
  globalReceiveMetaGet,
  globalReceiveMethodsGet,
  globalReceivePaymentApprove,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceiveSwiftGet,
  globalReceiveWithdrawalDetailsGet,
  globalReceiveWithdrawalsLimit,
  ibanDetailsText,
  instantKeyTypes,
  paymentSecretHeaders,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  bankFieldsFor,
  bicCheck,
  ibanCheck,
  localPaymentGroup,
  payoutCardCheck,
} from '../../entities/external-transfer/index.ts';
import {
  type Message,
  createApiMutation,
  createApiQuery,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import {
  type FieldKey,
  type OwnField,
  type ParamField,
  type ReceiveStep,
  approvedOk,
  formParams,
  ownFieldsOf,
  payoutCheck,
  receiveStateOf,
  stepAfterSubmit,
} from './lib.ts';

/**
 * /receive/:id, the global payment recipient's page (spec 2 §3 "Global payment details", "Payment meta", "Submit
 * response", "Bank details by SWIFT/IBAN"; §4 "Pending flags"; §7 "Global payment, recipient side"; §8; spec 3 §4
 * "Global transfer recipient (receive link)", §5, §7). No sign-in: the payment secret (the :id) goes in every call
 * (contracts' X-Payment-Secret header). Spec 2 §8 "Global pay calls skip the automatic validation popup so screens
 * handle errors": every call is `dialog: false` and its error shows where it happened, nothing typed is lost.
 */
export const ReceivePageGate = createGate<{ secret: string }>();

const headers = (secret: string) => paymentSecretHeaders(secret);

// --- the calls (the latest start of a query wins)
export const detailsQuery = createApiQuery(globalReceiveDetailsGet, { dialog: false });
export const countriesQuery = createApiQuery(globalReceiveCountriesGet, { dialog: false });
export const methodsQuery = createApiQuery(globalReceiveMethodsGet, { dialog: false });
export const metaQuery = createApiQuery(globalReceiveMetaGet, { dialog: false });
export const extraParamsQuery = createApiQuery(globalReceiveExtraParamsGet, { dialog: false });
export const recentQuery = createApiQuery(globalReceiveLastWithdrawalsGet, { dialog: false });
export const withdrawalQuery = createApiQuery(globalReceiveWithdrawalDetailsGet, { dialog: false });
export const blockedBinsQuery = createApiQuery(globalReceiveBlockedBinListGet, { dialog: false });
export const binQuery = createApiQuery(globalReceiveBinInfoGet, { dialog: false });
export const instantDetailsQuery = createApiQuery(globalReceiveInstantDetailsGet, { dialog: false });
export const instantBanksQuery = createApiQuery(globalReceiveInstantBankListGet, { dialog: false });
export const swiftQuery = createApiQuery(globalReceiveSwiftGet, { dialog: false });
export const ibanQuery = createApiQuery(globalReceiveIbanGet, { dialog: false });
export const submitMutation = createMoneyMutation(globalReceivePaymentSubmit, { dialog: false });
export const approveMutation = createMoneyMutation(globalReceivePaymentApprove, { dialog: false });
export const resendMutation = createApiMutation(globalReceiveApprovalCodeResend, { dialog: false });
export const cancelMutation = createApiMutation(globalReceivePaymentCancel, { dialog: false });
/**
 * An unknown outcome of the submit or the approval is sent again under the same key (shared/money-outcome); the
 * recipient has no account history to look in, so after the retries it stays "not confirmed" and the page offers
 * "Check again" (the same key once more) and reloads the payment's status.
 */
export const submitOutcome = createMoneyOutcome(submitMutation, { findInHistory: () => null });
export const approveOutcome = createMoneyOutcome(approveMutation, { findInHistory: () => null });

// --- events
export const secretOpened = createEvent<string>();
export const retryClicked = createEvent();
export const countryPicked = createEvent<string>();
export const methodPicked = createEvent<GlobalReceiveMethod>();
export const currencyPicked = createEvent<string>();
export const fieldChanged = createEvent<{ field: FieldKey; value: string }>();
/** A field was left: its error shows from now on; an IBAN, a SWIFT/BIC, a card or an instant key is looked up. */
export const fieldLeft = createEvent<FieldKey>();
export const recentPicked = createEvent<GlobalReceiveWithdrawal>();
export const recentRetryClicked = createEvent();
export const stepRetryClicked = createEvent();
export const submitClicked = createEvent();
export const codeSubmitted = createEvent<string>();
export const resendClicked = createEvent();
export const approvalClosed = createEvent();
export const refuseClicked = createEvent();
export const refuseDismissed = createEvent();
export const refuseConfirmed = createEvent();
/** Spec 2 §4 "Reset restores defaults": start over with nothing chosen. */
export const startOverClicked = createEvent();

export const $secret = createStore('').on(secretOpened, (_, s) => s);
// each opening reads the payment anew (its status may have changed since); another link while open too
sample({
  clock: ReceivePageGate.open,
  filter: (props) => typeof props.secret === 'string' && props.secret !== '',
  fn: (props) => props.secret,
  target: secretOpened,
});
sample({
  clock: ReceivePageGate.state.updates,
  source: { current: $secret, open: ReceivePageGate.status },
  filter: ({ current, open }, props) =>
    open && typeof props.secret === 'string' && props.secret !== '' && props.secret !== current,
  fn: (_, props) => props.secret,
  target: secretOpened,
});

// --- the payment
export const $details = createStore<GlobalReceiveDetails | null>(null)
  .on(detailsQuery.finished.success, (_, { result }) => result.payment)
  .reset(secretOpened);
export const $state = $details.map((d) => (d === null ? null : receiveStateOf(d.status)));
/** The link names no payment (contracts: an unknown secret answers ENOA), as opposed to a load that failed. */
export const $linkInvalid = createStore(false)
  .on(detailsQuery.finished.failure, (_, { error }) => isLinkRefusal(error))
  .reset([secretOpened, detailsQuery.start]);
export const $detailsError = detailsQuery.$message;
export const $detailsStatus = detailsQuery.$loadStatus;

function isLinkRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.responseCode === 'ENOA' || error.status === 404);
}

sample({
  clock: [secretOpened, sample({ clock: retryClicked, source: $secret })],
  fn: (secret) => ({ headers: headers(secret) }),
  target: detailsQuery.start,
});
/** What only a payable payment needs: the countries and the recipient's last payouts. */
const payableLoaded = sample({
  clock: detailsQuery.finished.success,
  source: $secret,
  filter: (_, { result }) => receiveStateOf(result.payment.status) === 'payable',
});
sample({ clock: payableLoaded, fn: (secret) => ({ headers: headers(secret) }), target: countriesQuery.start });
sample({
  clock: [payableLoaded, sample({ clock: recentRetryClicked, source: $secret })],
  fn: (secret) => ({ headers: headers(secret), body: { limit: globalReceiveWithdrawalsLimit } }),
  target: recentQuery.start,
});

export const $countries = createStore<string[]>([])
  .on(countriesQuery.finished.success, (_, { result }) => result.countries)
  .reset(secretOpened);
export const $countriesStatus = countriesQuery.$loadStatus;
export const $recent = createStore<GlobalReceiveWithdrawal[]>([])
  .on(recentQuery.finished.success, (_, { result }) => result.withdrawals)
  .reset(secretOpened);
export const $recentStatus = recentQuery.$loadStatus;

// --- the choice: country → method → currency (one event for pickers and prefills)
export interface Selection {
  country: string | null;
  method: GlobalReceiveMethod | null;
  currency: string | null;
}
const none: Selection = { country: null, method: null, currency: null };
/** Every choice goes through here: a picker's, or a last payout's (all three at once). */
const selected = createEvent<Selection>();
export const $selection = createStore<Selection>(none).reset([secretOpened, startOverClicked]);
/** The choice before and after: read before $selection takes the new one. */
const changed = sample({ clock: selected, source: $selection, fn: (previous, next) => ({ previous, next }) });
sample({ clock: changed, fn: ({ next }) => next, target: $selection });

export const $methods = createStore<GlobalReceiveMethodOption[] | null>(null).reset([secretOpened, startOverClicked]);
export const $currencies = combine($methods, $selection, (methods, s) =>
  s.method === null ? [] : (methods?.find((m) => m.paymentMethod === s.method)?.currencies ?? []),
);

sample({
  clock: countryPicked,
  source: $selection,
  filter: (s, country) => s.country !== country,
  fn: (_, country): Selection => ({ country, method: null, currency: null }),
  target: selected,
});
sample({
  clock: methodPicked,
  source: { s: $selection, methods: $methods },
  filter: ({ s }, method) => s.method !== method,
  fn: ({ s, methods }, method): Selection => {
    const currencies = methods?.find((m) => m.paymentMethod === method)?.currencies ?? [];
    // one currency: chosen for the recipient; the same currency offered again: kept
    const currency =
      currencies.length === 1
        ? (currencies[0] ?? null)
        : s.currency !== null && currencies.includes(s.currency)
          ? s.currency
          : null;
    return { ...s, method, currency };
  },
  target: selected,
});
sample({
  clock: currencyPicked,
  source: $selection,
  filter: (s, currency) => s.currency !== currency,
  fn: (s, currency): Selection => ({ ...s, currency }),
  target: selected,
});

// another country: its methods
const countryChanged = changed.filterMap(({ previous, next }) =>
  next.country !== null && next.country !== previous.country ? next.country : undefined,
);
sample({ clock: countryChanged, fn: () => null, target: $methods });
sample({
  clock: [
    countryChanged,
    sample({
      clock: stepRetryClicked,
      source: { s: $selection, methods: $methods },
      filter: ({ s, methods }) => s.country !== null && methods === null,
      fn: ({ s }) => s.country as string,
    }),
  ],
  source: $secret,
  fn: (secret, country) => ({ headers: headers(secret), body: { countryCode: country } }),
  target: methodsQuery.start,
});
sample({
  clock: methodsQuery.finished.success,
  source: $selection,
  filter: (s, { params }) => s.country === params.body.countryCode,
  fn: (_, { result }) => result.methods,
  target: $methods,
});
export const $methodsError = createStore<Message | null>(null)
  .on(methodsQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([methodsQuery.start, secretOpened, startOverClicked]);

/** A whole destination: country, method and currency. */
const $destination = $selection.map((s) =>
  s.country !== null && s.method !== null && s.currency !== null
    ? { country: s.country, method: s.method, currency: s.currency }
    : null,
);
const destinationOf = (s: Selection) =>
  s.country !== null && s.method !== null && s.currency !== null
    ? { country: s.country, method: s.method, currency: s.currency }
    : null;
const sameDestination = (
  d: { country: string; method: string; currency: string } | null,
  body: { countryCode: string; paymentMethod: string },
  currency: string,
) => d !== null && d.country === body.countryCode && d.method === body.paymentMethod && d.currency === currency;

const destinationAsked = sample({
  clock: [changed.map(({ next }) => next), sample({ clock: stepRetryClicked, source: $selection })],
  source: $secret,
  filter: (_, s) => destinationOf(s) !== null,
  fn: (secret, s) => ({
    secret,
    ...(destinationOf(s) as { country: string; method: GlobalReceiveMethod; currency: string }),
  }),
});
sample({
  clock: destinationAsked,
  fn: (d) => ({
    headers: headers(d.secret),
    body: { paymentMethod: d.method, toCurrencyCode: d.currency, countryCode: d.country },
  }),
  target: metaQuery.start,
});
sample({
  clock: destinationAsked,
  fn: (d) => ({
    headers: headers(d.secret),
    body: { paymentMethod: d.method, currencyCode: d.currency, countryCode: d.country },
  }),
  target: extraParamsQuery.start,
});
sample({
  clock: destinationAsked,
  source: blockedBinsQuery.$data,
  filter: (bins, d) => d.method === 'oct' && bins === null,
  fn: (_, d) => ({ headers: headers(d.secret) }),
  target: blockedBinsQuery.start,
});
sample({
  clock: destinationAsked,
  filter: (d) => d.method === 'instant_payment',
  fn: (d) => ({ headers: headers(d.secret), body: { countryCode: d.country } }),
  target: instantBanksQuery.start,
});

/** Spec 2 §3 "Payment meta: exchangeRate, toAmount, fee", for the destination chosen now only. */
export const $meta = createStore<GlobalReceiveMeta | null>(null)
  .on(selected, () => null)
  .reset([secretOpened, startOverClicked]);
sample({
  clock: metaQuery.finished.success,
  source: $destination,
  filter: (d, { params }) => sameDestination(d, params.body, params.body.toCurrencyCode),
  fn: (_, { result }) => ({ exchangeRate: result.exchangeRate, toAmount: result.toAmount, fee: result.fee }),
  target: $meta,
});
export const $metaError = createStore<Message | null>(null)
  .on(metaQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([metaQuery.start, selected, secretOpened, startOverClicked]);

/** Spec 3 §4 "Extra parameters from the server may arrive wrapped in options and are flattened into one list." */
export const $params = createStore<ParamField[] | null>(null)
  .on(selected, () => null)
  .reset([secretOpened, startOverClicked]);
sample({
  clock: extraParamsQuery.finished.success,
  source: $destination,
  filter: (d, { params }) => sameDestination(d, params.body, params.body.currencyCode),
  fn: (_, { result }) =>
    flattenExtraParams(result.extraParams).map((p) => ({
      name: p.name,
      label: p.label,
      required: p.required,
      pattern: p.pattern,
    })),
  target: $params,
});
export const $paramsError = createStore<Message | null>(null)
  .on(extraParamsQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([extraParamsQuery.start, selected, secretOpened, startOverClicked]);

export const $blockedBins = blockedBinsQuery.$data.map((d) => (d === null ? null : d.bins));
export const $instantBanks = createStore<InstantBank[]>([])
  .on(instantBanksQuery.finished.success, (_, { result }) => result.banks)
  .reset([secretOpened, startOverClicked]);

// --- the payout form
export const $values = createStore<Partial<Record<FieldKey, string>>>({})
  .on(fieldChanged, (v, { field, value }) => ({ ...v, [field]: value }))
  .reset([secretOpened, startOverClicked]);
/** Fields a lookup filled and the user has not edited since: a later lookup may fill them again. */
const $filled = createStore<FieldKey[]>([])
  .on(fieldChanged, (f, { field }) => f.filter((k) => k !== field))
  .reset([secretOpened, startOverClicked]);
const $left = createStore<FieldKey[]>([])
  .on(fieldLeft, (l, k) => (l.includes(k) ? l : [...l, k]))
  .reset([secretOpened, startOverClicked]);
const $attempted = createStore(false)
  .on(submitClicked, () => true)
  .reset([secretOpened, startOverClicked]);

export const $ownFields = $selection.map((s) => (s.method === null ? [] : ownFieldsOf(s.method)));
/** The extra parameters the form asks besides its own fields (formParams). */
export const $formParams = combine($params, $ownFields, formParams);
/**
 * The account number is an IBAN where the destination's local scheme takes one (entities' bankFieldsFor) or where
 * the server's extra parameters ask for an IBAN.
 */
export const $ibanAccount = combine(
  $selection,
  $formParams,
  (s, f) => f.ibanAccount || bankFieldsFor(localPaymentGroup(s.country ?? '', s.currency ?? '')).includes('iban'),
);

const checkers = { iban: ibanCheck, bic: bicCheck, card: payoutCardCheck };
const $check = combine(
  { s: $selection, iban: $ibanAccount, form: $formParams, values: $values, bins: $blockedBins },
  ({ s, iban, form, values, bins }) => {
    if (s.country === null || s.method === null) return null;
    const own: Partial<Record<OwnField, string>> = {};
    const paramValues: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      if (k.startsWith('param:')) paramValues[k.slice(6)] = v ?? '';
      else own[k as OwnField] = v ?? '';
    }
    return payoutCheck(
      {
        method: s.method,
        countryCode: s.country,
        ibanAccount: iban,
        params: form.params,
        accountPattern: form.accountPattern,
        own,
        paramValues,
        blockedBins: bins ?? undefined,
      },
      checkers,
    );
  },
);
/** The problems shown: a field's once it was left, all of them once submit was pressed. */
export const $errors = combine($check, $left, $attempted, (check, left, attempted) => {
  if (check === null) return {};
  if (attempted) return check.problems;
  const shown: Partial<Record<FieldKey, string>> = {};
  for (const k of left) if (check.problems[k]) shown[k] = check.problems[k];
  return shown;
});

// --- lookups: only a value the browser accepts is asked about; an answer for an older value is dropped
export type LookupState =
  { kind: 'none' } | { kind: 'checking' } | { kind: 'found'; text: string } | { kind: 'failed'; message: Message };
const idle: LookupState = { kind: 'none' };

/** Fills empty fields (or fields an earlier lookup filled) from a lookup; what the user typed stays. */
function fill(values: Partial<Record<FieldKey, string>>, filled: FieldKey[], found: Partial<Record<OwnField, string>>) {
  const next = { ...values };
  const nextFilled = [...filled];
  for (const [k, v] of Object.entries(found) as [OwnField, string][]) {
    if (!v) continue;
    if ((next[k] ?? '').trim() === '' || filled.includes(k)) {
      next[k] = v;
      if (!nextFilled.includes(k)) nextFilled.push(k);
    }
  }
  return { values: next, filled: nextFilled };
}

// IBAN (spec 2 §3 "Bank details by IBAN ... Array values are treated as empty")
export const $ibanLookup = createStore<LookupState>(idle)
  .on(ibanQuery.start, () => ({ kind: 'checking' }))
  .on(fieldChanged, (s, { field }) => (field === 'accountNumber' ? idle : s))
  .reset([secretOpened, startOverClicked, selected]);
sample({
  clock: fieldLeft,
  source: { secret: $secret, values: $values, iban: $ibanAccount, own: $ownFields },
  filter: ({ values, iban, own }, k) =>
    k === 'accountNumber' && iban && own.includes('accountNumber') && ibanCheck(values.accountNumber ?? '').ok,
  fn: ({ secret, values }) => {
    const c = ibanCheck(values.accountNumber ?? '');
    return { headers: headers(secret), body: { iban: c.ok ? c.iban : '' } };
  },
  target: ibanQuery.start,
});
const ibanAnswered = sample({
  clock: ibanQuery.finished.success,
  source: { values: $values, filled: $filled, own: $ownFields },
  filter: ({ values }, { params }) => {
    const c = ibanCheck(values.accountNumber ?? '');
    return c.ok && c.iban === params.body.iban;
  },
  fn: ({ values, filled, own }, { result }) => {
    const d = ibanDetailsText(result.bankDetails);
    const found: Partial<Record<OwnField, string>> = { bankName: d.bankName ?? '' };
    if (own.includes('swift')) found.swift = d.SWIFT ?? '';
    return { ...fill(values, filled, found), bank: d.bankName ?? '' };
  },
});
sample({ clock: ibanAnswered, fn: (a) => a.values, target: $values });
sample({ clock: ibanAnswered, fn: (a) => a.filled, target: $filled });
sample({ clock: ibanAnswered, fn: (a): LookupState => ({ kind: 'found', text: a.bank }), target: $ibanLookup });
sample({
  clock: ibanQuery.finished.failure,
  fn: ({ error }): LookupState => ({ kind: 'failed', message: errorMessageFor(error) }),
  target: $ibanLookup,
});

// SWIFT (spec 2 §3 "Bank details by SWIFT: address, city, zipCode, countryIsoCode, bankName, code")
export const $swiftLookup = createStore<LookupState>(idle)
  .on(swiftQuery.start, () => ({ kind: 'checking' }))
  .on(fieldChanged, (s, { field }) => (field === 'swift' ? idle : s))
  .reset([secretOpened, startOverClicked, selected]);
sample({
  clock: fieldLeft,
  source: { secret: $secret, values: $values },
  filter: ({ values }, k) => k === 'swift' && bicCheck(values.swift ?? '').ok,
  fn: ({ secret, values }) => {
    const c = bicCheck(values.swift ?? '');
    return { headers: headers(secret), body: { swift: c.ok ? c.bic : '' } };
  },
  target: swiftQuery.start,
});
const swiftAnswered = sample({
  clock: swiftQuery.finished.success,
  source: { values: $values, filled: $filled },
  filter: ({ values }, { params }) => {
    const c = bicCheck(values.swift ?? '');
    return c.ok && c.bic === params.body.swift;
  },
  fn: ({ values, filled }, { result }) => ({
    ...fill(values, filled, { bankName: result.bankDetails.bankName }),
    bank: result.bankDetails.bankName,
  }),
});
sample({ clock: swiftAnswered, fn: (a) => a.values, target: $values });
sample({ clock: swiftAnswered, fn: (a) => a.filled, target: $filled });
sample({ clock: swiftAnswered, fn: (a): LookupState => ({ kind: 'found', text: a.bank }), target: $swiftLookup });
sample({
  clock: swiftQuery.finished.failure,
  fn: ({ error }): LookupState => ({ kind: 'failed', message: errorMessageFor(error) }),
  target: $swiftLookup,
});

// card BIN (spec 2 §5 / spec 3 §5 "A card number has spaces removed and its first 6 digits are used as the BIN lookup")
export const $binInfo = createStore<BinInfo | null>(null)
  .on(fieldChanged, (s, { field }) => (field === 'cardNumber' ? null : s))
  .reset([secretOpened, startOverClicked, selected]);
export const $binError = createStore<Message | null>(null)
  .on(binQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([binQuery.start, secretOpened, startOverClicked, selected]);
sample({
  clock: fieldLeft,
  source: { secret: $secret, values: $values, bins: $blockedBins },
  filter: ({ values, bins }, k) => k === 'cardNumber' && payoutCardCheck(values.cardNumber ?? '', bins ?? undefined).ok,
  fn: ({ secret, values, bins }) => {
    const c = payoutCardCheck(values.cardNumber ?? '', bins ?? undefined);
    return { headers: headers(secret), body: { binNumber: c.ok ? c.bin : '' } };
  },
  target: binQuery.start,
});
sample({
  clock: binQuery.finished.success,
  source: { values: $values, bins: $blockedBins },
  filter: ({ values, bins }, { params }) => {
    const c = payoutCardCheck(values.cardNumber ?? '', bins ?? undefined);
    return c.ok && c.bin === params.body.binNumber;
  },
  fn: (_, { result }) => result.binInfo,
  target: $binInfo,
});

// instant key details (spec 2 §7 "instant details (taxId, instantKey, instantKeyType)")
export const $instantHolder = createStore<InstantKeyInfo | null>(null)
  .on(fieldChanged, (s, { field }) =>
    field === 'taxId' || field === 'instantKey' || field === 'instantKeyType' ? null : s,
  )
  .reset([secretOpened, startOverClicked, selected]);
export const $instantError = createStore<Message | null>(null)
  .on(instantDetailsQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([instantDetailsQuery.start, secretOpened, startOverClicked, selected]);
const instantRequestOf = (values: Partial<Record<FieldKey, string>>) => {
  const taxId = (values.taxId ?? '').replace(/[\s./-]/g, '');
  const instantKey = (values.instantKey ?? '').trim();
  const instantKeyType = instantKeyTypes.find((k) => k === values.instantKeyType);
  return taxId && instantKey && instantKeyType ? { taxId, instantKey, instantKeyType } : null;
};
sample({
  clock: fieldLeft,
  source: { secret: $secret, values: $values },
  filter: ({ values }, k) => (k === 'instantKey' || k === 'taxId') && instantRequestOf(values) !== null,
  fn: ({ secret, values }) => ({
    headers: headers(secret),
    body: instantRequestOf(values) as NonNullable<ReturnType<typeof instantRequestOf>>,
  }),
  target: instantDetailsQuery.start,
});
sample({
  clock: instantDetailsQuery.finished.success,
  source: $values,
  filter: (values, { params }) => {
    const r = instantRequestOf(values);
    return r !== null && r.instantKey === params.body.instantKey && r.taxId === String(params.body.taxId);
  },
  fn: (_, { result }) => result.instantKeyInfo,
  target: $instantHolder,
});

// --- last withdrawals: a payout picked fills the form with its details
export const $recentError = createStore<Message | null>(null)
  .on(withdrawalQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([withdrawalQuery.start, secretOpened, startOverClicked]);
sample({
  clock: recentPicked,
  source: $secret,
  fn: (secret, w) => ({ headers: headers(secret), body: { paymentId: w.paymentId } }),
  target: withdrawalQuery.start,
});
const prefill = sample({
  clock: withdrawalQuery.finished.success,
  fn: ({ result }) => {
    const { countryCode, extraParams, ...own } = result.paymentDetails as ReceivePaymentDetails;
    const values: Partial<Record<FieldKey, string>> = {};
    for (const [k, v] of Object.entries(own)) if (typeof v === 'string') values[k as OwnField] = v;
    for (const [k, v] of Object.entries(extraParams ?? {})) values[`param:${k}`] = v;
    return {
      selection: { country: countryCode, method: result.paymentMethod, currency: result.currencyCode } as Selection,
      values,
    };
  },
});
sample({ clock: prefill, fn: (p) => p.values, target: $values });
sample({ clock: prefill, fn: () => [] as FieldKey[], target: [$filled, $left] });
// the whole choice at once: the country's methods load (its currencies), and the destination's loads
sample({ clock: prefill, fn: (p) => p.selection, target: selected });

// --- submit (money-moving: one Idempotency-Key per intent) → approval code → success
export const $step = createStore<ReceiveStep>('choose').reset([secretOpened, startOverClicked]);
export interface Approval {
  operationId: number;
  approveType: string;
  approvalSentTo: string;
  availableApprovalMethods: string[];
}
export const $approval = createStore<Approval | null>(null).reset([secretOpened, startOverClicked]);
export const $submitError = createStore<Message | null>(null)
  .on(submitOutcome.refused, (_, r) => r.reason)
  .reset([submitMutation.start, secretOpened, startOverClicked, selected]);
const $submitIntent = createStore<{ values: string; key: string } | null>(null)
  .on([submitOutcome.answered, submitOutcome.refused], () => null)
  .reset([secretOpened, startOverClicked]);

const submitAsked = sample({
  clock: submitClicked,
  source: { secret: $secret, s: $selection, check: $check, intent: $submitIntent, busy: submitOutcome.$busy },
  filter: ({ s, check, busy }) => !busy && s.currency !== null && s.method !== null && check?.details != null,
  fn: ({ secret, s, check, intent }) => {
    const body = {
      paymentMethod: s.method as GlobalReceiveMethod,
      currencyCode: s.currency as string,
      paymentDetails: check?.details as ReceivePaymentDetails,
    };
    const values = JSON.stringify(body);
    return { secret, body, values, key: intent?.values === values ? intent.key : newIdempotencyKey() };
  },
});
sample({ clock: submitAsked, fn: ({ values, key }) => ({ values, key }), target: $submitIntent });
sample({
  clock: submitAsked,
  fn: ({ secret, body, key }) => ({ headers: headers(secret), body, idempotencyKey: key }),
  target: submitOutcome.submit,
});
sample({
  clock: submitOutcome.answered,
  fn: ({ result }): Approval => ({
    operationId: result.operationId,
    approveType: result.approveType,
    approvalSentTo: result.approvalSentTo,
    availableApprovalMethods: result.availableApprovalMethods,
  }),
  target: $approval,
});
sample({ clock: submitOutcome.answered, fn: ({ result }) => stepAfterSubmit(result.approveType), target: $step });

// the code: one key per operation and code (the same code sent twice is one intent)
export const $approveError = createStore<Message | null>(null)
  .on(approveOutcome.refused, (_, r) => r.reason)
  .reset([approveMutation.start, secretOpened, startOverClicked, approvalClosed]);
const $approveIntent = createStore<{ values: string; key: string } | null>(null)
  .on([approveOutcome.answered, approveOutcome.refused], () => null)
  .reset([secretOpened, startOverClicked]);
const approveAsked = sample({
  clock: codeSubmitted,
  source: { secret: $secret, approval: $approval, intent: $approveIntent, busy: approveOutcome.$busy },
  filter: ({ approval, busy }, code) => !busy && approval !== null && code.trim() !== '',
  fn: ({ secret, approval, intent }, code) => {
    const body = { approvalCode: code.trim(), operationId: (approval as Approval).operationId };
    const values = JSON.stringify(body);
    return { secret, body, values, key: intent?.values === values ? intent.key : newIdempotencyKey() };
  },
});
sample({ clock: approveAsked, fn: ({ values, key }) => ({ values, key }), target: $approveIntent });
sample({
  clock: approveAsked,
  fn: ({ secret, body, key }) => ({ headers: headers(secret), body, idempotencyKey: key }),
  target: approveOutcome.submit,
});
const approved = sample({ clock: approveOutcome.answered, filter: ({ result }) => approvedOk(result.responseCode) });
sample({ clock: approved, fn: (): ReceiveStep => 'success', target: $step });
// the status comes from the server (spec 2 §4): read it again once paid or refused
sample({
  clock: [approved, cancelMutation.finished.success, approveOutcome.ended.filter({ fn: (e) => e.end === 'unknown' })],
  source: $secret,
  fn: (secret) => ({ headers: headers(secret) }),
  target: detailsQuery.start,
});

export const $resent = createStore(false)
  .on(resendMutation.finished.success, () => true)
  .reset([resendMutation.start, approveMutation.start, secretOpened, startOverClicked, approvalClosed]);
export const $resendError = createStore<Message | null>(null)
  .on(resendMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([resendMutation.start, secretOpened, startOverClicked, approvalClosed]);
sample({
  clock: resendClicked,
  source: { secret: $secret, approval: $approval },
  filter: ({ approval }) => approval !== null,
  fn: ({ secret, approval }) => ({
    headers: headers(secret),
    body: {
      approveType: (approval as Approval).approveType as 'approvalCode',
      operationId: (approval as Approval).operationId,
    },
  }),
  target: resendMutation.start,
});
$approval.on(resendMutation.finished.success, (a, { result }) =>
  a === null ? a : { ...a, approvalSentTo: result.approvalSentTo || a.approvalSentTo },
);
// closing the code popup goes back to the form, everything typed kept; a new submit asks for a new code
$step.on(approvalClosed, (s) => (s === 'approve' ? 'choose' : s));
sample({ clock: approvalClosed, target: approveOutcome.reset });

// --- refuse (cancel the payment), after a confirmation
export const $refusing = createStore(false)
  .on(refuseClicked, () => true)
  .on(refuseDismissed, () => false)
  .on(cancelMutation.finished.success, () => false)
  .reset([secretOpened]);
export const $refusedNow = createStore(false)
  .on(cancelMutation.finished.success, () => true)
  .reset([secretOpened]);
export const $refuseError = createStore<Message | null>(null)
  .on(cancelMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([cancelMutation.start, refuseClicked, refuseDismissed, secretOpened]);
sample({
  clock: refuseConfirmed,
  source: { secret: $secret, details: $details, pending: cancelMutation.$pending },
  filter: ({ details, pending }) => details !== null && !pending,
  fn: ({ secret, details }) => ({
    headers: headers(secret),
    body: { paymentId: (details as GlobalReceiveDetails).paymentId },
  }),
  target: cancelMutation.start,
});

// start over: the queries' answers and the outcomes go back to their defaults too
sample({
  clock: startOverClicked,
  target: [
    methodsQuery.reset,
    metaQuery.reset,
    extraParamsQuery.reset,
    binQuery.reset,
    instantDetailsQuery.reset,
    instantBanksQuery.reset,
    ibanQuery.reset,
    swiftQuery.reset,
    withdrawalQuery.reset,
    submitOutcome.reset,
    approveOutcome.reset,
  ],
});

/** Spec 2 §4 "Pending flags exist for methods, meta, recent transfers, extra params, submit and approve." */
export const $pending = combine({
  methods: methodsQuery.$pending,
  meta: metaQuery.$pending,
  recent: combine(recentQuery.$pending, withdrawalQuery.$pending, (a, b) => a || b),
  extraParams: extraParamsQuery.$pending,
  submit: submitOutcome.$busy,
  approve: approveOutcome.$busy,
  refuse: cancelMutation.$pending,
});
