import { type InstantBank, instantBankListGet, instantKeyInfoGet } from '@app/contracts';
import { type Store, combine, createEvent, createStore, sample } from 'effector';
import {
  type BeneficiaryBlock,
  type BeneficiaryContext,
  shownProblem,
} from '../../entities/external-transfer/index.ts';
import { type Message, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
import {
  type InstantKeyType,
  type InstantPayload,
  type KeyLookup,
  instantFieldProblems,
  instantPayload,
  keyRequestOf,
  prefillOf,
  recipientProblem,
  sameRequest,
} from './lib.ts';

/**
 * The instant payment beneficiary block of /transfer/external: the payee's tax id and instant key, looked up
 * (instantKeyInfoGet) so the customer sees and confirms who holds it before paying; the country's instant payment
 * banks (instantBankListGet). Spec 2 §7 "instant key info and bank list".
 */

export type InstantField = 'taxId' | 'instantKeyType' | 'instantKey';

/** The block shows its own load status and errors: no error dialog. */
export const banksQuery = createApiQuery(instantBankListGet, { dialog: false });
/** The latest lookup wins. */
export const keyInfoQuery = createApiQuery(instantKeyInfoGet, { dialog: false });

export const contextChanged = createEvent<BeneficiaryContext>();
export const submitAttempted = createEvent();
export const prefilled = createEvent<Record<string, unknown>>();
export const reset = createEvent();
export const taxIdChanged = createEvent<string>();
export const keyTypeChosen = createEvent<InstantKeyType>();
export const keyChanged = createEvent<string>();
export const fieldLeft = createEvent<InstantField>();
export const lookUpClicked = createEvent();
export const recipientConfirmed = createEvent();
export const banksRetried = createEvent();

const cleared = [reset, sessionEnded];
const edited = [taxIdChanged, keyTypeChosen, keyChanged, prefilled];

// --- the country's instant payment banks
export const $country = createStore('')
  .on(contextChanged, (_, c) => c.countryCode)
  .reset(sessionEnded);
/** The last bank list answered, with its country. */
const $bankList = createStore<{ country: string; banks: InstantBank[] } | null>(null)
  .on(banksQuery.finished.success, (_, { params, result }) => ({
    country: params.body.countryCode,
    banks: result.banks,
  }))
  .reset(sessionEnded);
/** The banks of the current country only (none while another country's list is shown). */
export const $banks = combine($bankList, $country, (list, country) => (list?.country === country ? list.banks : []));
/** Another country's list is not this country's: loading until this country's answers (or its load fails). */
export const $banksStatus = combine(
  banksQuery.$loadStatus,
  $bankList,
  $country,
  (status, list, country): LoadStatusValue =>
    status === 'failed' || list?.country === country ? status : status === 'idle' ? 'idle' : 'loading',
);
// loaded once per country (the page sends the context again when the currency changes)
sample({
  clock: contextChanged,
  source: $bankList,
  filter: (list, c) => c.countryCode !== '' && c.countryCode !== list?.country,
  fn: (_, c) => ({ body: { countryCode: c.countryCode } }),
  target: banksQuery.start,
});
sample({
  clock: banksRetried,
  source: $country,
  filter: (country) => country !== '',
  fn: (countryCode) => ({ body: { countryCode } }),
  target: banksQuery.start,
});

// --- the fields
export const $taxId = createStore('')
  .on(taxIdChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).taxId ?? v)
  .reset(cleared);
export const $keyType = createStore<InstantKeyType | null>(null)
  .on(keyTypeChosen, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).instantKeyType ?? v)
  .reset(cleared);
export const $key = createStore('')
  .on(keyChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).instantKey ?? v)
  .reset(cleared);
const $fields = combine({ taxId: $taxId, instantKeyType: $keyType, instantKey: $key });
const $request = $fields.map(keyRequestOf);
const $left = createStore<Record<InstantField, boolean>>({ taxId: false, instantKeyType: false, instantKey: false })
  .on(fieldLeft, (left, f) => ({ ...left, [f]: true }))
  // asking for a lookup shows what is missing
  .on(lookUpClicked, () => ({ taxId: true, instantKeyType: true, instantKey: true }))
  .reset(cleared);
const $attempted = createStore(false)
  .on(submitAttempted, () => true)
  .reset(cleared);

// --- the lookup: its answer counts for the fields it was asked for; an edit clears it and the confirmation
export const $lookup = createStore<KeyLookup | null>(null)
  .on(edited, () => null)
  .reset(cleared);
export const $lookupError = createStore<Message | null>(null)
  .on([...edited, keyInfoQuery.start], () => null)
  .reset(cleared);
export const $lookingUp = keyInfoQuery.$pending;
export const $confirmed = createStore(false)
  .on(recipientConfirmed, () => true)
  .on([...edited, keyInfoQuery.start], () => false)
  .reset(cleared);
sample({
  clock: lookUpClicked,
  source: $request,
  filter: (request) => request !== null,
  fn: (request) => ({ body: request as NonNullable<typeof request> }),
  target: keyInfoQuery.start,
});
// a repeat or a template: its key is looked up again at once (the customer still confirms)
sample({
  clock: prefilled,
  source: $request,
  filter: (request) => request !== null,
  fn: (request) => ({ body: request as NonNullable<typeof request> }),
  target: keyInfoQuery.start,
});
sample({
  clock: keyInfoQuery.finished.success,
  source: $request,
  filter: (request, { params }) => sameRequest(request, params.body),
  fn: (request, { result }): KeyLookup => ({
    request: request as NonNullable<typeof request>,
    info: result.instantKeyInfo,
  }),
  target: $lookup,
});
sample({
  clock: keyInfoQuery.finished.failure,
  source: $request,
  filter: (request, { params }) => sameRequest(request, params.body),
  fn: (_, { error }) => errorMessageFor(error),
  target: $lookupError,
});

export const $payload: Store<InstantPayload | null> = combine(
  { fields: $fields, lookup: $lookup, confirmed: $confirmed, banks: $banks },
  instantPayload,
);
/** Each field's problem once it was left or a submit was attempted (locale keys under `instantPayee`). */
const $recipientInput = combine({
  fields: $fields,
  request: $request,
  lookup: $lookup,
  confirmed: $confirmed,
  banks: $banks,
});
export const $errors = combine($recipientInput, $left, $attempted, (s, left, attempted) => {
  const p = instantFieldProblems(s.fields);
  const recipient = recipientProblem(s);
  return {
    taxId: shownProblem(p.taxId, left.taxId, attempted),
    instantKeyType: shownProblem(p.instantKeyType, left.instantKeyType, attempted),
    instantKey: shownProblem(p.instantKey, left.instantKey, attempted),
    // the holder's bank is said at once; a missing lookup or confirmation once a submit was attempted
    recipient: recipient === 'bankNotInstant' ? recipient : shownProblem(recipient, false, attempted),
  };
});

/** The beneficiary-block interface (see the page): the singleton the page drives. */
export const instantBeneficiary: BeneficiaryBlock<InstantPayload> = {
  $payload,
  contextChanged,
  submitAttempted,
  prefilled,
  reset,
};
