export { AddressesSection } from './ui/addresses-section.tsx';
