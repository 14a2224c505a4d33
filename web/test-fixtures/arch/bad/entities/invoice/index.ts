export { invoiceTitle } from './model.ts';
