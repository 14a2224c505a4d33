export { LoginHistory } from './ui/login-history.tsx';
export { PAGE_SIZE, pageCount, rangeProblem } from './model.ts';
