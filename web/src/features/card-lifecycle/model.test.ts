import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { maskCardNumber } from '../../entities/card/index.ts';
import {
  $addressCheck,
  $addressWarning,
  addressCheckClosed,
  addressCheckQuery,
  addressCheckRequested,
  CardLifecycleGate,
  lifecycleClosed,
  $activated,
  $activationData,
  $activationLoad,
  $activationPin,
  $balanceInquiry,
  $lifecycleDone,
  $reissueAsking,
  $reissueError,
  activateClicked,
  activateMutation,
  activateSubmitted,
  activationClosed,
  activationDataQuery,
  activationPinHidden,
  balanceClicked,
  balanceQuery,
  crossPlatformQuery,
  intentFor,
  lifecycleOpened,
  reissueClicked,
  reissueConfirmed,
  reissueMutation,
  reissueInfoQuery,
} from './model.ts';

t.test('intentFor: the same body keeps its key (a retry), another body gets a fresh one', async (t) => {
  let n = 0;
  const fresh = () => `k${++n}`;
  const first = intentFor(null, { accountId: 1, isExpressShipping: true }, fresh);
  t.same(first, { key: 'k1', body: '{"accountId":1,"isExpressShipping":true}' });
  t.equal(intentFor(first, { accountId: 1, isExpressShipping: true }, fresh), first, 'retry: same key');
  t.equal(intentFor(first, { accountId: 1, isExpressShipping: false }, fresh).key, 'k2', 'new body: new key');
});

const info = {
  responseCode: '00',
  reissueFee: '5.00',
  expressShippingFee: '25.00',
  feeCurrency: 'USD',
  reissuable: true,
  replacementShipping: 'none' as const,
  shippingUpgradable: false,
};

t.test('reissue: the retry after a failure reuses the key; success closes, reloads and shows the fee', async (t) => {
  const keys: string[] = [];
  let fail = true;
  let listed = 0;
  let infos = 0;
  const scope = fork({
    handlers: [
      [
        reissueMutation.__.executeFx,
        async (input: { idempotencyKey: string; body: unknown }) => {
          keys.push(input.idempotencyKey);
          if (fail) throw new ApiError('outcome unknown', 504, 'TA1', undefined);
          return { responseCode: '00', cardReissuedStatusId: 19, fee: '30.00', feeCurrency: 'USD', transactionId: 1 };
        },
      ],
      [
        reissueInfoQuery.__.executeFx,
        async () => {
          infos += 1;
          return info;
        },
      ],
      [
        crossPlatformQuery.__.executeFx,
        async () => ({ responseCode: '00', isRequired: false, platforms: [], description: '' }),
      ],
      [
        accountListFx,
        async () => {
          listed += 1;
          return { responseCode: '00', accounts: [] };
        },
      ],
    ],
  });
  await allSettled(lifecycleOpened, { scope, params: { accountId: 7, physical: true } });
  t.equal(infos, 1, 'a physical card loads its reissue fees');
  await allSettled(reissueClicked, { scope });
  t.equal(scope.getState($reissueAsking), true);
  const body = { accountId: 7, isExpressShipping: true };
  await allSettled(reissueConfirmed, { scope, params: body });
  t.same(scope.getState($reissueError), { text: 'outcome unknown' });
  t.equal(scope.getState($reissueAsking), true, 'the dialog stays open with its choice');
  fail = false;
  await allSettled(reissueConfirmed, { scope, params: body });
  t.equal(keys.length, 2);
  t.equal(keys[0], keys[1], 'the retry of the same submit sends the same key');
  t.equal(scope.getState($reissueAsking), false);
  t.same(scope.getState($lifecycleDone), { kind: 'reissue', fee: '30.00', feeCurrency: 'USD' });
  t.equal(listed, 1, 'the card is reloaded');
  t.equal(infos, 2, 'and its replacement state');
  await allSettled(reissueClicked, { scope });
  await allSettled(reissueConfirmed, { scope, params: body });
  t.not(keys[2], keys[0], 'a new intent gets a new key');
});

t.test('activation: fee shown, PIN shown once, forgotten when hidden or closed', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [activationDataQuery.__.executeFx, async () => ({ responseCode: '00', fees: '5.00', feeCurrency: 'USD' })],
      [
        activateMutation.__.executeFx,
        async (input: { body: unknown; idempotencyKey: string }) => {
          sent.push(input.body);
          t.match(input.idempotencyKey, /^[0-9a-f-]{36}$/);
          return {
            responseCode: '00',
            accountStatusId: 2,
            fees: '5.00',
            feeCurrency: 'USD',
            pinCode: '0427',
            transactionId: 1,
          };
        },
      ],
      [accountListFx, async () => ({ responseCode: '00', accounts: [] })],
    ],
  });
  await allSettled(activateClicked, { scope, params: 20 });
  t.same(scope.getState($activationData), { fees: '5.00', feeCurrency: 'USD' });
  t.equal(scope.getState($activationLoad), 'ready');
  const again = allSettled(activateClicked, { scope, params: 21 });
  t.equal(scope.getState($activationLoad), 'loading', "another card's fee: the skeleton, not the fee before");
  await again;
  await allSettled(activateSubmitted, { scope, params: { accountId: 20, feeAccountId: 1 } });
  t.same(sent, [{ accountId: 20, feeAccountId: 1, extraParams: {} }]);
  t.equal(scope.getState($activationPin), '0427');
  t.equal(scope.getState($activated), true);
  await allSettled(activationPinHidden, { scope });
  t.equal(scope.getState($activationPin), null, 'hidden on request');
  t.equal(scope.getState($activated), true, 'still activated');
  await allSettled(activationClosed, { scope });
  t.equal(scope.getState($activationPin), null);
  t.equal(scope.getState($activated), false);
});

