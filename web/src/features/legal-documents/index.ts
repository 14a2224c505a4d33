export { LegalDocuments } from './ui/legal-documents.tsx';
export { REVOKE_AFTER_MS } from './model.ts';
