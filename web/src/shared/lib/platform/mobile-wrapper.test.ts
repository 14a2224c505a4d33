import t from 'tap';
import { MOBILE_WRAPPER_KEY, mobileWrapperDevice, rememberMobileWrapper, wrapperFromQuery } from './mobile-wrapper.ts';
import { memoryStorage } from './memory-storage.ts';

t.test('spec 3 §3 "device, only when in the mobile wrapper": the address names the wrapper', async (t) => {
  const rows: Array<[string, string, ReturnType<typeof wrapperFromQuery>]> = [
    ['a plain browser address', '', null],
    ['another query', '?action=activation&user=a', null],
    [
      'the Android wrapper with its device name',
      '?wrapper=android&deviceName=Pixel%208',
      { type: 'android', name: 'Pixel 8' },
    ],
    ['the iOS wrapper without a name: named by its type', '?wrapper=ios', { type: 'ios', name: 'ios' }],
    ['an unknown wrapper type is no wrapper', '?wrapper=windows&deviceName=x', null],
  ];
  for (const [name, search, want] of rows) t.same(wrapperFromQuery(search), want, name);
});

t.test('spec 1 §4 "The mobile wrapper flag persists": kept from the first address, read on later ones', async (t) => {
  const storage = memoryStorage();
  t.equal(mobileWrapperDevice(storage, ''), null, 'a browser: no device');
  rememberMobileWrapper('?wrapper=android&deviceName=Pixel', storage);
  t.same(mobileWrapperDevice(storage, ''), { type: 'android', name: 'Pixel' }, 'a later page without the query');
  rememberMobileWrapper('', storage);
  t.same(mobileWrapperDevice(storage, '/other'), { type: 'android', name: 'Pixel' }, 'a plain address keeps the flag');
  storage.setItem(MOBILE_WRAPPER_KEY, '{not json');
  t.equal(mobileWrapperDevice(storage, ''), null, 'a damaged entry is no wrapper');
  t.same(mobileWrapperDevice(undefined, '?wrapper=ios&deviceName=Phone'), { type: 'ios', name: 'Phone' }, 'no storage');
});
