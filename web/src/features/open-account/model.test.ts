import { ApiError, type Customer } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListQuery } from '../../entities/account/index.ts';
import { $customer } from '../../entities/customer/index.ts';
import {
  $added,
  $fundByCrypto,
  $openBusy,
  $openError,
  $wallets,
  $walletsFailed,
  currenciesToAdd,
  currencyAddSubmitted,
  mayFundByCrypto,
  openAccountStarted,
  walletCreateSubmitted,
} from './model.ts';
import { currencyAddMutation, walletCreateMutation } from './model/changes.ts';
import { walletsQuery } from './model/wallets.ts';

const ok = { responseCode: '00' } as const;
const wallet = { currencyCode: 'BTC', address: 'bc1qdemo' };

t.test('currencies offered are those without a payment account yet', async (t) => {
  t.same(currenciesToAdd(['USD', 'EUR']), ['GBP', 'RON', 'CAD', 'AUD']);
  t.same(currenciesToAdd([]), ['USD', 'EUR', 'GBP', 'RON', 'CAD', 'AUD']);
});

t.test('wallets load on start; a failed load is marked and a retry clears it', async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        walletsQuery.__.executeFx,
        async () => {
          if (fail) throw new Error('down');
          return { ...ok, wallets: [wallet] };
        },
      ],
    ],
  });
  await allSettled(openAccountStarted, { scope });
  t.equal(scope.getState($walletsFailed), true);
  fail = false;
  await allSettled(openAccountStarted, { scope });
  t.equal(scope.getState($walletsFailed), false);
  t.same(scope.getState($wallets), [wallet]);
});

t.test('adding a currency sends it, names it and reloads the accounts; nothing sent without one', async (t) => {
  const sent: unknown[] = [];
  let accountLoads = 0;
  const scope = fork({
    handlers: [
      [
        currencyAddMutation.__.executeFx,
        async (input: { body: unknown }) => {
          t.equal(scope.getState($openBusy), true, 'busy while the currency is added');
          sent.push(input.body);
          return { ...ok, account: { currencyCode: 'GBP' } };
        },
      ],
      [accountListQuery.__.executeFx, async () => (accountLoads++, { ...ok, accounts: [] })],
    ],
  });
  await allSettled(currencyAddSubmitted, { scope, params: '' });
  t.same(sent, []);
  await allSettled(currencyAddSubmitted, { scope, params: 'GBP' });
  t.same(sent, [{ currencyCode: 'GBP' }]);
  t.equal(scope.getState($added), 'GBP');
  t.equal(accountLoads, 1, 'the accounts reload');
  t.equal(scope.getState($openBusy), false);
});

t.test('a refused wallet says why; a created one reloads the wallets', async (t) => {
  let refuse = true;
  let walletLoads = 0;
  const scope = fork({
    handlers: [
      [
        walletCreateMutation.__.executeFx,
        async () => {
          if (refuse) throw new ApiError('Not now', 200, 'VF', {});
          return ok;
        },
      ],
      [walletsQuery.__.executeFx, async () => (walletLoads++, { ...ok, wallets: [wallet] })],
    ],
  });
  await allSettled(walletCreateSubmitted, { scope, params: 'BTC' });
  t.same(scope.getState($openError), { text: 'Not now' });
  t.equal(walletLoads, 0);
  refuse = false;
  await allSettled(walletCreateSubmitted, { scope, params: 'BTC' });
  t.equal(scope.getState($openError), null);
  t.equal(walletLoads, 1);
  t.same(scope.getState($wallets), [wallet]);
});

t.test("spec 2 §6 'Funding by digital: addFundsCrypto.'", async (t) => {
  const rows: [Record<string, unknown> | undefined, boolean, boolean, string][] = [
    [undefined, false, true, 'a personal customer may fund by crypto'],
    [{ addFundsCrypto: false }, false, true, 'flags are a business customer’s: a personal customer is not gated'],
    [{ addFundsCrypto: true }, true, true, 'a business with addFundsCrypto'],
    [{ addFundsCrypto: false }, true, false, 'a business sent addFundsCrypto false'],
    [{}, true, true, 'not in spec 2 §3’s session list: allowed unless sent false'],
  ];
  for (const [permissions, isBusiness, want, why] of rows) t.equal(mayFundByCrypto(permissions, isBusiness), want, why);
});

t.test('without addFundsCrypto the wallets are neither loaded nor created', async (t) => {
  const calls: string[] = [];
  const business = {
    customerType: 'business',
    userId: 2,
    customerId: 2,
    permissions: { addFundsCrypto: false },
  } as unknown as Customer;
  const scope = fork({
    values: [[$customer, business]],
    handlers: [
      [walletsQuery.__.executeFx, async () => (calls.push('wallets'), { ...ok, wallets: [wallet] })],
      [walletCreateMutation.__.executeFx, async () => (calls.push('create'), { ...ok, address: 'bc1qdemo' })],
    ],
  });
  t.equal(scope.getState($fundByCrypto), false);
  await allSettled(openAccountStarted, { scope });
  await allSettled(walletCreateSubmitted, { scope, params: 'BTC' });
  t.same(calls, []);
});
