export { cryptoBeneficiary } from './model.ts';
export { CryptoBeneficiaryFields } from './ui/crypto-fields.tsx';
