export { IdentitySection } from './ui/identity-section.tsx';
