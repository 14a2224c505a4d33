export { useDictionary } from './ui/use-dictionary.ts';
export { useCurrencyDecimals } from './ui/use-currency-decimals.ts';
