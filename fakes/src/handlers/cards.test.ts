import t from 'tap';
import {
  accountListGet,
  binInfoGet,
  cardAliasSet,
  cardApplyInfoGet,
  cardBlock,
  cardPause,
  cardPinChange,
  cardPinShow,
  cardUnpause,
  creditCardAdd,
  creditCardConfirm,
  creditCardsGet,
  type Account,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { DEMO_PIN, EXTERNAL_CARD_CODE } from './cards.ts';

async function setup(t: Parameters<typeof signIn>[0], username = 'personal@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  const accounts = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  const card = (virtual: boolean, statusId = 2) => {
    const found = accounts.find((a) => a.type >= 2006 && a.cardIsVirtual === virtual && a.accountStatusId === statusId);
    if (!found) throw new Error(`no ${virtual ? 'virtual' : 'physical'} card in status ${statusId}`);
    return found.accountId;
  };
  const payment = accounts.find((a) => a.type === 1001)?.accountId as number;
  return { app, token, accounts, card, payment };
}

t.test('pause, unpause and block follow spec 2 §4; a refused change says why', async (t) => {
  const { app, token, card } = await setup(t);
  const accountId = card(false);
  const unpauseActive = await call(t, app, cardUnpause, { token, body: { accountId } });
  t.equal(unpauseActive.json.responseCode, 'VF');
  t.equal(unpauseActive.json.responseDescription, 'Only a paused card can be unpaused');
  const paused = await call(t, app, cardPause, { token, body: { accountId } });
  t.equal(paused.json.responseCode, '00');
  t.equal(paused.json.accountStatusId, 71, 'Paused');
  const listed = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  t.equal(listed.find((a) => a.accountId === accountId)?.accountStatusId, 71, 'the account list shows it paused');
  const twice = await call(t, app, cardPause, { token, body: { accountId } });
  t.equal(twice.json.responseDescription, 'Only an active or expired card can be paused');
  const unpaused = await call(t, app, cardUnpause, { token, body: { accountId } });
  t.equal(unpaused.json.accountStatusId, 2, 'Active again');
  const blocked = await call(t, app, cardBlock, { token, body: { accountId } });
  t.equal(blocked.json.accountStatusId, 4, 'Canceled');
  const again = await call(t, app, cardPause, { token, body: { accountId } });
  t.equal(again.json.responseCode, 'VF', 'a blocked card cannot be paused');
  const reblock = await call(t, app, cardBlock, { token, body: { accountId } });
  t.equal(reblock.json.responseDescription, 'This card cannot be blocked in its status');
});

t.test("bad input: TA1 for a malformed body, VF for a card that is not the customer's", async (t) => {
  const { app, token, payment } = await setup(t);
  const malformed = await call(t, app, cardPause, { token, body: { accountId: 'abc' } });
  t.equal(malformed.status, 400);
  t.equal(malformed.json.responseCode, 'TA1');
  t.match(malformed.json.responseDescription, /accountId/);
  const notCard = await call(t, app, cardPause, { token, body: { accountId: payment } });
  t.equal(notCard.json.responseCode, 'VF');
  t.equal(notCard.json.responseDescription, `accountId: no card account ${payment} of this customer`);
  const { app: _a, ...other } = await setup(t, 'business@demo.test');
  void _a;
  const foreign = await call(t, app, cardPause, { token: other.token, body: { accountId: 300001 } });
  t.not(foreign.json.responseCode, '00', "another customer's card is never touched");
  t.equal((await call(t, app, cardPause, { body: { accountId: payment } })).status, 401, 'no token, no call');
});

t.test('alias: virtual cards only (spec 2 §4 "Edit name and card details: virtual cards only.")', async (t) => {
  const { app, token, card } = await setup(t);
  const virtual = card(true);
  const renamed = await call(t, app, cardAliasSet, { token, body: { accountId: virtual, cardAliasName: 'Travel' } });
  t.equal(renamed.json.cardAliasName, 'Travel');
  const listed = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  t.equal(listed.find((a) => a.accountId === virtual)?.cardAliasName, 'Travel');
  const physical = await call(t, app, cardAliasSet, {
    token,
    body: { accountId: card(false), cardAliasName: 'Nope' },
  });
  t.equal(physical.json.responseDescription, 'Only a virtual card can be renamed');
  const blank = await call(t, app, cardAliasSet, { token, body: { accountId: virtual, cardAliasName: '  ' } });
  t.equal(blank.json.responseCode, 'TA1', 'a blank name is refused');
});

