import { currenciesGet, decimalsFrom } from '@app/contracts';
import { useDictionary } from './use-dictionary.ts';

/**
 * The decimals of a currency from the currencies dictionary (contracts money.ts `decimalsFrom`), or
 * undefined while the dictionary loads, failed, or does not list the currency. Decision: amount input is
 * refused until the decimals are known rather than checked against a guess (a hard-coded "2 unless JPY or
 * BTC" refused 0.005 ETH).
 */
export function useCurrencyDecimals(code: string | undefined): number | undefined {
  const currencies = useDictionary(currenciesGet);
  return decimalsFrom(currencies.data?.currencies, code);
}
