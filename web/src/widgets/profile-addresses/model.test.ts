import t from 'tap';
import { type AddressForm, addressPayload } from './model.ts';

const form: AddressForm = {
  kind: 1,
  address1: ' 1 Main St ',
  address2: '',
  city: 'Springfield',
  postalCode: '12345',
  countryCode: 'us',
  stateCode: '',
};

t.test('addressPayload', async (t) => {
  t.same(addressPayload(form), {
    ok: true,
    body: { kind: 1, address1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
  });
  t.same(addressPayload({ ...form, address2: 'Apt 2', stateCode: 'IL' }), {
    ok: true,
    body: {
      kind: 1,
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      postalCode: '12345',
      countryCode: 'US',
      stateCode: 'IL',
    },
  });
  t.same(addressPayload({ ...form, city: ' ', postalCode: '' }), { ok: false, missing: ['city', 'postalCode'] });
});