t.test(
  'PIN: show the demo PIN, change it with confirmation, show the new one; never in the account list',
  async (t) => {
    const { app, token, card } = await setup(t);
    const accountId = card(false);
    t.equal((await call(t, app, cardPinShow, { token, body: { accountId } })).json.pin?.toString(), DEMO_PIN);
    const rows: [body: Record<string, unknown>, field: string][] = [
      [{ confirm: true, pin: '12a4', pinRepeat: '12a4' }, 'pin'],
      [{ confirm: true, pin: '4321', pinRepeat: '4322' }, 'pinRepeat'],
      [{ confirm: false, pin: '4321', pinRepeat: '4321' }, 'confirm'],
    ];
    for (const [body, field] of rows) {
      const bad = await call(t, app, cardPinChange, { token, body: { accountId, ...body } });
      t.equal(bad.json.responseCode, 'VF', `refused: ${field}`);
      t.match(bad.json.validationErrors, [{ field }]);
    }
    t.equal(
      (await call(t, app, cardPinShow, { token, body: { accountId } })).json.pin?.toString(),
      DEMO_PIN,
      'unchanged',
    );
    const done = await call(t, app, cardPinChange, {
      token,
      body: { accountId, confirm: true, pin: '4321', pinRepeat: '4321' },
    });
    t.equal(done.json.responseCode, '00');
    t.equal((await call(t, app, cardPinShow, { token, body: { accountId } })).json.pin?.toString(), '4321');
    const listed = await call(t, app, accountListGet, { token });
    t.notMatch(JSON.stringify(listed.json), /4321/, 'the PIN never travels with the accounts');
  },
);

t.test('apply-for-card info by country; BIN info', async (t) => {
  const { app, token } = await setup(t);
  const us = await call(t, app, cardApplyInfoGet, { token, body: { countryCode: 'US' } });
  t.match(us.json, { annual: '25.00', issue: '10.00', monthly: '1.50', currency: 'USD' });
  t.match(us.json.shippingOptions, [
    { type: 'standard', disabledReasons: [] },
    { type: 'express', disabledReasons: [] },
  ]);
  const ro = await call(t, app, cardApplyInfoGet, { token, body: { countryCode: 'RO' } });
  t.match(ro.json.shippingOptions, [
    {},
    { type: 'express', disabledReasons: ['Express shipping is not available in this country'] },
  ]);
  const none = await call(t, app, cardApplyInfoGet, { token, body: { countryCode: 'ZZ' } });
  t.equal(none.json.responseDescription, 'Cards are not offered in ZZ');
  t.equal((await call(t, app, cardApplyInfoGet, { token, body: { countryCode: 'usa' } })).json.responseCode, 'TA1');
  const bin = await call(t, app, binInfoGet, { token, body: { binNumber: '541275' } });
  t.match(bin.json.binInfo, { binNumber: '541275', cardBrand: 'MC', isPrepaid: true, valid: true });
  const unknown = await call(t, app, binInfoGet, { token, body: { binNumber: '000000' } });
  t.match(unknown.json.binInfo, { binNumber: '000000', valid: false });
  t.equal((await call(t, app, binInfoGet, { token, body: { binNumber: '5412 7' } })).json.responseCode, 'TA1');
});

t.test('external cards: add (Luhn, expiry, once), list masked, confirm with the code', async (t) => {
  const { app, token } = await setup(t);
  t.same((await call(t, app, creditCardsGet, { token })).json.creditCards, [], 'none at first');
  const base = { expiryMonth: 12, expiryYear: 2030, holderName: 'Alex Morgan' };
  const rows: [body: Record<string, unknown>, description: string][] = [
    [{ ...base, cardNumber: '4111 1111 1111 1112' }, 'cardNumber: this is not a valid card number'],
    [{ ...base, cardNumber: '4111 1111 1111 1111', expiryYear: 2024 }, 'The card has expired'],
  ];
  for (const [body, description] of rows)
    t.equal((await call(t, app, creditCardAdd, { token, body })).json.responseDescription, description);
  t.equal(
    (await call(t, app, creditCardAdd, { token, body: { ...base, cardNumber: '4111-1111' } })).json.responseCode,
    'TA1',
  );
  const added = await call(t, app, creditCardAdd, { token, body: { ...base, cardNumber: '4111 1111 1111 1111' } });
  t.equal(added.json.responseCode, '00');
  const cardId = added.json.cardId as number;
  const twice = await call(t, app, creditCardAdd, { token, body: { ...base, cardNumber: '4111111111111111' } });
  t.equal(twice.json.responseDescription, 'This card has already been added');
  const listed = await call(t, app, creditCardsGet, { token });
  t.match(listed.json.creditCards, [
    { cardId, cardNumber: '4111 11** **** 1111', cardBrand: 'VISA', confirmed: false },
  ]);
  t.notMatch(JSON.stringify(listed.body), /4111111111111111|4111 1111 1111 1111/, 'the full number never comes back');
  const wrong = await call(t, app, creditCardConfirm, { token, body: { cardId, code: '0000' } });
  t.equal(wrong.json.responseDescription, 'The code does not match');
  const ok = await call(t, app, creditCardConfirm, { token, body: { cardId, code: EXTERNAL_CARD_CODE } });
  t.equal(ok.json.responseCode, '00');
  t.match((await call(t, app, creditCardsGet, { token })).json.creditCards, [{ cardId, confirmed: true }]);
  const again = await call(t, app, creditCardConfirm, { token, body: { cardId, code: EXTERNAL_CARD_CODE } });
  t.equal(again.json.responseDescription, 'This card is already confirmed');
  const none = await call(t, app, creditCardConfirm, { token, body: { cardId: 999, code: '1234' } });
  t.equal(none.json.responseDescription, 'cardId: no card 999 of this customer');
});
