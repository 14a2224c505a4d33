import { ApiError, type HistoryTransaction, transactionHistoryGet } from '@app/contracts';
import type { Mutation } from '@farfetched/core';
import {
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  attach,
  createEffect,
  createEvent,
  createStore,
  sample,
} from 'effector';
import { type Message, createCallFx, errorMessageFor, isNoResponse, isOutcomeUnknown } from '../api/index.ts';
import { sessionEnded } from '../lib/index.ts';

/**
 * The outcome of a money call (spec 2 §4 "Approval"; the gateway's `outcomeUnknown`): when nobody knows
 * whether the money moved (a 504/502 marked `outcomeUnknown`, a lost connection), the app says it is
 * checking, sends the SAME Idempotency-Key again (the gateway released the key; the upstream replays its
 * stored answer when the first request was applied, else runs it once), then looks for the operation in the
 * source account's history. It ends in paid, not paid, or unknown, never in an invitation to pay again.
 *
 * A segment of its own, not in shared/api (whose index.ts the /login start chunk loads): only the money pages
 * import it, through this segment's index.ts.
 */

/** What one failed attempt says about the money. */
export type FailureKind =
  /** the server refused it: nothing moved (a 4xx envelope) */
  | 'refused'
  /** nobody knows: the gateway's `outcomeUnknown`, no answer at all, a key still in progress, an unreadable answer */
  | 'unknown';

/**
 * Decision: only a definite answer counts as a refusal. The gateway marks every "maybe applied" failure of a
 * money call with `outcomeUnknown` (gateway/src/lib/errors.ts). An upstream's own 5xx envelope (relayed as it
 * came) does not say whether the upstream applied the call before failing, and the gateway released the key
 * for it (as for a 408): those are 'unknown' too, and retrying the same key is safe. So are a fetch that never
 * got an answer, a 409 still in progress after its retries (http.ts untilSettled) and an answer that did not
 * match its contract (it came, with a 2xx, but could not be read). Any other ApiError (a 4xx envelope) is a
 * refusal: nothing moved.
 */
export function failureKindOf(error: unknown): FailureKind {
  if (isNoResponse(error)) return 'unknown';
  if (error instanceof ApiError) {
    if (isOutcomeUnknown(error.body)) return 'unknown';
    if (error.status >= 500 || error.status === 409 || error.status === 408) return 'unknown';
    return 'refused';
  }
  return 'unknown';
}

/** Backoff before each retry with the same key: 1 s, 2 s, 4 s (three retries after the first try). */
export const retryDelaysMs: readonly number[] = [1000, 2000, 4000];

export type NextStep =
  { kind: 'paid' } | { kind: 'notPaid' } | { kind: 'retry'; afterMs: number } | { kind: 'lookInHistory' };

/**
 * After an attempt (the first try or a retry), what to do next. `retriesDone` counts the retries already
 * sent with the same key. A success is paid; a refusal is not paid (its message is the reason); an unknown
 * outcome is retried with the same key after the next pause, and once the pauses are used up the history
 * decides.
 */
export function nextStep(
  answer: 'success' | FailureKind,
  retriesDone: number,
  delays: readonly number[] = retryDelaysMs,
): NextStep {
  if (answer === 'success') return { kind: 'paid' };
  if (answer === 'refused') return { kind: 'notPaid' };
  const afterMs = delays[retriesDone];
  return afterMs === undefined ? { kind: 'lookInHistory' } : { kind: 'retry', afterMs };
}

/** Where a page's money call shows up in history: the account the money left and the amount that left it. */
export interface HistoryProbe {
  accountId: number;
  /** the amount as the source account's row shows it (a decimal string); omitted when the row is found by id */
  amount?: string;
  /** the transaction this call is about, when known before (an approval of a submitted transfer) */
  transactionId?: number;
  /** a row that is NOT this call's (the rejected transaction a retry submits again) */
  notTransactionId?: number;
  /** what a row still 'processing' means: a submit waiting for its approval was made ('paid', the default); an approval not yet applied is 'unknown' */
  processing?: 'paid' | 'unknown';
}

