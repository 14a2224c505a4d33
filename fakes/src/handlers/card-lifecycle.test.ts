import t from 'tap';
import {
  accountListGet,
  cardActivate,
  cardActivationDataGet,
  cardAddressReplacementCheck,
  cardBalanceInquiry,
  cardBlock,
  cardCrossPlatformRequirementGet,
  cardPinShow,
  cardReissue,
  cardReissueInfoGet,
  cardShippingUpgrade,
  type Account,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

async function setup(t: Parameters<typeof signIn>[0], username = 'personal@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  const list = async () => (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  const accounts = await list();
  const card = (virtual: boolean, statusId = 2) => {
    const found = accounts.find((a) => a.type >= 2006 && a.cardIsVirtual === virtual && a.accountStatusId === statusId);
    if (!found) throw new Error(`no ${virtual ? 'virtual' : 'physical'} card in status ${statusId}`);
    return found.accountId;
  };
  const payment = (currency: string) =>
    accounts.find((a) => a.type === 1001 && a.currencyCode === currency)?.accountId as number;
  const balanceOf = async (accountId: number) => (await list()).find((a) => a.accountId === accountId)?.balance;
  const key = (k: string) => ({ 'idempotency-key': `card-test-${k}` });
  return { app, token, accounts, card, payment, balanceOf, list, key };
}

t.test('reissue with express shipping: fee quote, one charge from the card, replacement on its way', async (t) => {
  const { app, token, card, balanceOf, key } = await setup(t);
  const accountId = card(false);
  const info = await call(t, app, cardReissueInfoGet, { token, body: { accountId } });
  t.match(info.json, {
    responseCode: '00',
    reissueFee: '5.00',
    expressShippingFee: '25.00',
    feeCurrency: 'USD',
    reissuable: true,
    replacementShipping: 'none',
    shippingUpgradable: false,
  });
  t.equal(await balanceOf(accountId), '310.00');
  const body = { accountId, isExpressShipping: true };
  const done = await call(t, app, cardReissue, { token, body, headers: key('k-reissue-1') });
  t.match(done.json, { responseCode: '00', cardReissuedStatusId: 19, fee: '30.00', feeCurrency: 'USD' });
  t.equal(await balanceOf(accountId), '280.00', 'reissue 5.00 + express 25.00 taken from the card');
  const repeat = await call(t, app, cardReissue, { token, body, headers: key('k-reissue-1') });
  t.same(repeat.json, done.json, 'the same key answers the same');
  t.equal(await balanceOf(accountId), '280.00', 'and charges once');
  const again = await call(t, app, cardReissue, { token, body, headers: key('k-reissue-2') });
  t.equal(again.json.responseDescription, 'A replacement of this card is already on its way');
  const after = await call(t, app, cardReissueInfoGet, { token, body: { accountId } });
  t.match(after.json, { reissuable: false, replacementShipping: 'express', shippingUpgradable: false });
  const listed = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  t.equal(listed.find((a) => a.accountId === accountId)?.cardReissuedStatusId, 19, 'Printing');
  t.same(app.fakes.ledger.tenantTotals('paxum/1'), { EUR: 0, RON: 0, USD: 0 }, 'the ledger still balances');
});

t.test('standard reissue, then its shipping upgraded to express once', async (t) => {
  const { app, token, card, balanceOf, key } = await setup(t);
  const accountId = card(false);
  const none = await call(t, app, cardShippingUpgrade, { token, body: { accountId }, headers: key('u-0') });
  t.equal(none.json.responseDescription, 'There is no replacement card on its way with standard shipping to upgrade');
  const done = await call(t, app, cardReissue, {
    token,
    body: { accountId, isExpressShipping: false },
    headers: key('r-1'),
  });
  t.match(done.json, { fee: '5.00' });
  t.match((await call(t, app, cardReissueInfoGet, { token, body: { accountId } })).json, {
    replacementShipping: 'standard',
    shippingUpgradable: true,
  });
  const up = await call(t, app, cardShippingUpgrade, { token, body: { accountId }, headers: key('u-1') });
  t.match(up.json, { responseCode: '00', fee: '25.00', feeCurrency: 'USD' });
  const twice = await call(t, app, cardShippingUpgrade, { token, body: { accountId }, headers: key('u-2') });
  t.equal(twice.json.responseCode, 'VF', 'already express');
  t.equal(await balanceOf(accountId), '280.00');
});

t.test('reissue refusals: virtual, not yet active, canceled, not a card; bad input', async (t) => {
  const { app, token, card, payment, key } = await setup(t);
  const virtual = await call(t, app, cardReissue, {
    token,
    body: { accountId: card(true), isExpressShipping: false },
    headers: key('v'),
  });
  t.equal(virtual.json.responseDescription, 'A virtual card is not reissued');
  const shipped = await call(t, app, cardReissue, {
    token,
    body: { accountId: card(false, 21), isExpressShipping: false },
    headers: key('s'),
  });
  t.equal(shipped.json.responseDescription, 'This card cannot be reissued in its status', 'shipped, not yet active');
  const physical = card(false);
  await call(t, app, cardBlock, { token, body: { accountId: physical } });
  const canceled = await call(t, app, cardReissue, {
    token,
    body: { accountId: physical, isExpressShipping: false },
    headers: key('c'),
  });
  t.equal(canceled.json.responseDescription, 'This card cannot be reissued in its status');
  const notCard = await call(t, app, cardReissue, {
    token,
    body: { accountId: payment('USD'), isExpressShipping: true },
    headers: key('p'),
  });
  t.match(notCard.json.responseDescription, /no card account/);
  const malformed = await call(t, app, cardReissue, { token, body: { accountId: card(true) }, headers: key('m') });
  t.equal(malformed.status, 400, 'isExpressShipping is required');
  t.equal(malformed.json.responseCode, 'TA1');
});

t.test('activation data; the card being activated cannot pay its own fee', async (t) => {
  const { app, token, accounts, key } = await setup(t);
  const shipped = accounts.find((a) => a.accountStatusId === 21) as Account;
  const data = await call(t, app, cardActivationDataGet, { token, body: { accountId: shipped.accountId } });
  t.match(data.json, { fees: '5.00', feeCurrency: 'USD' });
  const fromCard = await call(t, app, cardActivate, {
    token,
    body: { accountId: shipped.accountId, extraParams: {}, feeAccountId: shipped.accountId },
    headers: key('a'),
  });
  t.equal(fromCard.json.responseDescription, 'The fee cannot be paid from the card being activated');
});

t.test('activation: fee from the chosen account, the first PIN once, the card Active', async (t) => {
  const { app, token, accounts, payment, balanceOf, key } = await setup(t);
  const shipped = (accounts.find((a) => a.accountStatusId === 21) as Account).accountId;
  const eur = await call(t, app, cardActivate, {
    token,
    body: { accountId: shipped, extraParams: {}, feeAccountId: payment('EUR') },
    headers: key('a-eur'),
  });
  t.equal(eur.json.responseDescription, 'The fee is paid in USD: choose an account in USD');
  t.same(eur.json.validationErrors, [{ field: 'feeAccountId', description: 'Choose an account in USD' }]);
  const foreign = await call(t, app, cardActivate, {
    token,
    body: { accountId: shipped, extraParams: {}, feeAccountId: 300010 },
    headers: key('a-x'),
  });
  t.equal(foreign.json.responseDescription, 'feeAccountId: no account 300010 of this customer');
  const body = { accountId: shipped, extraParams: { source: 'web' }, feeAccountId: payment('USD') };
  t.equal(await balanceOf(payment('USD')), '1250.50');
  const done = await call(t, app, cardActivate, { token, body, headers: key('a-1') });
  t.match(done.json, { responseCode: '00', accountStatusId: 2, fees: '5.00', feeCurrency: 'USD' });
  t.match(String(done.json.pinCode), /^\d{4}$/);
  t.equal(await balanceOf(payment('USD')), '1245.50', 'the fee from the chosen account');
  const repeat = await call(t, app, cardActivate, { token, body, headers: key('a-1') });
  t.same(repeat.json, done.json, 'a repeat answers the same');
  t.equal(await balanceOf(payment('USD')), '1245.50', 'and charges once');
  const pin = await call(t, app, cardPinShow, { token, body: { accountId: shipped } });
  t.equal(String(pin.json.pin), String(done.json.pinCode), 'the PIN is the one given at activation');
  const twice = await call(t, app, cardActivate, { token, body, headers: key('a-2') });
  t.equal(twice.json.responseDescription, 'Only a delivered card (status Shipped) can be activated');
  const data = await call(t, app, cardActivationDataGet, { token, body: { accountId: shipped } });
  t.equal(data.json.responseCode, 'VF');
  const malformed = await call(t, app, cardActivate, {
    token,
    body: { accountId: shipped, extraParams: { a: 1 }, feeAccountId: payment('USD') },
    headers: key('a-3'),
  });
  t.equal(malformed.status, 400, 'extraParams are text');
  t.same(app.fakes.ledger.tenantTotals('paxum/1'), { EUR: 0, RON: 0, USD: 0 });
});

t.test('balance inquiry follows spec 2 §4 "Balance: Paused, Active or Expired."', async (t) => {
  const { app, token, card, accounts } = await setup(t);
  const active = await call(t, app, cardBalanceInquiry, { token, body: { accountId: card(false) } });
  t.match(active.json, { responseCode: '00', balance: '310.00', pendingAmount: '0.00', currencyCode: 'USD' });
  const paused = await call(t, app, cardBalanceInquiry, { token, body: { accountId: card(true, 71) } });
  t.match(paused.json, { balance: '20.00' });
  const closed = (accounts.find((a) => a.accountStatusId === 11) as Account).accountId;
  const refused = await call(t, app, cardBalanceInquiry, { token, body: { accountId: closed } });
  t.equal(refused.json.responseDescription, 'The balance of this card cannot be asked in its status');
  const shipped = await call(t, app, cardBalanceInquiry, { token, body: { accountId: card(false, 21) } });
  t.equal(shipped.json.responseCode, 'VF');
});

t.test('cross-platform requirement: virtual cards confirm online payments in the mobile app', async (t) => {
  const { app, token, card } = await setup(t);
  const virtual = await call(t, app, cardCrossPlatformRequirementGet, { token, body: { accountId: card(true) } });
  t.match(virtual.json, { isRequired: true, platforms: ['ios', 'android'], description: /3-D Secure/ });
  const physical = await call(t, app, cardCrossPlatformRequirementGet, { token, body: { accountId: card(false) } });
  t.match(physical.json, { isRequired: false, platforms: [], description: '' });
  const bad = await call(t, app, cardCrossPlatformRequirementGet, { token, body: { accountId: -1 } });
  t.equal(bad.status, 400);
});

t.test('address replacement check: canceled outside the served countries; cards on their way', async (t) => {
  const { app, token, card, key } = await setup(t);
  const oldAddressId = 1002; // personal@'s home address in the profile seed
  const shipped = card(false, 21);
  const same = await call(t, app, cardAddressReplacementCheck, { token, body: { countryCode: 'US', oldAddressId } });
  t.same(
    { c: same.json.cardAccountsToBeCanceled, s: same.json.cardAccountsToBeShippedToOldAddress },
    { c: [], s: [shipped] },
    'the shipped card still travels to the old address',
  );
  await call(t, app, cardReissue, {
    token,
    body: { accountId: card(false), isExpressShipping: false },
    headers: key('r'),
  });
  const withReplacement = await call(t, app, cardAddressReplacementCheck, {
    token,
    body: { countryCode: 'DE', oldAddressId },
  });
  t.same(
    withReplacement.json.cardAccountsToBeShippedToOldAddress,
    [card(false), shipped].sort((a, b) => a - b),
  );
  const away = await call(t, app, cardAddressReplacementCheck, { token, body: { countryCode: 'FR', oldAddressId } });
  t.same(away.json.cardAccountsToBeShippedToOldAddress, []);
  t.equal((away.json.cardAccountsToBeCanceled as number[]).length, 4, 'every live card (not the closed one)');
  const unknown = await call(t, app, cardAddressReplacementCheck, {
    token,
    body: { countryCode: 'US', oldAddressId: 99 },
  });
  t.equal(unknown.json.responseDescription, 'oldAddressId: no address 99 of this customer');
  const malformed = await call(t, app, cardAddressReplacementCheck, {
    token,
    body: { countryCode: 'usa', oldAddressId },
  });
  t.equal(malformed.status, 400);
});
