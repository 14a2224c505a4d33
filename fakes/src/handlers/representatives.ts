import {
  type AccountResolution,
  type CallDef,
  type Declaration,
  type EscortStatement,
  type Representative,
  type RepresentativeRole,
  type UsernameChangeRequest,
  accessRightValues,
  accessRightsListGet,
  accountResolutionGet,
  accountResolutionSend,
  accountResolutionStatusIds,
  businessAccountCreate,
  businessUserListGet,
  declarationsGet,
  directorListGet,
  escortStatementGet,
  ownerListGet,
  representativeDelete,
  representativeRole,
  representativeUpdate,
  shareholderListGet,
  usernameChangeRequestsGet,
} from '@app/contracts';
import {
  type CallContext,
  type CallHandler,
  type Core,
  type Reply,
  type RequestBody,
  failure,
  isErrorAnswer,
  on,
  success,
} from '../core.ts';
import { demoCompany } from '../seed-company.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import { type Acting, type Companies, actingCompany, createCompanies, mayChangeCompany } from './company.ts';

/**
 * Spec 3 §7 "Registration and compliance": representative update/delete, the lists per position, the account
 * resolution, declarations, escort statement, business account create and username change requests. The
 * representatives themselves live in the company state (seed-company.ts); the rest is kept here per customer.
 */

/** The refusals, word for word what the web shows (VF: spec 3 §8 "Verify error"). */
export const representativeRefusals = {
  unknown: 'Unknown representative',
  lastDirector: 'The company needs at least one director: the last director cannot be removed.',
  self: 'You cannot remove yourself from the company.',
  emailTaken: 'Another representative already has this e-mail.',
  noDirector: 'The resolution must go to at least one director.',
  alreadySigned: 'The resolution is already signed.',
  businessExists: 'You already opened a business with this name.',
} as const;

interface Compliance {
  resolution: AccountResolution;
  declarations: Declaration[];
  escortStatement: EscortStatement;
}

const complianceKey = 'compliance';
const usernameKey = 'usernameChangeRequests';
const businessesKey = 'businessAccounts';

/** Demo Trading LLC (business@): the resolution not sent yet, one declaration in review, the statement issued. */
function complianceSeed(customerId: number): Compliance {
  return {
    resolution: { businessRepresentativeIds: [], statusId: accountResolutionStatusIds.notSent, signers: [] },
    declarations: [
      { id: 7501, name: 'Declaration of beneficial ownership', statusId: 2, updated: '2025-03-14T09:00:00Z' },
      // spec 3 §5 statuses other than 1 and 2 need action
      { id: 7502, name: 'Politically exposed person declaration', statusId: 0, updated: '2025-05-20T08:45:00Z' },
    ],
    escortStatement: { reference: `ES-${customerId}-2025`, statusId: 1, issued: '2025-06-02' },
  };
}

/** Every user has the request that made its sign-in e-mail active; the demo owners also a failed and a pending one. */
function usernameSeed(user: UserRow): UsernameChangeRequest[] {
  const active: UsernameChangeRequest = {
    id: 1,
    username: user.username,
    status: 'active',
    created: '2019-11-02T14:05:40Z',
  };
  if (user.username !== 'business@demo.test' && user.username !== 'personal@demo.test') return [active];
  const [local] = user.username.split('@');
  return [
    { id: 3, username: `${local}.new@mail.demo.test`, status: 'pending', created: '2026-11-20T10:30:00Z' },
    {
      id: 2,
      username: `${local}@old-mail.demo.test`,
      status: 'failed',
      created: '2025-08-11T16:00:00Z',
      reason: 'The new e-mail address was not confirmed in time.',
    },
    active,
  ];
}

const positionFilter =
  (role: RepresentativeRole) =>
  (r: Representative): boolean =>
    representativeRole(r.positionId) === role;

const isDirector = positionFilter('director');

/** Spec 1 §6 access rights in English; the web names them from its own locales. */
const accessRightNames: Record<number, string> = {
  [accessRightValues.noAccess]: 'No access',
  [accessRightValues.read]: 'Read',
  [accessRightValues.fullAccess]: 'Full access',
  [accessRightValues.initiate]: 'Initiate',
  [accessRightValues.confirmed]: 'Confirmed',
  [accessRightValues.uploading]: 'Uploading',
};

