import { type Account, ApiError, type RecentTransfer } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { $customer } from '../../entities/customer/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
// the block's own loads are answered in the test (a fork handler needs the unit)
import { binQuery, blockedBinsQuery, cardPayoutBeneficiary } from '../../features/card-payout-beneficiary/index.ts';
import {
  $amount,
  $countryCode,
  $currencyCode,
  $fee,
  $fromAccountId,
  $offered,
  $offeredType,
  $outcome,
  $permission,
  $repeatUpdates,
  $servesCountry,
  $submitError,
  $templateId,
  $type,
  TransferExternalGate,
  amountChanged,
  availableQuery,
  countryAvailableQuery,
  countryChanged,
  cryptoFeeQuery,
  currencyChanged,
  feeQuery,
  fromChanged,
  limitsQuery,
  linkOpened,
  maxAmountQuery,
  recentQuery,
  repeatClicked,
  repeatQuery,
  submitMutations,
  submitted,
  templatePicked,
  templatesQuery,
  typeChanged,
  typeChosen,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const eur: Account = {
  accountId: 300002,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'EUR',
  balance: '980.25',
  customerId: 1,
};
const available = (['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'] as const).flatMap((type) =>
  (['own', '3d'] as const).map((permission) => ({ type, permission, isAvailable: true })),
);

interface Log {
  fees: unknown[];
  cryptoFees: unknown[];
  max: unknown[];
  limits: unknown[];
  recent: unknown[];
  /** where the model sent the address (navigateFx) */
  nav: unknown[];
}
const newLog = (): Log => ({ fees: [], cryptoFees: [], max: [], limits: [], recent: [], nav: [] });

function scopeWith(log: Log, extra: [unknown, unknown][] = []) {
  return fork({
    values: [[$accounts, [eur]]],
    handlers: [
      [navigateFx, (to: unknown) => void log.nav.push(to)],
      [accountListFx, async () => ({ ...ok, accounts: [eur] })],
      [availableQuery.__.executeFx, async () => ({ ...ok, transfers: available })],
      [
        countryAvailableQuery.__.executeFx,
        // as the fakes: Interac only to Canada, the instant payment only to Brazil
        async (input: { body: { countryCode: string } }) => ({
          ...ok,
          transfers: available.map((a) => ({
            ...a,
            isAvailable:
              (a.type !== 'interac' || input.body.countryCode === 'CA') &&
              (a.type !== 'instant_payment' || input.body.countryCode === 'BR'),
          })),
        }),
      ],
      [templatesQuery.__.executeFx, async () => ({ ...ok, templates: [] })],
      [
        recentQuery.__.executeFx,
        async (input: { body: unknown }) => (log.recent.push(input.body), { ...ok, transfers: [] }),
      ],
      [
        feeQuery.__.executeFx,
        async (input: { body: { amount: string } }) => {
          log.fees.push(input.body);
          // an older amount answers late: the latest asked wins
          if (input.body.amount === '100.00') await new Promise((r) => setTimeout(r, 30));
          return { ...ok, fee: input.body.amount === '100.00' ? '25.00' : '26.00', feeCurrencyCode: 'EUR' };
        },
      ],
      [
        cryptoFeeQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.cryptoFees.push(input.body),
          { ...ok, fee: '1.000000', feeCurrencyCode: 'USDT' }
        ),
      ],
      [
        maxAmountQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.max.push(input.body),
          { ...ok, amount: '950.00', currencyCode: 'EUR' }
        ),
      ],
      [
        limitsQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.limits.push(input.body),
          { ...ok, limits: [{ type: 'wire', minAmount: '100.00', amount: '50000.00', currencyCode: 'EUR' }] }
        ),
      ],
      ...extra,
    ] as never,
  });
}

