import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  approveMethods,
  deviceList,
  type LoginFlow,
  logout,
  postLogin,
  postToken,
  pushResend,
  refresh,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, denied, on } from '../core.ts';
import { demoOtp, type LoginFlowKind, verifyPassword } from '../seed-auth.ts';
import type { UserRow } from '../users.ts';

/** Login codes and the tempTokens of pending logins live 5 minutes. */
export const LOGIN_CODE_TTL_SECONDS = 300;
/** After this many wrong one-time codes the login code is spent. */
const MAX_OTP_ATTEMPTS = 5;

interface CodeRow {
  code: string;
  user_id: number;
  flow: LoginFlowKind;
  code_challenge: string;
  expires_at: number;
  used: number;
  failed_attempts: number;
  confirmation: 'pending' | 'accepted' | 'rejected' | null;
  push_key: string | null;
}

export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** "+1 415 555 4821" → "+1 *** *** 4821": country code and last group stay readable. */
export function maskPhone(phone: string): string {
  const groups = phone.trim().split(/\s+/);
  if (groups.length < 3) return phone.replace(/\d(?=\d{4})/g, '*');
  return [groups[0], ...groups.slice(1, -1).map(() => '***'), groups[groups.length - 1]].join(' ');
}

/** The scheme of the brand's app link (`paxum://app` → `paxum`). */
const appScheme = (brand: Parameters<typeof getBrand>[0]): string => getBrand(brand).appUrl.split(':')[0] ?? brand;