/** "7", "7.0" and "07.00" are the same amount: compared as decimal strings, never as floats. */
export function sameAmount(a: string, b: string): boolean {
  const norm = (s: string) => {
    const [int = '', frac = ''] = s.trim().split('.');
    return `${int.replace(/^0+(?=\d)/, '')}.${frac.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}

/** The browser's and the server's clocks may differ: a row made up to this long before the submit still matches. */
export const clockSkewMs = 60_000;

/**
 * The history row of this operation. With a transaction id (a retry answered it, or it was known before): that
 * row. Without: a row of money going out of the account, of the same amount, made after the submit started
 * (allowing clockSkewMs): the earliest such row. null when none matches.
 */
export function historyMatch(
  rows: readonly HistoryTransaction[],
  probe: {
    amount?: string | undefined;
    transactionId?: number | undefined;
    notTransactionId?: number | undefined;
    startedAt: number;
  },
): HistoryTransaction | null {
  if (probe.transactionId !== undefined) return rows.find((r) => r.transactionId === probe.transactionId) ?? null;
  const { amount } = probe;
  if (amount === undefined) return null;
  const since = probe.startedAt - clockSkewMs;
  const matching = rows.filter(
    (r) =>
      r.direction === 'out' &&
      r.transactionId !== probe.notTransactionId &&
      sameAmount(r.amount, amount) &&
      Date.parse(r.created) >= since,
  );
  matching.sort((x, y) => Date.parse(x.created) - Date.parse(y.created));
  return matching[0] ?? null;
}

/** What a found row says: rejected is not paid; completed is paid; processing as the probe says. */
export function rowOutcome(row: HistoryTransaction, processing: 'paid' | 'unknown' = 'paid'): OutcomeEnd {
  if (row.status === 'rejected') return 'notPaid';
  if (row.status === 'completed') return 'paid';
  return processing;
}

export type OutcomePhase = 'idle' | 'sending' | 'checking' | 'paid' | 'notPaid' | 'unknown';
export type OutcomeEnd = 'paid' | 'notPaid' | 'unknown';

/** Every money-call input carries its intent's key. */
export interface MoneyParams {
  idempotencyKey: string;
}

/** The history page a lookup reads: the newest 20 rows of the account, money out of that amount when known. */
export const historyLookupPageSize = 20;

/** The timers and the history call of every outcome model, one each: tests replace them in fork handlers. */
export const outcomeWaitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
export const outcomeNowFx = createEffect(() => Date.now());
export const outcomeHistoryFx = createCallFx(transactionHistoryGet, { dialog: false });

/** What the outcome block reads (features/payment-outcome): every MoneyOutcome is one, whatever its params. */
export interface MoneyOutcomeView {
  $phase: Store<OutcomePhase>;
  $checked: Store<boolean>;
  $historyRow: Store<HistoryTransaction | null>;
  $reason: Store<Message | null>;
  checkAgain: EventCallable<void>;
}

export interface MoneyOutcome<P extends MoneyParams, R, F = unknown> extends MoneyOutcomeView {
  /** send a money call (its body and its intent's key); ignored while one is sending or being checked */
  submit: EventCallable<P>;
  /** in 'unknown': send the SAME call (the same key) once more, then the history again */
  checkAgain: EventCallable<void>;
  /** back to idle (a new transfer, the page left); a retry still waiting is dropped */
  reset: EventCallable<void>;
  $phase: Store<OutcomePhase>;
  /** sending or checking: the submit button is disabled */
  $busy: Store<boolean>;
  /** the outcome had to be checked (a retry or a history lookup happened): the outcome block shows */
  $checked: Store<boolean>;
  /** the call's own answer, when one came */
  $result: Store<R | null>;
  /** the history row of the operation, when found */
  $historyRow: Store<HistoryTransaction | null>;
  /** why it was not paid (a refusal's text), null otherwise */
  $reason: Store<Message | null>;
  /** the call answered (first try or a retry with the same key): the page starts the approval from it */
  answered: Event<{ params: P; result: R }>;
  /** the server refused it: nothing moved; `checked` says whether it came after an unknown outcome */
  refused: Event<{ params: P; error: Error; reason: Message; checked: boolean }>;
  /** the call never answered, and its row was found in history: the page reloads balances as after a transfer */
  foundInHistory: Event<{ params: P; row: HistoryTransaction; end: OutcomeEnd }>;
  /** the call never answered, and its own lookup (options.lookup) found it: what it found and what that says */
  found: Event<{ params: P; found: F; end: OutcomeEnd }>;
  /** the outcome is decided (or given up as unknown) */
  ended: Event<{ params: P; end: OutcomeEnd }>;
}

/** What a lookup of its own is given: the call, the page's context and when the submit started (browser clock). */
export interface OutcomeLookupInput<P, Ctx> {
  params: P;
  context: Ctx;
  startedAt: number;
}
/** What a lookup of its own found (null: not found, so the outcome stays unknown), and what it says. */
export interface OutcomeFound<F> {
  found: F;
  end: OutcomeEnd;
}

export interface MoneyOutcomeOptions<P, Ctx = null, F = unknown> {
  /** where the call shows up in history; null when it cannot be looked up. `context`: the store's value */
  findInHistory: (params: P, context: Ctx) => HistoryProbe | null;
  /**
   * A call with no single history row (a mass batch: one row per payment) is looked up elsewhere: this effect
   * replaces the account history lookup once the retries with the same key are used up (findInHistory is then only
   * used to find the row of an answer that came after a retry). It answers what it found and what that says, or
   * null when nothing is found (the outcome is unknown, never not paid); a failure is unknown too.
   */
  lookup?: Effect<OutcomeLookupInput<P, Ctx>, OutcomeFound<F> | null>;
  /** what else the lookup needs (the approval: the account and amount of the transfer it approves) */
  context?: Store<Ctx>;
  retryDelaysMs?: readonly number[];
}

/**
 * The outcome model of one money mutation (createMoneyMutation or any farfetched mutation whose params carry
 * `idempotencyKey`). The page keeps its own key per intent (a double click, or the same values sent again,
 * reuse it) and sends through `submit`; this model retries with exactly the params it was given.
 */
export function createMoneyOutcome<P extends MoneyParams, R, Ctx = null, F = unknown>(
  mutation: Mutation<P, R, Error>,
  options: MoneyOutcomeOptions<P, Ctx, F>,
): MoneyOutcome<P, R, F> {
  const delays = options.retryDelaysMs ?? retryDelaysMs;
  const $context = options.context ?? createStore<Ctx>(null as Ctx, { serialize: 'ignore' });
  const waitFx = attach({ effect: outcomeWaitFx });
  const nowFx = attach({ effect: outcomeNowFx });

  const submit = createEvent<P>();
  const checkAgain = createEvent();
  const reset = createEvent();

  const $phase = createStore<OutcomePhase>('idle').reset(reset, sessionEnded);
  const $busy = $phase.map((p) => p === 'sending' || p === 'checking');
  const $checked = createStore(false).reset(reset, sessionEnded);
  const $result = createStore<R | null>(null, { serialize: 'ignore' }).reset(reset, sessionEnded);
  const $historyRow = createStore<HistoryTransaction | null>(null).reset(reset, sessionEnded);
  const $reason = createStore<Message | null>(null).reset(reset, sessionEnded);
  /** the params of the call in hand: retries send this very object again */
  const $params = createStore<P | null>(null, { serialize: 'ignore' }).reset(reset, sessionEnded);
  const $retries = createStore(0).reset(reset, sessionEnded);
  const $startedAt = createStore(0).reset(reset, sessionEnded);
  /** a new submit or a reset makes a retry still waiting stale */
  const $generation = createStore(0);

  const accepted: Event<P> = sample({ clock: submit, source: $busy, filter: (busy) => !busy, fn: (_, p: P) => p });
  const start: EventCallable<P> = mutation.start;
  $generation.on([accepted, reset, sessionEnded], (n) => n + 1);
  $params.on(accepted, (_, p) => p);
  $phase.on(accepted, () => 'sending');
  $retries.on(accepted, () => 0);
  $checked.on(accepted, () => false);
  $result.on(accepted, () => null);
  $historyRow.on(accepted, () => null);
  $reason.on(accepted, () => null);
  sample({ clock: accepted, fn: () => undefined, target: nowFx });
  $startedAt.on(nowFx.doneData, (_, now) => now);
  sample({ clock: accepted, target: start });

  const mine = <T extends { params: P }>(clock: Event<T>) =>
    sample({ clock, source: $params, filter: (current, f) => current === f.params, fn: (_, f) => f });

  // --- an answer: paid; after a check, its history row by the transaction id it answered
  const answered = mine(mutation.finished.success).map(({ params, result }) => ({ params, result }));
  $phase.on(answered, () => 'paid');
  $result.on(answered, (_, a) => a.result);
  const byId = sample({
    clock: answered,
    source: { checked: $checked, startedAt: $startedAt, context: $context, generation: $generation },
    filter: ({ checked, context }, a) =>
      checked && options.findInHistory(a.params, context) !== null && transactionIdOf(a.result) !== null,
    fn: ({ startedAt, context, generation }, a) => ({
      probe: options.findInHistory(a.params, context) as HistoryProbe,
      transactionId: transactionIdOf(a.result) as number,
      startedAt,
      generation,
    }),
  });

  // --- a failure: refused, or retried with the same key, or looked up in history
  const failed = mine(mutation.finished.failure).map(({ params, error }) => ({
    params,
    error,
    kind: failureKindOf(error),
  }));
  const stepped = sample({
    clock: failed,
    source: $retries,
    fn: (retries, f) => ({ ...f, step: nextStep(f.kind, retries, delays) }),
  });
  const refused = sample({
    clock: stepped,
    source: $checked,
    filter: (_, s) => s.step.kind === 'notPaid',
    fn: (checked, s) => ({ params: s.params, error: s.error, reason: errorMessageFor(s.error), checked }),
  });
  $phase.on(refused, () => 'notPaid');
  $reason.on(refused, (_, r) => r.reason);

  const retrying = sample({
    clock: stepped,
    source: $generation,
    filter: (_, s) => s.step.kind === 'retry',
    fn: (generation, s) => ({ ms: (s.step as { afterMs: number }).afterMs, generation }),
  });
  $phase.on(retrying, () => 'checking');
  $checked.on(retrying, () => true);
  $retries.on(retrying, (n) => n + 1);
  // the pause keeps its generation: a reset or a new submit meanwhile drops the retry
  const pauseFx = attach({ effect: waitFx, mapParams: (w: { ms: number; generation: number }) => w.ms });
  const $waitingGeneration = createStore(-1)
    .on(retrying, (_, r) => r.generation)
    .reset(reset, sessionEnded);
  sample({ clock: retrying, target: pauseFx });
  sample({
    clock: pauseFx.done,
    source: { generation: $generation, waiting: $waitingGeneration, params: $params, phase: $phase },
    filter: ({ generation, waiting, params, phase }) =>
      generation === waiting && params !== null && phase === 'checking',
    fn: ({ params }) => params as P,
    target: start,
  });

  const lookingUp = sample({ clock: stepped, filter: (s) => s.step.kind === 'lookInHistory' });
  const toHistory = sample({
    clock: lookingUp,
    source: { startedAt: $startedAt, generation: $generation, context: $context },
    filter: () => options.lookup === undefined,
    fn: ({ startedAt, generation, context }, s) => ({
      probe: options.findInHistory(s.params, context),
      transactionId: undefined as number | undefined,
      startedAt,
      generation,
    }),
  });
  $phase.on(toHistory, () => 'checking');
  $checked.on(toHistory, () => true);

  // --- the history lookup (after a retry's answer, or when the retries ran out)
  type Lookup = { probe: HistoryProbe; transactionId: number | undefined; startedAt: number; generation: number };
  const lookupAsked = sample({
    clock: [byId, toHistory],
    filter: (l): l is Lookup => l.probe !== null,
  });
  const noProbe = sample({ clock: toHistory, filter: (l) => l.probe === null });
  /** the lookup carries its generation: the answer for an earlier payment (a new submit, a reset since) is dropped */
  const lookupFx = attach({
    effect: outcomeHistoryFx,
    mapParams: (l: Lookup) => ({
      body: {
        accountId: l.probe.accountId,
        pageNumber: 1,
        pageSize: historyLookupPageSize,
        transactionDirection: 'out' as const,
        ...(l.probe.amount !== undefined && l.transactionId === undefined && l.probe.transactionId === undefined
          ? { fromAmount: l.probe.amount, toAmount: l.probe.amount }
          : {}),
      },
    }),
  });
  sample({ clock: lookupAsked, target: lookupFx });
  const looked = sample({
    clock: lookupFx.done,
    source: { generation: $generation, params: $params },
    filter: ({ generation, params }, done) => done.params.generation === generation && params !== null,
    fn: ({ params }, { params: l, result }) => {
      const row = historyMatch(result.transactions.transaction, {
        amount: l.probe.amount,
        transactionId: l.transactionId ?? l.probe.transactionId,
        notTransactionId: l.probe.notTransactionId,
        startedAt: l.startedAt,
      });
      return { params: params as P, row, answered: l.transactionId !== undefined, processing: l.probe.processing };
    },
  });
  $historyRow.on(looked, (_, l) => l.row);
  // with an answer the phase is already paid; without one the row decides, and no row is unknown
  const decided = sample({
    clock: looked,
    filter: (l) => !l.answered,
    fn: (l): { params: P; end: OutcomeEnd; row: HistoryTransaction | null } => ({
      params: l.params,
      row: l.row,
      end: l.row === null ? 'unknown' : rowOutcome(l.row, l.processing),
    }),
  });
  const lookupFailed = sample({
    clock: lookupFx.fail,
    source: { generation: $generation, params: $params },
    filter: ({ generation, params }, fail) =>
      fail.params.generation === generation && fail.params.transactionId === undefined && params !== null,
    fn: ({ params }) => ({ params: params as P, end: 'unknown' as OutcomeEnd, row: null }),
  });
  const noProbeEnd = sample({
    clock: noProbe,
    source: $params,
    filter: (params) => params !== null,
    fn: (params) => ({ params: params as P, end: 'unknown' as OutcomeEnd, row: null }),
  });

  // --- a lookup of its own (options.lookup): found says its end, not found or failed is unknown
  type OwnLookup = OutcomeLookupInput<P, Ctx> & { generation: number };
  const ownLookupFx = attach({
    effect: options.lookup ?? createEffect<OutcomeLookupInput<P, Ctx>, OutcomeFound<F> | null>(() => null),
    mapParams: ({ params, context, startedAt }: OwnLookup) => ({ params, context, startedAt }),
  });
  const ownAsked = sample({
    clock: lookingUp,
    source: { startedAt: $startedAt, generation: $generation, context: $context },
    filter: () => options.lookup !== undefined,
    fn: ({ startedAt, generation, context }, s): OwnLookup => ({ params: s.params, context, startedAt, generation }),
  });
  $phase.on(ownAsked, () => 'checking');
  $checked.on(ownAsked, () => true);
  sample({ clock: ownAsked, target: ownLookupFx });
  const ownLooked = sample({
    clock: ownLookupFx.done,
    source: { generation: $generation, params: $params },
    filter: ({ generation, params }, done) => done.params.generation === generation && params !== null,
    fn: ({ params }, { result }) => ({ params: params as P, result }),
  });
  const ownEnded = sample({
    clock: [
      ownLooked.map(({ params, result }) => ({
        params,
        end: result === null ? ('unknown' as OutcomeEnd) : result.end,
      })),
      sample({
        clock: ownLookupFx.fail,
        source: { generation: $generation, params: $params },
        filter: ({ generation, params }, fail) => fail.params.generation === generation && params !== null,
        fn: ({ params }) => ({ params: params as P, end: 'unknown' as OutcomeEnd }),
      }),
    ],
  });
  const found = sample({
    clock: ownLooked,
    filter: (l): l is { params: P; result: OutcomeFound<F> } => l.result !== null,
  }).map(({ params, result }) => ({ params, found: result.found, end: result.end }));

  const historyEnded = sample({
    clock: [decided, lookupFailed, noProbeEnd, ownEnded.map(({ params, end }) => ({ params, end, row: null }))],
  });
  $phase.on(historyEnded, (_, d) => d.end);
  $reason.on(historyEnded, (_, d) => (d.end === 'notPaid' ? { key: 'transaction.rejected' } : null));
  const foundInHistory = sample({
    clock: decided,
    filter: (d): d is { params: P; end: OutcomeEnd; row: HistoryTransaction } => d.row !== null,
  });

  const ended = sample({
    clock: [
      answered.map(({ params }) => ({ params, end: 'paid' as OutcomeEnd })),
      refused.map(({ params }) => ({ params, end: 'notPaid' as OutcomeEnd })),
      historyEnded.map(({ params, end }) => ({ params, end })),
    ],
  });

  // --- check again: the same params (the same key), the retries and the history once more
  const again: Event<P> = sample({
    clock: checkAgain,
    source: { phase: $phase, params: $params },
    filter: ({ phase, params }) => phase === 'unknown' && params !== null,
    fn: ({ params }) => params as P,
  });
  $phase.on(again, () => 'checking');
  $retries.on(again, () => 0);
  sample({ clock: again, target: start });

  return {
    submit,
    checkAgain,
    reset,
    $phase,
    $busy,
    $checked,
    $result,
    $historyRow,
    $reason,
    answered,
    refused,
    foundInHistory: foundInHistory.map(({ params, row, end }) => ({ params, row, end })),
    found,
    ended,
  };
}

/** The transaction id a submit answered (every money submit of contracts answers one). */
function transactionIdOf(result: unknown): number | null {
  const id = (result as { transactionId?: unknown } | null)?.transactionId;
  return typeof id === 'number' ? id : null;
}
