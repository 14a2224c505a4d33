import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodBody, methodRequest, ok } from './envelope.ts';

/**
 * Exchange rates (spec 2 §7 "Default exchange rates; exchange rate (fromCurrencyCode, toCurrencyCode)").
 * A rate is a decimal string: 1 unit of `fromCurrencyCode` buys `rate` units of `toCurrencyCode`.
 * Method names are not shown in the spec: named after what they do.
 */
export const exchangeRate = z.looseObject({
  fromCurrencyCode: currencyCode,
  toCurrencyCode: currencyCode,
  rate: decimalString,
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

export const defaultExchangeRatesGet = methodCall('defaultExchangeRatesGet', {
  summary: "the default exchange rates between the customer's currencies (home)",
  request: methodBody,
  response: ok({ rates: z.array(exchangeRate) }),
});

export const exchangeRateGet = methodCall('exchangeRateGet', {
  summary: 'the rate from one currency to another',
  request: methodRequest({ fromCurrencyCode: currencyCode, toCurrencyCode: currencyCode }),
  response: ok({ rate: exchangeRate }),
});

/** Registered in upstreamCalls (contracts/src/index.ts). */
export const exchangeCalls = [defaultExchangeRatesGet, exchangeRateGet] as const;
