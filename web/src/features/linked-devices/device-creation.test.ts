import t from 'tap';
import {
  type DeviceCreation,
  type DeviceCreationErrors,
  DEVICE_CODE_LENGTH,
  deviceDeepLink,
  generateDeviceCode,
  isDeviceCreationValid,
  validateDeviceCreation,
} from './device-creation.ts';

const ok: DeviceCreationErrors = { name: null, code: null, type: null };

// Spec 1 §5: 'Device creation needs name, code and type (android or ios).'
const rows: [string, DeviceCreation, DeviceCreationErrors][] = [
  ['name, code and type android', { name: 'Ann’s phone', code: 'K7M2QX9A', type: 'android' }, ok],
  ['name, code and type ios', { name: 'iPad', code: 'K7M2QX9A', type: 'ios' }, ok],
  ['needs name', { name: '', code: 'K7M2QX9A', type: 'ios' }, { ...ok, name: 'required' }],
  ['needs name (blank is none)', { name: '   ', code: 'K7M2QX9A', type: 'ios' }, { ...ok, name: 'required' }],
  ['needs code', { name: 'iPad', code: '', type: 'ios' }, { ...ok, code: 'required' }],
  ['needs type', { name: 'iPad', code: 'K7M2QX9A', type: '' }, { ...ok, type: 'required' }],
  [
    'type android or ios, nothing else',
    { name: 'iPad', code: 'K7M2QX9A', type: 'windows' },
    { ...ok, type: 'required' },
  ],
  ['type is case-sensitive like the API', { name: 'iPad', code: 'K7M2QX9A', type: 'iOS' }, { ...ok, type: 'required' }],
  ['name within the contract’s 100', { name: 'x'.repeat(100), code: 'K', type: 'android' }, ok],
  ['name over 100', { name: 'x'.repeat(101), code: 'K', type: 'android' }, { ...ok, name: 'tooLong' }],
  ['all missing', { name: '', code: '', type: '' }, { name: 'required', code: 'required', type: 'required' }],
];
for (const [label, input, want] of rows) {
  t.test(label, async (t) => {
    const got = validateDeviceCreation(input);
    t.same(got, want);
    t.equal(isDeviceCreationValid(got), want === ok);
  });
}

t.test('the code: 8 characters without look-alikes, from the random bytes', async (t) => {
  t.equal(
    generateDeviceCode(() => new Uint8Array([0, 1, 2, 31, 32, 255, 8, 24])),
    'ABC9A9J2',
  );
  const code = generateDeviceCode();
  t.equal(code.length, DEVICE_CODE_LENGTH);
  t.match(code, /^[A-HJ-NP-Z2-9]{8}$/);
  t.not(generateDeviceCode(), generateDeviceCode(), 'two codes differ');
});

t.test('the deep link: the project name in lower case as the scheme', async (t) => {
  t.equal(deviceDeepLink('Paxum', 'K7M2QX9A'), 'paxum://auth/device?code=K7M2QX9A');
  t.equal(deviceDeepLink('Paxum Bank', 'K7M2QX9A'), 'paxumbank://auth/device?code=K7M2QX9A');
  t.equal(deviceDeepLink('Fundstr UAB', 'a b'), 'fundstruab://auth/device?code=a%20b');
  t.equal(deviceDeepLink('', 'X'), 'app://auth/device?code=X');
});
