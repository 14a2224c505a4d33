export { AdminCustomers } from './ui/admin-customers.tsx';
export { amountProblem, financialProblems, financialDetailOf, documentIdOf, pageCount } from './rules.ts';
export type { FinancialForm, FinancialProblems } from './rules.ts';
