export { TransactionsTable } from './ui/transactions-table.tsx';
