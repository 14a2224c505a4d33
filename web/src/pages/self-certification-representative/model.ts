import {
  type RepresentativeCertification,
  type RepresentativeFatcaCrsUpdateData,
  representativeFatcaCrsGet,
  representativeFatcaCrsUpdate,
} from '@app/contracts';
import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type PersonalForm,
  type PersonalProblems,
  personalFormFrom,
  personalPayload,
} from '../../features/self-certification-form/index.ts';
import { type Message, apiClient, errorMessageFor, loadStatusFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { loginHref, navigateFx } from '../../shared/routes/index.ts';
import { createGate } from 'effector-react';

/** Spec 1 §3 auth state "authSecret": kept for the tab, so a reload of the page still works. */
export const AUTH_SECRET_KEY = 'authSecret';

/**
 * Spec 1 §2: the page "needs an auth secret from the query or session".
 * Decision: the query parameter is `authSecret`; a secret in the query wins
 * over the stored one (a newer e-mail).
 */
export function authSecretFrom(search: string, stored: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('authSecret')?.trim();
  if (fromQuery) return fromQuery;
  return stored?.trim() ? stored.trim() : null;
}

export const pageOpened = createEvent();

/** Reads the secret, keeps it for the tab and drops it from the address (it authorises). */
export const readSecretFx = createEffect((): string | null => {
  const secret = authSecretFrom(window.location.search, sessionStorage.getItem(AUTH_SECRET_KEY));
  if (secret) sessionStorage.setItem(AUTH_SECRET_KEY, secret);
  const url = new URL(window.location.href);
  if (url.searchParams.has('authSecret')) {
    url.searchParams.delete('authSecret');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return secret;
});
export const forgetSecretFx = createEffect(() => sessionStorage.removeItem(AUTH_SECRET_KEY));

/**
 * The secret, not a session, authorises this call: an AU here says the link
 * expired, not that a signed-in user's session did, so it stays out of the
 * global error handling (createCallFx would sign the tab out).
 */
export const certificationFx = createEffect(async (authSecret: string) => {
  const answer = await apiClient.call(representativeFatcaCrsGet, { body: { authSecret } });
  return answer.certification;
});

/**
 * The load as a farfetched query over that effect (createApiQuery's createCallFx would sign out on AU): the
 * latest load wins, an older answer arriving late is dropped.
 */
export const certificationQuery = createQuery({ name: representativeFatcaCrsGet.id, effect: certificationFx });
concurrency(certificationQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: sessionEnded, target: certificationQuery.reset });
/** Each opening loads anew (the secret may be a newer one): the last opening's answer is not shown meanwhile. */
sample({ clock: pageOpened, target: certificationQuery.reset });
/**
 * The page's section status (shared/api's rule, loadStatusFor). A failed load sends the user back to login
 * (below), so 'failed' shows no error of its own, only the way out.
 */
export const $loadStatus = certificationQuery.$status.map((status) => loadStatusFor(status, false));

export const $certification = createStore<RepresentativeCertification | null>(null)
  .on(certificationQuery.finished.success, (_, { result }) => result)
  .reset(pageOpened, sessionEnded);

sample({ clock: pageOpened, target: readSecretFx });
sample({ clock: readSecretFx.doneData.filterMap((s) => s ?? undefined), target: certificationQuery.start });
// "otherwise back to login": no secret, or the certification does not load.
sample({
  clock: [readSecretFx.doneData.filter({ fn: (s) => s === null }), certificationQuery.finished.failure],
  fn: () => ({ to: loginHref, replace: true }),
  target: navigateFx,
});
sample({ clock: certificationQuery.finished.failure, fn: () => undefined, target: forgetSecretFx });

/** The screen's loads start when it opens. */
export const SelfCertificationRepresentativePageGate = createGate();
sample({ clock: SelfCertificationRepresentativePageGate.open, fn: () => undefined, target: pageOpened });

// Editing (spec 3 §7 "FATCA/CRS get and update for ... representative") ------------------------------------

/** The secret of this opening: the save is authorised by it too. */
export const $authSecret = createStore<string | null>(null)
  .on(readSecretFx.doneData, (_, secret) => secret)
  .reset(sessionEnded);

/** Like the load: the secret authorises the save, so an AU here is the link's, not a session's (no sign-out). */
export const saveFx = createEffect(async (body: RepresentativeFatcaCrsUpdateData) => {
  const answer = await apiClient.call(representativeFatcaCrsUpdate, { body });
  return answer.certification;
});
export const saveMutation = createMutation({ name: representativeFatcaCrsUpdate.id, effect: saveFx });

export const fieldsChanged = createEvent<Partial<PersonalForm>>();
/** Save pressed, with today's date (YYYY-MM-DD): a date of birth is before it. */
export const saveSubmitted = createEvent<{ today: string }>();

/** The form: the loaded certification; what is typed stays through a refused save. */
export const $form = createStore<PersonalForm | null>(null)
  .on(certificationQuery.finished.success, (_, { result }) => personalFormFrom(result))
  .on(fieldsChanged, (form, patch) => (form ? { ...form, ...patch } : form))
  .reset(pageOpened, sessionEnded);
export const $problems = createStore<PersonalProblems>({ fields: {}, taxIds: [] }).reset(pageOpened, sessionEnded);
export const $saveError = createStore<Message | null>(null)
  .on(saveMutation.start, () => null)
  .on(saveMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(pageOpened, sessionEnded);
/** 'Saved' shows after a save until the form is changed again. */
export const $saved = createStore(false)
  .on(saveMutation.finished.success, () => true)
  .reset(fieldsChanged, saveSubmitted, pageOpened, sessionEnded);
export const $saving = saveMutation.$pending;

$certification.on(saveMutation.finished.success, (_, { result }) => result);

const checked = sample({
  clock: saveSubmitted,
  source: { form: $form, saving: $saving },
  filter: ({ form, saving }) => form !== null && !saving,
  fn: ({ form }, { today }) => personalPayload(form as PersonalForm, today),
});
sample({ clock: checked, fn: (c) => (c.ok ? { fields: {}, taxIds: [] } : c.problems), target: $problems });
sample({
  clock: checked,
  source: $authSecret,
  filter: (secret, c) => secret !== null && c.ok,
  fn: (secret, c) => ({ authSecret: secret as string, ...(c.ok ? c.payload : ({} as never)) }),
  target: saveMutation.start,
});
