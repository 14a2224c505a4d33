import type { FastifyInstance } from 'fastify';
import {
  type AllowedIp,
  type ApiKey,
  type ApiRequestRow,
  allowedIpCreate,
  allowedIpDelete,
  allowedIpFields,
  allowedIpList,
  allowedIpUpdate,
  apiKeyCreate,
  apiKeyDelete,
  apiKeyFields,
  apiKeyList,
  apiKeyUpdate,
  apiRequestList,
  apiRequestQuery,
  ipInRange,
  merchantApiLimits,
  merchantApiQuery,
  merchantPublicApi,
  normalizeIp,
} from '@app/contracts';
import { type CallHandler, type Core, on } from '../core.ts';
import { formatMinor } from '../money.ts';
import { ensureMerchantApiTables, hashApiSecret, newApiSecret, secretPrefix } from '../seed-merchant-api.ts';
import { resolveTenant } from '../tenants.ts';
import { countOwn, dayRange, iso, merchantInput, nextId, ownRow, ownRows, vfOne } from './public-api.ts';

/**
 * Merchant API keys, allowed IP ranges, the API request log (contracts merchant-api.ts; spec 3 §3 "Merchant
 * entities", §7 "Merchant") and the public endpoint the keys open, `GET /<brand>/<stage>/public-api/v1/balance`
 * with `X-Api-Key` (contracts `merchantPublicApi`). fakes/README.md "Merchant API" documents them and the seed.
 * - Ids are per tenant (1, 2, … in every fresh tenant).
 * - A key's secret is made here, answered once by apiKeyCreate and kept only as its SHA-256 hash.
 * - customerId must be a business customer the signed-in user may act for: otherwise 403 '13'. Another customer's
 *   key or range is 404 'NF', like an unknown one.
 */

interface KeyRow {
  key_id: number;
  customer_id: number;
  name: string;
  enabled: number;
  prefix: string;
  secret_hash: string;
  created_at: number;
  last_used_at: number | null;
}
interface IpRow {
  ip_id: number;
  customer_id: number;
  name: string;
  enabled: number;
  ip_from: string;
  ip_to: string;
}
interface RequestRow {
  request_id: number;
  key_id: number;
  key_name: string;
  method: string;
  path: string;
  status: number;
  ip: string;
  created_at: number;
}

const keyView = (r: KeyRow): ApiKey => ({
  id: r.key_id,
  customerId: r.customer_id,
  name: r.name,
  enabled: r.enabled === 1,
  prefix: r.prefix,
  createdAt: iso(r.created_at),
  ...(r.last_used_at !== null ? { lastUsedAt: iso(r.last_used_at) } : {}),
});
const ipView = (r: IpRow): AllowedIp => ({
  id: r.ip_id,
  customerId: r.customer_id,
  name: r.name,
  enabled: r.enabled === 1,
  ipFrom: r.ip_from,
  ipTo: r.ip_to,
});
const requestView = (r: RequestRow): ApiRequestRow => ({
  id: r.request_id,
  apiKeyId: r.key_id,
  apiKeyName: r.key_name,
  method: r.method,
  path: r.path,
  status: r.status,
  ip: r.ip,
  createdAt: iso(r.created_at),
});

