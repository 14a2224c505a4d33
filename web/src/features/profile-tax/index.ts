export { TaxSection } from './ui/tax-section.tsx';
