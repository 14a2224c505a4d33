export { PaymentOutcome } from './ui/payment-outcome.tsx';
