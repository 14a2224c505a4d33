import t from 'tap';
import {
  accountListGet,
  cryptoFeeGet,
  customerLimitsGet,
  externalTransferFeeGet,
  externalTransfersAvailableGet,
  isTemplateUsable,
  paymentTemplatesGet,
  recentTransferDetailsGet,
  recentTransfersGet,
  transferMaxAmountGet,
} from '@app/contracts';
import type { Test } from 'tap';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { parseMinor } from '../money.ts';

async function setup(t: Test, username = 'personal@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, username);
  const me = (def: Parameters<typeof call>[2], body: Record<string, unknown> = {}) =>
    call(t, app, def, { token: accessToken, body });
  return { app, me };
}

const usd = 300001;
const allTypes = ['eft', 'wire', 'oct', 'p2p', 'crypto_eft', 'instant_payment', 'interac'];

t.test('available transfers: own and 3d per type, by destination country', async (t) => {
  const { me } = await setup(t);
  const all = await me(externalTransfersAvailableGet);
  t.equal(all.json.responseCode, '00');
  t.equal((all.json.transfers as unknown[]).length, 12, 'six types × own and 3d');
  const de = (await me(externalTransfersAvailableGet, { countryCode: 'DE' })).json.transfers as {
    type: string;
    permission: string;
    isAvailable: boolean;
  }[];
  t.match(
    de.find((r) => r.type === 'interac' && r.permission === '3d'),
    { isAvailable: false },
  );
  t.match(
    de.find((r) => r.type === 'wire' && r.permission === 'own'),
    { isAvailable: true },
  );
  const bad = await me(externalTransfersAvailableGet, { countryCode: 'Germany' });
  t.equal(bad.status, 400);
  t.equal(bad.json.responseCode, 'TA1');
});

t.test('fee per external type and the crypto fee', async (t) => {
  const { me } = await setup(t);
  const wire = await me(externalTransferFeeGet, {
    type: 'wire',
    amount: '1000.00',
    fromAccountId: usd,
    countryCode: 'DE',
    currencyCode: 'USD',
  });
  t.match(wire.json, { responseCode: '00', fee: '25.00', feeCurrencyCode: 'USD' });
  const eftEur = await me(externalTransferFeeGet, {
    type: 'eft',
    amount: '250.00',
    fromAccountId: usd,
    countryCode: 'DE',
    currencyCode: 'EUR',
  });
  t.match(eftEur.json, { fee: '2.75' }, '1.50 plus the 0.5 % exchange fee');
  const interacDe = await me(externalTransferFeeGet, {
    type: 'interac',
    amount: '10.00',
    fromAccountId: usd,
    countryCode: 'DE',
    currencyCode: 'USD',
  });
  t.match(interacDe.json, { responseCode: 'VF', responseDescription: /interac cannot be sent to DE/ });
  const notMine = await me(externalTransferFeeGet, {
    type: 'eft',
    amount: '10.00',
    fromAccountId: 999999,
    countryCode: 'US',
    currencyCode: 'USD',
  });
  t.not(notMine.json.responseCode, '00', 'an account that is not the customer’s');
  const float = await me(externalTransferFeeGet, {
    type: 'eft',
    amount: 10.5,
    fromAccountId: usd,
    countryCode: 'US',
    currencyCode: 'USD',
  });
  t.equal(float.json.responseCode, 'TA1', 'a float amount is refused');
  const tooPrecise = await me(externalTransferFeeGet, {
    type: 'eft',
    amount: '10.005',
    fromAccountId: usd,
    countryCode: 'US',
    currencyCode: 'USD',
  });
  t.not(tooPrecise.json.responseCode, '00', 'more decimals than USD has');

  t.match((await me(cryptoFeeGet, { amount: '100', fromAccountId: usd, currencyCode: 'USDT' })).json, {
    responseCode: '00',
    fee: '1.000000',
    feeCurrencyCode: 'USDT',
  });
  t.match((await me(cryptoFeeGet, { amount: '1', fromAccountId: usd, currencyCode: 'EUR' })).json, {
    responseCode: 'VF',
  });
  t.match((await me(cryptoFeeGet, { amount: '0', fromAccountId: usd, currencyCode: 'BTC' })).json, {
    responseCode: 'TA1',
  });
});

