import { ApiError, ContractError, type HistoryTransaction } from '@app/contracts';
import { createMutation } from '@farfetched/core';
import { allSettled, createEffect, createStore, fork } from 'effector';
import t from 'tap';
import {
  createMoneyOutcome,
  failureKindOf,
  historyMatch,
  nextStep,
  outcomeHistoryFx,
  outcomeNowFx,
  outcomeWaitFx,
  rowOutcome,
  sameAmount,
  type OutcomeFound,
} from './model.ts';

const unknown504 = () => new ApiError('outcome unknown', 504, 'UE', { responseCode: 'UE', outcomeUnknown: true });
const unknown502 = () => new ApiError('outcome unknown', 502, 'UE', { responseCode: 'UE', outcomeUnknown: true });

t.test('failureKindOf: only a definite answer is a refusal', async (t) => {
  const rows: [string, unknown, 'refused' | 'unknown'][] = [
    ['gateway 504 outcomeUnknown (upstream timeout on a money call)', unknown504(), 'unknown'],
    ['gateway 502 outcomeUnknown (connection lost after sending)', unknown502(), 'unknown'],
    ['no answer at all (fetch rejects with a TypeError)', new TypeError('Failed to fetch'), 'unknown'],
    ['409: the same key still in progress after the in-progress retries', new ApiError('', 409, 'TA1', {}), 'unknown'],
    ['a 2xx answer that does not match its contract', new ContractError('p2pTransfer', []), 'unknown'],
    ['400 TA1: refused, nothing moved', new ApiError('Insufficient funds', 400, 'TA1', {}), 'refused'],
    ['422: the key used for another request', new ApiError('', 422, 'TA1', {}), 'refused'],
    ['an upstream 500 envelope relayed as it came: maybe applied', new ApiError('', 500, 'UE', {}), 'unknown'],
    ['an upstream 504 envelope relayed as it came', new ApiError('', 504, 'UE', {}), 'unknown'],
    ['408: the gateway released the key', new ApiError('', 408, 'UE', {}), 'unknown'],
    ['429: refused before reaching the upstream', new ApiError('', 429, 'UE', {}), 'refused'],
    ['401: not signed in, nothing ran', new ApiError('', 401, 'AU', {}), 'refused'],
  ];
  for (const [row, error, kind] of rows) t.equal(failureKindOf(error), kind, row);
});

t.test('nextStep: retry the same key after 1 s, 2 s, 4 s; then the history decides', async (t) => {
  const rows: [string, Parameters<typeof nextStep>[0], number, ReturnType<typeof nextStep>][] = [
    ['a success is paid', 'success', 0, { kind: 'paid' }],
    ['a success on the last retry is paid', 'success', 3, { kind: 'paid' }],
    ['a refusal is not paid', 'refused', 0, { kind: 'notPaid' }],
    ['a refusal on a retry is not paid', 'refused', 2, { kind: 'notPaid' }],
    ['unknown after the first try: retry in 1 s', 'unknown', 0, { kind: 'retry', afterMs: 1000 }],
    ['unknown after one retry: retry in 2 s', 'unknown', 1, { kind: 'retry', afterMs: 2000 }],
    ['unknown after two retries: retry in 4 s', 'unknown', 2, { kind: 'retry', afterMs: 4000 }],
    ['unknown after three retries: look in history', 'unknown', 3, { kind: 'lookInHistory' }],
  ];
  for (const [row, answer, retries, step] of rows) t.same(nextStep(answer, retries), step, row);
  t.same(nextStep('unknown', 0, []), { kind: 'lookInHistory' }, 'no retries configured');
});

t.test('sameAmount compares decimal strings, not floats', async (t) => {
  t.ok(sameAmount('7', '7.00'));
  t.ok(sameAmount('07.50', '7.5'));
  t.notOk(sameAmount('7.01', '7.1'));
  t.notOk(sameAmount('70', '7'));
});

const row = (over: Partial<HistoryTransaction>): HistoryTransaction => ({
  transactionId: 1,
  accountId: 300001,
  transactionType: 1,
  direction: 'out',
  amount: '7.00',
  fee: '0.30',
  currencyCode: 'USD',
  status: 'completed',
  description: 'P2P to business@demo.test',
  counterparty: 'business@demo.test',
  created: '2026-01-01T10:00:00.000Z',
  ...over,
});
const startedAt = Date.parse('2026-01-01T10:00:00.000Z');

