export { CompanyEmailsPage } from './ui/company-emails-page.tsx';
