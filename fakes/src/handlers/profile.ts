import type { z } from 'zod';
import { randomBytes } from 'node:crypto';
import {
  addressConfirm,
  addressCreate,
  addressDelete,
  addressInquiryGet,
  addressReplace,
  customerIdentityVerificationStart,
  customerVerify,
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  identityVerificationGet,
  identityVerificationStart,
  phoneAdd,
  phoneConfirm,
  phoneReplace,
  phoneVerify,
  profileGet,
  taxNumberUpdate,
  videoIdentityJobGet,
  type IdentityProvider,
  type TaxIdRowProblem,
  type TinMissingReason,
  documentStatus,
  addressStatusIds,
  documentCategoryIds,
  type CallDef,
  type uploadedDocument,
  type address,
  type profile,
  type addressInquiryDocument,
  taxIdRowProblems,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  envelopeError,
  failure,
  success,
  on,
  isErrorAnswer,
  type Reply,
  type RequestBody,
} from '../core.ts';
import {
  createProfileStore,
  isActiveDocument,
  type ProfileState,
  type ProfileStore,
  type StoredAddress,
  type StoredDocument,
} from '../profile-store.ts';
import { seedProfile } from '../seed-profile.ts';
import { demoOtp } from '../seed-auth.ts';
import type { TenantRef } from '../tenants.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/** The one code phone and e-mail confirmations accept. */
export const confirmationCode = demoOtp;

/** A customer's profile, read for one call and written back by `save`. */
export interface ProfileScope {
  user: UserRow;
  customerId: number;
  state: ProfileState;
  save: () => void;
}

interface CustomerRowJson {
  firstName?: string;
  lastName?: string;
  businessName?: string;
}

/** Reads a customer's profile, creating it from the demo data on first use. */
export function loadProfile(core: Core, store: ProfileStore, tenant: TenantRef, customerId: number) {
  return store.read(tenant.key, customerId, () => {
    const owner = core.db
      .prepare<[string, number], UserRow>('SELECT * FROM users WHERE tenant = ? AND customer_id = ? ORDER BY user_id')
      .get(tenant.key, customerId);
    const c = owner ? (JSON.parse(owner.customer_json) as CustomerRowJson) : {};
    const name = core.users.customer(tenant.key, customerId)?.name ?? '';
    const [first, ...last] = name.split(' ');
    return seedProfile({
      customerId,
      login: owner?.username ?? `customer${customerId}@demo.test`,
      firstName: c.firstName ?? first ?? '',
      lastName: c.lastName ?? last.join(' '),
      businessName: c.businessName,
      now: core.now(),
    });
  });
}

/** The acting customer's profile for a bearer call, or the ErrorAnswer that refuses it. */
export function profileScope(core: Core, store: ProfileStore, ctx: CallContext): ProfileScope | ErrorAnswer {
  const user = ctx.auth?.user as UserRow;
  const customerId = actingCustomer(core, ctx, user);
  if (typeof customerId !== 'number') return customerId;
  const state = loadProfile(core, store, ctx.tenant, customerId);
  return { user, customerId, state, save: () => store.write(ctx.tenant.key, customerId, state) };
}

/** A document as the API shows it: no storage details. */
export function documentView(d: StoredDocument): z.input<typeof uploadedDocument> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { addressId, representativeId, size, mimeType, number, duplicated, ...shown } = d;
  return shown;
}

export function addressView(s: ProfileState, a: StoredAddress): z.input<typeof address> {
  const docs = s.documents.filter((d) => d.addressId === a.addressId && isActiveDocument(d));
  const usable = docs.filter((d) => d.statusId !== documentStatus.rejected && d.statusId !== documentStatus.expired);
  return {
    ...a,
    isDocumentOutOfDate: docs.some((d) => d.statusId === documentStatus.expired),
    isCardDocumentRequired: false,
    isDocumentRequired: usable.length === 0,
    uploadedDocuments: docs.map(documentView),
  };
}

/** Spec 1 §3 address inquiry document: the newest document of the address. */
export function addressDocument(
  s: ProfileState,
  addressId: number,
): z.input<typeof addressInquiryDocument> | undefined {
  const doc = s.documents.filter((d) => d.addressId === addressId && isActiveDocument(d)).at(-1);
  if (!doc) return undefined;
  return {
    statusId: doc.statusId,
    documentType: doc.documentType,
    documentTypeId: doc.documentTypeId,
    ...(doc.issuedDate ? { issuedDate: doc.issuedDate } : {}),
    ...(doc.expiresDate ? { expiresDate: doc.expiresDate } : {}),
    ...(doc.number ? { number: doc.number } : {}),
    ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
  };
}