t.test('historyMatch: by id when known, else money out of that amount since the submit', async (t) => {
  const rows = [
    row({ transactionId: 5, created: '2026-01-01T09:00:00.000Z' }),
    row({ transactionId: 6, direction: 'in', created: '2026-01-01T10:00:02.000Z' }),
    row({ transactionId: 7, amount: '8.00', created: '2026-01-01T10:00:02.000Z' }),
    row({ transactionId: 9, created: '2026-01-01T10:00:05.000Z' }),
    row({ transactionId: 8, amount: '7', created: '2026-01-01T10:00:01.000Z' }),
  ];
  t.equal(historyMatch(rows, { transactionId: 7, startedAt })?.transactionId, 7, 'the id a retry answered');
  t.equal(historyMatch(rows, { transactionId: 99, startedAt }), null, 'an id not on the page');
  t.equal(historyMatch(rows, { amount: '7.00', startedAt })?.transactionId, 8, 'the earliest matching row after start');
  t.equal(
    historyMatch(rows, { amount: '7.00', startedAt: Date.parse('2026-01-01T10:30:00.000Z') }),
    null,
    'rows older than the submit (less the clock skew) do not count',
  );
  t.equal(
    historyMatch([rows[0] as HistoryTransaction], { amount: '7.00', startedAt: Date.parse('2026-01-01T09:00:30.000Z') })
      ?.transactionId,
    5,
    'a row up to a minute before the browser clock (skew) counts',
  );
  t.equal(historyMatch(rows, { startedAt }), null, 'neither id nor amount: nothing to match');
  t.equal(
    historyMatch(rows, { amount: '7.00', notTransactionId: 8, startedAt })?.transactionId,
    9,
    'a retry of a rejected transaction: the rejected one is not its row',
  );
});

t.test('rowOutcome: rejected is not paid, completed paid, processing as the probe says', async (t) => {
  t.equal(rowOutcome(row({ status: 'rejected' })), 'notPaid');
  t.equal(rowOutcome(row({ status: 'completed' })), 'paid');
  t.equal(rowOutcome(row({ status: 'processing' })), 'paid', 'a submit waiting for its approval was made');
  t.equal(rowOutcome(row({ status: 'processing' }), 'unknown'), 'unknown', 'an approval not applied yet');
});

// --- the model, over a mutation whose answers the test scripts
type Params = { body: { fromAccountId: number; amount: string }; idempotencyKey: string };
type Answer = { transactionId: number; approveType: string };
const sendFx = createEffect<Params, Answer>();
const mutation = createMutation({ effect: sendFx });
const outcome = createMoneyOutcome(mutation, {
  findInHistory: (p: Params) => ({ accountId: p.body.fromAccountId, amount: p.body.amount }),
});
/** what the model told the page, per scope */
const $answered = createStore(0).on(outcome.answered, (n) => n + 1);
const $found = createStore<number[]>([]).on(outcome.foundInHistory, (l, f) => [...l, f.row.transactionId]);
const $refusedChecked = createStore<boolean[]>([]).on(outcome.refused, (l, r) => [...l, r.checked]);
const params = (): Params => ({ body: { fromAccountId: 300001, amount: '7.00' }, idempotencyKey: 'key-0001' });

function scopeWith(
  answers: (() => Answer)[],
  history: HistoryTransaction[] = [],
  log = { sent: [] as Params[], waits: [] as number[], lookups: [] as unknown[] },
) {
  const scope = fork({
    handlers: [
      [
        sendFx,
        async (p: Params) => {
          log.sent.push(p);
          const next = answers.shift();
          if (!next) throw new Error('no answer scripted');
          return next();
        },
      ],
      [outcomeWaitFx, async (ms: number) => void log.waits.push(ms)],
      [outcomeNowFx, () => startedAt],
      [
        outcomeHistoryFx,
        async (input: { body: unknown }) => {
          log.lookups.push(input.body);
          return {
            responseCode: '00',
            transactions: { transaction: history },
            results: history.length,
            processingCount: 0,
            rejectedCount: 0,
          };
        },
      ],
    ],
  });
  return { scope, log };
}
const fail = (e: () => Error) => () => {
  throw e();
};
const ok = (transactionId: number) => () => ({ transactionId, approveType: 'none' });

t.test('a first answer outcome unknown, the retry with the SAME key succeeds: paid, with its row', async (t) => {
  const { scope, log } = scopeWith([fail(unknown504), ok(42)], [row({ transactionId: 42 })]);
  await allSettled(outcome.submit, { scope, params: params() });
  t.equal(log.sent.length, 2);
  t.equal(log.sent[0], log.sent[1], 'the very same params (the same Idempotency-Key) sent again');
  t.equal(log.sent[1]?.idempotencyKey, 'key-0001');
  t.same(log.waits, [1000], 'one pause of 1 s before the retry');
  t.equal(scope.getState(outcome.$phase), 'paid');
  t.equal(scope.getState(outcome.$checked), true, 'the outcome block shows');
  t.same(scope.getState(outcome.$result), { transactionId: 42, approveType: 'none' });
  t.equal(scope.getState(outcome.$historyRow)?.transactionId, 42, 'its history row by the id the retry answered');
  t.same(log.lookups, [{ accountId: 300001, pageNumber: 1, pageSize: 20, transactionDirection: 'out' }]);
  t.equal(scope.getState($answered), 1, 'the page gets the answer once (then the approval as usual)');
});

