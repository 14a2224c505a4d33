import {
  type Customer,
  type DueDiligenceInfo,
  type LimitReason,
  type Profile,
  customerInfoGet,
  customerLimitReasonGet,
  profileGet,
  type userAccessInfoGet,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { combineEvents, not } from 'patronum';
import type { z } from 'zod';
import {
  type Message,
  createApiQuery,
  createRoundStatus,
  errorMessageFor,
  loadOnce,
  requestThroughChunk,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { $customer as $contextCustomer, putCustomerFx } from '../customer/@x/verification.ts';
import { requiredActions } from './actions.ts';
import { statusBanner } from './banner.ts';
import { isBusinessCustomer, needsDueDiligenceInfo, requiredActionInputOf, verificationInputOf } from './input.ts';
import { verificationStatus } from './status.ts';

// Every screen using these shows its own error state: no global dialog.
export const customerQuery = createApiQuery(customerInfoGet, { dialog: false });
export const profileQuery = createApiQuery(profileGet, { dialog: false });
export const limitReasonsQuery = createApiQuery(customerLimitReasonGet, { dialog: false });

export interface VerificationData {
  customer: Customer;
  profile: Profile;
  limitReasons: LimitReason[];
  isRepresentative: boolean;
  dueDiligence: DueDiligenceInfo | null;
}

type AccessAnswer = z.output<typeof userAccessInfoGet.response>;

/*
 * The second step's calls, a business's access info and the due-diligence info (levels 1 and 4), are a chunk of
 * their own, model/second-step.ts: most customers need neither, and /home's first render does not build their
 * queries (web README "Loading fast"). A request loads the chunk, then reaches its query, which listens by then; a
 * failed load counts as the call's failure ("nothing there"). The chunk starts loading with the round when the
 * customer context already tells that one of them will be asked.
 */
const loadSecondStep = loadOnce((): Promise<void> =>
  import('./model/second-step.ts').then((chunk) =>
    chunk.connect({ accessRequestFx, dueDiligenceRequestFx, accessAnswered, dueDiligenceAnswered }),
  ),
);
export const accessRequestFx = requestThroughChunk<void>(loadSecondStep);
export const dueDiligenceRequestFx = requestThroughChunk<void>(loadSecondStep);
/** The chunk's answers: null when the call failed. */
export const accessAnswered = createEvent<AccessAnswer | null>();
export const dueDiligenceAnswered = createEvent<DueDiligenceInfo | null>();
const preloadSecondStepFx = createEffect(() => loadSecondStep().then(() => undefined));

/** "userIsRepresentative (when there is no balance info)", spec 1 §3: a business user whose access says so. */
export function isRepresentativeOf(business: boolean, access: AccessAnswer | null): boolean {
  return business && access !== null && access.customerAccessInfo?.accessList?.balanceInfo !== true;
}

/** Ask for a (re)load: the banner on mount, screens after a change. */
export const verificationRequested = createEvent();

/*
 * One load ("round") is two steps: customer info, the profile and the limit reasons (they also tell an unverified
 * customer's 'processing', spec 1 §4 rule 6) side by side; then, knowing the customer, a business's access info and
 * the due-diligence info (levels 1 and 4) side by side. Only customer info and the profile can fail the round; the
 * limit reasons and a second-step call that fail count as "nothing there". A request while a round runs is dropped.
 * The limit reasons need nothing from the customer, so they do not wait for it: a personal customer's round is one
 * round trip, not two (the main layout holds /home's first paint for it, web README "Loading fast").
 */
const roundStarted = createEvent();
const roundFailed = createEvent<unknown>();
const roundDone = createEvent<VerificationData>();
const $roundRunning = createStore(false)
  .on(roundStarted, () => true)
  .on([roundDone, roundFailed], () => false)
  .reset(sessionEnded);
sample({ clock: verificationRequested, filter: not($roundRunning), target: roundStarted });
sample({
  clock: roundStarted,
  fn: () => undefined,
  target: [customerQuery.start, profileQuery.start, limitReasonsQuery.start],
});

const firstStep = combineEvents({
  events: { customer: customerQuery.finished.success, profile: profileQuery.finished.success },
  reset: roundStarted,
});
sample({
  clock: [customerQuery.finished.failure, profileQuery.finished.failure],
  filter: $roundRunning,
  fn: ({ error }) => error,
  target: roundFailed,
});
sample({
  clock: firstStep,
  filter: ({ customer }) => !customer.result.customer,
  fn: () => new Error('customer info without a customer'),
  target: roundFailed,
});
const $known = createStore<{ customer: Customer; profile: Profile } | null>(null).reset(sessionEnded);
const known = sample({
  clock: firstStep,
  filter: ({ customer }) => customer.result.customer !== undefined,
  fn: ({ customer, profile }) => ({ customer: customer.result.customer as Customer, profile: profile.result.profile }),
});
sample({ clock: known, target: $known });
const business = ({ customer }: { customer: Customer }) => isBusinessCustomer(customer.customerType);
const dueDiligence = ({ customer }: { customer: Customer }) => needsDueDiligenceInfo(customer.dueDiligenceLevel);
sample({
  clock: roundStarted,
  source: $contextCustomer,
  filter: (c) => c !== null && (business({ customer: c }) || dueDiligence({ customer: c })),
  target: preloadSecondStepFx,
});
sample({ clock: known, filter: business, fn: () => undefined, target: accessRequestFx });
sample({ clock: known, filter: dueDiligence, fn: () => undefined, target: dueDiligenceRequestFx });

const secondStep = combineEvents({
  events: {
    limitReasons: merge([
      limitReasonsQuery.finished.success.map(({ result }) => result.reasons),
      limitReasonsQuery.finished.failure.map((): LimitReason[] => []),
    ]),
    access: merge([
      accessAnswered,
      accessRequestFx.fail.map((): AccessAnswer | null => null),
      known.filter({ fn: (k) => !business(k) }).map(() => null),
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
  fn: (k, { limitReasons, access, dueDiligence }): VerificationData => {
    const { customer, profile } = k as { customer: Customer; profile: Profile };
    return {
      customer,
      profile,
      limitReasons,
      isRepresentative: isRepresentativeOf(isBusinessCustomer(customer.customerType), access),
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

// Another acting customer (spec 1 §6): its own status and banner.
sample({ clock: putCustomerFx.done, target: verificationRequested });
