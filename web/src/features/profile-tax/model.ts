import {
  type TaxNumberForm,
  type TaxNumberProblem,
  type TinMissingReason,
  taxNumberPayload,
  taxNumberUpdate,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { createKeyedMutation } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The section's one action: its calls share this key. */
export const SAVE = 'save';

/** A refusal shows under the form, which keeps what was typed (no error dialog). */
export const saveMutation = createKeyedMutation(taxNumberUpdate, { key: () => SAVE, dialog: false });

export interface TaxSectionValues {
  taxCountryCode?: string;
  tinMissingReason?: TinMissingReason;
  isBusiness: boolean;
}

/** The section is on screen with the profile's values; leaving /profile forgets the form. */
export const TaxSectionGate = createGate<TaxSectionValues>();

export const fieldsChanged = createEvent<Partial<TaxNumberForm>>();
export const saveSubmitted = createEvent();

/** The form as the section opens: the stored country and reason, a number typed anew. */
export function initialTaxForm(values: TaxSectionValues): TaxNumberForm {
  return {
    countryCode: values.taxCountryCode ?? '',
    taxId: '',
    tinMissingReason: values.tinMissingReason ?? '',
    tinMissingExplanation: '',
    isBusiness: values.isBusiness,
  };
}

const forget = [TaxSectionGate.close, sessionEnded];

export const $form = createStore<TaxNumberForm>(initialTaxForm({ isBusiness: false }))
  .on(TaxSectionGate.open, (_, values) => initialTaxForm(values))
  .on(fieldsChanged, (form, patch) => ({ ...form, ...patch }))
  // the number is not kept once saved: the profile shows it
  .on(saveMutation.succeeded, (form) => ({ ...form, taxId: '' }))
  .reset(forget);
// Decision: the business flag follows the customer's data as it arrives (it may load after the section opens),
// so the number's name and the spec 3 §5 check use the same table row.
sample({
  clock: TaxSectionGate.state,
  source: $form,
  // the gate's state is empty ({}) while the section is closed
  filter: (form, values) => typeof values.isBusiness === 'boolean' && form.isBusiness !== values.isBusiness,
  fn: (form, values) => ({ ...form, isBusiness: values.isBusiness }),
  target: $form,
});

export const $problems = createStore<Partial<Record<keyof TaxNumberForm, TaxNumberProblem>>>({}).reset(forget);
/** 'Saved' shows after a save until the form is changed again. */
export const $saved = createStore(false)
  .on(saveMutation.succeeded, () => true)
  .reset(fieldsChanged, ...forget);

type Checked = ReturnType<typeof taxNumberPayload>;
const isValid = (result: Checked): result is Extract<Checked, { ok: true }> => result.ok;
const checked = sample({ clock: saveSubmitted, source: $form, fn: (form) => taxNumberPayload(form) });
sample({
  clock: checked,
  fn: (result) => (result.ok ? {} : result.problems),
  target: $problems,
});
sample({
  clock: checked,
  filter: isValid,
  fn: (result) => ({ body: result.payload }),
  target: saveMutation.start,
});
sample({ clock: TaxSectionGate.close, target: saveMutation.reset });
// a change shows at once: the profile and what remains for verification load again
sample({ clock: saveMutation.succeeded, fn: () => undefined, target: [profileRequested, verificationRequested] });
