export { AddressesSection } from './ui/addresses-section.tsx';
export { addressPayload } from './model.ts';
