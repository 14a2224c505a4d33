import {
  type Customer,
  type DueDiligenceInfo,
  type LimitReason,
  type Profile,
  customerLimitReasonGet,
  profileGet,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { combineEvents, not } from 'patronum';
import {
  type Message,
  createApiQuery,
  createRoundStatus,
  errorMessageFor,
  loadOnce,
  requestThroughChunk,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type AccessInfo,
  type CustomerContext,
  $customer as $contextCustomer,
  contextFailed,
  contextLoaded,
  contextRequested,
  putCustomerFx,
} from '../customer/@x/verification.ts';
import { requiredActions } from './actions.ts';
import { statusBanner } from './banner.ts';
import { isBusinessCustomer, needsDueDiligenceInfo, requiredActionInputOf, verificationInputOf } from './input.ts';
import { verificationStatus } from './status.ts';

// Every screen using these shows its own error state: no global dialog.
export const profileQuery = createApiQuery(profileGet, { dialog: false });
export const limitReasonsQuery = createApiQuery(customerLimitReasonGet, { dialog: false });

export interface VerificationData {
  customer: Customer;
  profile: Profile;
  limitReasons: LimitReason[];
  isRepresentative: boolean;
  dueDiligence: DueDiligenceInfo | null;
}

/*
 * The due-diligence info (levels 1 and 4) is a chunk of its own, model/second-step.ts: most customers need none, and
 * /home's first render does not build its query (web README "Loading fast"). A request loads the chunk, then reaches
 * its query, which listens by then; a failed load counts as the call's failure ("nothing there"). The chunk starts
 * loading with the round when the customer context already tells that it will be asked.
 */
const loadSecondStep = loadOnce((): Promise<void> =>
  import('./model/second-step.ts').then((chunk) => chunk.connect({ dueDiligenceRequestFx, dueDiligenceAnswered })),
);
export const dueDiligenceRequestFx = requestThroughChunk<void>(loadSecondStep);
/** The chunk's answer: null when the call failed. */
export const dueDiligenceAnswered = createEvent<DueDiligenceInfo | null>();
const preloadSecondStepFx = createEffect(() => loadSecondStep().then(() => undefined));

/** "userIsRepresentative (when there is no balance info)", spec 1 §3: a business user whose access says so. */
export function isRepresentativeOf(business: boolean, accessInfo: AccessInfo | null): boolean {
  return business && accessInfo?.accessList?.balanceInfo !== true;
}

/** Ask for a (re)load: the banner on mount, screens after a change. */
export const verificationRequested = createEvent();

/*
 * One load ("round") is two steps. First, side by side, the customer context (entities/customer: customer info and a
 * business's access info), the profile and the limit reasons (they also tell an unverified customer's 'processing',
 * spec 1 §4 rule 6); then, knowing the customer, the due-diligence info (levels 1 and 4). Only the context and the
 * profile can fail the round; the limit reasons and the due-diligence info that fail count as "nothing there". A
 * request while a round runs is dropped. The limit reasons need nothing from the customer, so they do not wait for it:
 * a personal customer's round is one round trip, not two (the main layout holds /home's first paint for it).
 *
 * The customer is the context's answer, not a call of the round's own (web README "Loading fast": customer info was
 * asked twice before /home's first paint): a context answer no round has used yet (the one a signed-in start loaded
 * just before the layout asked for the round) is taken at once; otherwise the round waits for the context's load
 * under way, or asks the context to load again. A context that loads again outside a round (another acting customer,
 * spec 1 §6) starts a round with its answer, once a round has been asked (at the end of a round that runs then).
 */
const roundStarted = createEvent();
const roundFailed = createEvent<unknown>();
const roundDone = createEvent<VerificationData>();
const $roundRunning = createStore(false)
  .on(roundStarted, () => true)
  .on([roundDone, roundFailed], () => false)
  .reset(sessionEnded);
sample({ clock: verificationRequested, filter: not($roundRunning), target: roundStarted });
sample({ clock: roundStarted, fn: () => undefined, target: [profileQuery.start, limitReasonsQuery.start] });

/** The context's latest answer while no round has taken it. */
const $unusedContext = createStore<CustomerContext | null>(null).reset(sessionEnded);
const $awaitingContext = createStore(false).reset(sessionEnded);
const contextAnswered = sample({
  clock: contextLoaded,
  source: $awaitingContext,
  fn: (awaiting, context) => ({ awaiting, context }),
});
const $contextLoading = createStore(false)
  .on(contextRequested, () => true)
  .on([contextLoaded, contextFailed], () => false)
  .reset(sessionEnded);
/** The round's customer step: the context it uses. */
const contextTaken = createEvent<CustomerContext>();
sample({
  clock: roundStarted,
  source: $unusedContext,
  filter: (c) => c !== null,
  fn: (c) => c as CustomerContext,
  target: contextTaken,
});
const contextAwaited = sample({ clock: roundStarted, source: $unusedContext, filter: (c) => c === null });
sample({ clock: contextAwaited, fn: () => true, target: $awaitingContext });
sample({ clock: contextAwaited, filter: not($contextLoading), fn: () => undefined, target: contextRequested });
sample({
  clock: contextAnswered,
  filter: ({ awaiting }) => awaiting,
  fn: ({ context }) => context,
  target: contextTaken,
});
sample({
  clock: contextAnswered,
  filter: ({ awaiting }) => !awaiting,
  fn: ({ context }) => context,
  target: $unusedContext,
});
sample({ clock: contextFailed, filter: $awaitingContext, target: roundFailed });
sample({ clock: [contextTaken, contextFailed], fn: () => false, target: $awaitingContext });
sample({ clock: contextTaken, fn: () => null, target: $unusedContext });
// Once a round has been asked (or the acting customer changed), a context answer no round took starts one.
const $roundAsked = createStore(false)
  .on([roundStarted, putCustomerFx.done], () => true)
  .reset(sessionEnded);
sample({
  clock: [$unusedContext.updates, roundDone, roundFailed],
  source: { unused: $unusedContext, asked: $roundAsked, running: $roundRunning },
  filter: ({ unused, asked, running }) => unused !== null && asked && !running,
  fn: () => undefined,
  target: verificationRequested,
});

// The first step's two answers, kept in stores (the context can be taken in the tick that starts the round).
const $roundContext = createStore<CustomerContext | null>(null)
  .on(contextTaken, (_, c) => c)
  .reset([roundStarted, sessionEnded]);
const $roundProfile = createStore<Profile | null>(null)
  .on(profileQuery.finished.success, (_, { result }) => result.profile)
  .reset([roundStarted, sessionEnded]);
sample({
  clock: profileQuery.finished.failure,
  filter: $roundRunning,
  fn: ({ error }) => error,
  target: roundFailed,
});
interface Known {
  customer: Customer;
  profile: Profile;
  accessInfo: AccessInfo | null;
}
const $known = createStore<Known | null>(null).reset(sessionEnded);
const known = sample({
  clock: [contextTaken, profileQuery.finished.success],
  source: { context: $roundContext, profile: $roundProfile, running: $roundRunning },
  filter: ({ context, profile, running }) => context !== null && profile !== null && running,
  fn: ({ context, profile }): Known => {
    const c = context as CustomerContext;
    return { customer: c.customer, profile: profile as Profile, accessInfo: c.accessInfo };
  },
});
sample({ clock: known, target: $known });
const dueDiligence = ({ customer }: { customer: Customer }) => needsDueDiligenceInfo(customer.dueDiligenceLevel);
sample({
  clock: roundStarted,
  source: $contextCustomer,
  filter: (c) => c !== null && dueDiligence({ customer: c }),
  target: preloadSecondStepFx,
});
sample({ clock: known, filter: dueDiligence, fn: () => undefined, target: dueDiligenceRequestFx });

const secondStep = combineEvents({
  events: {
    limitReasons: merge([
      limitReasonsQuery.finished.success.map(({ result }) => result.reasons),
      limitReasonsQuery.finished.failure.map((): LimitReason[] => []),
    ]),
    dueDiligence: merge([
      dueDiligenceAnswered,
      dueDiligenceRequestFx.fail.map((): DueDiligenceInfo | null => null),
      known.filter({ fn: (k) => !dueDiligence(k) }).map(() => null),
    ]),
  },
  reset: roundStarted,
});
sample({
  clock: secondStep,
  source: $known,
  filter: (k) => k !== null,
  fn: (k, { limitReasons, dueDiligence }): VerificationData => {
    const { customer, profile, accessInfo } = k as Known;
    return {
      customer,
      profile,
      limitReasons,
      isRepresentative: isRepresentativeOf(isBusinessCustomer(customer.customerType), accessInfo),
      dueDiligence,
    };
  },
  target: roundDone,
});

export const $verificationData = createStore<VerificationData | null>(null)
  .on(roundDone, (_, d) => d)
  .reset(sessionEnded);
/** The round's status (it spans several queries); a failed reload keeps what is shown 'ready'. */
export const $verificationLoad = createRoundStatus({ started: roundStarted, done: roundDone, failed: roundFailed });
export const $verificationError = createStore<Message | null>(null)
  .on(roundStarted, () => null)
  .on(roundFailed, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

export const $requiredActions = $verificationData.map((d) =>
  d ? requiredActions(requiredActionInputOf(d.customer, d.profile)) : [],
);
export const $requiredActionCount = $requiredActions.map((a) => a.length);
export const $verificationStatus = combine($verificationData, $requiredActionCount, (d, count) =>
  d
    ? verificationStatus(
        verificationInputOf({
          customer: d.customer,
          profile: d.profile,
          limitReasons: d.limitReasons,
          isRepresentative: d.isRepresentative,
          requiredActionCount: count,
        }),
      )
    : null,
);
export const $statusBanner = combine($verificationStatus, $requiredActionCount, (status, count) =>
  status ? statusBanner(status, count) : null,
);
