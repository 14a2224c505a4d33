import {
  type BrandRegistration,
  type WizardError,
  additionalQuestionsGet,
  industriesGet,
  industryGroupsFor,
  purposesGet,
  type ExistenceStatus,
  ApiError,
  businessRegister,
  businessRegistrationOf,
  registrationChoices,
  serverFieldErrors,
  screenOf,
  sourcesOfFundsGet,
  validateWizard,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $config } from '../../entities/brand/index.ts';
import { createEmailCheck, emailKey } from '../../entities/registrant/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { type WrapperDevice, mobileWrapperDevice } from '../../shared/lib/index.ts';
import { combinedLoadStatus } from '../../shared/ui/index.ts';
import { $draft, draftCleared, draftOpened, personLinked, removeDraftFx, screenShown } from './draft.ts';
import { type WizardForm, stepOf } from './lib.ts';

/** The page's language: the dictionaries carry it (spec 3 §7 "Dictionary methods carry lang"). */
export interface RegisterBusinessGateProps {
  lang: string;
}

/**
 * /register/business "first loads the business dictionaries (purpose of account, source of funds, industry,
 * additional questions)" (spec 3 §2): the four queries start when the page opens or its language changes; the
 * wizard shows once all four answered. A failure is shown inline with a retry (no popup).
 */
export const RegisterBusinessGate = createGate<RegisterBusinessGateProps>();
export const dictionariesRetried = createEvent();

type GateProps = RegisterBusinessGateProps;
const business = (p: GateProps) => ({ body: { lang: p.lang, kind: 'business' as const } });
export const purposesQuery = createApiQuery(purposesGet, { dialog: false, mapParams: business });
export const sourcesQuery = createApiQuery(sourcesOfFundsGet, { dialog: false, mapParams: business });
export const industriesQuery = createApiQuery(industriesGet, {
  dialog: false,
  mapParams: (p: GateProps) => ({ body: { lang: p.lang } }),
});
export const questionsQuery = createApiQuery(additionalQuestionsGet, { dialog: false, mapParams: business });
const queries = [purposesQuery, sourcesQuery, industriesQuery, questionsQuery] as const;
const starts = queries.map((q) => q.start);

const hasLang = (p: GateProps | Record<string, never> | null | undefined): p is GateProps =>
  typeof (p as GateProps | undefined)?.lang === 'string' && (p as GateProps).lang !== '';
sample({ clock: [RegisterBusinessGate.open, RegisterBusinessGate.state.updates], filter: hasLang, target: starts });
sample({ clock: dictionariesRetried, source: RegisterBusinessGate.state, filter: hasLang, target: starts });
sample({ clock: RegisterBusinessGate.open, target: draftOpened });

/** The four dictionaries as one section status, and the first failure as the user reads it. */
export const $dictionariesStatus = combine(
  queries.map((q) => q.$loadStatus),
  combinedLoadStatus,
);
export const $dictionariesError = combine(
  queries.map((q) => q.$message),
  (messages) => messages.find((m) => m !== null) ?? null,
);

/* ---- the brand (spec 3 §1) ---- */

interface BrandTerm {
  id: string;
  key: string;
  label: string;
  text: string;
  url: string;
}

/** The brand's registration keys from its public config (GET /session/config carries the brand config). */
export const $brand = $config.map((c): BrandRegistration & { terms: BrandTerm[] } => {
  const raw = (c ?? {}) as Partial<BrandRegistration> & { terms?: BrandTerm[] };
  return {
    allowRegistration: raw.allowRegistration ?? false,
    registrationPersonalTypes: raw.registrationPersonalTypes ?? [],
    registrationBusinessTypes: raw.registrationBusinessTypes ?? [],
    hideAdultIndustriesInRegistration: raw.hideAdultIndustriesInRegistration ?? true,
    sourceOfWealthEnable: raw.sourceOfWealthEnable ?? false,
    terms: Array.isArray(raw.terms) ? raw.terms : [],
  };
});
/** Spec 3 §1 "Paydek has registration disabled." (unknown until the brand's config is there: not said closed) */
export const $registrationAllowed = combine($config, $brand, (c, b) => c === null || registrationChoices(b).allowed);
export const $businessTypes = $brand.map((b) => registrationChoices(b).businessTypes);
export const $terms = $brand.map((b) => b.terms);
/** Spec 3 §1 "Paydek, fundstruab, fundstr and aplus hide adult-industry categories." */
export const $industryGroups = combine($brand, industriesQuery.$data, (brand, data) =>
  industryGroupsFor(brand, data?.groups ?? []),
);

