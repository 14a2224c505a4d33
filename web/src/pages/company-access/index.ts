export { CompanyAccessPage } from './ui/company-access-page.tsx';
