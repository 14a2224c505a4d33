import t from 'tap';
import { type PreapprovedSubscription, preapprovedCancel, preapprovedListGet } from '@app/contracts';
import { fakesWithClock, signedInCaller } from '../../test/helper.ts';

t.test('pre-approved payments (spec 2 §3, §7): seeded list, filters, cancel', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  const business = await signedInCaller(t, app, 'business@demo.test');
  const list = async (filter: Record<string, unknown> = {}) =>
    ((await personal(preapprovedListGet, filter)).json.subscriptions as PreapprovedSubscription[]).map((s) => s.id);

  const all = (await personal(preapprovedListGet, {})).json.subscriptions as PreapprovedSubscription[];
  t.match(all, [
    { id: 1, amount: '9.99', currencyCode: 'USD', type: 'monthly', beneficiaryEmail: 'business@demo.test' },
    { id: 2, amount: '25.00', currencyCode: 'USD', type: 'weekly' },
  ]);
  t.match(all[0]?.toAccount, /^\d+$/, "toAccount: business@'s account number");
  const rows: [string, Record<string, unknown>, number[]][] = [
    ['beneficiaryEmail', { beneficiaryEmail: 'BUSINESS' }, [1, 2]],
    ['another beneficiary', { beneficiaryEmail: 'nobody' }, []],
    ['fromAmount', { fromAmount: '10' }, [2]],
    ['toAmount', { toAmount: '9.99' }, [1]],
    ['type weekly', { type: 'weekly' }, [2]],
  ];
  for (const [name, filter, ids] of rows) t.same(await list(filter), ids, name);
  t.same((await business(preapprovedListGet, {})).json.subscriptions, [], 'business@ pays none');

  t.match((await business(preapprovedCancel, { id: 1 })).json.validationErrors, [{ field: 'id' }], 'not its own');

  // spec 2 §8: a failed cancel ('Action Confirmation' in the web) — the fakes' fail-next control
  const armed = await app.inject({
    method: 'POST',
    url: '/__fake/fail-next',
    payload: {
      brand: 'paxum',
      stage: 1,
      call: 'preapprovedCancel',
      responseCode: 'UE',
      responseDescription: 'Cancel failed',
    },
  });
  t.equal(armed.statusCode, 200);
  t.equal((await personal(preapprovedCancel, { id: 2 })).json.responseCode, 'UE');
  t.same(await list(), [1, 2], 'nothing cancelled');

  t.equal((await personal(preapprovedCancel, { id: 1 })).json.responseCode, '00');
  t.same(await list(), [2], 'the cancelled one leaves the list');
  t.equal((await personal(preapprovedCancel, { id: 1 })).json.responseCode, '00', 'cancelling again is 00');
});
