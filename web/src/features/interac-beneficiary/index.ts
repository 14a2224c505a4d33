export { interacBeneficiary } from './model.ts';
export { InteracBeneficiaryFields } from './ui/interac-fields.tsx';
