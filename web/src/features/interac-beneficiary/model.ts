import { type Store, combine, createEvent, createStore } from 'effector';
import {
  type BeneficiaryBlock,
  type BeneficiaryContext,
  shownProblem,
} from '../../entities/external-transfer/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type InteracContact, type InteracPayload, interacPayload, interacProblems, prefillOf } from './lib.ts';

/**
 * The Interac e-Transfer beneficiary block of /transfer/external: the recipient's name and exactly one of their
 * e-mail and Canadian mobile number (autodeposit, contracts `interacTransfer`). It loads nothing.
 */

export type InteracField = 'beneficiaryName' | 'email' | 'phone';

export const contextChanged = createEvent<BeneficiaryContext>();
export const submitAttempted = createEvent();
export const prefilled = createEvent<Record<string, unknown>>();
export const reset = createEvent();
export const nameChanged = createEvent<string>();
export const contactChosen = createEvent<InteracContact>();
export const emailChanged = createEvent<string>();
export const phoneChanged = createEvent<string>();
export const fieldLeft = createEvent<InteracField>();

const cleared = [reset, sessionEnded];
export const $beneficiaryName = createStore('')
  .on(nameChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).beneficiaryName ?? v)
  .reset(cleared);
export const $contact = createStore<InteracContact>('email')
  .on(contactChosen, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).contact ?? v)
  .reset(cleared);
export const $email = createStore('')
  .on(emailChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).email ?? v)
  .reset(cleared);
export const $phone = createStore('')
  .on(phoneChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).phone ?? v)
  .reset(cleared);
const $left = createStore<Record<InteracField, boolean>>({ beneficiaryName: false, email: false, phone: false })
  .on(fieldLeft, (left, f) => ({ ...left, [f]: true }))
  .reset(cleared);
const $attempted = createStore(false)
  .on(submitAttempted, () => true)
  .reset(cleared);

const $input = combine({ beneficiaryName: $beneficiaryName, contact: $contact, email: $email, phone: $phone });
export const $payload: Store<InteracPayload | null> = $input.map(interacPayload);
/** Each field's problem once it was left or a submit was attempted (locale keys under `interacPayee`). */
export const $errors = combine($input, $left, $attempted, (input, left, attempted) => {
  const p = interacProblems(input);
  return {
    beneficiaryName: shownProblem(p.beneficiaryName, left.beneficiaryName, attempted),
    email: shownProblem(p.email, left.email, attempted),
    phone: shownProblem(p.phone, left.phone, attempted),
  };
});

/** The beneficiary-block interface (see the page): the singleton the page drives. */
export const interacBeneficiary: BeneficiaryBlock<InteracPayload> = {
  $payload,
  contextChanged,
  submitAttempted,
  prefilled,
  reset,
};
