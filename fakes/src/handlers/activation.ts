import {
  accountActivate,
  activationCodeResend,
  businessAccountActivate,
  employeeAccountActivate,
  passwordResetCodeCheck,
  passwordResetComplete,
  passwordResetRequest,
  termsAccept,
  accessRightValues,
} from '@app/contracts';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';
import { hashPassword } from '../seed-auth.ts';
import { demoCode, type PendingCode, type SecurityStore, userOf } from '../security-store.ts';
import type { TenantRef } from '../tenants.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';

export function activationHandlers(core: Core, store: SecurityStore): CallHandler[] {
  const { state, setPassword } = store;

  // --- activation and password reset (no authentication) ---
  const activate = (tenant: TenantRef, name: string, code: string) => {
    const user = core.users.byUsername(tenant.key, name);
    const pending = user && state.read<PendingCode | null>(tenant.key, user.user_id, 'activation', () => null);
    if (!user || !pending) return failure('VF', 'The account is unknown or already active');
    if (code !== pending.code) return failure('VF', 'Invalid activation code');
    state.remove(tenant.key, user.user_id, 'activation');
    return success({ ...core.sessions.start(user) });
  };

  return [
    on(accountActivate, (ctx) => {
      const b = ctx.body;
      return activate(ctx.tenant, b.username, b.activationCode);
    }),
    on(businessAccountActivate, (ctx) => {
      const b = ctx.body;
      return activate(ctx.tenant, b.email, b.activationCode);
    }),
    on(employeeAccountActivate, (ctx) => {
      const b = ctx.body;
      return activate(ctx.tenant, b.username, b.activationCode);
    }),
    on(activationCodeResend, (ctx) => {
      const user = core.users.byUsername(ctx.tenant.key, ctx.body.username);
      if (!user || !state.read(ctx.tenant.key, user.user_id, 'activation', () => null))
        return failure('VF', 'The account is unknown or already active');
      return success();
    }),
    on(passwordResetRequest, (ctx) => {
      const user = core.users.byUsername(ctx.tenant.key, ctx.body.email);
      // unknown addresses get the same answer: the reset form must not reveal who has an account
      if (user) state.write(ctx.tenant.key, user.user_id, 'passwordReset', { code: demoCode });
      return success();
    }),
    on(passwordResetCodeCheck, (ctx) => {
      const b = ctx.body;
      const user = core.users.byUsername(ctx.tenant.key, b.email);
      const pending = user && state.read<PendingCode | null>(ctx.tenant.key, user.user_id, 'passwordReset', () => null);
      if (!user || !pending || pending.code !== b.code) return failure('VF', 'Invalid or expired code');
      state.write(ctx.tenant.key, user.user_id, 'passwordReset', { ...pending, checked: true });
      return success();
    }),
    on(passwordResetComplete, (ctx) => {
      const b = ctx.body;
      const user = core.users.byUsername(ctx.tenant.key, b.email);
      const pending = user && state.read<PendingCode | null>(ctx.tenant.key, user.user_id, 'passwordReset', () => null);
      if (!user || !pending || pending.code !== b.code) return failure('VF', 'Invalid or expired code');
      if (b.password !== b.passwordRepeat) return failure('VF', 'Passwords do not match');
      if (b.password.length < 8) return failure('VF', 'The password must have at least 8 characters');
      setPassword.run(hashPassword(b.password), ctx.tenant.key, user.user_id);
      state.remove(ctx.tenant.key, user.user_id, 'passwordReset');
      return success();
    }),
    on(termsAccept, (ctx) => {
      const user = userOf(ctx);
      core.users.setTermsPending(ctx.tenant.key, user.user_id, false);
      return success();
    }),
  ];
}

/** /__fake/activation: a new personal user waiting for activation with code 123456. */
/** A customer who has just registered (spec 3 §4, before activation): not verified, nothing asked yet. */
export const newCustomerFlags = {
  transactionApproveMode: 'none',
  login2faMode: 'no',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  verified: false,
  limited: false,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
} as const;

export function createInactiveUser(core: Core, tenant: TenantRef, username: string, password: string): UserRow {
  const { db } = core;
  const ids = db
    .prepare<[string, string], { u: number | null; c: number | null }>(
      'SELECT (SELECT MAX(user_id) FROM users WHERE tenant = ?) AS u, (SELECT MAX(customer_id) FROM customers WHERE tenant = ?) AS c',
    )
    .get(tenant.key, tenant.key);
  const userId = Math.max(ids?.u ?? 0, 6000) + 1;
  const customerId = Math.max(ids?.c ?? 0, 600000) + 1;
  db.prepare('INSERT INTO customers (tenant, customer_id, customer_type, name) VALUES (?, ?, ?, ?)').run(
    tenant.key,
    customerId,
    'personal',
    'New Customer',
  );
  const customer = {
    customerType: 'personal',
    userId,
    customerId,
    login: username,
    firstName: 'New',
    lastName: 'Customer',
    customerCreationDate: new Date(core.now()).toISOString(),
    ...newCustomerFlags,
  };
  db.prepare(
    `INSERT INTO users (tenant, user_id, username, password_hash, customer_id, flow, phone, customer_json, access_json, acting_json)
     VALUES (?, ?, ?, ?, ?, 'simple', '+1 202 555 0100', ?, ?, '[]')`,
  ).run(
    tenant.key,
    userId,
    username,
    hashPassword(password),
    customerId,
    JSON.stringify(customer),
    JSON.stringify({ accessList: { balanceInfo: true }, accessRights: accessRightValues.fullAccess, isNeedKyc: false }),
  );
  createUserState(db).write(tenant.key, userId, 'activation', { code: demoCode });
  return core.users.byId(tenant.key, userId) as UserRow;
}