/* ---- submit: show-all-errors (spec 3 §4) ---- */

/** One field's error: a rule's (a locale key under businessWizard.errors) or the server's own text (VF). */
export type FieldError = { kind: 'key'; key: string } | { kind: 'text'; text: string };

/**
 * Spec 3 §5 "A person who becomes a user needs an e-mail not already registered": the company e-mail (the owner's
 * login) and each user's e-mail are checked for existence when entered (entities/registrant: cached per value, an
 * e-mail the rule refuses never reaches the server; statuses 0 none, 1 exists, 2 checking, 3 employee, -1 error).
 */
const emailCheck = createEmailCheck();
export const emailEntered = emailCheck.checkRequested;
export const $emailStatuses = emailCheck.$statuses;
// someone already entered who becomes a user: their e-mail is checked now
sample({
  clock: personLinked,
  source: $draft,
  filter: (_, r) => r.role === 'user',
  fn: (d, r) => d.personList.find((p) => p.id === r.personId)?.email ?? '',
  target: emailEntered,
});
export const statusOfEmail = (statuses: Readonly<Record<string, ExistenceStatus>>, email: string): ExistenceStatus =>
  statuses[emailKey(email)] ?? 0;

/** Every rule of spec 3 §5 over the draft (contracts validateWizard), whether shown or not. */
export const $ruleErrors = combine(
  $draft,
  $brand,
  sourcesQuery.$data,
  purposesQuery.$data,
  $emailStatuses,
  (draft, brand, sources, purposes, statuses): WizardError[] =>
    validateWizard(draft, {
      sourceOfWealthEnable: brand.sourceOfWealthEnable,
      terms: brand.terms,
      businessTypes: registrationChoices(brand).businessTypes,
      emailStatus: (email) => statusOfEmail(statuses, email),
      specifiable: {
        sources: (sources?.items ?? []).filter((i) => i.specify === true).map((i) => i.id),
        purposes: (purposes?.items ?? []).filter((i) => i.specify === true).map((i) => i.id),
      },
    }),
);

export const submitPressed = createEvent();
/** Spec 3 §4 "A show-all-errors flag is raised on submit."; clear-all lowers it. */
export const $showAllErrors = createStore(false)
  .on(submitPressed, () => true)
  .reset(draftCleared);

/** The bot challenge's result (spec 3 §1 "whose result is sent as captcha"); never stored with the draft. */
export const captchaChanged = createEvent<string>();
export const $captcha = createStore('').on(captchaChanged, (_, token) => token);

export const registerMutation = createApiMutation(businessRegister, { dialog: false });

/** Spec 3 §3 "device, only when in the mobile wrapper": read when the page opens (shared/lib mobile-wrapper). */
export const deviceReadFx = createEffect((): WrapperDevice | null => mobileWrapperDevice());
export const $device = createStore<WrapperDevice | null>(null).on(deviceReadFx.doneData, (_, device) => device);
sample({ clock: RegisterBusinessGate.open, target: deviceReadFx });
export const $submitting = registerMutation.$pending;

/** The server's VF field errors by field path (spec 3 §5 "joined from their descriptions with commas"). */
export const $serverErrors = createStore<Record<string, string>>({})
  .on(registerMutation.finished.failure, (_, { error }) =>
    error instanceof ApiError && error.responseCode === 'VF' ? fieldErrorsOf(error.body) : {},
  )
  .reset([draftCleared, registerMutation.start]);
