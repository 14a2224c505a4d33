// Public API of features/bank-beneficiary: the beneficiary block of wire and eft transfers (the beneficiary-block
// interface of /transfer/external: a singleton model and its fields).
export { bankBeneficiary } from './model/model.ts';
export type { BankBeneficiaryPayload } from './model/rules.ts';
export { BankBeneficiaryFields } from './ui/bank-beneficiary-fields.tsx';
