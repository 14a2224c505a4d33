export { CompanyPage } from './ui/company-page.tsx';