t.test('balance inquiry shows the issuer balance; a new card forgets it', async (t) => {
  const scope = fork({
    handlers: [
      [
        balanceQuery.__.executeFx,
        async () => ({ responseCode: '00', balance: '310.00', pendingAmount: '0.00', currencyCode: 'USD' }),
      ],
      [
        crossPlatformQuery.__.executeFx,
        async () => ({ responseCode: '00', isRequired: false, platforms: [], description: '' }),
      ],
    ],
  });
  await allSettled(balanceClicked, { scope, params: 7 });
  t.same(scope.getState($balanceInquiry), { balance: '310.00', pendingAmount: '0.00', currencyCode: 'USD' });
  await allSettled(lifecycleOpened, { scope, params: { accountId: 8, physical: false } });
  t.equal(scope.getState($balanceInquiry), null);
});

t.test('CardLifecycleGate: opened once per card (not per render), closed on leaving', async (t) => {
  const $seen = createStore<string[]>([])
    .on(lifecycleOpened, (list, c) => [...list, `open ${c.accountId} ${c.physical}`])
    .on(lifecycleClosed, (list) => [...list, 'close']);
  const scope = fork({
    handlers: [
      [crossPlatformQuery.__.executeFx, async () => ({ responseCode: '00' })],
      [reissueInfoQuery.__.executeFx, async () => info],
    ],
  });
  await allSettled(CardLifecycleGate.open, { scope, params: { accountId: 5, physical: true } });
  await allSettled(CardLifecycleGate.open, { scope, params: { accountId: 5, physical: true } });
  await allSettled(CardLifecycleGate.open, { scope, params: { accountId: 6, physical: false } });
  await allSettled(CardLifecycleGate.close, { scope, params: { accountId: 6, physical: false } });
  t.same(scope.getState($seen), ['open 5 true', 'open 6 false', 'close']);
});

t.test(
  'address replacement check (spec 2 §7): nothing affected goes on; affected cards are named; a failure is told',
  async (t) => {
    const card = (accountId: number, extra: object) => ({
      accountId,
      type: 2006,
      accountStatusId: 1,
      currencyCode: 'USD',
      balance: '0.00',
      customerId: 1,
      ...extra,
    });
    const asked: unknown[] = [];
    let answer: () => Promise<{
      cardAccountsToBeCanceled: number[];
      cardAccountsToBeShippedToOldAddress: number[];
    }> = async () => ({ cardAccountsToBeCanceled: [], cardAccountsToBeShippedToOldAddress: [] });
    const scope = fork({
      handlers: [
        [addressCheckQuery.__.executeFx, async (input: unknown) => (asked.push(input), answer())],
        [
          accountListFx,
          async () => ({
            responseCode: '00',
            accounts: [card(31, { cardAliasName: 'Travel' }), card(32, { cardNumber: '4111111111114242' })],
          }),
        ],
      ],
    });
    await allSettled(addressCheckRequested, { scope, params: { countryCode: 'DE', oldAddressId: 5 } });
    t.same(asked, [{ body: { countryCode: 'DE', oldAddressId: 5 } }]);
    t.same(scope.getState($addressCheck), { oldAddressId: 5, status: 'clear' }, 'nothing affected: on at once');
    t.equal(scope.getState($accounts).length, 2, 'the card names were loaded with the check');
    await allSettled(addressCheckClosed, { scope });
    t.equal(scope.getState($addressCheck), null);

    answer = async () => ({ cardAccountsToBeCanceled: [31], cardAccountsToBeShippedToOldAddress: [32, 99] });
    await allSettled(addressCheckRequested, { scope, params: { countryCode: 'FR', oldAddressId: 6 } });
    t.same(scope.getState($addressCheck), { oldAddressId: 6, status: 'ask' });
    t.same(
      scope.getState($addressWarning),
      {
        kind: 'both',
        canceled: ['Travel'],
        shippedToOldAddress: [maskCardNumber('4111111111114242'), '99'],
      },
      'by alias, else the masked number, else the account id',
    );
    t.not(maskCardNumber('4111111111114242'), '4111111111114242', 'the number is masked');
    await allSettled(addressCheckClosed, { scope });

    answer = async () => {
      throw new ApiError('Try later', 200, 'SE', undefined);
    };
    await allSettled(addressCheckRequested, { scope, params: { countryCode: 'FR', oldAddressId: 6 } });
    t.same(scope.getState($addressCheck), { oldAddressId: 6, status: 'failed' }, 'a failed check is told');
  },
);
