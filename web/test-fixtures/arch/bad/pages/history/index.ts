export { historyTitle } from './ui/history-title.ts';
