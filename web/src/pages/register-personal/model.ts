import { ApiError, personalRegister } from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $config } from '../../entities/brand/index.ts';
import { createEmailCheck, createPhoneCheck } from '../../entities/registrant/index.ts';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { type WrapperDevice, mobileWrapperDevice } from '../../shared/lib/index.ts';
import {
  type FormField,
  type PersonalForm,
  emptyForm,
  formProblems,
  fullPhone,
  personalRegistrationOf,
  requestOf,
  serverErrorsOf,
} from './lib.ts';

/** /register/personal (spec 3 §1, §2, §4): the form, its checks, the registration; then the activation. */
export const RegisterPersonalGate = createGate();

export const emailCheck = createEmailCheck();
export const phoneCheck = createPhoneCheck();
/** Refusals show on their fields or above the form: never the error dialog, and the form keeps what was typed. */
export const registerMutation = createApiMutation(personalRegister, { dialog: false });

/** Spec 3 §3 "device, only when in the mobile wrapper": read when the page opens (shared/lib mobile-wrapper). */
const deviceReadFx = createEffect((): WrapperDevice | null => mobileWrapperDevice());
export const $device = createStore<WrapperDevice | null>(null).on(deviceReadFx.doneData, (_, device) => device);
sample({ clock: RegisterPersonalGate.open, target: deviceReadFx });

export const fieldChanged = createEvent<Partial<PersonalForm>>();
export const emailBlurred = createEvent();
export const phoneBlurred = createEvent();
export const submitted = createEvent();
const cleared = createEvent();

export const $brand = $config.map(personalRegistrationOf);
export const $form = createStore<PersonalForm>(emptyForm).on(fieldChanged, (form, change) => ({
  ...form,
  ...change,
}));
/** Spec 3 §4 "A show-all-errors flag is raised on submit" (the wizard's rule, kept here too). */
export const $showAll = createStore(false).on(submitted, () => true);
/** The server's field errors of the last refusal; a field's error goes once that field changes. */
export const $serverErrors = createStore<Partial<Record<FormField, string>>>({})
  .on(registerMutation.start, () => ({}))
  .on(registerMutation.finished.failure, (_, { error }) =>
    error instanceof ApiError && error.responseCode === 'VF' ? serverErrorsOf(error.body).fields : {},
  )
  .on(fieldChanged, (errors, change) => {
    const next = { ...errors };
    for (const key of Object.keys(change)) {
      const field = (key === 'phoneCode' ? 'phone' : key) as FormField;
      delete next[field];
    }
    return next;
  });
/** A refusal that names no field (a brand without registration) or a failure of another kind. */
export const $generalError = createStore<Message | null>(null)
  .on(registerMutation.start, () => null)
  .on(registerMutation.finished.failure, (_, { error }) => {
    if (error instanceof ApiError && error.responseCode === 'VF') {
      const { general, fields } = serverErrorsOf(error.body);
      if (general) return { text: general };
      return Object.keys(fields).length > 0 ? null : errorMessageFor(error);
    }
    return errorMessageFor(error);
  });
/** The registered e-mail once the registration is accepted: the page then asks for the activation code. */
export const $registered = createStore<string | null>(null).on(
  registerMutation.finished.success,
  (_, { params }) => (params as { body: { email: string } }).body.email,
);
export const $registering = registerMutation.$pending;

export const $problems = combine(
  $form,
  $brand,
  emailCheck.$statuses,
  phoneCheck.$statuses,
  (form, brand, emails, phones) =>
    brand
      ? formProblems(form, brand, {
          email: emails[form.email.trim().toLowerCase()] ?? 0,
          phone: phones[fullPhone(form).replace(/\D/g, '')] ?? 0,
        })
      : {},
);

// spec 3 §5: checked on leaving the field, cached per value (entities/registrant)
sample({ clock: emailBlurred, source: $form, fn: (form) => form.email, target: emailCheck.checkRequested });
sample({
  clock: phoneBlurred,
  source: $form,
  filter: (form) => form.phoneCode !== '' && form.phone.trim() !== '',
  fn: fullPhone,
  target: phoneCheck.checkRequested,
});

sample({
  clock: submitted,
  source: { form: $form, problems: $problems, pending: registerMutation.$pending, brand: $brand, device: $device },
  filter: ({ problems, pending, brand }) => !pending && brand?.allowed === true && Object.keys(problems).length === 0,
  fn: ({ form, device }) => ({ body: requestOf(form, device) }),
  target: registerMutation.start,
});

// Leaving after a registration starts the next one afresh; leaving with a form half done keeps it.
sample({
  clock: RegisterPersonalGate.close,
  source: $registered,
  filter: (registered) => registered !== null,
  target: [cleared, emailCheck.reset, phoneCheck.reset],
});
$form.reset(cleared);
$showAll.reset(cleared);
$serverErrors.reset(cleared);
$generalError.reset(cleared);
$registered.reset(cleared);
