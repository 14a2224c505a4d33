export { AccountConfirmationButton } from './ui/account-confirmation-button.tsx';
