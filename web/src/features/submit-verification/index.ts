export { SubmitVerification } from './ui/submit-verification.tsx';
