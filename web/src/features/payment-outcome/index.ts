export { PaymentOutcome } from './ui/payment-outcome.tsx';
export { outcomeTextKeys } from './lib.ts';