export function representativeHandlers(core: Core, companies: Companies = createCompanies(core)): CallHandler[] {
  const state = createUserState(core.db);
  const compliance = (tenant: string, customerId: number) =>
    state.read<Compliance>(tenant, customerId, complianceKey, () => complianceSeed(customerId));

  const read = <C extends CallDef>(def: C, answer: (a: Acting, ctx: CallContext) => Reply<C>): CallHandler =>
    on(def, (ctx) => {
      const a = actingCompany(core, companies, ctx);
      return isErrorAnswer(a) ? a : answer(a, ctx);
    });

  /** A change to the company: full access needed; the company is written back when it succeeds. */
  const change = <C extends CallDef>(
    def: C,
    apply: (a: Acting, ctx: CallContext<RequestBody<C>>) => Reply<C>,
  ): CallHandler =>
    on(def, (ctx) => {
      const a = actingCompany(core, companies, ctx);
      if (isErrorAnswer(a)) return a;
      if (!mayChangeCompany(a.user)) return failure('13', 'Access denied');
      const answer = apply(a, ctx);
      if (!isErrorAnswer(answer)) companies.write(ctx.tenant.key, a.customerId, a.company);
      return answer;
    });

  const list = (def: CallDef, role: RepresentativeRole) =>
    read(def, (a) => success({ representatives: a.company.representatives.filter(positionFilter(role)) }));

  return [
    list(directorListGet, 'director'),
    list(shareholderListGet, 'shareholder'),
    list(ownerListGet, 'owner'),
    list(businessUserListGet, 'authorisedUser'),
    on(accessRightsListGet, () =>
      success({
        accessRights: Object.values(accessRightValues).map((id) => ({ id, name: accessRightNames[id] ?? String(id) })),
      }),
    ),
    change(representativeUpdate, ({ company }, ctx) => {
      const b = ctx.body;
      const rep = company.representatives.find((r) => r.id === b.representativeId);
      if (!rep) return failure('VF', representativeRefusals.unknown);
      const email = b.email.trim().toLowerCase();
      if (company.representatives.some((r) => r.id !== rep.id && r.email.toLowerCase() === email))
        return failure('VF', representativeRefusals.emailTaken);
      // spec 3 §5 "The root company needs at least one director"
      const directorsLeft = company.representatives.filter((r) => r.id !== rep.id && isDirector(r)).length;
      if (isDirector(rep) && representativeRole(b.positionId) !== 'director' && directorsLeft === 0)
        return failure('VF', representativeRefusals.lastDirector);
      Object.assign(rep, { firstName: b.firstName, lastName: b.lastName, email, positionId: b.positionId });
      return success();
    }),
    change(representativeDelete, ({ company, user }, ctx) => {
      const rep = company.representatives.find((r) => r.id === ctx.body.representativeId);
      if (!rep) return failure('VF', representativeRefusals.unknown);
      if (rep.email.toLowerCase() === user.username.toLowerCase()) return failure('VF', representativeRefusals.self);
      if (isDirector(rep) && company.representatives.filter(isDirector).length === 1)
        return failure('VF', representativeRefusals.lastDirector);
      company.representatives = company.representatives.filter((r) => r.id !== rep.id);
      return success();
    }),
    read(accountResolutionGet, (a, ctx) =>
      success({ resolution: compliance(ctx.tenant.key, a.customerId).resolution }),
    ),
    change(accountResolutionSend, ({ company, customerId }, ctx) => {
      const c = compliance(ctx.tenant.key, customerId);
      if (c.resolution.statusId === accountResolutionStatusIds.signed)
        return failure('VF', representativeRefusals.alreadySigned);
      const ids = [...new Set(ctx.body.businessRepresentativeIds)];
      const chosen = ids.map((id) => company.representatives.find((r) => r.id === id));
      if (chosen.some((r) => r === undefined)) return failure('VF', representativeRefusals.unknown);
      const reps = chosen as Representative[];
      if (!reps.some(isDirector)) return failure('VF', representativeRefusals.noDirector);
      c.resolution = {
        businessRepresentativeIds: ids,
        statusId: accountResolutionStatusIds.sent,
        sentAt: new Date(core.now()).toISOString(),
        signers: reps.map((r) => ({
          representativeId: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          signed: false,
        })),
      };
      state.write(ctx.tenant.key, customerId, complianceKey, c);
      return success({ resolution: c.resolution });
    }),
    read(declarationsGet, (a, ctx) => success({ declarations: compliance(ctx.tenant.key, a.customerId).declarations })),
    read(escortStatementGet, (a, ctx) =>
      success({ escortStatement: compliance(ctx.tenant.key, a.customerId).escortStatement }),
    ),
    on(businessAccountCreate, (ctx) => {
      const user = ctx.auth?.user as UserRow;
      const opened = state.read<{ customerId: number; businessName: string }[]>(
        ctx.tenant.key,
        user.user_id,
        businessesKey,
        () => [],
      );
      const businessName = ctx.body.businessName;
      if (opened.some((b) => b.businessName.toLowerCase() === businessName.toLowerCase()))
        return failure('VF', representativeRefusals.businessExists);
      // new customers wait for review: ids above the seeded ones, per user
      const customerId = 190000 + user.user_id * 10 + opened.length + 1;
      state.write(ctx.tenant.key, user.user_id, businessesKey, [...opened, { customerId, businessName }]);
      return success({ customerId });
    }),
    on(usernameChangeRequestsGet, (ctx) => {
      const user = ctx.auth?.user as UserRow;
      return success({
        requests: state.read(ctx.tenant.key, user.user_id, usernameKey, () => usernameSeed(user)),
      });
    }),
  ];
}

/** Fixed ids of the demo data, for tests, Pact and e2e. */
export const demoRepresentatives = {
  ...demoCompany.representativeIds,
  declarationInReview: 7502,
} as const;