t.test('every retry fails: the history finds the row → paid', async (t) => {
  const { scope, log } = scopeWith(
    [fail(unknown504), fail(unknown502), fail(() => new TypeError('Failed to fetch')), fail(unknown504)],
    [
      row({ transactionId: 3, created: '2026-01-01T08:00:00.000Z' }),
      row({ transactionId: 43, created: '2026-01-01T10:00:01.000Z' }),
    ],
  );
  await allSettled(outcome.submit, { scope, params: params() });
  t.equal(log.sent.length, 4, 'the first try and three retries');
  t.ok(
    log.sent.every((p) => p.idempotencyKey === 'key-0001'),
    'every one with the same key',
  );
  t.same(log.waits, [1000, 2000, 4000]);
  t.same(log.lookups, [
    {
      accountId: 300001,
      pageNumber: 1,
      pageSize: 20,
      transactionDirection: 'out',
      fromAmount: '7.00',
      toAmount: '7.00',
    },
  ]);
  t.equal(scope.getState(outcome.$phase), 'paid');
  t.equal(scope.getState(outcome.$historyRow)?.transactionId, 43, 'the row made after the submit, not the older one');
  t.equal(scope.getState(outcome.$result), null, 'no answer came');
  t.same(scope.getState($found), [43], 'the page hears of the found row once');
});

t.test('every retry fails and no row is found: unknown; check again reuses the same key', async (t) => {
  const { scope, log } = scopeWith(
    [fail(unknown504), fail(unknown504), fail(unknown504), fail(unknown504), ok(44)],
    [row({ transactionId: 3, created: '2026-01-01T08:00:00.000Z' })],
  );
  await allSettled(outcome.submit, { scope, params: params() });
  t.equal(scope.getState(outcome.$phase), 'unknown');
  t.equal(scope.getState(outcome.$historyRow), null);
  t.equal(scope.getState(outcome.$busy), false, 'nothing running: the page shows the unknown text');
  await allSettled(outcome.checkAgain, { scope });
  t.equal(log.sent.length, 5);
  t.equal(log.sent[4], log.sent[0], 'check again sends the same params, the same key');
  t.equal(scope.getState(outcome.$phase), 'paid');
});

t.test('a refusal on a retry is not paid, with its reason', async (t) => {
  const { scope } = scopeWith([fail(unknown504), fail(() => new ApiError('Insufficient funds', 400, 'TA1', {}))]);
  await allSettled(outcome.submit, { scope, params: params() });
  t.equal(scope.getState(outcome.$phase), 'notPaid');
  t.same(scope.getState(outcome.$reason), { text: 'Insufficient funds' });
  t.same(scope.getState($refusedChecked), [true], 'after a check: the outcome block says it');
});

t.test('a first-try refusal is not checked (the form shows its error as before)', async (t) => {
  const { scope, log } = scopeWith([fail(() => new ApiError('Insufficient funds', 400, 'TA1', {}))]);
  await allSettled(outcome.submit, { scope, params: params() });
  t.equal(log.sent.length, 1);
  t.equal(scope.getState(outcome.$phase), 'notPaid');
  t.equal(scope.getState(outcome.$checked), false);
});

t.test('a submit while sending or checking is ignored (no second payment)', async (t) => {
  let release: () => void = () => {};
  const log = { sent: [] as Params[] };
  const scope = fork({
    handlers: [
      [
        sendFx,
        async (p: Params) => {
          log.sent.push(p);
          await new Promise<void>((r) => (release = r));
          return { transactionId: 1, approveType: 'none' };
        },
      ],
      [outcomeNowFx, () => startedAt],
    ],
  });
  const first = allSettled(outcome.submit, { scope, params: params() });
  await new Promise((r) => setTimeout(r, 5));
  t.equal(scope.getState(outcome.$busy), true);
  // allSettled waits for the first call too: release it once the second submit is in
  const second = allSettled(outcome.submit, { scope, params: { ...params(), idempotencyKey: 'key-0002' } });
  await new Promise((r) => setTimeout(r, 5));
  release();
  await Promise.all([first, second]);
  t.equal(log.sent.length, 1);
  t.equal(scope.getState(outcome.$phase), 'paid');
  t.equal(scope.getState(outcome.$checked), false, 'a first-try answer needs no check');
});

