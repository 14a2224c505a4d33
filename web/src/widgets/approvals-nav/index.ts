export { ApprovalsNav } from './ui/lazy.tsx';
