export { LegalPage } from './ui/legal-page.tsx';
