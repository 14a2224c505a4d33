export { AdminCustomers } from './ui/admin-customers.tsx';
