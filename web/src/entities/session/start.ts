import { createEffect, createEvent, createStore, sample } from 'effector';
// patronum's operators one by one: its barrel would take every operator into /login's start chunk (vite.config.ts)
import { and } from 'patronum/and';
import { not } from 'patronum/not';
import {
  $actingCustomerId,
  type CustomerContext,
  accessListAnswered,
  accessListRequested,
  contextFailed,
  contextLoaded,
  contextRequested,
  isBusinessType,
} from '../customer/@x/session.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import { $intendedPath, $session, type AuthedState, intendedPathUsed, sessionFx } from './model.ts';
import {
  type AuthorisedUserInfo,
  type StartPageInput,
  type StartTarget,
  startHrefFor,
  startPageFor,
  startTargetFor,
} from './start-page.ts';

/*
 * The authorised-user call (spec 1 §2 step 3) is a chunk of its own, start-calls.ts, loaded when the start page asks
 * for it: its farfetched query and contract are not in /login's start chunk (web README "Loading fast"). The chunk
 * is loaded first (once; a failed load is tried again next time and answers like a failed call), then its query is
 * told to start.
 */
let calls: Promise<void> | undefined;
const loadCallsFx = createEffect(
  () =>
    (calls ??= import('./start-calls.ts').then(
      () => undefined,
      (error: unknown) => {
        calls = undefined;
        throw error;
      },
    )),
);
/** The authorised-user query starts on this (start-calls.ts) and answers with authorisedUserAnswered. */
export const authorisedUserCallAsked = createEvent();
export const authorisedUserAnswered = createEvent<AuthorisedUserInfo | 'failed'>();
const authorisedUserFx = createEffect(() => loadCallsFx());
sample({ clock: authorisedUserFx.done, fn: () => undefined, target: authorisedUserCallAsked });
sample({ clock: authorisedUserFx.fail, fn: () => 'failed' as const, target: authorisedUserAnswered });

export interface StartParams {
  session: AuthedState;
  initialPath: string | null;
  customCustomerId: boolean;
}

export interface StartResult {
  target: StartTarget;
  authorisedUser: AuthorisedUserInfo | null;
}

/**
 * FATCA: the spec names the action, not where it comes from. We read the
 * tax-residency self-certification status where the user state keeps it
 * (spec 1 §3 customerAccessInfo), or the same field on customer info.
 */
export function fatcaActionRequired(ctx: CustomerContext): boolean {
  const status =
    (ctx.accessInfo as { taxResidencySelfCertificationDocumentStatus?: unknown } | null)
      ?.taxResidencySelfCertificationDocumentStatus ??
    (ctx.customer as { taxResidencySelfCertificationDocumentStatus?: unknown })
      .taxResidencySelfCertificationDocumentStatus;
  return status === 'none' || status === 'rejected';
}

export function startInput(p: StartParams, ctx: CustomerContext): StartPageInput {
  const c = ctx.customer;
  return {
    loggedIn: true,
    termsPending: false,
    useOldWeb: c.useOldWeb === true,
    oldWebUrl: c.oldWebUrl,
    customCustomerId: p.customCustomerId,
    isAdmin: c.isAdmin,
    isBusiness: isBusinessType(c.customerType),
    hasRelatedAccounts: c.isHaveRelatedAccounts,
    authorisedUser: 'unknown',
    accessListSize: 'unknown',
    needsProfileUpdate: c.isNeedPersonalInfoUpdate,
    needsKyc: c.isNeedKyc || ctx.accessInfo?.isNeedKyc === true,
    fatcaActionRequired: fatcaActionRequired(ctx),
    initialPath: p.initialPath,
  };
}

/** One step of spec 1 §2's start page: the one call startPageFor asks for, or the place it names. */
export type StartStep =
  { kind: 'fetchAuthorisedUser' } | { kind: 'fetchAccessList' } | { kind: 'decided'; result: StartResult };

export function startStep(input: StartPageInput, initialPath: string | null): StartStep {
  const page = startPageFor(input);
  const target = startTargetFor(page, initialPath);
  if (target === null) return { kind: page.kind === 'fetchAccessList' ? 'fetchAccessList' : 'fetchAuthorisedUser' };
  return { kind: 'decided', result: { target, authorisedUser: page.kind === 'authorisedUser' ? page.info : null } };
}

/** Without customer info the session alone decides (spec 1 §2). */
export function startWithoutContext(p: StartParams): StartResult {
  const to = startHrefFor(p.session, p.initialPath);
  return { target: { kind: 'path', to, usesInitialPath: to === p.initialPath }, authorisedUser: null };
}

/*
 * Spec 1 §2 "Start page after login": load the customer's context (customer info, and a business's access
 * info), then ask startPageFor, making the one call it asks for (the authorised-user info, the access list),
 * until it names a place. A start asked for while one is being decided is dropped.
 */
const begun = createEvent<StartParams>();
const stepped = createEvent<StartPageInput>();
const decided = createEvent<StartResult>();
const $params = createStore<StartParams | null>(null)
  .on(begun, (_, p) => p)
  .reset(sessionEnded);
