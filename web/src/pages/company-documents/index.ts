export { CompanyDocumentsPage } from './ui/company-documents-page.tsx';
