export {
  instructionsStarted,
  instructionShown,
  instructionsFx,
  viewedFx,
  $instructions,
  $instructionsStatus,
} from './model.ts';
export { PaymentInstructions } from './ui/payment-instructions.tsx';
