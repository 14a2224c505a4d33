export { EmailsSection } from './ui/emails-section.tsx';
