// Public API of features/bank-beneficiary: the beneficiary block of wire and eft transfers (the beneficiary-block
// interface of /transfer/external: a singleton model and its fields). Its payload type is model/rules.ts
// BankBeneficiaryPayload; the page reads it through its own block interface, so it is not exported here.
export { bankBeneficiary } from './model/model.ts';
export { BankBeneficiaryFields } from './ui/bank-beneficiary-fields.tsx';
