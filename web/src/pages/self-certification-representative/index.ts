export { SelfCertificationRepresentativePage } from './ui/self-certification-representative-page.tsx';