t.test('the deep link preselects; spec 2 §9 "other recent transfers limit 5" of the external types', async (t) => {
  const log = newLog();
  const scope = scopeWith(log);
  await allSettled(TransferExternalGate.open, { scope, params: {} });
  await allSettled(linkOpened, { scope, params: '?type=wire&permission=own' });
  t.equal(scope.getState($permission), 'own');
  t.equal(scope.getState($type), 'wire');
  t.equal(scope.getState($offeredType), 'wire', 'offered: the answer lists wire for own');
  t.same(log.recent, [{ types: ['eft', 'wire', 'oct', 'crypto_eft', 'instant_payment', 'interac'], limit: 5 }]);
  await allSettled(linkOpened, { scope, params: '' });
  t.equal(scope.getState($permission), 'own', 'a link without a type keeps the choice');
  t.equal(scope.getState($type), 'wire');
});

t.test('spec 2 §6: a linked type the answer does not offer is not chosen', async (t) => {
  const scope = scopeWith(newLog(), [
    [
      availableQuery.__.executeFx,
      async () => ({ ...ok, transfers: available.map((a) => ({ ...a, isAvailable: a.type !== 'oct' })) }),
    ],
  ]);
  await allSettled(TransferExternalGate.open, { scope, params: {} });
  await allSettled(linkOpened, { scope, params: '?type=oct' });
  t.equal(scope.getState($type), 'oct');
  t.equal(scope.getState($offeredType), null);
});

t.test('spec 2 §6: a business without "sendCryptoEft" is offered crypto to own accounts only', async (t) => {
  const business = {
    customerType: '2',
    userId: 1,
    customerId: 1,
    login: 'business@demo.test',
    isAdmin: false,
    isHaveRelatedAccounts: false,
    permissions: { sendCryptoEft: false },
  };
  const scope = scopeWith(newLog());
  await allSettled($customer, { scope, params: business as never });
  await allSettled(TransferExternalGate.open, { scope, params: {} });
  t.ok(scope.getState($offered).own.includes('crypto_eft'), '"Own-account transfers: digital (withdrawFundsCrypto)"');
  t.notOk(scope.getState($offered)['3d'].includes('crypto_eft'), '"Transfers to others: digital (sendCryptoEft)"');
  t.ok(scope.getState($offered)['3d'].includes('wire'), 'wire names no flag');
  await allSettled(linkOpened, { scope, params: '?type=crypto_eft&permission=3d' });
  t.equal(scope.getState($offeredType), null, 'a link cannot choose what is not offered');
});

t.test('spec 2 §5: each option call starts once its inputs are complete; the latest fee wins', async (t) => {
  const log = newLog();
  const scope = scopeWith(log);
  await allSettled(typeChanged, { scope, params: 'wire' });
  await allSettled(fromChanged, { scope, params: 300002 });
  t.equal(scope.getState($currencyCode), 'EUR', 'the source account proposes its currency');
  t.same(log.limits, [], '"Limits need countryCode and fromAccountId": no country yet');
  t.same(log.max, [], '"External max amount needs countryCode, …": no country yet');
  await allSettled(countryChanged, { scope, params: 'DE' });
  t.same(log.limits.at(-1), { type: 'withdrawals', fromAccountId: 300002, countryCode: 'DE' });
  t.same(log.max.at(-1), { operation: 'wire', fromAccountId: 300002, countryCode: 'DE', currencyCode: 'EUR' });
  t.same(log.fees, [], 'no amount: no fee');
  const slow = allSettled(amountChanged, { scope, params: '100.00' });
  await allSettled(amountChanged, { scope, params: '101.00' });
  await slow;
  t.equal(log.fees.length, 2);
  t.match(scope.getState($fee), { fee: '26.00' }, 'the fee of the amount on screen, not the late answer');
  t.same(log.cryptoFees, [], 'a wire asks no network fee');
});

t.test('Interac sets Canada and Canadian dollars', async (t) => {
  const scope = scopeWith(newLog());
  await allSettled(typeChanged, { scope, params: 'interac' });
  t.equal(scope.getState($countryCode), 'CA');
  t.equal(scope.getState($currencyCode), 'CAD');
  t.equal(scope.getState($servesCountry), true);
  await allSettled(countryChanged, { scope, params: 'DE' });
  t.equal(scope.getState($servesCountry), false, "spec 2 §6: the country's answer does not offer Interac to DE");
  await allSettled(typeChanged, { scope, params: 'wire' });
  t.equal(scope.getState($servesCountry), true);
});

