export { PhonesSection } from './ui/phones-section.tsx';
