export { instantBeneficiary } from './model.ts';
export { InstantBeneficiaryFields } from './ui/instant-fields.tsx';