t.test('max amount and limits of the external operations (spec 2 §5)', async (t) => {
  const { me } = await setup(t);
  const accounts = (await me(accountListGet)).json.accounts as { accountId: number; balance: string }[];
  const balance = accounts.find((a) => a.accountId === usd)?.balance as string;
  const max = await me(transferMaxAmountGet, {
    operation: 'wire',
    fromAccountId: usd,
    countryCode: 'DE',
    currencyCode: 'USD',
  });
  t.equal(max.json.responseCode, '00');
  t.equal(max.json.currencyCode, 'USD');
  const cents = (s: string) => parseMinor(s, 'USD') as number;
  t.ok(cents(max.json.amount as string) + 2500 <= cents(balance), 'amount plus a fee of at least 25.00 fits');
  t.ok(cents(max.json.amount as string) > 0);
  const missing = await me(transferMaxAmountGet, { operation: 'wire', fromAccountId: usd });
  t.match(missing.json, { responseCode: 'TA1', responseDescription: /countryCode/ });
  const own = await me(transferMaxAmountGet, { operation: 'p2p', fromAccountId: usd });
  t.equal(own.json.responseCode, '00', 'the own operations answer as before');

  const limits = await me(customerLimitsGet, { type: 'withdrawals', fromAccountId: usd, countryCode: 'CA' });
  t.same(
    (limits.json.limits as { type: string }[]).map((l) => l.type),
    ['wire', 'eft', 'oct', 'crypto_eft', 'interac'],
  );
  t.match((limits.json.limits as object[])[0], { type: 'wire', minAmount: '100.00', amount: '50000.00' });
  const noCountry = await me(customerLimitsGet, { type: 'withdrawals', fromAccountId: usd });
  t.equal(noCountry.json.responseCode, 'TA1');
});

t.test('payment templates: personal@ has usable ones and one with status 3', async (t) => {
  const { me } = await setup(t);
  const templates = (await me(paymentTemplatesGet)).json.templates as { wireStatus: number; eftStatus: number }[];
  t.ok(templates.some((x) => isTemplateUsable(x.wireStatus)));
  t.ok(templates.some((x) => x.wireStatus === 3 && x.eftStatus === 3 && !isTemplateUsable(x.wireStatus)));
  const other = await setup(t, 'limited@demo.test');
  t.same((await other.me(paymentTemplatesGet)).json.templates, []);
});

t.test('recent transfers include the seeded external ones; their details', async (t) => {
  const { me } = await setup(t);
  const recent = (await me(recentTransfersGet, { types: allTypes, limit: 20 })).json.transfers as {
    transactionId: number;
    permission: string;
    details: { type: string; created: string };
  }[];
  const types = new Set(recent.map((r) => r.details.type));
  for (const type of ['eft', 'wire', 'oct', 'crypto_eft', 'instant_payment', 'interac']) t.ok(types.has(type), type);
  const created = recent.map((r) => r.details.created);
  t.same(created, [...created].sort().reverse(), 'newest first');
  const wireOnly = (await me(recentTransfersGet, { types: ['wire'], limit: 5, permission: '3d' })).json.transfers as {
    details: { type: string };
  }[];
  t.ok(wireOnly.length > 0 && wireOnly.every((r) => r.details.type === 'wire'));
  const searched = (await me(recentTransfersGet, { types: allTypes, limit: 5, search: 'souza' })).json.transfers as {
    details: { type: string };
  }[];
  t.same(
    searched.map((r) => r.details.type),
    ['instant_payment'],
  );

  const fine = await me(recentTransferDetailsGet, { transactionId: 880007 });
  t.match(fine.json, {
    responseCode: '00',
    hasRequirements: false,
    type: 'wire',
    details: { amount: '1200.00', currencyCode: 'EUR' },
  });
  const needs = await me(recentTransferDetailsGet, { transactionId: 880001 });
  t.match(needs.json, { hasRequirements: true, isCustomerAddressDateValid: false, isExtraParamsValid: false });
  t.match((await me(recentTransferDetailsGet, { transactionId: 123 })).json, { responseCode: 'VF' });
  t.match((await me(recentTransferDetailsGet, { transactionId: 'x' })).json, { responseCode: 'TA1' });
  const stranger = await setup(t, 'limited@demo.test');
  t.match((await stranger.me(recentTransferDetailsGet, { transactionId: 880007 })).json, { responseCode: 'VF' });
});
