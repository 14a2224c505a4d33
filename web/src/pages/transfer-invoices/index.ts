export { InvoicesPage } from './ui/invoices-page.tsx';
