// Public API of entities/external-transfer: the rules of external transfers (spec 2 §3-§6, §9) live in
// model/rules.ts and model/fields.ts. Nothing outside the slice uses them yet, and an index.ts exports only what is
// used outside its slice (scripts/slice-exports.ts), so the /transfer/external screens add their names here.
export {};
export { payoutCardCheck } from './model/fields.ts';
export type { PayoutCardProblem } from './model/fields.ts';
