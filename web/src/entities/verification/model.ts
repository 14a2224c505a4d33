import {
  type Customer,
  type DueDiligenceInfo,
  type LimitReason,
  type Profile,
  customerInfoGet,
  customerLimitReasonGet,
  dueDiligenceInfoGet,
  profileGet,
  userAccessInfoGet,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
import { putCustomerFx } from '../customer/@x/verification.ts';
import { requiredActions } from './actions.ts';
import { statusBanner } from './banner.ts';
import { isBusinessCustomer, needsDueDiligenceInfo, requiredActionInputOf, verificationInputOf } from './input.ts';
import { verificationStatus } from './status.ts';

// Every screen using these shows its own error state: no global dialog.
export const customerFx = createCallFx(customerInfoGet, { dialog: false });
export const accessFx = createCallFx(userAccessInfoGet, { dialog: false });
export const profileFx = createCallFx(profileGet, { dialog: false });
export const limitReasonsFx = createCallFx(customerLimitReasonGet, { dialog: false });
export const dueDiligenceFx = createCallFx(dueDiligenceInfoGet, { dialog: false });

export interface VerificationData {
  customer: Customer;
  profile: Profile;
  limitReasons: LimitReason[];
  isRepresentative: boolean;
  dueDiligence: DueDiligenceInfo | null;
}

/** Everything the status, the action count and the banner need, in one go. */
export const loadVerificationFx = createEffect(async (): Promise<VerificationData> => {
  const [customerAnswer, profileAnswer] = await Promise.all([customerFx(), profileFx()]);
  const customer = customerAnswer.customer;
  if (!customer) throw new Error('customer info without a customer');
  const business = isBusinessCustomer(customer.customerType);
  const [limit, access, dd] = await Promise.all([
    // Limit reasons also tell an unverified customer's 'processing' (spec 1 §4 rule 6).
    limitReasonsFx().catch(() => ({ reasons: [] as LimitReason[] })),
    business ? accessFx().catch(() => null) : Promise.resolve(null),
    needsDueDiligenceInfo(customer.dueDiligenceLevel) ? dueDiligenceFx().catch(() => null) : Promise.resolve(null),
  ]);
  // "userIsRepresentative (when there is no balance info)", spec 1 §3.
  const accessList = access?.customerAccessInfo?.accessList;
  const isRepresentative = business && access !== null && accessList?.balanceInfo !== true;
  return {
    customer,
    profile: profileAnswer.profile,
    limitReasons: limit.reasons,
    isRepresentative,
    dueDiligence: dd?.info ?? null,
  };
});

/** Ask for a (re)load: the banner on mount, screens after a change. */
export const verificationRequested = createEvent();

export const $verificationData = createStore<VerificationData | null>(null)
  .on(loadVerificationFx.doneData, (_, d) => d)
  .reset(sessionEnded);
export const $verificationLoad = createStore<LoadStatusValue>('idle')
  .on(loadVerificationFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadVerificationFx.done, () => 'ready')
  .on(loadVerificationFx.fail, (s) => (s === 'ready' ? s : 'failed'))
  .reset(sessionEnded);
export const $verificationError = createStore<Message | null>(null)
  .on(loadVerificationFx, () => null)
  .on(loadVerificationFx.failData, (_, e) => errorMessageFor(e))
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

sample({ clock: verificationRequested, filter: loadVerificationFx.pending.map((p) => !p), target: loadVerificationFx });
// Another acting customer (spec 1 §6): its own status and banner.
sample({ clock: putCustomerFx.done, target: verificationRequested });
