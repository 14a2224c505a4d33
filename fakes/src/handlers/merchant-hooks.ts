import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type IpnMessage,
  type IpnSettings,
  type Webhook,
  type WebhookRequestRow,
  currencyCode,
  ipnMessageConfirm,
  ipnMessageGet,
  ipnMessageListGet,
  ipnSettingsFields,
  ipnSettingsGet,
  ipnSettingsUpdate,
  ipnStatusIds,
  webhookCreate,
  webhookDelete,
  webhookDeleteQuery,
  webhookFields,
  webhookList,
  webhookListQuery,
  webhookPing,
  webhookPingFields,
  webhookRequestList,
  webhookRequestQuery,
  webhookUpdate,
} from '@app/contracts';
import { type CallContext, type CallHandler, type Core, type ErrorAnswer, failure, on, success } from '../core.ts';
import type { Db } from '../db.ts';
import { type DeliveryResult, deliverSigned } from '../merchant-delivery.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { tenantControl } from '../tenant-control.ts';
import { tenantFields } from '../tenant-fields.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';
import { countOwn, dayRange, iso, merchantInput, methodVf, nextId, ownRow, ownRows, vfOne } from './public-api.ts';

/**
 * Merchant webhooks, the webhook request log, IPN messages and IPN settings (contracts merchant-hooks.ts; spec 3 §3
 * "Merchant entities", §7 "Merchant"), and the real deliveries (merchant-delivery.ts). fakes/README.md "Merchant
 * hooks" documents the calls, the control and the seed.
 * - Ids are per tenant (1, 2, … in every fresh tenant), so the seeded rows keep their ids after a reset.
 * - The public API's customerId must be a business customer the signed-in user may act for (its own, or one of
 *   its related accounts): otherwise 403 '13'. A webhook of another customer is 404 'NF', like an unknown one.
 * - The IPN calls act for the acting customer (fromCustomerId / Customer-Id, spec 3 §6); another customer's IPN
 *   message is VF on id, like an unknown one.
 * - Every delivery is recorded: webhook deliveries and pings in merchant_webhook_requests, IPNs in
 *   merchant_ipn_messages (sent / failed; confirmed by ipnMessageConfirm, the merchant's acknowledgement).
 * - POST /__fake/merchant-payment simulates a buyer paying the merchant through a button: no money moves; it makes
 *   the IPN message, posts it to the notify URL and sends payment.received to every enabled webhook.
 */

/** A webhook's answer and a ping's are kept up to this many characters (merchant-delivery.ts keeps 1,000). */
const maxWebhooks = 10;

interface WebhookRow {
  webhook_id: number;
  customer_id: number;
  name: string;
  enabled: number;
  url: string;
}

interface RequestRow {
  request_id: number;
  webhook_id: number | null;
  event: string;
  url: string;
  request_body: string;
  status: number | null;
  delivered: number;
  error: string | null;
  response_body: string | null;
  duration_ms: number;
  created_at: number;
}

interface SettingsRow {
  notify_url: string;
  notify_status_id: number;
  status_id: number;
  secret: string;
}

export interface IpnRow {
  ipn_id: number;
  customer_id: number;
  event: string;
  payment_id: number;
  button_id: number | null;
  amount_minor: number;
  currency: string;
  payer_name: string | null;
  status: 'sent' | 'failed' | 'confirmed';
  notify_url: string;
  request_body: string;
  http_status: number | null;
  error: string | null;
  created_at: number;
  confirmed_at: number | null;
}

/** A new IPN key (the seed's too). */
export const newIpnSecret = (): string => `ipn_${randomBytes(24).toString('hex')}`;

/** The merchant's IPN settings; a customer without any gets the defaults (statusId 1, notifyStatusId 1) and a key. */
function settingsRow(db: Db, tenant: string, customerId: number): SettingsRow {
  const get = () =>
    db
      .prepare<[string, number], SettingsRow>(
        'SELECT notify_url, notify_status_id, status_id, secret FROM merchant_ipn_settings WHERE tenant = ? AND customer_id = ?',
      )
      .get(tenant, customerId);
  const found = get();
  if (found) return found;
  db.prepare('INSERT OR IGNORE INTO merchant_ipn_settings (tenant, customer_id, secret) VALUES (?, ?, ?)').run(
    tenant,
    customerId,
    newIpnSecret(),
  );
  return get() as SettingsRow;
}