function profileView(s: ProfileState): z.input<typeof profile> {
  return {
    phones: s.phones.map((p) => ({
      id: p.id,
      countryCode: p.countryCode,
      number: p.number,
      confirmed: p.confirmed,
      ...(p.primary !== undefined ? { primary: p.primary } : {}),
    })),
    addresses: s.addresses.map((a) => addressView(s, a)),
    emails: s.emails,
    ...(s.identity ? { identity: s.identity } : {}),
    ...(s.videoIdentityStatus ? { videoIdentityStatus: s.videoIdentityStatus } : {}),
    ...(s.proofOfResidenceStatus ? { proofOfResidenceStatus: s.proofOfResidenceStatus } : {}),
    ...(s.fatcaCrsCertificationInfo ? { fatcaCrsCertificationInfo: s.fatcaCrsCertificationInfo } : {}),
    ...(s.taxId ? { taxId: s.taxId } : {}),
    ...(s.taxCountryCode ? { taxCountryCode: s.taxCountryCode } : {}),
    ...(s.tinMissingReason ? { tinMissingReason: s.tinMissingReason } : {}),
    documents: s.documents.filter(isActiveDocument).map(documentView),
  };
}

const notFound = (what: string) => failure('VF', `${what} not found`);
const wrongCode = () => failure('VF', 'Invalid confirmation code');
const maxPhones = 5;
const maxAddresses = 6;
const maxEmails = 5;

interface AddressBody {
  kind: number;
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string;
}

function newAddress(addressId: number, b: AddressBody): StoredAddress {
  return {
    addressId,
    kind: b.kind,
    address1: b.address1.trim(),
    ...(b.address2?.trim() ? { address2: b.address2.trim() } : {}),
    city: b.city.trim(),
    postalCode: b.postalCode.trim(),
    countryCode: b.countryCode,
    ...(b.stateCode ? { stateCode: b.stateCode } : {}),
    addressStatus: addressStatusIds.unconfirmed,
    confirmed: false,
  };
}

/** Documents of a removed address stay on file, canceled (status 4). */
function cancelAddressDocuments(s: ProfileState, addressId: number): void {
  for (const d of s.documents)
    if (d.addressId === addressId && isActiveDocument(d)) d.statusId = documentStatus.canceled;
}

/** 24 hex characters: never all digits in practice, so the token stays text after normalisation. */
const newToken = () => randomBytes(12).toString('hex');
const runIdPattern = /^wf-(\d{1,15})-(\d{1,6})$/;

function startRun(
  s: ProfileState,
  customerId: number,
  subjectId: number,
  provider: IdentityProvider,
  linkSent: boolean,
) {
  const run = {
    workflowRunId: `wf-${customerId}-${s.identityRuns.length + 1}`,
    token: newToken(),
    provider,
    status: 'pending' as const,
    subjectId,
    ...(linkSent ? { linkSent } : {}),
  };
  s.identityRuns.push(run);
  return {
    workflowRunId: run.workflowRunId,
    token: run.token,
    url: `https://identity.${provider}.demo.test/run/${run.workflowRunId}?token=${run.token}`,
  };
}

/**
 * `POST /__fake/identity-verification`: the provider finished a run. For the customer's own run the identity
 * follows it (completed → confirmed, failed → rejected). False when the run is unknown.
 */
export function finishIdentityRun(
  core: Core,
  tenant: TenantRef,
  workflowRunId: string,
  status: 'completed' | 'failed',
): boolean {
  const m = runIdPattern.exec(workflowRunId);
  if (!m) return false;
  const customerId = Number(m[1]);
  if (!core.users.customer(tenant.key, customerId)) return false;
  const store = createProfileStore(core.db);
  const state = loadProfile(core, store, tenant, customerId);
  const run = state.identityRuns.find((r) => r.workflowRunId === workflowRunId);
  if (!run) return false;
  run.status = status;
  if (run.subjectId === customerId)
    state.identity = { ...state.identity, status: status === 'completed' ? 'confirmed' : 'rejected' };
  store.write(tenant.key, customerId, state);
  return true;
}

/** What taxNumberUpdate answers for each problem of contracts' taxIdRowProblems (TA1 `<field>: <text>`). */
const taxNumberRefusals: Record<TaxIdRowProblem, string> = {
  countryRequired: 'a country is required',
  reasonRequired: 'a reason is required when there is no taxId',
  numberOrReason: 'send either a taxId or a reason it is missing, not both',
  explanationNotSent: "only sent with the reason 'cannotObtain'",
  explanationRequired: "required with the reason 'cannotObtain'",
  numberRequiredHere: "the country table requires this country's number: 'notRequired' does not apply",
};

