// Public API of entities/external-transfer: the rules of external transfers (spec 2 §3-§6, §9) live in
// model/rules.ts and model/fields.ts. An index.ts exports only what is used outside its slice
// (scripts/slice-exports.ts): the /transfer/external screen's names are below; a beneficiary block adds its own.
export { offeredExternalTypes, templateUsability, repeatOf, paymentStatusText, amountWithFee } from './model/rules.ts';
export { externalLinkOf, externalLinkSearch } from './model/link.ts';
export { massMethodOf, offeredMass, offersMass } from './model/mass.ts';
export type { MassKind } from './model/mass.ts';
export type { TransferPermission, RepeatUpdate } from './model/rules.ts';
export { normaliseBankDetails, ibanDetailFields, swiftDetailFields } from './model/rules.ts';
export { payoutCardCheck } from './model/fields.ts';
export { ibanCheck, bicCheck, localPaymentGroup, bankFieldsFor } from './model/fields.ts';
export type { PayoutCardProblem } from './model/fields.ts';
export { shownProblem } from './model/block.ts';
export type { BeneficiaryBlock, BeneficiaryContext } from './model/block.ts';
