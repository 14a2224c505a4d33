import t from 'tap';
import {
  type Account,
  accountListGet,
  cryptoWalletsGet,
  currencyAdd,
  paymentInstructionViewedSet,
  paymentInstructionsGet,
  walletCreate,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

t.test('add a currency: a new payment account with a zero balance; once per currency', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const added = await call(t, app, currencyAdd, { token, body: { currencyCode: 'GBP' } });
  t.equal(added.json.responseCode, '00');
  t.match(added.json.account, { type: 1001, currencyCode: 'GBP', balance: '0.00', accountStatusId: 1 });
  const listed = (await call(t, app, accountListGet, { token })).json.accounts as Account[];
  t.ok(
    listed.some((a) => a.currencyCode === 'GBP' && a.type === 1001),
    'listed with the others',
  );
  const again = await call(t, app, currencyAdd, { token, body: { currencyCode: 'GBP' } });
  t.equal(again.json.responseDescription, 'You already have a GBP account');
  const usd = await call(t, app, currencyAdd, { token, body: { currencyCode: 'USD' } });
  t.equal(usd.json.responseDescription, 'You already have a USD account');
  const jpy = await call(t, app, currencyAdd, { token, body: { currencyCode: 'JPY' } });
  t.equal(jpy.json.responseDescription, 'currencyCode: accounts in JPY are not offered');
  const bad = await call(t, app, currencyAdd, { token, body: { currencyCode: 'usd' } });
  t.equal(bad.json.responseCode, 'TA1');
});

t.test('create a wallet: an address per currency, the same one when asked again; listed', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  t.same((await call(t, app, cryptoWalletsGet, { token })).json.wallets, [], 'none at first');
  const btc = await call(t, app, walletCreate, { token, body: { currencyCode: 'BTC' } });
  t.match(btc.json.address, /^bc1q[0-9a-f]{38}$/);
  const again = await call(t, app, walletCreate, { token, body: { currencyCode: 'BTC' } });
  t.equal(again.json.address, btc.json.address, 'one wallet per currency');
  const eth = await call(t, app, walletCreate, { token, body: { currencyCode: 'ETH' } });
  t.match(eth.json.address, /^0x[0-9a-f]{40}$/);
  t.same((await call(t, app, cryptoWalletsGet, { token })).json.wallets, [
    { currencyCode: 'BTC', address: btc.json.address },
    { currencyCode: 'ETH', address: eth.json.address },
  ]);
  const usd = await call(t, app, walletCreate, { token, body: { currencyCode: 'USD' } });
  t.equal(usd.json.responseDescription, 'currencyCode: no crypto wallet for USD');
  const { accessToken: other } = await signIn(t, app, 'business@demo.test');
  t.same(
    (await call(t, app, cryptoWalletsGet, { token: other })).json.wallets,
    [],
    "another customer's wallets are apart",
  );
});

t.test('payment instructions of the held currencies; set viewed', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const list = async () =>
    (await call(t, app, paymentInstructionsGet, { token })).json.instructions as {
      instructionId: number;
      currencyCode: string;
      viewed: boolean;
    }[];
  t.same(
    (await list()).map((i) => [i.currencyCode, i.viewed]),
    [
      ['USD', false],
      ['EUR', false],
      ['RON', false],
    ],
  );
  t.equal(
    (await call(t, app, paymentInstructionViewedSet, { token, body: { instructionId: 2 } })).json.responseCode,
    '00',
  );
  t.equal((await list()).find((i) => i.instructionId === 2)?.viewed, true);
  const unknown = await call(t, app, paymentInstructionViewedSet, { token, body: { instructionId: 4 } });
  t.equal(unknown.json.responseDescription, 'instructionId: no payment instruction 4', 'GBP is not held');
  const bad = await call(t, app, paymentInstructionViewedSet, { token, body: { instructionId: 'x' } });
  t.equal(bad.json.responseCode, 'TA1');
});
