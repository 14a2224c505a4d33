import t from 'tap';
import { representativeFatcaCrsGet } from '@app/contracts';
import { call, fakesWithClock } from '../../test/helper.ts';

t.test('representativeFatcaCrsGet: the seeded secret loads the representative, without a session', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, representativeFatcaCrsGet, { body: { authSecret: 'rep-secret-1' } });
  t.match(res.json, {
    responseCode: '00',
    certification: { firstName: 'Riley', lastName: 'Stone', taxIds: [{ countryCode: 'US' }, { countryCode: 'RO' }] },
  });
});

t.test('representativeFatcaCrsGet: an unknown secret answers AU', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  for (const authSecret of ['rep-secret-2', 'toString', '__proto__']) {
    const res = await call(t, app, representativeFatcaCrsGet, { body: { authSecret } });
    t.equal((res.json as { responseCode: string }).responseCode, 'AU', authSecret);
  }
  const empty = await call(t, app, representativeFatcaCrsGet, { body: { authSecret: '' } });
  t.equal((empty.json as { responseCode: string }).responseCode, 'TA1', 'an empty secret is bad input');
});
