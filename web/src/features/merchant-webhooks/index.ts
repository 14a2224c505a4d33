export { WebhooksSection } from './ui/webhooks-section.tsx';
