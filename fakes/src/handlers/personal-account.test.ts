import t from 'tap';
import {
  accountListGet,
  customerAccessListGet,
  customerInfoGet,
  personalAccountCreate,
  type Account,
  type CustomerAccess,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

// contracts accounts.ts personalAccountCreate (spec 2 §7 "create personal account"): the decisions written there
t.test('a business login opens its personal customer once; it joins the customers it may act for', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'business@demo.test');
  const before = (await call(t, app, customerAccessListGet, { token })).json.customerAccesses as CustomerAccess[];

  const created = await call(t, app, personalAccountCreate, { token });
  t.equal(created.json.responseCode, '00');
  t.equal(created.json.customerName, 'Jordan Lee', "the person's name from the login's profile");
  const customerId = created.json.customerId as number;
  t.notOk(
    before.some((a) => a.customerId === customerId),
    'a new customer',
  );

  const after = (await call(t, app, customerAccessListGet, { token })).json.customerAccesses as CustomerAccess[];
  t.equal(after.length, before.length + 1, 'one more customer to act for');
  t.match(
    after.find((a) => a.customerId === customerId),
    { customerName: 'Jordan Lee', customerUsername: 'business@demo.test', accessRights: 2 },
    'listed under the same login, with full rights',
  );

  const acting = { token, headers: { 'customer-id': String(customerId) } };
  const info = await call(t, app, customerInfoGet, acting);
  t.match(info.json.customer, { customerId, customerType: 'personal', firstName: 'Jordan', lastName: 'Lee' });
  t.equal(
    (info.json.customer as { permissions?: unknown }).permissions,
    undefined,
    'spec 1 §3 "permissions (business only)"',
  );
  const accounts = (await call(t, app, accountListGet, acting)).json.accounts as Account[];
  t.match(accounts, [{ type: 1001, currencyCode: 'USD', balance: '0.00', customerId }], 'one empty USD account');

  const twice = await call(t, app, personalAccountCreate, { token });
  t.equal(twice.json.responseCode, 'VF');
  t.equal(twice.json.responseDescription, 'You already have a personal account');
  const still = (await call(t, app, customerAccessListGet, { token })).json.customerAccesses as CustomerAccess[];
  t.equal(still.length, after.length, 'no second one');
});

t.test('a personal login is refused; no token, no call', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const refused = await call(t, app, personalAccountCreate, { token });
  t.equal(refused.json.responseCode, 'VF');
  t.equal(
    refused.json.responseDescription,
    'A personal account is opened from a business login; this login is already personal',
  );
  t.equal((await call(t, app, personalAccountCreate, {})).status, 401);
});
