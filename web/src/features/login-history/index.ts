export { LoginHistory } from './ui/login-history.tsx';
