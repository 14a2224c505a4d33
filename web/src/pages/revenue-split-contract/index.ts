export { ContractPage } from './ui/contract-page.tsx';