/** The merchant's IPN secret: it signs IPNs and webhook deliveries (spec 3 §7 "secret=1 to regenerate the key"). */
export function ipnSecretOf(db: Db, tenant: string, customerId: number): string {
  return settingsRow(db, tenant, customerId).secret;
}

const settingsView = (row: SettingsRow): IpnSettings => ({
  notifyUrl: row.notify_url,
  notifyStatusId: row.notify_status_id,
  statusId: row.status_id,
  secretKey: row.secret,
});

const webhookView = (row: WebhookRow): Webhook => ({
  id: row.webhook_id,
  customerId: row.customer_id,
  name: row.name,
  enabled: row.enabled === 1,
  url: row.url,
});

const requestView = (row: RequestRow): WebhookRequestRow => ({
  id: row.request_id,
  ...(row.webhook_id !== null ? { webhookId: row.webhook_id } : {}),
  event: row.event,
  url: row.url,
  requestBody: row.request_body,
  ...(row.status !== null ? { status: row.status } : {}),
  delivered: row.delivered === 1,
  ...(row.error !== null ? { error: row.error } : {}),
  ...(row.response_body !== null ? { responseBody: row.response_body } : {}),
  durationMs: row.duration_ms,
  createdAt: iso(row.created_at),
});

const ipnView = (row: IpnRow): IpnMessage => ({
  id: row.ipn_id,
  customerId: row.customer_id,
  event: row.event,
  paymentId: row.payment_id,
  ...(row.button_id !== null ? { buttonId: row.button_id } : {}),
  amount: formatMinor(row.amount_minor, row.currency),
  currencyCode: row.currency,
  ...(row.payer_name !== null ? { payerName: row.payer_name } : {}),
  status: row.status,
  notifyUrl: row.notify_url,
  requestBody: row.request_body,
  ...(row.http_status !== null ? { httpStatus: row.http_status } : {}),
  ...(row.error !== null ? { error: row.error } : {}),
  createdAt: iso(row.created_at),
  ...(row.confirmed_at !== null ? { confirmedAt: iso(row.confirmed_at) } : {}),
});

