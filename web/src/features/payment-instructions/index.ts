export { instructionsStarted } from './model.ts';
export { PaymentInstructions } from './ui/payment-instructions.tsx';