export function merchantApiHandlers(core: Core): CallHandler[] {
  const { db } = core;
  ensureMerchantApiTables(db);

  const keyOf = (tenant: string, customerId: number, raw: string | undefined) =>
    ownRow<KeyRow>(db, 'merchant_api_keys', 'key_id', tenant, customerId, raw, 'API key');
  const ipOf = (tenant: string, customerId: number, raw: string | undefined) =>
    ownRow<IpRow>(db, 'merchant_allowed_ips', 'ip_id', tenant, customerId, raw, 'allowed IP range');

  return [
    on(apiKeyCreate, (ctx) => {
      const input = merchantInput(core, ctx, apiKeyFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const tenant = ctx.tenant.key;
      if (countOwn(db, 'merchant_api_keys', tenant, merchant) >= merchantApiLimits.apiKeys)
        return vfOne('name', `A customer has at most ${merchantApiLimits.apiKeys} API keys: revoke one first`);
      const id = nextId(db, 'merchant_api_keys', 'key_id', tenant);
      const secret = newApiSecret();
      db.prepare(
        `INSERT INTO merchant_api_keys (tenant, key_id, customer_id, name, enabled, prefix, secret_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        tenant,
        id,
        merchant,
        input.data.name,
        input.data.enabled ? 1 : 0,
        secretPrefix(secret),
        hashApiSecret(secret),
        core.now(),
      );
      const row = keyOf(tenant, merchant, String(id)) as KeyRow;
      return { status: 200, body: { apiKey: keyView(row), secretKey: secret } };
    }),

    on(apiKeyList, (ctx) => {
      const input = merchantInput(core, ctx, merchantApiQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const rows = ownRows<KeyRow>(db, 'merchant_api_keys', 'key_id', ctx.tenant.key, merchant);
      return { status: 200, body: { apiKeys: rows.map(keyView) } };
    }),

    on(apiKeyUpdate, (ctx) => {
      const input = merchantInput(core, ctx, apiKeyFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = keyOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!('key_id' in found)) return found;
      db.prepare('UPDATE merchant_api_keys SET name = ?, enabled = ? WHERE tenant = ? AND key_id = ?').run(
        input.data.name,
        input.data.enabled ? 1 : 0,
        ctx.tenant.key,
        found.key_id,
      );
      return { status: 200, body: { apiKey: keyView(keyOf(ctx.tenant.key, merchant, ctx.params.id) as KeyRow) } };
    }),

    on(apiKeyDelete, (ctx) => {
      const input = merchantInput(core, ctx, merchantApiQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = keyOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!('key_id' in found)) return found;
      // the log keeps its rows (with the key's name): what was done with a revoked key stays visible
      db.prepare('DELETE FROM merchant_api_keys WHERE tenant = ? AND key_id = ?').run(ctx.tenant.key, found.key_id);
      return { status: 204 };
    }),

    on(allowedIpCreate, (ctx) => {
      const input = merchantInput(core, ctx, allowedIpFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const tenant = ctx.tenant.key;
      if (countOwn(db, 'merchant_allowed_ips', tenant, merchant) >= merchantApiLimits.allowedIps)
        return vfOne('ipFrom', `A customer has at most ${merchantApiLimits.allowedIps} allowed IP ranges`);
      const id = nextId(db, 'merchant_allowed_ips', 'ip_id', tenant);
      const f = input.data;
      db.prepare(
        `INSERT INTO merchant_allowed_ips (tenant, ip_id, customer_id, name, enabled, ip_from, ip_to)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(tenant, id, merchant, f.name, f.enabled ? 1 : 0, f.ipFrom, f.ipTo);
      return { status: 200, body: { allowedIp: ipView(ipOf(tenant, merchant, String(id)) as IpRow) } };
    }),

    on(allowedIpList, (ctx) => {
      const input = merchantInput(core, ctx, merchantApiQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const rows = ownRows<IpRow>(db, 'merchant_allowed_ips', 'ip_id', ctx.tenant.key, merchant);
      return { status: 200, body: { allowedIps: rows.map(ipView) } };
    }),

    on(allowedIpUpdate, (ctx) => {
      const input = merchantInput(core, ctx, allowedIpFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = ipOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!('ip_id' in found)) return found;
      const f = input.data;
      db.prepare(
        'UPDATE merchant_allowed_ips SET name = ?, enabled = ?, ip_from = ?, ip_to = ? WHERE tenant = ? AND ip_id = ?',
      ).run(f.name, f.enabled ? 1 : 0, f.ipFrom, f.ipTo, ctx.tenant.key, found.ip_id);
      return { status: 200, body: { allowedIp: ipView(ipOf(ctx.tenant.key, merchant, ctx.params.id) as IpRow) } };
    }),

    on(allowedIpDelete, (ctx) => {
      const input = merchantInput(core, ctx, merchantApiQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = ipOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!('ip_id' in found)) return found;
      db.prepare('DELETE FROM merchant_allowed_ips WHERE tenant = ? AND ip_id = ?').run(ctx.tenant.key, found.ip_id);
      return { status: 204 };
    }),

    on(apiRequestList, (ctx) => {
      const input = merchantInput(core, ctx, apiRequestQuery, 'query');
      if (!('merchant' in input)) return input;
      const { data: q, merchant } = input;
      const where = ['tenant = ?', 'customer_id = ?'];
      const args: (string | number)[] = [ctx.tenant.key, merchant];
      const badRange = dayRange(q, where, args);
      if (badRange) return badRange;
      if (q.apiKeyId !== undefined) {
        where.push('key_id = ?');
        args.push(q.apiKeyId);
      }
      const rows = db
        .prepare(
          `SELECT * FROM merchant_api_requests WHERE ${where.join(' AND ')}
           ORDER BY created_at DESC, request_id DESC LIMIT ?`,
        )
        .all(...args, merchantApiLimits.apiRequestLog) as RequestRow[];
      return { status: 200, body: { apiRequests: rows.map(requestView) } };
    }),
  ];
}

/**
 * The public API the keys open (contracts `merchantPublicApi`): `GET /<brand>/<stage>/public-api/v1/balance` with
 * header `X-Api-Key: <secret>`, answering the key's customer's balances. A known key's request is logged under it
 * (method, path, status, caller's address, time), refused ones too; an unknown or revoked key is 401, logged nowhere.
 */
export function registerMerchantPublicApi(app: FastifyInstance, core: Core): void {
  const { db } = core;
  ensureMerchantApiTables(db);
  app.get<{ Params: { brand: string; stage: string } }>(
    `/:brand/:stage${merchantPublicApi.path}`,
    async (req, reply) => {
      const send = (status: number, body: unknown) => reply.code(status).send(body);
      const { brand, stage } = req.params;
      const tenant = resolveTenant(brand, stage);
      if (!tenant) return send(404, { responseCode: 'UE', responseDescription: 'Unknown brand or stage' });
      core.tenants.ensure(tenant.key);
      const raw = req.headers[merchantPublicApi.keyHeader.toLowerCase()];
      const secret = Array.isArray(raw) ? raw[0] : raw;
      if (typeof secret !== 'string' || secret === '')
        return send(401, {
          responseCode: 'AU',
          responseDescription: `Missing ${merchantPublicApi.keyHeader} header`,
        });
      const key = db
        .prepare<[string, string], KeyRow>('SELECT * FROM merchant_api_keys WHERE tenant = ? AND secret_hash = ?')
        .get(tenant.key, hashApiSecret(secret));
      if (!key) return send(401, { responseCode: 'AU', responseDescription: 'Unknown or revoked API key' });

      const ip = (() => {
        const n = normalizeIp(req.ip);
        // the log shows an IPv4-mapped caller as its IPv4 address
        return n?.family === 4 && req.ip.includes(':') ? req.ip.slice(req.ip.lastIndexOf(':') + 1) : req.ip;
      })();
      const at = core.now();
      const log = (status: number) =>
        db
          .prepare(
            `INSERT INTO merchant_api_requests (tenant, request_id, customer_id, key_id, key_name, method, path,
               status, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            tenant.key,
            nextId(db, 'merchant_api_requests', 'request_id', tenant.key),
            key.customer_id,
            key.key_id,
            key.name,
            merchantPublicApi.method,
            merchantPublicApi.path,
            status,
            ip,
            at,
          );
      db.prepare('UPDATE merchant_api_keys SET last_used_at = ? WHERE tenant = ? AND key_id = ?').run(
        at,
        tenant.key,
        key.key_id,
      );

      if (key.enabled !== 1) {
        log(403);
        return send(403, { responseCode: '13', responseDescription: 'This API key is switched off' });
      }
      const ranges = db
        .prepare<[string, number], IpRow>(
          'SELECT * FROM merchant_allowed_ips WHERE tenant = ? AND customer_id = ? AND enabled = 1',
        )
        .all(tenant.key, key.customer_id);
      if (ranges.length > 0 && !ranges.some((r) => ipInRange(ip, r.ip_from, r.ip_to))) {
        log(403);
        return send(403, {
          responseCode: '13',
          responseDescription: `Address ${ip} is not in the allowed IP ranges`,
        });
      }
      const accounts = db
        .prepare<[string, number], { account_id: number; currency: string }>(
          "SELECT account_id, currency FROM accounts WHERE tenant = ? AND customer_id = ? AND kind = 'customer' ORDER BY account_id",
        )
        .all(tenant.key, key.customer_id);
      log(200);
      return send(200, {
        customerId: key.customer_id,
        balances: accounts.map((a) => ({
          accountId: a.account_id,
          currencyCode: a.currency,
          balance: formatMinor(core.ledger.balanceOf(tenant.key, a.account_id), a.currency),
        })),
      });
    },
  );
}