/** Records one webhook delivery (or ping) in the webhook request log. */
function recordRequest(
  db: Db,
  tenant: string,
  customerId: number,
  webhookId: number | null,
  url: string,
  event: string,
  result: DeliveryResult,
  at: number,
): void {
  db.prepare(
    `INSERT INTO merchant_webhook_requests (tenant, request_id, customer_id, webhook_id, event, url, request_body,
       status, delivered, error, response_body, duration_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    tenant,
    nextId(db, 'merchant_webhook_requests', 'request_id', tenant),
    customerId,
    webhookId,
    event,
    url,
    result.requestBody,
    result.status ?? null,
    result.ok ? 1 : 0,
    result.error ?? null,
    result.responseBody ?? null,
    result.durationMs,
    at,
  );
}

export interface MerchantPayment {
  customerId: number;
  /** a decimal string in `currency` */
  amount: string;
  currency: string;
  buttonId?: number;
  payerName?: string;
}

export interface MerchantPaymentOutcome {
  ipnMessage: IpnMessage;
  webhooks: { webhookId: number; url: string; delivered: boolean; status?: number; error?: string }[];
}

/**
 * A buyer paid the merchant (simulated: no money moves): the IPN message is made and posted to the notify URL
 * (unless IPN is off or no URL is set: then it is recorded as failed), and payment.received goes to every enabled
 * webhook; each delivery is recorded. Answers an error text when the payment is not valid.
 */
export async function merchantPayment(
  core: Core,
  tenant: string,
  p: MerchantPayment,
): Promise<MerchantPaymentOutcome | string> {
  const { db } = core;
  const customer = core.users.customer(tenant, p.customerId);
  if (!customer) return `customerId: no customer ${p.customerId}`;
  if (customer.customer_type !== 'business') return `customerId: ${p.customerId} is not a business (a merchant)`;
  if (!currencyCode.safeParse(p.currency).success) return 'currency: a currency code such as USD';
  const minor = parseMinor(p.amount, p.currency);
  if (minor === undefined || minor <= 0)
    return `amount: a positive amount with at most the decimals of ${p.currency}, as text`;

  const settings = settingsRow(db, tenant, p.customerId);
  const at = core.now();
  const ipnId = nextId(db, 'merchant_ipn_messages', 'ipn_id', tenant);
  const paymentId = (
    db
      .prepare('SELECT COALESCE(MAX(payment_id), 900000) + 1 AS id FROM merchant_ipn_messages WHERE tenant = ?')
      .get(tenant) as { id: number }
  ).id;
  const event = 'payment.received';
  const data = {
    paymentId,
    customerId: p.customerId,
    amount: formatMinor(minor, p.currency),
    currencyCode: p.currency,
    ...(p.buttonId !== undefined ? { buttonId: p.buttonId } : {}),
    ...(p.payerName !== undefined ? { payerName: p.payerName } : {}),
    status: 'completed',
    createdAt: iso(at),
  };
  const ipnPayload = { ipnId, ...data };

  let ipn: DeliveryResult;
  if (settings.status_id !== ipnStatusIds.on)
    ipn = { ok: false, error: 'IPN is off (IPN settings statusId 2)', durationMs: 0, requestBody: '' };
  else if (settings.notify_url === '')
    ipn = { ok: false, error: 'No notify URL is set in the IPN settings', durationMs: 0, requestBody: '' };
  else ipn = await deliverSigned({ url: settings.notify_url, secret: settings.secret, event, payload: ipnPayload });
  const requestBody = ipn.requestBody || JSON.stringify({ event, ...ipnPayload });
  db.prepare(
    `INSERT INTO merchant_ipn_messages (tenant, ipn_id, customer_id, event, payment_id, button_id, amount_minor,
       currency, payer_name, status, notify_url, request_body, http_status, error, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    tenant,
    ipnId,
    p.customerId,
    event,
    paymentId,
    p.buttonId ?? null,
    minor,
    p.currency,
    p.payerName ?? null,
    ipn.ok ? 'sent' : 'failed',
    settings.notify_url,
    requestBody,
    ipn.status ?? null,
    ipn.error ?? null,
    at,
  );

  const hooks = db
    .prepare<[string, number], WebhookRow>(
      'SELECT * FROM merchant_webhooks WHERE tenant = ? AND customer_id = ? AND enabled = 1 ORDER BY webhook_id',
    )
    .all(tenant, p.customerId);
  const webhooks: MerchantPaymentOutcome['webhooks'] = [];
  for (const hook of hooks) {
    const result = await deliverSigned({
      url: hook.url,
      secret: settings.secret,
      event,
      payload: { id: `evt_${paymentId}_${hook.webhook_id}`, createdAt: iso(at), data },
    });
    recordRequest(db, tenant, p.customerId, hook.webhook_id, hook.url, event, result, core.now());
    webhooks.push({
      webhookId: hook.webhook_id,
      url: hook.url,
      delivered: result.ok,
      ...(result.status !== undefined ? { status: result.status } : {}),
      ...(result.error !== undefined ? { error: result.error } : {}),
    });
  }
  const row = db
    .prepare<[string, number], IpnRow>('SELECT * FROM merchant_ipn_messages WHERE tenant = ? AND ipn_id = ?')
    .get(tenant, ipnId) as IpnRow;
  return { ipnMessage: ipnView(row), webhooks };
}

export function merchantHookHandlers(core: Core): CallHandler[] {
  const { db } = core;

  /** The IPN calls' acting customer (spec 3 §6 fromCustomerId). */
  function ipnMerchant(ctx: CallContext): number | ErrorAnswer {
    const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
    if (typeof acting !== 'number') return acting;
    if (core.users.customer(ctx.tenant.key, acting)?.customer_type !== 'business')
      return failure('13', 'Access denied: merchant tools are for business customers');
    return acting;
  }

  const webhookOf = (tenant: string, customerId: number, id: string | undefined) =>
    ownRow<WebhookRow>(db, 'merchant_webhooks', 'webhook_id', tenant, customerId, id, 'webhook');
  const isRow = (x: WebhookRow | ErrorAnswer): x is WebhookRow => 'webhook_id' in x;

  const ipnOf = (tenant: string, customerId: number, id: number): IpnRow | undefined =>
    db
      .prepare<[string, number, number], IpnRow>(
        'SELECT * FROM merchant_ipn_messages WHERE tenant = ? AND ipn_id = ? AND customer_id = ?',
      )
      .get(tenant, id, customerId);

  return [
    on(webhookCreate, (ctx) => {
      const input = merchantInput(core, ctx, webhookFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const tenant = ctx.tenant.key;
      if (countOwn(db, 'merchant_webhooks', tenant, merchant) >= maxWebhooks)
        return vfOne('url', `A customer has at most ${maxWebhooks} webhooks`);
      const id = nextId(db, 'merchant_webhooks', 'webhook_id', tenant);
      db.prepare(
        'INSERT INTO merchant_webhooks (tenant, webhook_id, customer_id, name, enabled, url) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(tenant, id, merchant, input.data.name, input.data.enabled ? 1 : 0, input.data.url);
      const row = webhookOf(tenant, merchant, String(id)) as WebhookRow;
      return { status: 200, body: { webhook: webhookView(row) } };
    }),

    on(webhookList, (ctx) => {
      const input = merchantInput(core, ctx, webhookListQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const rows = ownRows<WebhookRow>(db, 'merchant_webhooks', 'webhook_id', ctx.tenant.key, merchant);
      return { status: 200, body: { webhooks: rows.map(webhookView) } };
    }),

    on(webhookUpdate, (ctx) => {
      const input = merchantInput(core, ctx, webhookFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = webhookOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!isRow(found)) return found;
      db.prepare('UPDATE merchant_webhooks SET name = ?, enabled = ?, url = ? WHERE tenant = ? AND webhook_id = ?').run(
        input.data.name,
        input.data.enabled ? 1 : 0,
        input.data.url,
        ctx.tenant.key,
        found.webhook_id,
      );
      const row = webhookOf(ctx.tenant.key, merchant, String(found.webhook_id)) as WebhookRow;
      return { status: 200, body: { webhook: webhookView(row) } };
    }),

    on(webhookDelete, (ctx) => {
      const input = merchantInput(core, ctx, webhookDeleteQuery, 'query');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const found = webhookOf(ctx.tenant.key, merchant, ctx.params.id);
      if (!isRow(found)) return found;
      db.prepare('DELETE FROM merchant_webhooks WHERE tenant = ? AND webhook_id = ?').run(
        ctx.tenant.key,
        found.webhook_id,
      );
      return { status: 204 };
    }),

    on(webhookPing, async (ctx) => {
      const input = merchantInput(core, ctx, webhookPingFields, 'body');
      if (!('merchant' in input)) return input;
      const { merchant } = input;
      const tenant = ctx.tenant.key;
      const url = input.data.url;
      const secret = ipnSecretOf(db, tenant, merchant);
      const at = core.now();
      const result = await deliverSigned({ url, secret, event: 'ping' });
      // the webhook with this URL, if the merchant has one (the web pings a webhook's URL)
      const hook = db
        .prepare<[string, number, string], { webhook_id: number }>(
          'SELECT webhook_id FROM merchant_webhooks WHERE tenant = ? AND customer_id = ? AND url = ? ORDER BY webhook_id',
        )
        .get(tenant, merchant, url);
      recordRequest(db, tenant, merchant, hook?.webhook_id ?? null, url, 'ping', result, at);
      return {
        status: 200,
        body: {
          delivered: result.ok,
          ...(result.status !== undefined ? { status: result.status } : {}),
          ...(result.error !== undefined ? { error: result.error } : {}),
          durationMs: result.durationMs,
        },
      };
    }),

    on(webhookRequestList, (ctx) => {
      const input = merchantInput(core, ctx, webhookRequestQuery, 'query');
      if (!('merchant' in input)) return input;
      const { data: q, merchant } = input;
      const where = ['tenant = ?', 'customer_id = ?'];
      const args: (string | number)[] = [ctx.tenant.key, merchant];
      const badRange = dayRange(q, where, args);
      if (badRange) return badRange;
      let offset = 0;
      if (q.cursor !== undefined) {
        const m = /^p(\d{1,9})$/.exec(q.cursor);
        if (!m) return vfOne('cursor', 'cursor: not a cursor of this log');
        offset = Number(m[1]);
      }
      if (q.query) {
        where.push('(instr(lower(event), lower(?)) > 0 OR instr(lower(url), lower(?)) > 0)');
        args.push(q.query, q.query);
      }
      const sql = `FROM merchant_webhook_requests WHERE ${where.join(' AND ')}`;
      const count = (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(...args) as { n: number }).n;
      const rows = db
        .prepare(`SELECT * ${sql} ORDER BY created_at DESC, request_id DESC LIMIT ? OFFSET ?`)
        .all(...args, q.limit, offset) as RequestRow[];
      return {
        status: 200,
        body: {
          data: rows.map(requestView),
          count,
          current: q.cursor ?? null,
          next: offset + q.limit < count ? `p${offset + q.limit}` : null,
          prev: offset > 0 ? `p${Math.max(0, offset - q.limit)}` : null,
        },
      };
    }),

    on(ipnMessageListGet, (ctx) => {
      const merchant = ipnMerchant(ctx);
      if (typeof merchant !== 'number') return merchant;
      const { pageSize, pageNumber } = ctx.body;
      const tenant = ctx.tenant.key;
      const total = (
        db
          .prepare('SELECT COUNT(*) AS n FROM merchant_ipn_messages WHERE tenant = ? AND customer_id = ?')
          .get(tenant, merchant) as { n: number }
      ).n;
      const rows = db
        .prepare<[string, number, number, number], IpnRow>(
          `SELECT * FROM merchant_ipn_messages WHERE tenant = ? AND customer_id = ?
           ORDER BY created_at DESC, ipn_id DESC LIMIT ? OFFSET ?`,
        )
        .all(tenant, merchant, pageSize, (pageNumber - 1) * pageSize);
      return success({ ipnMessages: rows.map(ipnView), pageSize, pageNumber, total });
    }),

    on(ipnMessageGet, (ctx) => {
      const merchant = ipnMerchant(ctx);
      if (typeof merchant !== 'number') return merchant;
      const row = ipnOf(ctx.tenant.key, merchant, ctx.body.id);
      if (!row)
        return failure('VF', `No IPN message ${ctx.body.id} of this customer`, {
          validationErrors: [{ field: 'id', description: `No IPN message ${ctx.body.id} of this customer` }],
        });
      return success({ ipnMessage: ipnView(row) });
    }),

    on(ipnMessageConfirm, (ctx) => {
      const merchant = ipnMerchant(ctx);
      if (typeof merchant !== 'number') return merchant;
      const tenant = ctx.tenant.key;
      const row = ipnOf(tenant, merchant, ctx.body.id);
      if (!row)
        return failure('VF', `No IPN message ${ctx.body.id} of this customer`, {
          validationErrors: [{ field: 'id', description: `No IPN message ${ctx.body.id} of this customer` }],
        });
      if (row.status !== 'confirmed')
        db.prepare(
          "UPDATE merchant_ipn_messages SET status = 'confirmed', confirmed_at = ? WHERE tenant = ? AND ipn_id = ?",
        ).run(core.now(), tenant, row.ipn_id);
      return success({ ipnMessage: ipnView(ipnOf(tenant, merchant, row.ipn_id) as IpnRow) });
    }),

    on(ipnSettingsGet, (ctx) => {
      const merchant = ipnMerchant(ctx);
      if (typeof merchant !== 'number') return merchant;
      return success({ ipnSettings: settingsView(settingsRow(db, ctx.tenant.key, merchant)) });
    }),

    on(ipnSettingsUpdate, (ctx) => {
      const merchant = ipnMerchant(ctx);
      if (typeof merchant !== 'number') return merchant;
      const tenant = ctx.tenant.key;
      settingsRow(db, tenant, merchant);
      if ('secret' in ctx.body) {
        db.prepare('UPDATE merchant_ipn_settings SET secret = ? WHERE tenant = ? AND customer_id = ?').run(
          newIpnSecret(),
          tenant,
          merchant,
        );
      } else {
        const fields = ipnSettingsFields.safeParse(ctx.body);
        if (!fields.success) return methodVf(fields.error);
        db.prepare(
          `UPDATE merchant_ipn_settings SET notify_url = ?, notify_status_id = ?, status_id = ?
           WHERE tenant = ? AND customer_id = ?`,
        ).run(fields.data.notifyUrl, fields.data.notifyStatusId, fields.data.statusId, tenant, merchant);
      }
      return success({ ipnSettings: settingsView(settingsRow(db, tenant, merchant)) });
    }),
  ];
}

const paymentControl = z.object({
  ...tenantFields,
  customerId: z.number().int().positive(),
  amount: z.string().min(1),
  currency: z.string().min(1),
  buttonId: z.number().int().positive().optional(),
  payerName: z.string().min(1).max(100).optional(),
});

/**
 * POST /__fake/merchant-payment {brand, stage, customerId, amount, currency, buttonId?, payerName?}: a buyer pays
 * the merchant through a button (simulated; fakes/README.md "Merchant hooks"). Answers `merchantPayment`'s outcome
 * once every delivery is done, or 400 with what is wrong.
 */
export function registerMerchantHookControls(app: FastifyInstance, core: Core): void {
  tenantControl(app, core, '/__fake/merchant-payment', paymentControl, async (b, tenant) => {
    const { brand: _b, stage: _s, ...payment } = b;
    return merchantPayment(core, tenant.key, payment);
  });
}
