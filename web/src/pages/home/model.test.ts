import { ApiError } from '@app/contracts';
import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountClockFx, accountListFx } from '../../entities/account/index.ts';
import { $errorDialog } from '../../shared/api/index.ts';
import {
  $accountsError,
  $accountsStatus,
  $rates,
  $ratesStatus,
  HomePageGate,
  ratesRetryClicked,
  retryClicked,
} from './model.ts';
import { ratesQuery } from './model/rates.ts';

const usd: Account = {
  accountId: 7,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance: '1250.50',
  pendingAmount: '0.00',
  customerId: 100001,
};

t.test('home loads the accounts when it opens', async (t) => {
  const scope = fork({ handlers: [[accountListFx, async () => ({ responseCode: '00', accounts: [usd] })]] });
  t.equal(scope.getState($accountsStatus), 'idle');
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(scope.getState($accountsStatus), 'ready');
  t.same(scope.getState($accounts), [usd]);
});

t.test("a failure is the screen's error state (no global dialog), and retry loads again", async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        accountListFx,
        async () => {
          if (fail) throw new ApiError('', 500, 'UE', undefined);
          return { responseCode: '00', accounts: [] };
        },
      ],
    ],
  });
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(scope.getState($accountsStatus), 'failed');
  t.same(scope.getState($accountsError), { key: 'errors.serverNotAvailable' }, 'HTTP 500: Server is not available');
  t.equal(scope.getState($errorDialog), null, 'shown in place, not in a dialog');
  fail = false;
  await allSettled(retryClicked, { scope });
  t.equal(scope.getState($accountsStatus), 'ready');
  t.same(scope.getState($accounts), [], 'empty state');
});

t.test('"The account fetch is throttled at 3000 ms with a 5000 ms timeout" (fake clock)', async (t) => {
  let now = 10_000;
  const inputs: unknown[] = [];
  const scope = fork({
    handlers: [
      [accountClockFx, () => now],
      [
        accountListFx,
        async (input: unknown) => {
          inputs.push(input);
          return { responseCode: '00', accounts: [usd] };
        },
      ],
      [ratesQuery.__.executeFx, async () => ({ responseCode: '00', rates: [] })],
    ],
  });
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(inputs.length, 1, 'the first opening fetches');
  t.ok((inputs[0] as { signal?: unknown }).signal instanceof AbortSignal, 'with its timeout signal');
  now += 2999;
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(inputs.length, 1, '2999 ms later: throttled');
  now += 1;
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(inputs.length, 2, '3000 ms later: fetched again');
});

t.test('a failed fetch does not hold back "Try again" inside the throttle window', async (t) => {
  let calls = 0;
  const scope = fork({
    handlers: [
      [accountClockFx, () => 50_000],
      [
        accountListFx,
        async () => {
          calls += 1;
          if (calls === 1) throw new ApiError('', 500, 'UE', undefined);
          return { responseCode: '00', accounts: [usd] };
        },
      ],
      [ratesQuery.__.executeFx, async () => ({ responseCode: '00', rates: [] })],
    ],
  });
  await allSettled(HomePageGate.open, { scope, params: {} });
  await allSettled(retryClicked, { scope });
  t.equal(calls, 2);
  t.equal(scope.getState($accountsStatus), 'ready');
});

t.test('home loads the default exchange rates', async (t) => {
  const rate = { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR', rate: '0.92000000' };
  const scope = fork({
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [] })],
      [ratesQuery.__.executeFx, async () => ({ responseCode: '00', rates: [rate] })],
    ],
  });
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(scope.getState($ratesStatus), 'ready');
  t.same(scope.getState($rates), [rate]);
});

t.test(
  "a failed rates load is the section's own error (no dialog); the retry loads them and keeps them shown",
  async (t) => {
    const rate = { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR', rate: '0.92000000' };
    let fail = true;
    let calls = 0;
    const scope = fork({
      handlers: [
        [accountListFx, async () => ({ responseCode: '00', accounts: [] })],
        [
          ratesQuery.__.executeFx,
          async () => {
            calls += 1;
            if (fail) throw new ApiError('', 500, 'UE', undefined);
            return { responseCode: '00', rates: [rate] };
          },
        ],
      ],
    });
    t.equal(calls, 0, 'nothing loads before the page opens');
    await allSettled(HomePageGate.open, { scope, params: {} });
    t.equal(scope.getState($ratesStatus), 'failed');
    t.same(scope.getState($rates), []);
    fail = false;
    await allSettled(ratesRetryClicked, { scope });
    t.equal(calls, 2);
    t.equal(scope.getState($ratesStatus), 'ready');
    t.same(scope.getState($rates), [rate]);
    fail = true;
    await allSettled(ratesRetryClicked, { scope });
    t.same(scope.getState($rates), [rate], 'a failed reload does not empty the rates already loaded');
  },
);