export function profileHandlers(core: Core, store: ProfileStore = createProfileStore(core.db)): CallHandler[] {
  /** Runs `fn` on the acting customer's profile and saves it when the answer is a success. */
  /** A call on the caller's profile: the change is saved when the answer is not an error. */
  const withProfile = <C extends CallDef>(
    def: C,
    fn: (scope: ProfileScope, body: RequestBody<C>, ctx: CallContext<RequestBody<C>>) => Reply<C>,
  ): CallHandler =>
    on(def, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      const answer = fn(scope, ctx.body, ctx);
      if (!isErrorAnswer(answer)) scope.save();
      return answer;
    });
  const id = (s: ProfileState) => s.nextId++;

  return [
    withProfile(profileGet, ({ state }) => success({ profile: profileView(state) })),
    withProfile(phoneAdd, ({ state }, b: { countryCode: string; number: string }) => {
      if (state.phones.some((p) => p.countryCode === b.countryCode && p.number === b.number))
        return failure('VF', 'This phone is already added');
      if (state.phones.length >= maxPhones) return failure('VF', `At most ${maxPhones} phones can be added`);
      const phoneId = id(state);
      state.phones.push({
        id: phoneId,
        countryCode: b.countryCode,
        number: b.number,
        confirmed: false,
        primary: state.phones.length === 0,
      });
      return success({ phoneId });
    }),
    withProfile(phoneReplace, ({ state }, b: { phoneId: number; countryCode: string; number: string }) => {
      const phone = state.phones.find((p) => p.id === b.phoneId);
      if (!phone) return notFound('Phone');
      if (state.phones.some((p) => p.id !== b.phoneId && p.countryCode === b.countryCode && p.number === b.number))
        return failure('VF', 'This phone is already added');
      // a new number must be confirmed again
      Object.assign(phone, { countryCode: b.countryCode, number: b.number, confirmed: false, codeSent: false });
      return success({ phoneId: phone.id });
    }),
    withProfile(phoneVerify, ({ state }, b: { phoneId: number }) => {
      const phone = state.phones.find((p) => p.id === b.phoneId);
      if (!phone) return notFound('Phone');
      if (phone.confirmed) return failure('VF', 'This phone is already confirmed');
      phone.codeSent = true;
      return success();
    }),
    withProfile(phoneConfirm, ({ state }, b: { phoneId: number; code: string }) => {
      const phone = state.phones.find((p) => p.id === b.phoneId);
      if (!phone) return notFound('Phone');
      if (b.code.trim() !== confirmationCode) return wrongCode();
      phone.confirmed = true;
      phone.codeSent = false;
      return success();
    }),
    withProfile(addressCreate, ({ state }, b: AddressBody) => {
      if (state.addresses.length >= maxAddresses)
        return failure('VF', `At most ${maxAddresses} addresses can be added`);
      const addressId = id(state);
      state.addresses.push(newAddress(addressId, b));
      return success({ addressId });
    }),
    withProfile(addressReplace, ({ state }, b: AddressBody & { addressId: number }) => {
      const at = state.addresses.findIndex((a) => a.addressId === b.addressId);
      if (at < 0) return notFound('Address');
      // a replaced address is a new address: its proof must be uploaded again
      cancelAddressDocuments(state, b.addressId);
      const addressId = id(state);
      state.addresses[at] = newAddress(addressId, b);
      if (state.dueDiligenceAddressId === b.addressId) state.dueDiligenceAddressId = addressId;
      return success({ addressId });
    }),
    withProfile(addressConfirm, ({ state }, b: { addressId: number }) => {
      const address = state.addresses.find((a) => a.addressId === b.addressId);
      if (!address) return notFound('Address');
      address.confirmed = true;
      address.addressStatus = addressStatusIds.confirmed;
      return success();
    }),
    withProfile(addressDelete, ({ state }, b: { addressId: number }) => {
      if (!state.addresses.some((a) => a.addressId === b.addressId)) return notFound('Address');
      state.addresses = state.addresses.filter((a) => a.addressId !== b.addressId);
      cancelAddressDocuments(state, b.addressId);
      return success();
    }),
    withProfile(addressInquiryGet, ({ state }, b: { addressId: number }) => {
      const address = state.addresses.find((a) => a.addressId === b.addressId);
      if (!address) return notFound('Address');
      const document = addressDocument(state, address.addressId);
      return success({ address: addressView(state, address), ...(document ? { document } : {}) });
    }),
    withProfile(emailAdd, ({ state }, b: { email: string }) => {
      const email = b.email.trim();
      if (state.emails.some((e) => e.email.toLowerCase() === email.toLowerCase()))
        return failure('VF', 'This e-mail is already added');
      if (state.emails.length >= maxEmails) return failure('VF', `At most ${maxEmails} e-mails can be added`);
      const emailId = id(state);
      state.emails.push({ id: emailId, email, confirmed: false, primary: false });
      state.pendingEmailCodes.push(emailId);
      return success({ emailId });
    }),
    withProfile(emailConfirm, ({ state }, b: { emailId: number; code: string }) => {
      const email = state.emails.find((e) => e.id === b.emailId);
      if (!email) return notFound('E-mail');
      if (email.confirmed) return failure('VF', 'This e-mail is already confirmed');
      if (b.code.trim() !== confirmationCode) return wrongCode();
      email.confirmed = true;
      state.pendingEmailCodes = state.pendingEmailCodes.filter((x) => x !== email.id);
      return success();
    }),
    withProfile(emailDelete, ({ state }, b: { emailId: number }) => {
      const email = state.emails.find((e) => e.id === b.emailId);
      if (!email) return notFound('E-mail');
      if (email.primary) return failure('VF', 'The primary e-mail cannot be deleted');
      state.emails = state.emails.filter((e) => e.id !== b.emailId);
      state.pendingEmailCodes = state.pendingEmailCodes.filter((x) => x !== b.emailId);
      return success();
    }),
    withProfile(emailSetPrimary, ({ state }, b: { emailId: number }) => {
      const email = state.emails.find((e) => e.id === b.emailId);
      if (!email) return notFound('E-mail');
      if (!email.confirmed) return failure('VF', 'Only a confirmed e-mail can be primary');
      for (const e of state.emails) e.primary = e.id === email.id;
      return success();
    }),
    withProfile(
      taxNumberUpdate,
      (
        { state, customerId },
        b: {
          countryCode: string;
          taxId?: string;
          tinMissingReason?: TinMissingReason;
          tinMissingExplanation?: string;
        },
        ctx,
      ) => {
        // spec 3 §5 'Tax ID', the web's rule (contracts taxIdRowProblems); the first problem is the answer
        const kind =
          core.users.customer(ctx.tenant.key, customerId)?.customer_type === 'business' ? 'business' : 'personal';
        const problem = taxIdRowProblems(b, kind)[0];
        if (problem) return failure('TA1', `${problem.field}: ${taxNumberRefusals[problem.problem]}`);
        state.taxCountryCode = b.countryCode;
        state.taxId = b.taxId?.trim();
        state.tinMissingReason = b.tinMissingReason;
        state.tinMissingExplanation = b.tinMissingExplanation?.trim();
        return success();
      },
    ),
    withProfile(identityVerificationStart, ({ state, customerId }, b: { provider: IdentityProvider }) => ({
      status: 200,
      body: startRun(state, customerId, customerId, b.provider, false),
    })),
    withProfile(
      customerIdentityVerificationStart,
      ({ state, customerId }, b: { provider: IdentityProvider; sendLink?: boolean }, ctx) => {
        const raw = ctx.params.id ?? '';
        const subjectId = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
        if (!Number.isSafeInteger(subjectId)) return envelopeError(400, 'TA1', 'id: expected a customer id');
        const business = core.users.customer(ctx.tenant.key, customerId)?.customer_type === 'business';
        // a personal customer verifies only itself; a business also its representatives
        if (subjectId !== customerId && !business) return envelopeError(403, '13', 'Access denied');
        return { status: 200, body: startRun(state, customerId, subjectId, b.provider, b.sendLink === true) };
      },
    ),
    on(identityVerificationGet, (ctx) => {
      const m = runIdPattern.exec(ctx.params.workflowRunId ?? '');
      const unknown = envelopeError(404, 'UE', 'Unknown or expired identity verification');
      if (!m) return unknown;
      const customerId = Number(m[1]);
      if (!core.users.customer(ctx.tenant.key, customerId)) return unknown;
      const state = loadProfile(core, store, ctx.tenant, customerId);
      const run = state.identityRuns.find(
        (r) => r.workflowRunId === ctx.params.workflowRunId && r.token === ctx.params.token,
      );
      if (!run) return unknown;
      return { status: 200, body: { status: run.status, provider: run.provider } };
    }),
    withProfile(videoIdentityJobGet, ({ state }, _b, ctx) => {
      const job = state.videoJobs.find((j) => String(j.id) === ctx.params.id);
      if (!job) return envelopeError(404, 'UE', 'Unknown video identity job');
      return { status: 200, body: job };
    }),
    withProfile(customerVerify, ({ state }) => {
      const identityDocs = state.documents.filter(
        (d) => d.categoryId === documentCategoryIds.identity && d.statusId === documentStatus.submitted,
      );
      if (state.identity?.status === undefined && identityDocs.length > 0) {
        const doc = identityDocs[0] as StoredDocument;
        state.identity = {
          ...state.identity,
          type: doc.documentType,
          typeId: doc.documentTypeId,
          status: 'submitted',
          ...(doc.issuedDate ? { issuedDate: doc.issuedDate } : {}),
          ...(doc.expiresDate ? { expiresDate: doc.expiresDate } : {}),
        };
      }
      state.submittedForReview = true;
      return success();
    }),
  ];
}
