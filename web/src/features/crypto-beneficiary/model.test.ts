import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $errors,
  $network,
  $networks,
  $payload,
  addressChanged,
  cryptoBeneficiary,
  fieldLeft,
  memoChanged,
  networkChosen,
} from './model.ts';

const context = { type: 'crypto_eft' as const, countryCode: 'US', currencyCode: 'USDT', permission: '3d' as const };
const tron = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const eth = '0x52908400098527886E0F7030069857D2E4169EE7';

t.test('USDT on Tron: the networks of the asset, the address of the network', async (t) => {
  const scope = fork();
  await allSettled(cryptoBeneficiary.contextChanged, { scope, params: context });
  t.same(scope.getState($networks), ['ETH', 'TRON', 'SOL']);
  await allSettled(networkChosen, { scope, params: 'TRON' });
  await allSettled(addressChanged, { scope, params: eth });
  t.equal(scope.getState($payload), null, 'an Ethereum address on Tron');
  t.equal(scope.getState($errors).address, null, 'not shown while typing');
  await allSettled(fieldLeft, { scope, params: 'address' });
  t.equal(scope.getState($errors).address, 'addressInvalid');
  await allSettled(addressChanged, { scope, params: tron });
  await allSettled(memoChanged, { scope, params: '778899' });
  t.same(scope.getState($payload), { network: 'TRON', address: tron, memo: '778899' });
});

t.test('another asset clears a network that does not carry it; a single network is implied', async (t) => {
  const scope = fork();
  await allSettled(cryptoBeneficiary.contextChanged, { scope, params: context });
  await allSettled(networkChosen, { scope, params: 'TRON' });
  await allSettled(cryptoBeneficiary.contextChanged, { scope, params: { ...context, currencyCode: 'ETH' } });
  t.equal(scope.getState($network), 'ETH', 'ether goes on Ethereum only');
  await allSettled(addressChanged, { scope, params: eth });
  t.same(scope.getState($payload), { network: 'ETH', address: eth });
});

t.test('submitAttempted shows the errors; prefilled fills; reset clears', async (t) => {
  const scope = fork();
  await allSettled(cryptoBeneficiary.contextChanged, { scope, params: context });
  await allSettled(cryptoBeneficiary.submitAttempted, { scope });
  t.same(scope.getState($errors), { network: 'networkRequired', address: 'addressRequired', memo: null });
  await allSettled(cryptoBeneficiary.prefilled, { scope, params: { network: 'ETH', address: eth, amount: '5' } });
  t.same(scope.getState($payload), { network: 'ETH', address: eth });
  await allSettled(cryptoBeneficiary.reset, { scope });
  t.equal(scope.getState($payload), null);
  t.same(scope.getState($errors), { network: null, address: null, memo: null });
});