export function createLogins(core: Core) {
  const { db, now } = core;
  const insert = db.prepare(
    `INSERT INTO login_codes (tenant, code, user_id, flow, code_challenge, expires_at, confirmation, push_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare<[string, string], CodeRow>('SELECT * FROM login_codes WHERE tenant = ? AND code = ?');
  const spend = db.prepare<[string, string]>(
    'UPDATE login_codes SET used = 1 WHERE tenant = ? AND code = ? AND used = 0',
  );
  const failedAttempt = db.prepare<[number, string, string]>(
    'UPDATE login_codes SET failed_attempts = failed_attempts + 1, used = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE used END WHERE tenant = ? AND code = ?',
  );
  const pendingOf = db.prepare<[string, number, number], CodeRow>(
    `SELECT * FROM login_codes WHERE tenant = ? AND user_id = ? AND used = 0 AND expires_at > ?
       AND confirmation = 'pending' ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const confirm = db.prepare<[string, string, string]>(
    'UPDATE login_codes SET confirmation = ? WHERE tenant = ? AND code = ?',
  );

  /** A fresh single-use login code bound to the PKCE challenge. */
  function create(tenant: string, user: UserRow, flow: LoginFlowKind, codeChallenge: string, code?: string): CodeRow {
    const row: CodeRow = {
      code: code ?? randomBytes(32).toString('base64url'),
      user_id: user.user_id,
      flow,
      code_challenge: codeChallenge,
      expires_at: now() + LOGIN_CODE_TTL_SECONDS * 1000,
      used: 0,
      failed_attempts: 0,
      confirmation: flow === 'push' || flow === 'verifyDevice' ? 'pending' : null,
      push_key: flow === 'push' ? randomBytes(24).toString('base64url') : null,
    };
    insert.run(
      tenant,
      row.code,
      row.user_id,
      row.flow,
      row.code_challenge,
      row.expires_at,
      row.confirmation,
      row.push_key,
      now(),
    );
    return row;
  }

  const live = (tenant: string, code: string): CodeRow | undefined => {
    const row = find.get(tenant, code);
    return row && !row.used && row.expires_at > now() ? row : undefined;
  };

  const tempToken = (tenant: string, row: CodeRow): string =>
    core.tokens.sign({ typ: 'temp', ten: tenant, sub: String(row.user_id), code: row.code }, LOGIN_CODE_TTL_SECONDS);

  return {
    create,
    live,
    tempToken,
    spend: (tenant: string, code: string): boolean => spend.run(tenant, code).changes === 1,
    failedAttempt: (tenant: string, code: string) => failedAttempt.run(MAX_OTP_ATTEMPTS, tenant, code),
    /** The newest pending push or device-approval login of a user. */
    pending: (tenant: string, userId: number) => pendingOf.get(tenant, userId, now()),
    confirm: (tenant: string, code: string, accepted: boolean) =>
      confirm.run(accepted ? 'accepted' : 'rejected', tenant, code),
  };
}
export type Logins = ReturnType<typeof createLogins>;

/** The flow object of postLogin for a user whose password was right. */
export function startLogin(
  core: Core,
  logins: Logins,
  tenant: { key: string; brand: Parameters<typeof getBrand>[0] },
  user: UserRow,
  codeChallenge: string,
): LoginFlow {
  if (user.flow === 'simple') return { kind: 'simple', ...core.sessions.start(user) };
  const row = logins.create(tenant.key, user, user.flow, codeChallenge);
  switch (user.flow) {
    case 'direct':
      return { kind: 'direct', code: row.code };
    case 'otp':
      return { kind: 'otp', code: row.code };
    case 'sms':
      return {
        kind: 'sms',
        code: row.code,
        phone: maskPhone(user.phone),
        smsId: String(randomInt(100)).padStart(2, '0'),
      };
    case 'push':
      return {
        kind: 'push',
        code: row.code,
        tempToken: logins.tempToken(tenant.key, row),
        devices: core.users.devices(tenant.key, user.user_id),
        deeplink: `${appScheme(tenant.brand)}://auth/push?key=${row.push_key}`,
      };
    case 'verifyDevice':
      return {
        kind: 'verifyDevice',
        code: row.code,
        tempToken: logins.tempToken(tenant.key, row),
        userId: user.user_id,
      };
  }
}

export function authHandlers(core: Core, logins: Logins): CallHandler[] {
  return [
    on(postLogin, ({ tenant, body }) => {
      const req = body;
      const user = core.users.byUsername(tenant.key, req.username);
      if (!user || !verifyPassword(req.password, user.password_hash))
        return denied(403, 'Invalid username or password');
      if (
        core.db
          .prepare("SELECT 1 FROM user_state WHERE tenant = ? AND user_id = ? AND key = 'activation'")
          .get(tenant.key, user.user_id)
      )
        return denied(403, 'The account is not activated yet');
      return { status: 200, body: startLogin(core, logins, tenant, user, req.codeChallenge) };
    }),
    on(postToken, ({ tenant, body }) => {
      const req = body;
      const row = logins.live(tenant.key, req.code);
      if (!row) return denied(403, 'Invalid or expired code');
      if (pkceChallenge(req.codeVerifier) !== row.code_challenge) return denied(403, 'Code verifier does not match');
      const user = core.users.byId(tenant.key, row.user_id);
      if (!user) return denied(403, 'Invalid or expired code');
      let amr = 'pwd';
      switch (row.flow) {
        case 'otp':
        case 'sms':
          if (req.otp !== demoOtp) {
            logins.failedAttempt(tenant.key, row.code);
            return denied(403, 'Invalid one-time code');
          }
          amr = row.flow;
          break;
        case 'push': {
          const ownDevice =
            req.secret !== undefined &&
            req.pushToken !== undefined &&
            core.users.isOwnDevice(tenant.key, user.user_id, req.secret, req.pushToken);
          if (!ownDevice && row.confirmation === 'pending') return denied(403, 'Push not confirmed yet');
          if (!ownDevice && row.confirmation === 'rejected') return denied(403, 'Push rejected');
          amr = 'push';
          break;
        }
        case 'verifyDevice':
          if (row.confirmation === 'pending') return denied(403, 'Device not approved yet');
          if (row.confirmation === 'rejected') return denied(403, 'Device approval rejected');
          amr = 'device';
          break;
        default:
          break;
      }
      // single use, also when two exchanges race
      if (!logins.spend(tenant.key, row.code)) return denied(403, 'Invalid or expired code');
      return { status: 200, body: core.sessions.start(user, amr) };
    }),
    on(refresh, ({ tenant, body }) => {
      const req = body;
      const pair = core.sessions.refresh(tenant.key, req.refreshToken);
      // spec 1 §8: token service failures answer 403 with a message (the Pact interaction pins it)
      return pair ? { status: 200, body: pair } : denied(403, 'Invalid or expired refresh token');
    }),
    on(logout, ({ tenant, body, auth }) => {
      const req = body;
      core.sessions.logout(tenant.key, req.refreshToken);
      if (auth) core.sessions.end(tenant.key, auth.sessionId);
      return { status: 204 };
    }),
    on(
      pushResend,
      ({ tenant, temp }) => {
        const row = typeof temp?.code === 'string' ? logins.live(tenant.key, temp.code) : undefined;
        if (!row || row.flow !== 'push' || row.confirmation !== 'pending')
          return denied(403, 'No pending push sign-in');
        return { status: 204 };
      },
      { acceptsTempToken: true },
    ),
    on(
      approveMethods,
      () => ({
        status: 200,
        body: {
          methods: [
            { id: 'email', name: 'E-mail code' },
            { id: 'push', name: 'Push to a linked device' },
          ],
        },
      }),
      { acceptsTempToken: true },
    ),
    on(deviceList, ({ tenant, auth }) => ({
      status: 200,
      body: { devices: auth ? core.users.devices(tenant.key, auth.user.user_id) : [] },
    })),
  ];
}
