export { PhonesSection } from './ui/phones-section.tsx';
export { phoneInput } from './model.ts';
