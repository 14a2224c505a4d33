import { LegalDocuments } from '../../../features/legal-documents/index.ts';

export function LegalPage() {
  return <LegalDocuments />;
}
