import { defaultExchangeRatesGet, exchangeRateGet } from '@app/contracts';
import { type CallHandler, failure, success, on } from '../core.ts';
import { rateOf } from '../fx.ts';

/** Home shows these pairs (spec 2 §7 "Default exchange rates"): the main currencies against USD and EUR. */
export const defaultPairs: readonly (readonly [string, string])[] = [
  ['USD', 'EUR'],
  ['EUR', 'USD'],
  ['USD', 'GBP'],
  ['USD', 'RON'],
  ['EUR', 'RON'],
];

export function exchangeHandlers(): CallHandler[] {
  return [
    on(defaultExchangeRatesGet, () =>
      success({
        rates: defaultPairs.map(([from, to]) => ({
          fromCurrencyCode: from,
          toCurrencyCode: to,
          rate: rateOf(from, to) as string,
        })),
      }),
    ),
    on(exchangeRateGet, (ctx) => {
      const { fromCurrencyCode, toCurrencyCode } = ctx.body;
      const rate = rateOf(fromCurrencyCode, toCurrencyCode);
      if (rate === undefined) return failure('VF', `No exchange rate from ${fromCurrencyCode} to ${toCurrencyCode}`);
      return success({ rate: { fromCurrencyCode, toCurrencyCode, rate } });
    }),
  ];
}