const recentRow: RecentTransfer = {
  transactionId: 880007,
  permission: '3d',
  isDisabled: false,
  details: { type: 'wire', amount: '1200.00', currencyCode: 'EUR', fromAccountId: 300002, created: '2025-05-28' },
};
const details = {
  amount: '1200.00',
  currencyCode: 'EUR',
  fromAccountId: 300002,
  countryCode: 'DE',
  beneficiaryName: 'Hausverwaltung Berlin GmbH',
};

t.test('spec 2 §7 recent transfer details: a repeat prefills, or says what to update first', async (t) => {
  let flags = { isCustomerAddressDateValid: true, isCustomerAddressMatchesActive: true, isExtraParamsValid: true };
  const scope = scopeWith(newLog(), [
    [repeatQuery.__.executeFx, async () => ({ ...ok, hasRequirements: false, ...flags, type: 'wire', details })],
  ]);
  await allSettled(repeatClicked, { scope, params: recentRow });
  t.equal(scope.getState($type), 'wire');
  t.equal(scope.getState($permission), '3d');
  t.equal(scope.getState($fromAccountId), 300002);
  t.equal(scope.getState($countryCode), 'DE');
  t.equal(scope.getState($amount), '1200.00');
  t.equal(scope.getState($repeatUpdates), null);

  const fresh = scopeWith(newLog(), [
    [repeatQuery.__.executeFx, async () => ({ ...ok, hasRequirements: true, ...flags, type: 'wire', details })],
  ]);
  flags = { isCustomerAddressDateValid: false, isCustomerAddressMatchesActive: true, isExtraParamsValid: false };
  await allSettled(repeatClicked, { scope: fresh, params: recentRow });
  t.same(scope.getState($repeatUpdates), null);
  t.same(fresh.getState($repeatUpdates), {
    transactionId: 880007,
    updates: ['requirements', 'customerAddressDate', 'extraParams'],
  });
  t.equal(fresh.getState($type), null, 'nothing prefilled');
  t.equal(fresh.getState($amount), '');
});

t.test(
  'a type chosen by hand, a repeat or a template is written to the address; that address changes nothing',
  async (t) => {
    const log = newLog();
    let needsUpdate = false;
    const scope = scopeWith(log, [
      [
        repeatQuery.__.executeFx,
        async () => ({
          ...ok,
          hasRequirements: needsUpdate,
          isCustomerAddressDateValid: !needsUpdate,
          isCustomerAddressMatchesActive: true,
          isExtraParamsValid: true,
          type: 'wire',
          details,
        }),
      ],
    ]);
    const to = (search: string) => ({ to: `/transfer/external${search}`, replace: true });
    await allSettled(TransferExternalGate.open, { scope, params: {} });
    await allSettled(linkOpened, { scope, params: '' });
    t.same(log.nav, [], 'opening without a type writes nothing');

    await allSettled(typeChosen, { scope, params: { type: 'interac', permission: '3d' } });
    t.equal(scope.getState($type), 'interac', 'the choice is taken at once');
    t.same(log.nav, [to('?type=interac&permission=3d')], 'by hand: written, replacing the address');
    await allSettled(linkOpened, { scope, params: '?type=interac&permission=3d' });
    t.equal(log.nav.length, 1);

    await allSettled(templatePicked, {
      scope,
      params: {
        templateId: 9101,
        name: 'Rent',
        countryCode: 'DE',
        currencyCode: 'EUR',
        beneficiaryName: 'Hausverwaltung Berlin GmbH',
        wireStatus: 1,
        eftStatus: 2,
      },
    });
    t.same(log.nav.at(-1), to('?type=wire&permission=3d'), 'a template: written like a choice by hand');
    await allSettled(linkOpened, { scope, params: '?type=wire&permission=3d' });
    t.equal(scope.getState($templateId), 9101, 'the written address does not reset what the template filled');
    t.equal(scope.getState($countryCode), 'DE');

    await allSettled(repeatClicked, { scope, params: { ...recentRow, permission: 'own' } });
    t.equal(scope.getState($permission), 'own');
    t.same(log.nav.at(-1), to('?type=wire&permission=own'), "a repeat: its type and the row's permission");
    await allSettled(linkOpened, { scope, params: '?type=wire&permission=own' });
    t.equal(scope.getState($amount), '1200.00', 'the written address does not reset what the repeat filled');
    t.equal(scope.getState($fromAccountId), 300002);
    t.equal(log.nav.length, 3);

    needsUpdate = true;
    await allSettled(repeatClicked, { scope, params: recentRow });
    t.equal(log.nav.length, 3, 'a repeat that needs an update first chooses nothing and writes nothing');
    // a link that says another type (the transfers menu) still chooses it, and is not written back
    await allSettled(linkOpened, { scope, params: '?type=oct&permission=3d' });
    t.equal(scope.getState($type), 'oct');
    t.equal(scope.getState($permission), '3d');
    t.equal(log.nav.length, 3);
  },
);

