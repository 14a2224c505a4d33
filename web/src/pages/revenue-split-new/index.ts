export { NewContractPage } from './ui/new-contract-page.tsx';
