import { randomBytes } from 'node:crypto';
import {
  accountActivate,
  activationCodeResend,
  agreementDownload,
  authDeviceAdd,
  authDeviceApprove,
  authDeviceApproveMethod,
  authDeviceDelete,
  authDeviceGet,
  authDevicesGet,
  blacklistAdd,
  blacklistDelete,
  blacklistGet,
  businessAccountActivate,
  businessAuthorisedUserGet,
  customerAccessListGet,
  deviceUnlink,
  employeeAccountActivate,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  ipWhitelistModeSet,
  legalInfoGet,
  loginConfirm,
  loginHistoryGet,
  notificationSettingsGet,
  notificationSettingsSet,
  passwordChange,
  passwordChangeConfirm,
  passwordResetCodeCheck,
  passwordResetComplete,
  passwordResetRequest,
  scpMigrationGet,
  scpRequest,
  seiAuthorize,
  storesUrlsSend,
  termsAccept,
  twoStepConfirm,
  twoStepRequest,
  type ScpMigration,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import {
  type CallContext,
  type CallHandler,
  type Core,
  denied,
  failure,
  success,
  on,
  type BinaryAnswer,
  onBinary,
} from '../core.ts';
import { type Agreement, agreementPdf } from '../legal-pdf.ts';
import { demoOtp, hashPassword, verifyPassword } from '../seed.ts';
import type { TenantRef } from '../tenants.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import type { Logins } from './auth.ts';

/** The one code every confirmation of the fakes accepts (activation, reset, two-step, password change). */
export const demoCode = demoOtp;
/** The partner sign-in request /auth/sei/authorize knows; any other id is 404. */
export const demoSeiId = 'sei-demo-1';

const day = 24 * 3600 * 1000;

interface WhitelistState {
  enabled: boolean;
  nextId: number;
  entries: { id: number; ip: string; toIp?: string; created: string }[];
}
type Setting = {
  group: string;
  identified: string;
  value: boolean;
};
interface PendingCode {
  code: string;
  checked?: boolean;
}

const notificationDefaults: readonly Setting[] = [
  { group: 'Security', identified: 'loginNewDevice', value: true },
  { group: 'Security', identified: 'passwordChanged', value: true },
  { group: 'Transfers', identified: 'transferReceived', value: true },
  { group: 'Transfers', identified: 'transferSent', value: false },
  { group: 'Marketing', identified: 'newsletter', value: false },
];

const userOf = (ctx: CallContext): UserRow => ctx.auth?.user as UserRow;

export function securityHandlers(core: Core, logins: Logins): CallHandler[] {
  const { db, now } = core;
  const state = createUserState(db);
  const setPassword = db.prepare<[string, string, number]>(
    'UPDATE users SET password_hash = ? WHERE tenant = ? AND user_id = ?',
  );
  const setCustomerJson = db.prepare<[string, string, number]>(
    'UPDATE users SET customer_json = ? WHERE tenant = ? AND user_id = ?',
  );
  const deleteDevice = db.prepare<[string, number, number]>(
    'DELETE FROM devices WHERE tenant = ? AND user_id = ? AND device_id = ?',
  );
  const insertDevice = db.prepare<[string, number, number, string, string, string]>(
    'INSERT INTO devices (tenant, device_id, user_id, device_json, secret, push_token) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const maxDevice = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(device_id) AS id FROM devices WHERE tenant = ?',
  );
  const customersOf = db.prepare<[string], { customer_id: number; customer_type: string; name: string }>(
    'SELECT customer_id, customer_type, name FROM customers WHERE tenant = ? ORDER BY customer_id',
  );
  const pushByKey = db.prepare<[string, string, number], { code: string }>(
    `SELECT code FROM login_codes WHERE tenant = ? AND push_key = ? AND used = 0 AND expires_at > ?
       AND confirmation = 'pending'`,
  );

  const devicesOf = (tenant: string, userId: number) =>
    core.users.devices(tenant, userId).map((d) => ({
      id: d.id,
      name: d.name,
      type: d.type,
      code: d.code,
      approved: true,
      lastActivityAt: d.lastActivityAt,
    }));

  // --- activation and password reset (no authentication) ---
  const activate = (tenant: TenantRef, name: string, code: string) => {
    const user = core.users.byUsername(tenant.key, name);
    const pending = user && state.read<PendingCode | null>(tenant.key, user.user_id, 'activation', () => null);
    if (!user || !pending) return failure('VF', 'The account is unknown or already active');
    if (code !== pending.code) return failure('VF', 'Invalid activation code');
    state.remove(tenant.key, user.user_id, 'activation');
    return success({ ...core.sessions.start(user) });
  };

  const whitelistOf = (tenant: string, userId: number): WhitelistState =>
    state.read<WhitelistState>(tenant, userId, 'ipWhitelist', () => ({
      enabled: false,
      nextId: 2,
      entries: [{ id: 1, ip: '203.0.113.10', created: new Date(now() - 30 * day).toISOString() }],
    }));

  const handlers: CallHandler[] = [
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
    on(businessAuthorisedUserGet, (ctx) => {
      const user = userOf(ctx);
      const own = core.users.customer(ctx.tenant.key, user.customer_id);
      if (!own || own.customer_type === 'personal') return failure('ENOA', 'No authorised-user information');
      const brand = getBrand(ctx.tenant.brand);
      return success({
        oldWebUrl: `https://old.${brand.id}.example/login`,
        accountEmail: user.username,
        companyEmail: `office@${own.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
        businessName: own.name,
      });
    }),
    on(customerAccessListGet, (ctx) => {
      const user = userOf(ctx);
      const access = JSON.parse(user.access_json) as { accessRights?: number };
      const customerAccesses = customersOf
        .all(ctx.tenant.key)
        .filter((c) => c.customer_id === user.customer_id || core.users.mayActFor(user, c.customer_id))
        .map((c) => ({
          customerId: c.customer_id,
          customerName: c.name,
          customerUsername: c.customer_id === user.customer_id ? user.username : `c${c.customer_id}@demo.test`,
          accessRights: c.customer_id === user.customer_id ? (access.accessRights ?? 2) : 2,
        }));
      return success({ customerAccesses });
    }),
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
      if (!row) return denied(404, 'No pending sign-in with this key');
      const result = ctx.body.result;
      logins.confirm(ctx.tenant.key, row.code, result);
      core.realtime.toLogin(ctx.tenant.key, row.code, { type: 'PushLoginConfirmed', payload: { result } });
      return { status: 204 };
    }),
    on(seiAuthorize, (ctx) => {
      if (ctx.params.id !== demoSeiId) return denied(404, 'Unknown partner sign-in request');
      return { status: 200, body: { redirectUrl: `https://partner.example/callback?state=${demoSeiId}` } };
    }),
    on(deviceUnlink, (ctx) => {
      const id = Number(ctx.params.deviceId);
      const removed = deleteDevice.run(ctx.tenant.key, userOf(ctx).user_id, id).changes;
      return removed ? { status: 204 } : denied(404, 'Unknown device');
    }),
    on(authDevicesGet, (ctx) => ({ status: 200, body: { devices: devicesOf(ctx.tenant.key, userOf(ctx).user_id) } })),
    on(authDeviceAdd, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const id = (maxDevice.get(ctx.tenant.key)?.id ?? 70) + 1;
      const device = {
        id,
        code: b.code,
        type: b.type,
        name: b.name,
        lastActivityAt: new Date(now()).toISOString(),
      };
      insertDevice.run(
        ctx.tenant.key,
        id,
        user.user_id,
        JSON.stringify(device),
        randomBytes(16).toString('hex'),
        randomBytes(16).toString('hex'),
      );
      return { status: 200, body: { ...device, approved: true } };
    }),
    on(authDeviceGet, (ctx) => {
      const found = devicesOf(ctx.tenant.key, userOf(ctx).user_id).find((d) => String(d.id) === ctx.params.deviceId);
      return found ? { status: 200, body: found } : denied(404, 'Unknown device');
    }),
    on(authDeviceDelete, (ctx) => {
      const removed = deleteDevice.run(ctx.tenant.key, userOf(ctx).user_id, Number(ctx.params.deviceId)).changes;
      return removed ? { status: 204 } : denied(404, 'Unknown device');
    }),
    on(authDeviceApprove, () => ({ status: 200, body: { methods: [{ id: 'email' }, { id: 'push' }] } }), {
      acceptsTempToken: true,
    }),
    on(
      authDeviceApproveMethod,
      (ctx) => {
        if (ctx.body.code !== demoCode) return denied(403, 'Invalid approval code');
        const userId = ctx.auth?.user.user_id ?? Number(ctx.temp?.sub);
        const pending = logins.pending(ctx.tenant.key, userId);
        if (pending) logins.confirm(ctx.tenant.key, pending.code, true);
        return { status: 200, body: { approved: true } };
      },
      { acceptsTempToken: true },
    ),
    on(ipWhitelistGet, (ctx) => {
      const w = whitelistOf(ctx.tenant.key, userOf(ctx).user_id);
      return success({ entries: w.entries, enabled: w.enabled });
    }),
    on(ipWhitelistAdd, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const toIp = b.toIp || undefined;
      if (toIp && ipNumber(toIp) < ipNumber(b.ip)) return failure('VF', 'The end of the range is before its start');
      const w = whitelistOf(ctx.tenant.key, user.user_id);
      const entry = { id: w.nextId, ip: b.ip, ...(toIp ? { toIp } : {}), created: new Date(now()).toISOString() };
      state.write(ctx.tenant.key, user.user_id, 'ipWhitelist', {
        ...w,
        nextId: w.nextId + 1,
        entries: [...w.entries, entry],
      });
      return success({ entry });
    }),
    on(ipWhitelistDelete, (ctx) => {
      const user = userOf(ctx);
      const id = String(ctx.body.id);
      const w = whitelistOf(ctx.tenant.key, user.user_id);
      const entries = w.entries.filter((e) => String(e.id) !== id);
      if (entries.length === w.entries.length) return failure('VF', 'Unknown whitelist entry');
      state.write(ctx.tenant.key, user.user_id, 'ipWhitelist', { ...w, entries });
      return success();
    }),
    on(ipWhitelistModeSet, (ctx) => {
      const user = userOf(ctx);
      const w = whitelistOf(ctx.tenant.key, user.user_id);
      state.write(ctx.tenant.key, user.user_id, 'ipWhitelist', {
        ...w,
        enabled: ctx.body.enable,
      });
      return success();
    }),
    on(passwordChange, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      if (!verifyPassword(b.password, user.password_hash)) return failure('VF', 'The current password is wrong');
      if (b.passwordNew !== b.passwordNewRepeat) return failure('VF', 'Passwords do not match');
      if (b.passwordNew.length < 8) return failure('VF', 'The password must have at least 8 characters');
      const requestKey = randomBytes(12).toString('base64url');
      state.write(ctx.tenant.key, user.user_id, 'passwordChange', {
        requestKey,
        hash: hashPassword(b.passwordNew),
      });
      return success({ requestKey });
    }),
    on(passwordChangeConfirm, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const pending = state.read<{ requestKey: string; hash: string } | null>(
        ctx.tenant.key,
        user.user_id,
        'passwordChange',
        () => null,
      );
      if (!pending || pending.requestKey !== b.requestKey) return failure('VF', 'Unknown password change request');
      if (b.code !== demoCode) return failure('VF', 'Invalid confirmation code');
      setPassword.run(pending.hash, ctx.tenant.key, user.user_id);
      state.remove(ctx.tenant.key, user.user_id, 'passwordChange');
      core.realtime.toUser(ctx.tenant.key, user.user_id, { type: 'PasswordChange', payload: { result: true } });
      return success();
    }),
    on(loginHistoryGet, (ctx) => {
      const b = ctx.body;
      const all = loginHistory(now()).filter((e) => {
        const d = e.date.slice(0, 10);
        return d >= b.fromDate && d <= b.toDate;
      });
      const start = (b.pageNumber - 1) * b.pageSize;
      return success({ items: all.slice(start, start + b.pageSize), total: all.length });
    }),
    on(notificationSettingsGet, (ctx) =>
      success({
        settings: state.read<Setting[]>(ctx.tenant.key, userOf(ctx).user_id, 'notifications', () => [
          ...notificationDefaults,
        ]),
      }),
    ),
    on(notificationSettingsSet, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const settings = state.read<Setting[]>(ctx.tenant.key, user.user_id, 'notifications', () => [
        ...notificationDefaults,
      ]);
      if (!settings.some((s) => s.identified === b.identified)) return failure('VF', 'Unknown notification setting');
      state.write(
        ctx.tenant.key,
        user.user_id,
        'notifications',
        settings.map((s) => (s.identified === b.identified ? { ...s, value: b.value } : s)),
      );
      return success();
    }),
    on(blacklistGet, (ctx) =>
      success({ users: state.read(ctx.tenant.key, userOf(ctx).user_id, 'blacklist', blacklistDefault) }),
    ),
    on(blacklistAdd, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const users = state.read<{ email: string; blockType: string | number }[]>(
        ctx.tenant.key,
        user.user_id,
        'blacklist',
        blacklistDefault,
      );
      if (users.some((u) => u.email.toLowerCase() === b.email.toLowerCase()))
        return failure('VF', 'This user is already blocked');
      state.write(ctx.tenant.key, user.user_id, 'blacklist', [...users, { email: b.email, blockType: b.blockType }]);
      return success();
    }),
    on(blacklistDelete, (ctx) => {
      const user = userOf(ctx);
      const email = ctx.body.email.toLowerCase();
      const users = state.read<{ email: string }[]>(ctx.tenant.key, user.user_id, 'blacklist', blacklistDefault);
      const left = users.filter((u) => u.email.toLowerCase() !== email);
      if (left.length === users.length) return failure('VF', 'This user is not blocked');
      state.write(ctx.tenant.key, user.user_id, 'blacklist', left);
      return success();
    }),
    on(legalInfoGet, () => success({ agreements: [...agreements] })),
    onBinary(agreementDownload, (ctx) => {
      const id = String(ctx.body.id);
      const found = agreements.find((a) => String(a.id) === id);
      if (!found) return failure('VF', 'Unknown agreement');
      return agreementPdf(found, getBrand(ctx.tenant.brand).accountConfirmation).then((pdf): BinaryAnswer => ({
        status: 200,
        contentType: 'application/pdf',
        body: pdf,
      }));
    }),
  ];
  return handlers;
}

