import type { CallContext, Core } from './core.ts';
import { demoOtp } from './seed-auth.ts';
import { createUserState } from './user-state.ts';
import type { UserRow } from './users.ts';

/** The one code every confirmation of the fakes accepts (activation, reset, two-step, password change). */
export const demoCode = demoOtp;

/** A code waiting in `user_state` (activation, password reset). */
export interface PendingCode {
  code: string;
  checked?: boolean;
}

/** The signed-in user of a bearer call (the server only runs such handlers with `ctx.auth` set). */
export const userOf = (ctx: CallContext): UserRow => ctx.auth?.user as UserRow;

/**
 * What the handlers of the account-security modules (activation, devices, two-step, security, business) share:
 * the per-user state of `user_state` and the password update. One per buildFakes().
 */
export function createSecurityStore(core: Core) {
  const { db } = core;
  return {
    state: createUserState(db),
    setPassword: db.prepare<[string, string, number]>(
      'UPDATE users SET password_hash = ? WHERE tenant = ? AND user_id = ?',
    ),
  };
}
export type SecurityStore = ReturnType<typeof createSecurityStore>;
