export { MerchantWebhookLogPage } from './ui/merchant-webhook-log-page.tsx';