/** one blocked payee, so that the list and delete have something to show */
const blacklistDefault = () => [{ email: 'chargeback@example.com', blockType: 'all' }];

const agreements: readonly Agreement[] = [
  { id: 1, name: 'Terms and Conditions', date: '2024-01-15' },
  { id: 2, name: 'Privacy Policy', date: '2024-03-01' },
];

function ipNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** A few sign-ins over the last weeks, newest first, derived from the clock so they stay recent. */
export function loginHistory(nowMs: number): { date: string; ip: string; device: string; location: string }[] {
  const seeds = [
    { ago: 0.1, ip: '198.51.100.23', device: 'Chrome on macOS', location: 'London, GB' },
    { ago: 2, ip: '198.51.100.23', device: 'Chrome on macOS', location: 'London, GB' },
    { ago: 5, ip: '203.0.113.10', device: 'Safari on iOS', location: 'London, GB' },
    { ago: 9, ip: '192.0.2.77', device: 'Firefox on Windows', location: 'Bucharest, RO' },
    { ago: 16, ip: '203.0.113.10', device: 'Safari on iOS', location: 'London, GB' },
    { ago: 23, ip: '198.51.100.23', device: 'Chrome on macOS', location: 'London, GB' },
    { ago: 31, ip: '192.0.2.77', device: 'Firefox on Windows', location: 'Bucharest, RO' },
  ];
  return seeds.map((s) => ({
    date: new Date(nowMs - s.ago * day).toISOString(),
    ip: s.ip,
    device: s.device,
    location: s.location,
  }));
}