t.test('a reset during the pause drops the retry', async (t) => {
  let resume: () => void = () => {};
  const log = { sent: [] as Params[] };
  const scope = fork({
    handlers: [
      [sendFx, async (p: Params) => (log.sent.push(p), Promise.reject(unknown504()))],
      [outcomeWaitFx, () => new Promise<void>((r) => (resume = r))],
      [outcomeNowFx, () => startedAt],
    ],
  });
  const running = allSettled(outcome.submit, { scope, params: params() });
  await new Promise((r) => setTimeout(r, 5));
  t.equal(scope.getState(outcome.$phase), 'checking');
  const resetting = allSettled(outcome.reset, { scope });
  await new Promise((r) => setTimeout(r, 5));
  resume();
  await Promise.all([running, resetting]);
  t.equal(log.sent.length, 1, 'no retry after the reset');
  t.equal(scope.getState(outcome.$phase), 'idle');
});

t.test('a history answer that arrives after a reset and a new submit is dropped', async (t) => {
  let answer: () => void = () => {};
  let hang = false;
  const scope = fork({
    handlers: [
      [sendFx, async () => (hang ? new Promise<Answer>(() => {}) : Promise.reject(unknown504()))],
      [outcomeWaitFx, async () => {}],
      [outcomeNowFx, () => startedAt],
      [
        outcomeHistoryFx,
        () =>
          new Promise((resolve) => {
            answer = () =>
              resolve({
                responseCode: '00',
                transactions: { transaction: [row({ transactionId: 50, created: '2026-01-01T10:00:01.000Z' })] },
                results: 1,
                processingCount: 0,
                rejectedCount: 0,
              });
          }),
      ],
    ],
  });
  void allSettled(outcome.submit, { scope, params: params() });
  await new Promise((r) => setTimeout(r, 20));
  t.equal(scope.getState(outcome.$phase), 'checking', 'looking in history');
  void allSettled(outcome.reset, { scope });
  hang = true;
  void allSettled(outcome.submit, { scope, params: { ...params(), idempotencyKey: 'key-0002' } });
  await new Promise((r) => setTimeout(r, 5));
  t.equal(scope.getState(outcome.$phase), 'sending', 'the new payment is in the air');
  answer();
  await new Promise((r) => setTimeout(r, 20));
  t.equal(scope.getState(outcome.$phase), 'sending', "the earlier payment's row does not decide the new one");
  t.equal(scope.getState(outcome.$historyRow), null);
});

// --- a lookup of its own (a mass batch: no single history row)
const ownSendFx = createEffect<Params, Answer>();
const ownLookupFx = createEffect<{ params: Params; context: null; startedAt: number }, OutcomeFound<string> | null>();
const ownOutcome = createMoneyOutcome(createMutation({ effect: ownSendFx }), {
  findInHistory: () => null,
  lookup: ownLookupFx,
});
const $ownFound = createStore<string[]>([]).on(ownOutcome.found, (l, f) => [...l, `${f.found}:${f.end}`]);

t.test('options.lookup replaces the account history once the same-key retries are used up', async (t) => {
  const asked: unknown[] = [];
  const run = async (answer: () => Promise<OutcomeFound<string> | null>) => {
    const scope = fork({
      handlers: [
        [ownSendFx, () => Promise.reject(unknown504())],
        [outcomeWaitFx, async () => undefined],
        [outcomeNowFx, () => startedAt],
        [outcomeHistoryFx, async () => t.fail('the account history is not read')],
        [ownLookupFx, async (input: unknown) => (asked.push(input), answer())],
      ],
    });
    await allSettled(ownOutcome.submit, { scope, params: params() });
    return scope;
  };
  const found = await run(async () => ({ found: 'batch 31', end: 'paid' }));
  t.same(asked, [{ params: params(), context: null, startedAt }], 'the call, its context and when it started');
  t.equal(found.getState(ownOutcome.$phase), 'paid');
  t.equal(found.getState(ownOutcome.$checked), true);
  t.same(found.getState($ownFound), ['batch 31:paid'], 'the page hears what was found once');
  const notFound = await run(async () => null);
  t.equal(notFound.getState(ownOutcome.$phase), 'unknown', 'not found: unknown, never not paid');
  t.same(notFound.getState($ownFound), []);
  const failed = await run(() => Promise.reject(new TypeError('Failed to fetch')));
  t.equal(failed.getState(ownOutcome.$phase), 'unknown', 'a failed lookup: unknown');
});
