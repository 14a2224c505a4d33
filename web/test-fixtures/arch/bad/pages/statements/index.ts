export { statementsTitle } from './ui/statements-title.ts';
