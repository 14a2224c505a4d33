export { ReceivePage } from './ui/receive-page.tsx';
