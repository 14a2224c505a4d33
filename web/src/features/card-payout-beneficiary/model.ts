import { type BinInfo, binInfoGet, blockedBinListGet } from '@app/contracts';
import { type Store, combine, createEvent, createStore, sample } from 'effector';
import {
  type BeneficiaryBlock,
  type BeneficiaryContext,
  shownProblem,
} from '../../entities/external-transfer/index.ts';
import { binOf } from '../../entities/card/index.ts';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type CardPayoutPayload, cardPayoutPayload, cardPayoutProblems, prefillOf } from './lib.ts';

/**
 * The card payout (oct) beneficiary block of /transfer/external: the cardholder's name and the card number, its BIN
 * info (spec 2 §3 "BIN info") and the blocked-BIN check (spec 2 §5). The page owns the rest of the transfer.
 */

export type CardPayoutField = 'beneficiaryName' | 'cardNumber';

/** The block shows its own load status and errors: no error dialog. */
export const blockedBinsQuery = createApiQuery(blockedBinListGet, { dialog: false });
/** The latest BIN typed wins: a lookup of a BIN typed before answering late is dropped. */
export const binQuery = createApiQuery(binInfoGet, { dialog: false });

export const contextChanged = createEvent<BeneficiaryContext>();
export const submitAttempted = createEvent();
export const prefilled = createEvent<Record<string, unknown>>();
export const reset = createEvent();
export const nameChanged = createEvent<string>();
export const cardNumberChanged = createEvent<string>();
export const fieldLeft = createEvent<CardPayoutField>();
export const blockedBinsRetried = createEvent();

export const $beneficiaryName = createStore('')
  .on(nameChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).beneficiaryName ?? v)
  .reset([reset, sessionEnded]);
export const $cardNumber = createStore('')
  .on(cardNumberChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).cardNumber ?? v)
  .reset([reset, sessionEnded]);
const $left = createStore<Record<CardPayoutField, boolean>>({ beneficiaryName: false, cardNumber: false })
  .on(fieldLeft, (left, f) => ({ ...left, [f]: true }))
  .reset([reset, sessionEnded]);
const $attempted = createStore(false)
  .on(submitAttempted, () => true)
  .reset([reset, sessionEnded]);

/** The blocked BINs, undefined until the list has loaded. */
export const $blockedBins = createStore<string[] | undefined>(undefined, { skipVoid: false })
  .on(blockedBinsQuery.finished.success, (_, { result }) => result.bins)
  .reset(sessionEnded);
export const $blockedBinsStatus = blockedBinsQuery.$loadStatus;
/** The list is the same whatever the context: loaded once, again only on a retry. */
sample({
  clock: contextChanged,
  source: $blockedBins,
  filter: (bins) => bins === undefined,
  fn: () => undefined,
  target: blockedBinsQuery.start,
});
sample({ clock: blockedBinsRetried, fn: () => undefined, target: blockedBinsQuery.start });

// --- BIN info of the number typed (spec 2 §5: the first 6 digits, spaces removed)
const $bin = $cardNumber.map(binOf);
export const $binInfo = createStore<BinInfo | null>(null).reset([reset, sessionEnded]);
export const $binLookup = createStore<'idle' | 'checking' | 'failed'>('idle').reset([reset, sessionEnded]);
sample({
  clock: $bin.updates,
  filter: (bin: string | null): bin is string => bin !== null,
  fn: (binNumber: string) => ({ body: { binNumber } }),
  target: binQuery.start,
});
sample({ clock: $bin.updates, fn: () => null, target: $binInfo });
sample({
  clock: $bin.updates,
  fn: (bin): 'idle' | 'checking' => (bin === null ? 'idle' : 'checking'),
  target: $binLookup,
});
sample({
  clock: binQuery.finished.success,
  source: $bin,
  filter: (bin, { params }) => params.body.binNumber === bin,
  fn: (_, { result }) => result.binInfo,
  target: $binInfo,
});
sample({
  clock: binQuery.finished.success,
  source: $bin,
  filter: (bin, { params }) => params.body.binNumber === bin,
  fn: () => 'idle' as const,
  target: $binLookup,
});
sample({
  clock: binQuery.finished.failure,
  source: $bin,
  filter: (bin, { params }) => params.body.binNumber === bin,
  fn: () => 'failed' as const,
  target: $binLookup,
});

const $input = combine({ beneficiaryName: $beneficiaryName, cardNumber: $cardNumber, blockedBins: $blockedBins });
export const $payload: Store<CardPayoutPayload | null> = $input.map(cardPayoutPayload);
/** Each field's problem once it was left or a submit was attempted (locale keys). */
export const $errors = combine($input, $left, $attempted, (input, left, attempted) => {
  const problems = cardPayoutProblems(input);
  return {
    beneficiaryName: shownProblem(problems.beneficiaryName, left.beneficiaryName, attempted),
    cardNumber: shownProblem(problems.cardNumber, left.cardNumber, attempted),
  };
});

/** The beneficiary-block interface (see the page): the singleton the page drives. */
export const cardPayoutBeneficiary: BeneficiaryBlock<CardPayoutPayload> = {
  $payload,
  contextChanged,
  submitAttempted,
  prefilled,
  reset,
};
