export { LoginApprovalPage } from './ui/login-approval-page.tsx';