/** A failure that names no field: shown above the buttons; the draft stays as it was (nothing typed is lost). */
export const $submitError = createStore<Message | null>(null)
  .on(registerMutation.finished.failure, (_, { error }) => {
    if (error instanceof ApiError && error.responseCode === 'VF') {
      const general = fieldErrorsOf(error.body)[''];
      return general ? { text: general } : null;
    }
    return errorMessageFor(error);
  })
  .reset([draftCleared, registerMutation.start]);

function fieldErrorsOf(body: unknown): Record<string, string> {
  const list = (body as { validationErrors?: { field?: string; description: string }[] } | null)?.validationErrors;
  return serverFieldErrors(list);
}

/** A missing bot check is said at once, without a call (the server would refuse it too). */
const $captchaError = combine($showAllErrors, $captcha, (show, captcha) => show && captcha === '');

export const $shownErrors = combine(
  $showAllErrors,
  $ruleErrors,
  $serverErrors,
  $captchaError,
  (show, rules, server, captchaMissing): Record<string, FieldError> => {
    const out: Record<string, FieldError> = {};
    if (show) for (const e of rules) out[e.path] ??= { kind: 'key', key: e.rule };
    if (captchaMissing) out.captcha = { kind: 'key', key: 'captchaRequired' };
    for (const [path, text] of Object.entries(server)) if (path !== '') out[path] ??= { kind: 'text', text };
    return out;
  },
);

/** How many errors each step holds while they are shown (the steps' list marks them). */
export const $stepErrors = combine($shownErrors, $draft, (shown, draft) => {
  const out: Partial<Record<WizardForm, number>> = {};
  for (const path of Object.keys(shown)) {
    const step = path === 'captcha' ? 'legalForm' : stepOf({ path, screen: screenOf(path) }, draft);
    out[step] = (out[step] ?? 0) + 1;
  }
  return out;
});

/** Submit with errors: the first step holding one shows, and the page moves the focus to its first error. */
export const firstErrorShown = createEvent<WizardForm>();
export const $focusRequest = createStore(0).on(firstErrorShown, (n) => n + 1);

const checked = sample({
  clock: submitPressed,
  source: { errors: $ruleErrors, draft: $draft, captcha: $captcha, device: $device, pending: $submitting },
  filter: ({ pending }) => !pending,
});
sample({
  clock: checked,
  filter: ({ errors, captcha }) => errors.length > 0 || captcha === '',
  fn: ({ errors, draft }): WizardForm => (errors[0] ? stepOf(errors[0], draft) : 'legalForm'),
  target: firstErrorShown,
});
sample({
  clock: checked,
  filter: ({ errors, captcha }) => errors.length === 0 && captcha !== '',
  // spec 3 §3 "device, only when in the mobile wrapper": a browser outside it sends none
  fn: ({ draft, captcha, device }) => ({
    body: businessRegistrationOf(draft, device ? { captcha, device } : { captcha }),
  }),
  target: registerMutation.start,
});
sample({ clock: firstErrorShown, fn: (form) => ({ kind: 'form' as const, form }), target: screenShown });
// the server's field errors show like the rules' and the focus goes to the first
sample({
  clock: registerMutation.finished.failure,
  source: { server: $serverErrors, draft: $draft },
  filter: ({ server }) => Object.keys(server).some((k) => k !== ''),
  fn: ({ server, draft }): WizardForm => {
    const path = Object.keys(server).find((k) => k !== '') ?? '';
    return path === 'captcha' ? 'legalForm' : stepOf({ path, screen: screenOf(path) }, draft);
  },
  target: firstErrorShown,
});
sample({ clock: registerMutation.finished.failure, fn: () => '', target: captchaChanged });

/** After success: the e-mail the activation code went to; the draft is gone (spec 3 §4 activation follows). */
export const $registered = createStore<{ email: string } | null>(null)
  .on(registerMutation.finished.success, (_, { result }) => ({ email: result.email }))
  .reset(RegisterBusinessGate.close);
sample({ clock: registerMutation.finished.success, target: [removeDraftFx, draftCleared] });
