import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListQuery } from '../../entities/account/index.ts';
import {
  $added,
  $openBusy,
  $openError,
  $wallets,
  $walletsFailed,
  currenciesToAdd,
  currencyAddMutation,
  currencyAddSubmitted,
  openAccountStarted,
  walletCreateMutation,
  walletCreateSubmitted,
  walletsQuery,
} from './model.ts';

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
        async (input: { body: unknown }) => (sent.push(input.body), { ...ok, account: { currencyCode: 'GBP' } }),
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