const $input = createStore<StartPageInput | null>(null)
  .on(stepped, (_, input) => input)
  .reset(begun, sessionEnded);
const $deciding = createStore(false)
  .on(begun, () => true)
  .on(decided, () => false)
  .reset(sessionEnded);
const $awaitingContext = and(
  $deciding,
  $input.map((input) => input === null),
);

sample({ clock: begun, fn: () => undefined, target: contextRequested });
sample({
  clock: contextLoaded,
  source: $params,
  filter: $awaitingContext,
  fn: (p, ctx) => startInput(p as StartParams, ctx),
  target: stepped,
});
sample({
  clock: contextFailed,
  source: $params,
  filter: $awaitingContext,
  fn: (p) => startWithoutContext(p as StartParams),
  target: decided,
});
const step = sample({ clock: stepped, source: $params, fn: (p, input) => startStep(input, p?.initialPath ?? null) });
sample({
  clock: step,
  filter: (s) => s.kind === 'fetchAuthorisedUser',
  fn: () => undefined,
  target: authorisedUserFx,
});
sample({
  clock: step,
  filter: (s) => s.kind === 'fetchAccessList',
  fn: () => undefined,
  target: accessListRequested,
});
sample({ clock: step.filterMap((s) => (s.kind === 'decided' ? s.result : undefined)), target: decided });
/** The call the decision waits for; an answer to the same call asked by somebody else is not taken. */
const $waitsFor = createStore<'authorisedUser' | 'accessList' | null>(null)
  .on(step, (_, s) =>
    s.kind === 'fetchAuthorisedUser' ? 'authorisedUser' : s.kind === 'fetchAccessList' ? 'accessList' : null,
  )
  .reset(begun, decided, sessionEnded);
sample({
  clock: authorisedUserAnswered,
  source: { input: $input, waitsFor: $waitsFor },
  filter: ({ waitsFor }) => waitsFor === 'authorisedUser',
  fn: ({ input }, answer): StartPageInput => ({ ...(input as StartPageInput), authorisedUser: answer }),
  target: stepped,
});
sample({
  clock: accessListAnswered,
  source: { input: $input, waitsFor: $waitsFor },
  filter: ({ waitsFor }) => waitsFor === 'accessList',
  fn: ({ input }, list): StartPageInput => ({ ...(input as StartPageInput), accessListSize: list?.length ?? 0 }),
  target: stepped,
});

/** Where the start page sends a user who just signed in; null while it is being decided. */
export const $startTarget = createStore<StartTarget | null>(null)
  .on(begun, () => null)
  .on(decided, (_, r) => r.target)
  .reset(sessionEnded);
/** Spec 1 §2 step 3: the authorised-user info of a business without related accounts, kept for the session. */
export const $authorisedUser = createStore<AuthorisedUserInfo | null>(null)
  .on(decided, (_, r) => r.authorisedUser)
  .reset(sessionEnded);
/** A screen that finished its step (KYC, profile update) asks for the start page again. */
export const startPageRequested = createEvent();

const start = sample({
  clock: [sessionFx.doneData.filter({ fn: (s) => s.authed }), startPageRequested],
  source: { session: $session, initialPath: $intendedPath, acting: $actingCustomerId },
  filter: ({ session }) => session !== null,
  fn: ({ session, initialPath, acting }): StartParams => {
    const s = session as AuthedState & { actingCustomerId?: unknown };
    const fromSession = typeof s.actingCustomerId === 'number' && s.actingCustomerId !== s.customerId;
    return { session: s, initialPath, customCustomerId: acting !== null || fromSession };
  },
});
sample({ clock: start, filter: not($deciding), target: begun });

/**
 * A model that signed somebody in itself (activation) or finished a step of
 * the way in (the two-factor migration skipped, KYC sent) goes on to the start
 * page: now, or as soon as it is decided.
 */
export const goToStartPage = createEvent();
export const leaveForFx = createEffect((url: string) => window.location.assign(url));
const $goPending = createStore(false).on([goToStartPage, startPageRequested], () => true);
const startReached = sample({
  clock: [goToStartPage, decided],
  source: { pending: $goPending, target: $startTarget, resolving: $deciding },
  filter: ({ pending, target, resolving }) => pending && !resolving && target !== null,
  fn: ({ target }) => target as StartTarget,
});
$goPending.reset(startReached, sessionEnded);
sample({
  clock: startReached,
  filter: (target) => target.kind === 'path',
  fn: (target) => ({ to: target.kind === 'path' ? target.to : '/', replace: true }),
  target: navigateFx,
});
sample({
  clock: startReached,
  filter: (target) => target.kind === 'external',
  fn: (target) => (target.kind === 'external' ? target.url : ''),
  target: leaveForFx,
});
sample({
  clock: startReached,
  filter: (target) => target.kind === 'path' && target.usesInitialPath,
  target: intendedPathUsed,
});
