import { randomBytes } from 'node:crypto';
import {
  loginConfirm,
  scpMigrationGet,
  scpRequest,
  seiAuthorize,
  storesUrlsSend,
  twoStepConfirm,
  twoStepRequest,
  type ScpMigration,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, denied, on } from '../core.ts';
import { demoCode, type SecurityStore, userOf } from '../security-store.ts';
import type { Logins } from './auth.ts';

/** The partner sign-in request /auth/sei/authorize knows; any other id is 404. */
export const demoSeiId = 'sei-demo-1';

export function twoStepHandlers(core: Core, store: SecurityStore, logins: Logins): CallHandler[] {
  const { db, now } = core;
  const { state } = store;
  const setCustomerJson = db.prepare<[string, string, number]>(
    'UPDATE users SET customer_json = ? WHERE tenant = ? AND user_id = ?',
  );
  const pushByKey = db.prepare<[string, string, number], { code: string; user_id: number }>(
    `SELECT code, user_id FROM login_codes WHERE tenant = ? AND push_key = ? AND used = 0 AND expires_at > ?
       AND confirmation = 'pending'`,
  );

  return [
    on(twoStepRequest, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const reqId = randomBytes(8).toString('hex');
      state.write(ctx.tenant.key, user.user_id, `twoStep:${reqId}`, b);
      return { status: 200, body: { reqId } };
    }),
    on(twoStepConfirm, (ctx) => {
      const user = userOf(ctx);
      const key = `twoStep:${ctx.params.reqId ?? ''}`;
      const req = state.read<{ mode: string; typeMode: string } | null>(ctx.tenant.key, user.user_id, key, () => null);
      if (!req) return { status: 404, body: { message: 'Unknown two-step verification request' } };
      if (ctx.body.code !== demoCode) return { status: 400, body: { message: 'Invalid confirmation code' } };
      state.remove(ctx.tenant.key, user.user_id, key);
      const customer = JSON.parse(user.customer_json) as Record<string, unknown>;
      setCustomerJson.run(JSON.stringify({ ...customer, login2faMode: req.mode }), ctx.tenant.key, user.user_id);
      core.realtime.toUser(ctx.tenant.key, user.user_id, { type: 'TwoStepVerificationModeSet', payload: req });
      core.realtime.toUser(ctx.tenant.key, user.user_id, { type: 'TwoStepVerificationConfirmed', payload: req });
      // a mode change starts a new session: the gateway keeps these tokens
      return { status: 200, body: { ...core.sessions.start(user) } };
    }),
    on(scpMigrationGet, (ctx) => {
      const user = userOf(ctx);
      const body = state.read<ScpMigration>(ctx.tenant.key, user.user_id, 'scpMigration', () => ({
        requirement: 'none',
        strategy: core.users.devices(ctx.tenant.key, user.user_id).length > 0 ? 'migrate' : 'enable',
      }));
      return { status: 200, body };
    }),
    on(scpRequest, (ctx) => {
      const scheme = getBrand(ctx.tenant.brand).appUrl.split(':')[0] ?? ctx.tenant.brand;
      return {
        status: 200,
        body: { deeplink: `${scheme}://scp/enroll?code=${randomBytes(12).toString('base64url')}` },
      };
    }),
    on(storesUrlsSend, () => ({ status: 204 })),
    on(loginConfirm, (ctx) => {
      const row = pushByKey.get(ctx.tenant.key, ctx.params.key ?? '', now());
      // only the account's owner answers its sign-in: another customer's key is as unknown as a wrong one
      if (!row || row.user_id !== userOf(ctx).user_id) return denied(404, 'No pending sign-in with this key');
      const result = ctx.body.result;
      logins.confirm(ctx.tenant.key, row.code, result);
      core.realtime.toLogin(ctx.tenant.key, row.code, { type: 'PushLoginConfirmed', payload: { result } });
      return { status: 204 };
    }),
    on(seiAuthorize, (ctx) => {
      if (ctx.params.id !== demoSeiId) return denied(404, 'Unknown partner sign-in request');
      return { status: 200, body: { redirectUrl: `https://partner.example/callback?state=${demoSeiId}` } };
    }),
  ];
}
