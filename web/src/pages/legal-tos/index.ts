export { LegalTosPage } from './ui/legal-tos-page.tsx';
