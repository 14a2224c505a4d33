export { CustomerAccessPage } from './ui/customer-access-page.tsx';
export { AuthorisedUserLoginPage } from './ui/authorised-user-login-page.tsx';
