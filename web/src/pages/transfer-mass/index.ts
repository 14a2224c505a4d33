export { TransferMassPage } from './ui/mass-hub-page.tsx';
export { TransferMassUploadPage } from './ui/mass-upload-page.tsx';
export { TransferMassConfirmPage } from './ui/mass-confirm-page.tsx';
