export { CompanyEmails } from './ui/company-emails.tsx';
