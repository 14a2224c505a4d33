export { useDictionary } from './ui/use-dictionary.ts';
