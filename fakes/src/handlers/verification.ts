import {
  customerLimitReasonGet,
  dueDiligenceInfoGet,
  kycCustomerInfoGet,
  kycCustomerPersonalInfoUpdate,
  kycRequestGet,
  type KycCustomerInfo,
  verificationStates,
  type VerificationState,
  documentCategoryIds,
  documentStatus,
} from '@app/contracts';
import { type CallHandler, type Core, failure, success, on, isErrorAnswer } from '../core.ts';
import {
  createProfileStore,
  documentTypeName,
  isActiveDocument,
  patchCustomer,
  type ProfileState,
  type ProfileStore,
  reasonUploads,
} from '../profile-store.ts';
import { type ProfileVariant, seedProfile } from '../seed-profile.ts';
import type { TenantRef } from '../tenants.ts';
import type { UserRow } from '../users.ts';
import { addressDocument, addressView, documentView, loadProfile, profileScope } from './profile.ts';

const dueDiligenceCategories: readonly number[] = [
  documentCategoryIds.address,
  documentCategoryIds.additional,
  documentCategoryIds.sourceOfWealth,
];

function limitReasonsView(s: ProfileState) {
  return s.limitReasons.map((r) => ({
    reasonId: r.reasonId,
    actionTypeId: r.actionTypeId,
    requirementDocuments: r.requirementDocuments,
    uploadedDocuments: reasonUploads(s, r).map((d) => ({
      ...documentView(d),
      ...(d.duplicated !== undefined ? { duplicated: d.duplicated } : {}),
    })),
  }));
}

/** At least 18 on the given day (ISO dates compare as text). */
function adultOn(birthDay: string, now: number): boolean {
  const d = new Date(now);
  const limit = `${d.getUTCFullYear() - 18}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  return birthDay <= limit;
}

export function verificationHandlers(core: Core, store: ProfileStore = createProfileStore(core.db)): CallHandler[] {
  return [
    on(customerLimitReasonGet, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      return success({ reasons: limitReasonsView(scope.state) });
    }),
    on(kycCustomerInfoGet, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      return success({ info: scope.state.kycInfo });
    }),
    on(kycRequestGet, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      return success({ request: scope.state.kycRequest });
    }),
    on(kycCustomerPersonalInfoUpdate, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      // fromCustomerId and lang are request plumbing, not KYC answers
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { fromCustomerId, fromEmail, lang, authSecret, ...info } = ctx.body;
      const today = new Date(core.now()).toISOString().slice(0, 10);
      if (info.birthDay && info.birthDay > today) return failure('TA1', 'birthDay: cannot be in the future');
      if (info.birthDay && !adultOn(info.birthDay, core.now()))
        return failure('TA1', 'birthDay: the customer must be at least 18 years old');
      const badAnswer = (info.additionalQuestionAnswers ?? []).find(
        (a) => a.value === '' || (a.value === 'yes' && !a.details?.trim()),
      );
      if (badAnswer)
        return failure(
          'TA1',
          `additionalQuestionAnswers: ${badAnswer.questionId} needs ${badAnswer.value === '' ? 'an answer' : 'details'}`,
        );
      scope.state.kycInfo = info as KycCustomerInfo;
      scope.state.kycRequest = { ...scope.state.kycRequest, status: 'submitted' };
      scope.save();
      patchCustomer(
        core.db,
        ctx.tenant.key,
        scope.customerId,
        { isNeedKyc: false, isNeedPersonalInfoUpdate: false },
        { isNeedKyc: false },
      );
      return success();
    }),
    on(dueDiligenceInfoGet, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      const s = scope.state;
      const address =
        s.addresses.find((a) => a.addressId === s.dueDiligenceAddressId) ??
        (s.addresses[0] as (typeof s.addresses)[0] | undefined);
      const document = address ? addressDocument(s, address.addressId) : undefined;
      return success({
        info: {
          ...(address ? { address: addressView(s, address) } : {}),
          ...(document ? { document } : {}),
          uploadedDocuments: s.documents
            .filter((d) => isActiveDocument(d) && dueDiligenceCategories.includes(d.categoryId))
            .map(documentView),
        },
      });
    }),
  ];
}

export type ProfileStateName = Exclude<VerificationState, 'someCardDocumentRequired'>;
/**
 * The states of spec 1 §4 that `POST /__fake/profile-state` arranges: every one of `verificationStates` but
 * 'someCardDocumentRequired', which spec 1 §4 rule 4 says is "currently never produced".
 */
export const profileStates = verificationStates.filter(
  (s): s is ProfileStateName => s !== 'someCardDocumentRequired',
) as readonly ProfileStateName[] as readonly [ProfileStateName, ...ProfileStateName[]];

const variants: Record<ProfileStateName, ProfileVariant> = {
  checked: 'complete',
  limited: 'limited',
  processing: 'limited',
  verificationProcessing: 'complete',
  unverified: 'unverified',
  duplicateDocuments: 'complete',
  duplicateDocumentsUploaded: 'complete',
  hasRequiredActions: 'complete',
  finalReview: 'complete',
};

/**
 * Rewrites a user's customer (profile and verification flags) so that spec 1
 * §4 "first match wins" lands on `name`. 'someCardDocumentRequired' is never
 * produced (spec 1 §4 rule 4). isNeedKyc and isNeedPersonalInfoUpdate are
 * cleared so the user reaches the banner.
 */
export function applyProfileState(core: Core, tenant: TenantRef, user: UserRow, name: ProfileStateName): void {
  const store = createProfileStore(core.db);
  const customerId = user.customer_id;
  const current = loadProfile(core, store, tenant, customerId);
  const c = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
  const s = seedProfile(
    {
      customerId,
      login: user.username,
      firstName: c.firstName ?? current.kycInfo.firstName,
      lastName: c.lastName ?? current.kycInfo.lastName,
      now: core.now(),
    },
    variants[name],
  );
  const identityDoc = s.documents.find((d) => d.categoryId === documentCategoryIds.identity);
  switch (name) {
    case 'processing': {
      // the missing passport of reason 1 arrives: every reason has its documents
      s.documents.push({
        id: s.nextId++,
        statusId: documentStatus.submitted,
        uploaded: new Date(core.now()).toISOString(),
        documentTypeId: 2,
        documentType: documentTypeName(2),
        categoryId: documentCategoryIds.identity,
        isSubDocument: false,
        createdUsername: user.username,
        fileName: 'passport-2026.jpg',
        expiresDate: '2036-01-31',
        size: 290_000,
        mimeType: 'image/jpeg',
      });
      break;
    }
    case 'verificationProcessing':
      if (s.identity) s.identity.status = 'submitted';
      if (identityDoc) identityDoc.statusId = documentStatus.submitted;
      break;
    case 'duplicateDocuments':
    case 'duplicateDocumentsUploaded':
      if (identityDoc) identityDoc.duplicated = true;
      break;
    case 'hasRequiredActions':
      for (const p of s.phones) p.confirmed = false;
      break;
    default:
      break;
  }
  store.write(tenant.key, customerId, s);
  patchCustomer(
    core.db,
    tenant.key,
    customerId,
    {
      verified: !['unverified', 'verificationProcessing', 'finalReview'].includes(name),
      limited: name === 'limited' || name === 'processing',
      duplicateDocuments: name === 'duplicateDocuments' || name === 'duplicateDocumentsUploaded' ? true : undefined,
      duplicateDocumentsUploaded: name === 'duplicateDocumentsUploaded' ? true : undefined,
      isNeedKyc: false,
      isNeedPersonalInfoUpdate: false,
    },
    { isNeedKyc: false },
  );
}
