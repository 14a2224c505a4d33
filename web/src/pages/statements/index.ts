export { StatementsPage } from './ui/statements-page.tsx';
