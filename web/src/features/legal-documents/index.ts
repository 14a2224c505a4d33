export { LegalDocuments } from './ui/legal-documents.tsx';
