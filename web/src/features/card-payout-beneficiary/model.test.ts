import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $binInfo,
  $blockedBinsStatus,
  $errors,
  $payload,
  binQuery,
  blockedBinsQuery,
  blockedBinsRetried,
  cardNumberChanged,
  cardPayoutBeneficiary,
  fieldLeft,
  nameChanged,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const context = { type: 'oct' as const, countryCode: 'US', currencyCode: 'USD', permission: '3d' as const };
const visa = {
  binNumber: '411111',
  issuer: 'Test Issuer',
  cardBrand: 'VISA',
  cardCategory: 'CLASSIC',
  cardType: 'DEBIT',
  countryCode: 'US',
  currencyCode: 'USD',
  isCommercial: false,
  isPrepaid: false,
  valid: true,
};

function scopeWith(log: { lists: number; bins: string[] }, opts: { failList?: () => boolean } = {}) {
  return fork({
    handlers: [
      [
        blockedBinsQuery.__.executeFx,
        async () => {
          log.lists += 1;
          if (opts.failList?.()) throw new Error('down');
          return { ...ok, bins: ['400000', '510510'] };
        },
      ],
      [
        binQuery.__.executeFx,
        async (input: { body: { binNumber: string } }) => {
          log.bins.push(input.body.binNumber);
          return { ...ok, binInfo: { ...visa, binNumber: input.body.binNumber } };
        },
      ],
    ],
  });
}

t.test("spec 2 §5 'A blocked card BIN list is fetched': a blocked card is refused before submit", async (t) => {
  const log = { lists: 0, bins: [] as string[] };
  const scope = scopeWith(log);
  await allSettled(cardPayoutBeneficiary.contextChanged, { scope, params: context });
  t.equal(log.lists, 1, 'the list loads on contextChanged');
  await allSettled(cardPayoutBeneficiary.contextChanged, { scope, params: { ...context, currencyCode: 'EUR' } });
  t.equal(log.lists, 1, 'once: the list does not depend on the context');
  await allSettled(nameChanged, { scope, params: 'Ann Lee' });
  await allSettled(cardNumberChanged, { scope, params: '4000 0000 0000 0002' });
  t.equal(scope.getState($payload), null, 'blocked BIN 400000: no payload');
  t.equal(scope.getState($errors).cardNumber, null, 'not shown before the field is left');
  await allSettled(fieldLeft, { scope, params: 'cardNumber' });
  t.equal(scope.getState($errors).cardNumber, 'cardBinBlocked', 'shown once left');
  await allSettled(cardNumberChanged, { scope, params: '4111 1111 1111 1111' });
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111' }, 'spaces removed');
});

t.test("spec 2 §5 'Card BIN lookup uses the first 6 digits with spaces removed'", async (t) => {
  const log = { lists: 0, bins: [] as string[] };
  const scope = scopeWith(log);
  await allSettled(cardNumberChanged, { scope, params: '4111 1' });
  t.same(log.bins, [], 'five digits: no lookup');
  await allSettled(cardNumberChanged, { scope, params: '4111 11' });
  await allSettled(cardNumberChanged, { scope, params: '4111 1111 1111 1111' });
  t.same(log.bins, ['411111'], 'one lookup per BIN');
  t.match(scope.getState($binInfo), { cardBrand: 'VISA', issuer: 'Test Issuer' });
  await allSettled(cardNumberChanged, { scope, params: '4111' });
  t.equal(scope.getState($binInfo), null, 'the BIN info goes with the BIN');
});

t.test('a BIN lookup answering after the number changed is not shown', async (t) => {
  const scope = fork({
    handlers: [
      [
        binQuery.__.executeFx,
        async (input: { body: { binNumber: string } }) => {
          await new Promise((r) => setTimeout(r, 20));
          return { ...ok, binInfo: { ...visa, binNumber: input.body.binNumber } };
        },
      ],
    ],
  });
  const slow = allSettled(cardNumberChanged, { scope, params: '411111' });
  await allSettled(cardNumberChanged, { scope, params: '4111' });
  await slow;
  t.equal(scope.getState($binInfo), null);
});

t.test('no payload while the blocked list is not loaded; a failed load offers a retry', async (t) => {
  const log = { lists: 0, bins: [] as string[] };
  let fail = true;
  const scope = scopeWith(log, { failList: () => fail });
  await allSettled(cardPayoutBeneficiary.contextChanged, { scope, params: context });
  t.equal(scope.getState($blockedBinsStatus), 'failed');
  await allSettled(nameChanged, { scope, params: 'Ann Lee' });
  await allSettled(cardNumberChanged, { scope, params: '4111111111111111' });
  t.equal(scope.getState($payload), null, 'not without the blocked-BIN check');
  fail = false;
  await allSettled(blockedBinsRetried, { scope });
  t.equal(scope.getState($blockedBinsStatus), 'ready');
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111' });
});

t.test('submitAttempted shows every error; prefilled fills; reset clears', async (t) => {
  const log = { lists: 0, bins: [] as string[] };
  const scope = scopeWith(log);
  await allSettled(cardPayoutBeneficiary.contextChanged, { scope, params: context });
  await allSettled(cardPayoutBeneficiary.submitAttempted, { scope });
  t.same(scope.getState($errors), { beneficiaryName: 'nameRequired', cardNumber: 'cardRequired' });
  await allSettled(cardPayoutBeneficiary.prefilled, {
    scope,
    params: { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111', amount: '10.00' },
  });
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111' });
  await allSettled(cardPayoutBeneficiary.reset, { scope });
  t.equal(scope.getState($payload), null);
  t.same(scope.getState($errors), { beneficiaryName: null, cardNumber: null }, 'errors hidden again');
});
