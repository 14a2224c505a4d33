export { HistoryPage } from './ui/history-page.tsx';
