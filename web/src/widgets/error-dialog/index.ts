export { ErrorDialog } from './ui/error-dialog.tsx';
