export { BatchHistoryPage } from './ui/batch-history-page.tsx';
