export { MerchantApiKeyPage } from './ui/api-key-page.tsx';
export { MerchantApiLogPage } from './ui/api-log-page.tsx';
