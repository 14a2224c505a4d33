import { translate } from '@app/locales';
import t from 'tap';
import { cryptoPayload, cryptoProblems, effectiveNetwork, networksFor, prefillOf } from './lib.ts';

const btcBech32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const btcLegacy = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const btcP2sh = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const eth = '0x52908400098527886E0F7030069857D2E4169EE7';
const tron = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const sol = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

t.test('the address format of each network (the same table as the fakes)', async (t) => {
  const rows: [string, string, string | null, string][] = [
    ['BTC', btcBech32, null, 'bech32'],
    ['BTC', btcLegacy, null, 'legacy P2PKH'],
    ['BTC', btcP2sh, null, 'P2SH'],
    ['BTC', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'addressInvalid', 'bech32 in capitals'],
    ['BTC', '0OIl' + btcLegacy.slice(4), 'addressInvalid', 'characters base58 leaves out'],
    ['ETH', eth, null, '0x + 40 hex digits'],
    ['ETH', eth.slice(0, -1), 'addressInvalid', '39 hex digits'],
    ['ETH', tron, 'addressInvalid', 'a Tron address on Ethereum'],
    ['TRON', tron, null, 'T + 33 base58'],
    ['TRON', eth, 'addressInvalid', 'an Ethereum address on Tron'],
    ['SOL', sol, null, '32 to 44 base58'],
    ['SOL', eth, 'addressInvalid', '0x is not base58'],
    ['ETH', '', 'addressRequired', 'empty'],
    ['ETH', `  ${eth}  `, null, 'trimmed'],
  ];
  for (const [network, address, want, why] of rows)
    t.equal(
      cryptoProblems({ network: network as 'BTC', address, memo: '', asset: undefined }).address,
      want,
      `${network}: ${why}`,
    );
});

t.test('the networks offered for the asset sent', async (t) => {
  const rows: [string | undefined, string[], string][] = [
    ['BTC', ['BTC'], 'bitcoin on its own network'],
    ['ETH', ['ETH'], 'ether on Ethereum'],
    ['USDT', ['ETH', 'TRON', 'SOL'], 'USDT on three networks'],
    ['USDC', ['ETH', 'SOL'], 'USDC on two'],
    ['XRP', ['BTC', 'ETH', 'TRON', 'SOL'], 'an asset we do not know: every network, the upstream judges'],
    [undefined, ['BTC', 'ETH', 'TRON', 'SOL'], 'no asset yet'],
  ];
  for (const [asset, want, why] of rows) t.same(networksFor(asset), want, why);
  t.equal(effectiveNetwork(null, 'BTC'), 'BTC', 'the only network is chosen for the customer');
  t.equal(effectiveNetwork(null, 'USDT'), null, 'several: the customer chooses');
  t.equal(effectiveNetwork('TRON', 'USDT'), 'TRON');
});

t.test('the payload: network, address and a memo only when one is given', async (t) => {
  const rows: [Parameters<typeof cryptoPayload>[0], unknown, string][] = [
    [{ network: 'TRON', address: tron, memo: '', asset: 'USDT' }, { network: 'TRON', address: tron }, 'no memo'],
    [
      { network: 'SOL', address: sol, memo: ' 12345 ', asset: 'USDC' },
      { network: 'SOL', address: sol, memo: '12345' },
      'memo trimmed',
    ],
    [{ network: null, address: btcLegacy, memo: '', asset: 'BTC' }, { network: 'BTC', address: btcLegacy }, 'implied'],
    [{ network: null, address: tron, memo: '', asset: 'USDT' }, null, 'no network chosen'],
    [{ network: 'TRON', address: tron, memo: '', asset: 'BTC' }, null, 'Tron does not carry BTC'],
    [{ network: 'ETH', address: tron, memo: '', asset: 'USDT' }, null, 'wrong address format'],
    [{ network: 'ETH', address: eth, memo: 'x'.repeat(65), asset: 'ETH' }, null, 'memo over 64'],
  ];
  for (const [input, want, why] of rows) t.same(cryptoPayload(input), want, why);
  t.same(
    cryptoProblems({ network: 'TRON', address: '', memo: 'x'.repeat(65), asset: 'BTC' }),
    { network: 'networkNotForAsset', address: 'addressRequired', memo: 'memoTooLong' },
    'every problem at once',
  );
});

t.test('prefill', async (t) => {
  t.same(prefillOf({ network: 'SOL', address: sol, memo: '1', amount: '2' }), {
    network: 'SOL',
    address: sol,
    memo: '1',
  });
  t.same(prefillOf({ network: 'DOGE', address: 5 }), {}, 'an unknown network and wrong types are ignored');
});

t.test(
  'every problem the rules return, and every network, has its English text (the locales test holds the other five to the English keys)',
  async (t) => {
    const p1 = cryptoProblems({ network: null, address: '', memo: '', asset: 'USDT' });
    const p2 = cryptoProblems({ network: 'TRON', address: eth, memo: 'x'.repeat(65), asset: 'BTC' });
    const keys = [p1, p2].flatMap((p) => [p.network, p.address, p.memo]).filter((k) => k !== null);
    t.same([...new Set(keys)].sort(), [
      'addressInvalid',
      'addressRequired',
      'memoTooLong',
      'networkNotForAsset',
      'networkRequired',
    ]);
    const all = [
      ...keys.map((k) => `cryptoPayee.${k}`),
      ...networksFor(undefined).map((n) => `cryptoPayee.networks.${n}`),
    ];
    for (const key of all) t.not(translate('en', key), key, key);
  },
);
