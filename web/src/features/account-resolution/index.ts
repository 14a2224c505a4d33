export { AccountResolutionSection } from './ui/account-resolution.tsx';
