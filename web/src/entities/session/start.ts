import { businessAuthorisedUserGet } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  $actingCustomerId,
  type CustomerContext,
  customerAccessListFx,
  isBusinessType,
  loadContextFx,
} from '../customer/@x/session.ts';
import { createCallFx } from '../../shared/api/index.ts';
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

export const authorisedUserFx = createCallFx(businessAuthorisedUserGet, { dialog: false });

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

/**
 * Spec 1 §2 "Start page after login": load customer info (and a business's
 * access info), then ask startPageFor, making the one call it asks for, until
 * it names a place. Without customer info the session alone decides.
 */
export const resolveStartFx = createEffect(async (p: StartParams): Promise<StartResult> => {
  let ctx: CustomerContext;
  try {
    ctx = await loadContextFx();
  } catch {
    const to = startHrefFor(p.session, p.initialPath);
    return { target: { kind: 'path', to, usesInitialPath: to === p.initialPath }, authorisedUser: null };
  }
  const input = startInput(p, ctx);
  let authorisedUser: AuthorisedUserInfo | null = null;
  for (;;) {
    const page = startPageFor(input);
    if (page.kind === 'fetchAuthorisedUser') {
      try {
        const r = await authorisedUserFx();
        input.authorisedUser = {
          oldWebUrl: r.oldWebUrl,
          accountEmail: r.accountEmail,
          companyEmail: r.companyEmail,
          businessName: r.businessName,
        };
      } catch {
        input.authorisedUser = 'failed';
      }
    } else if (page.kind === 'fetchAccessList') {
      try {
        input.accessListSize = (await customerAccessListFx()).customerAccesses.length;
      } catch {
        input.accessListSize = 0;
      }
    } else {
      if (page.kind === 'authorisedUser') authorisedUser = page.info;
      const target = startTargetFor(page, p.initialPath);
      if (target) return { target, authorisedUser };
    }
  }
});

/** Where the start page sends a user who just signed in; null while it is being decided. */
export const $startTarget = createStore<StartTarget | null>(null)
  .on(resolveStartFx, () => null)
  .on(resolveStartFx.doneData, (_, r) => r.target)
  .reset(sessionEnded);
/** Spec 1 §2 step 3: the authorised-user info of a business without related accounts, kept for the session. */
export const $authorisedUser = createStore<AuthorisedUserInfo | null>(null)
  .on(resolveStartFx.doneData, (_, r) => r.authorisedUser)
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
sample({ clock: start, filter: resolveStartFx.pending.map((p) => !p), target: resolveStartFx });

/**
 * A model that signed somebody in itself (activation) or finished a step of
 * the way in (the two-factor migration skipped, KYC sent) goes on to the start
 * page: now, or as soon as it is decided.
 */
export const goToStartPage = createEvent();
export const leaveForFx = createEffect((url: string) => window.location.assign(url));
const $goPending = createStore(false).on([goToStartPage, startPageRequested], () => true);
const startReached = sample({
  clock: [goToStartPage, resolveStartFx.doneData],
  source: { pending: $goPending, target: $startTarget, resolving: resolveStartFx.pending },
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
