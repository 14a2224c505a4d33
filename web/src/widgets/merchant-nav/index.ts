export { MerchantLayout } from './ui/merchant-layout.tsx';