t.test('spec 2 §3 templates: a usable one fills type, country, currency and sends its id', async (t) => {
  const scope = scopeWith(newLog());
  const template = {
    templateId: 9101,
    name: 'Rent',
    countryCode: 'DE',
    currencyCode: 'EUR',
    beneficiaryName: 'Hausverwaltung Berlin GmbH',
    wireStatus: 1,
    eftStatus: 2,
  };
  await allSettled(templatePicked, { scope, params: { ...template, templateId: 9102, wireStatus: 3, eftStatus: 3 } });
  t.equal(scope.getState($type), null, 'status 3: nothing happens');
  await allSettled(templatePicked, { scope, params: template });
  t.equal(scope.getState($type), 'wire');
  t.equal(scope.getState($countryCode), 'DE');
  t.equal(scope.getState($templateId), 9101);
  await allSettled(currencyChanged, { scope, params: 'USD' });
  t.equal(scope.getState($templateId), null, 'another currency by hand is not the template any more');
});

const submitAnswer = {
  ...ok,
  transactionId: 9,
  fee: '2.00',
  feeCurrencyCode: 'EUR',
  status: 'pending' as const,
  operationId: 9,
  approveType: 'none' as const,
  approvalSentTo: '',
  availableApprovalMethods: ['none' as const],
};

t.test(
  'one Idempotency-Key per intent; a pending answer shows "paymentPending" with its asterisk (spec 2 §8)',
  async (t) => {
    const sent: { body: unknown; key: string }[] = [];
    let refuse = true;
    const scope = scopeWith(newLog(), [
      [blockedBinsQuery.__.executeFx, async () => ({ ...ok, bins: ['400000', '510510'] })],
      [binQuery.__.executeFx, async () => ({ ...ok, binInfo: { binNumber: '411111', valid: true } })],
      [
        submitMutations.oct.__.executeFx,
        async (input: { body: unknown; idempotencyKey: string }) => {
          sent.push({ body: input.body, key: input.idempotencyKey });
          if (refuse) throw new ApiError('limit', 400, 'VF', undefined);
          return submitAnswer;
        },
      ],
    ]);
    await allSettled(TransferExternalGate.open, { scope, params: {} });
    await allSettled(typeChanged, { scope, params: 'oct' });
    await allSettled(fromChanged, { scope, params: 300002 });
    await allSettled(countryChanged, { scope, params: 'GB' });
    await allSettled(amountChanged, { scope, params: '75.00' });
    await allSettled(cardPayoutBeneficiary.prefilled, {
      scope,
      params: { beneficiaryName: 'J. Smith', cardNumber: '4111 1111 1111 1111' },
    });
    await allSettled(submitted, { scope });
    t.equal(sent.length, 1);
    t.same(sent[0]?.body, {
      beneficiaryName: 'J. Smith',
      cardNumber: '4111111111111111',
      fromAccountId: 300002,
      amount: '75.00',
      currencyCode: 'EUR',
      permission: '3d',
      countryCode: 'GB',
    });
    t.ok(scope.getState($submitError), 'a refusal shows in the form');
    refuse = false;
    await allSettled(submitted, { scope });
    t.not(sent[1]?.key, sent[0]?.key, 'a refused payment moved nothing: the next try is a new intent');
    t.same(scope.getState($outcome), { key: 'paymentPending', asterisk: true });
  },
);
