export { SelfCertificationPage } from './ui/self-certification-page.tsx';
