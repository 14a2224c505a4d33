import { randomBytes } from 'node:crypto';
import {
  agreementDownload,
  blacklistAdd,
  blacklistDelete,
  blacklistGet,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  ipWhitelistModeSet,
  legalInfoGet,
  loginHistoryGet,
  notificationSettingsGet,
  notificationSettingsSet,
  passwordChange,
  passwordChangeConfirm,
  type ScpMigration,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, failure, success, on, type BinaryAnswer, onBinary } from '../core.ts';
import { type DictionaryLanguage, type Texts, dictionaryLanguage, pick } from '../data/dictionaries.ts';
import { type Agreement, agreementPdf } from '../legal-pdf.ts';
import { hashPassword, verifyPassword } from '../seed-auth.ts';
import { demoCode, type SecurityStore, userOf } from '../security-store.ts';
import type { TenantRef } from '../tenants.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';

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

const notificationDefaults: readonly Setting[] = [
  { group: 'Security', identified: 'loginNewDevice', value: true },
  { group: 'Security', identified: 'passwordChanged', value: true },
  { group: 'Transfers', identified: 'transferReceived', value: true },
  { group: 'Transfers', identified: 'transferSent', value: false },
  { group: 'Marketing', identified: 'newsletter', value: false },
];

export function securityHandlers(core: Core, store: SecurityStore): CallHandler[] {
  const { now } = core;
  const { state, setPassword } = store;

  const whitelistOf = (tenant: string, userId: number): WhitelistState =>
    state.read<WhitelistState>(tenant, userId, 'ipWhitelist', () => ({
      enabled: false,
      nextId: 2,
      entries: [{ id: 1, ip: '203.0.113.10', created: new Date(now() - 30 * day).toISOString() }],
    }));

  return [
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
    on(legalInfoGet, (ctx) =>
      success({ agreements: agreementsIn(dictionaryLanguage(ctx.headers['accept-language'])) }),
    ),
    onBinary(agreementDownload, (ctx) => {
      const id = String(ctx.body.id);
      const found = agreementsIn(dictionaryLanguage(ctx.headers['accept-language'])).find((a) => String(a.id) === id);
      if (!found) return failure('VF', 'Unknown agreement');
      return agreementPdf(found, getBrand(ctx.tenant.brand).accountConfirmation).then((pdf): BinaryAnswer => ({
        status: 200,
        contentType: 'application/pdf',
        body: pdf,
      }));
    }),
  ];
}

/** one blocked payee, so that the list and delete have something to show */
const blacklistDefault = () => [{ email: 'chargeback@example.com', blockType: 'all' }];

/**
 * The legal documents, their titles in the six languages (en es pt ro ru uk, as data/dictionaries.ts): the upstream
 * answers display text in the request's language (Accept-Language), as a real one would.
 */
const legalDocuments: readonly (Omit<Agreement, 'name'> & { name: Texts })[] = [
  {
    id: 1,
    name: [
      'Terms and Conditions',
      'Términos y condiciones',
      'Termos e condições',
      'Termeni și condiții',
      'Условия обслуживания',
      'Умови обслуговування',
    ],
    date: '2024-01-15',
  },
  {
    id: 2,
    name: [
      'Privacy Policy',
      'Política de privacidad',
      'Política de privacidade',
      'Politica de confidențialitate',
      'Политика конфиденциальности',
      'Політика конфіденційності',
    ],
    date: '2024-03-01',
  },
];
/** The legal documents with their titles in `lang`. */
export const agreementsIn = (lang: DictionaryLanguage): Agreement[] =>
  legalDocuments.map((d) => ({ ...d, name: pick(d.name, lang) }));

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
