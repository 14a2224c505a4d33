export { HistoryNav } from './ui/history-nav.tsx';
