export { TransactionsTable } from './ui/transactions-table.tsx';
export type { TransactionsTableProps } from './ui/transactions-table.tsx';