/** /__fake/activation: a new personal user waiting for activation with code 123456. */
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
    transactionApproveMode: 'none',
    login2faMode: 'no',
    isAdmin: false,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    verified: false,
    limited: false,
    isNeedPersonalInfoUpdate: false,
    isNeedKyc: false,
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
    JSON.stringify({ accessList: { balanceInfo: true }, accessRights: 2, isNeedKyc: false }),
  );
  createUserState(db).write(tenant.key, userId, 'activation', { code: demoCode });
  return core.users.byId(tenant.key, userId) as UserRow;
}

/** /__fake/scp-migration and /__fake/password-change act on the same state. */
export function fakeSecurityControls(core: Core) {
  const state = createUserState(core.db);
  return {
    setScpMigration(tenant: TenantRef, user: UserRow, migration: ScpMigration): void {
      state.write(tenant.key, user.user_id, 'scpMigration', migration);
    },
    cancelPasswordChange(tenant: TenantRef, user: UserRow): number {
      state.remove(tenant.key, user.user_id, 'passwordChange');
      return core.realtime.toUser(tenant.key, user.user_id, { type: 'PasswordChange', payload: { result: false } });
    },
    isInactive(tenant: TenantRef, user: UserRow): boolean {
      return state.read(tenant.key, user.user_id, 'activation', () => null) !== null;
    },
  };
}
