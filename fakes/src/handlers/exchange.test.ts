import t from 'tap';
import { defaultExchangeRatesGet, exchangeRateGet } from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

t.test('default rates and one rate, as decimal strings from fx.ts', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const rates = await call(t, app, defaultExchangeRatesGet, { token });
  t.match(rates.json.rates, [{ fromCurrencyCode: 'USD', toCurrencyCode: 'EUR', rate: '0.92000000' }]);
  const one = await call(t, app, exchangeRateGet, { token, body: { fromCurrencyCode: 'EUR', toCurrencyCode: 'EUR' } });
  t.equal((one.json.rate as { rate: string }).rate, '1.00000000');
  const unknown = await call(t, app, exchangeRateGet, {
    token,
    body: { fromCurrencyCode: 'USD', toCurrencyCode: 'XYZ' },
  });
  t.equal(unknown.json.responseDescription, 'No exchange rate from USD to XYZ');
  const bad = await call(t, app, exchangeRateGet, { token, body: { fromCurrencyCode: 'usd', toCurrencyCode: 'EUR' } });
  t.equal(bad.json.responseCode, 'TA1');
});
