import {
  companyAccessListGet,
  companyAccessUpdate,
  companyInfoGet,
  companyPotentialUsersGet,
  paymentEmailAdd,
  paymentEmailDelete,
  paymentEmailsGet,
  representativeAdd,
  representativeListGet,
  accessRightValues,
  type CallDef,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  failure,
  success,
  on,
  type Reply,
  type RequestBody,
  isErrorAnswer,
} from '../core.ts';
import { type CompanyState, companySeed } from '../seed-company.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/** Access rights that may change the company's users and e-mails: 2 full access (spec 1 §6). */
const fullAccess = accessRightValues.fullAccess;
const stateKey = 'company';

/** Company state per customer, kept in user_state under the customer id (user and customer ids never overlap). */
export function createCompanies(core: Core) {
  const state = createUserState(core.db);
  return {
    read(tenant: string, customerId: number, name: string): CompanyState {
      return state.read<CompanyState>(tenant, customerId, stateKey, () => companySeed(customerId, name));
    },
    write(tenant: string, customerId: number, value: CompanyState): void {
      state.write(tenant, customerId, stateKey, value);
    },
  };
}
export type Companies = ReturnType<typeof createCompanies>;

export interface Acting {
  user: UserRow;
  customerId: number;
  company: CompanyState;
}

/** The business customer the call acts for, and its company; '13' for a personal customer. */
export function actingCompany(core: Core, companies: Companies, ctx: CallContext): Acting | ErrorAnswer {
  const user = ctx.auth?.user as UserRow;
  const customerId = actingCustomer(core, ctx, user);
  if (typeof customerId !== 'number') return customerId;
  const customer = core.users.customer(ctx.tenant.key, customerId);
  if (customer?.customer_type !== 'business') return failure('13', 'Access denied');
  return { user, customerId, company: companies.read(ctx.tenant.key, customerId, customer.name) };
}

/** Changes need full access of the acting user (an administrator always has it). */
export function mayChangeCompany(user: UserRow): boolean {
  const customer = JSON.parse(user.customer_json) as { isAdmin?: boolean };
  const access = JSON.parse(user.access_json) as { accessRights?: number };
  return customer.isAdmin === true || access.accessRights === fullAccess;
}

export function companyHandlers(core: Core, companies: Companies = createCompanies(core)): CallHandler[] {
  const setAccessJson = core.db.prepare<[string, string, number]>(
    'UPDATE users SET access_json = ? WHERE tenant = ? AND user_id = ?',
  );

  /** A demo user of the tenant (rep@) sees its new rights in its own userAccessInfoGet too. */
  function syncSignInRights(tenant: string, customerId: number, userId: number, accessRights: number): void {
    const user = core.users.byId(tenant, userId);
    if (user?.customer_id !== customerId) return;
    const access = JSON.parse(user.access_json) as Record<string, unknown>;
    setAccessJson.run(JSON.stringify({ ...access, accessRights }), tenant, userId);
  }

  const acting = (ctx: CallContext) => actingCompany(core, companies, ctx);
  const mayChange = mayChangeCompany;

  const read = <C extends CallDef>(def: C, answer: (a: Acting) => Reply<C>): CallHandler =>
    on(def, (ctx) => {
      const a = acting(ctx);
      return 'company' in a ? answer(a) : a;
    });

  const change = <C extends CallDef>(
    def: C,
    apply: (a: Acting, ctx: CallContext<RequestBody<C>>) => Reply<C>,
  ): CallHandler =>
    on(def, (ctx) => {
      const a = acting(ctx);
      if (!('company' in a)) return a;
      if (!mayChange(a.user)) return failure('13', 'Access denied');
      const answer = apply(a, ctx);
      if (!isErrorAnswer(answer)) companies.write(ctx.tenant.key, a.customerId, a.company);
      return answer;
    });

  const rightsProblem = (rights: number): ErrorAnswer | undefined =>
    rights === accessRightValues.uploading ? failure('TA1', 'Access rights 5 cannot be assigned') : undefined;

  return [
    read(companyInfoGet, (a) => success({ company: a.company.company })),
    read(representativeListGet, (a) => success({ representatives: a.company.representatives })),
    read(companyAccessListGet, (a) => success({ users: a.company.accessUsers })),
    read(companyPotentialUsersGet, (a) => success({ users: a.company.potentialUsers })),
    read(paymentEmailsGet, (a) => success({ emails: a.company.paymentEmails })),
    change(companyAccessUpdate, ({ company, customerId }, ctx) => {
      const { userId, accessRights } = ctx.body;
      const problem = rightsProblem(accessRights);
      if (problem) return problem;
      const user = company.accessUsers.find((u) => u.userId === userId);
      if (!user) return failure('VF', 'Unknown user');
      user.accessRights = accessRights;
      syncSignInRights(ctx.tenant.key, customerId, userId, accessRights);
      return success();
    }),
    change(representativeAdd, ({ company }, ctx) => {
      const b = ctx.body;
      const problem = rightsProblem(b.accessRights);
      if (problem) return problem;
      const email = b.email.trim().toLowerCase();
      if (company.accessUsers.some((u) => u.email.toLowerCase() === email))
        return failure('VF', 'This person already has access to the company');
      const userId = company.nextId++;
      company.accessUsers.push({
        userId,
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        email,
        accessRights: b.accessRights,
        ...(b.positionId !== undefined ? { positionId: b.positionId } : {}),
      });
      if (b.positionId !== undefined)
        company.representatives.push({
          id: company.nextId++,
          customerId: userId,
          firstName: b.firstName.trim(),
          lastName: b.lastName.trim(),
          email,
          positionId: b.positionId,
          identityVerificationStatus: 'none',
        });
      company.potentialUsers = company.potentialUsers.filter((p) => p.email.toLowerCase() !== email);
      return success({ userId });
    }),
    change(paymentEmailAdd, ({ company }, ctx) => {
      const email = ctx.body.email.trim().toLowerCase();
      if (company.paymentEmails.some((e) => e.email.toLowerCase() === email))
        return failure('VF', 'This e-mail is already a payment e-mail');
      const id = company.nextId++;
      company.paymentEmails.push({ id, email, confirmed: false });
      return success({ id });
    }),
    change(paymentEmailDelete, ({ company }, ctx) => {
      const { id } = ctx.body;
      const left = company.paymentEmails.filter((e) => e.id !== id);
      if (left.length === company.paymentEmails.length) return failure('VF', 'Unknown payment e-mail');
      company.paymentEmails = left;
      return success();
    }),
  ];
}
