import type { z } from 'zod';
import { type CallContext, type Core, type ErrorAnswer, failure } from '../core.ts';
import type { Db } from '../db.ts';
import type { UserRow } from '../users.ts';

/**
 * The plumbing the merchant calls of the public API share (spec 3 §6, §7 "Merchant", §8): the REST refusals
 * (HTTP status with the envelope's fields), VF per field, the customerId a signed-in user may act for, per-tenant
 * ids and a customer's own rows (404 'NF' otherwise), and the fromDate/toDate day filter of the logs. The merchant
 * calls that are method-style (`POST /?method=…`) answer VF in the envelope instead: methodVf, methodVfOne.
 */

export const dayMs = 24 * 3600 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** The next per-tenant id of a table (1, 2, … in every fresh tenant). */
export function nextId(db: Db, table: string, column: string, tenant: string): number {
  const row = db.prepare(`SELECT COALESCE(MAX(${column}), 0) + 1 AS id FROM ${table} WHERE tenant = ?`).get(tenant) as {
    id: number;
  };
  return row.id;
}

/** A REST refusal of the public API: HTTP status with the envelope's fields. */
export const refusal = (
  status: 400 | 403 | 404,
  responseCode: string,
  responseDescription: string,
  validationErrors?: { field: string; description: string }[],
): ErrorAnswer => ({
  status,
  body: { responseCode, responseDescription, ...(validationErrors ? { validationErrors } : {}) },
  error: true,
});

/** Zod issues as VF's validationErrors: one per field, the description first. */
export function issuesOf(error: z.core.$ZodError): { field: string; description: string }[] {
  return error.issues.map((i) => ({ field: i.path.join('.') || 'body', description: i.message }));
}

/** Spec 3 §8 "Verify error (VF): description built from the validation errors, joined with commas". */
export const vf = (error: z.core.$ZodError): ErrorAnswer => {
  const list = issuesOf(error);
  return refusal(400, 'VF', list.map((v) => v.description).join(', '), list);
};
/** A VF naming one field. */
export const vfOne = (field: string, description: string): ErrorAnswer =>
  refusal(400, 'VF', description, [{ field, description }]);

/** A method-style call's VF (HTTP 200, spec 3 §8), one entry per Zod issue. */
export const methodVf = (error: z.core.$ZodError): ErrorAnswer => {
  const list = issuesOf(error);
  return failure('VF', list.map((v) => v.description).join(', '), { validationErrors: list });
};
/** A method-style call's VF naming the field (spec 3 §8 "Verify error (VF): description built from the validation errors"). */
export const methodVfOne = (field: string, description: string): ErrorAnswer =>
  failure('VF', description, { validationErrors: [{ field, description }] });

/** The public API's customerId: a business customer the signed-in user may act for (spec 3 §6), else 403 '13'. */
export function merchantOf(core: Core, ctx: CallContext, customerId: number): number | ErrorAnswer {
  const user = ctx.auth?.user as UserRow;
  const customer = core.users.customer(ctx.tenant.key, customerId);
  if (!core.users.mayActFor(user, customerId) || !customer)
    return refusal(403, '13', `Access denied: you may not act for customer ${customerId}`);
  if (customer.customer_type !== 'business')
    return refusal(403, '13', 'Access denied: merchant tools are for business customers');
  return customerId;
}

/**
 * A public-api call's input (the body, or the query of a GET/DELETE) parsed by its schema (VF per field otherwise)
 * and the merchant its customerId names (checked by merchantOf).
 */
export function merchantInput<T extends { customerId: number }>(
  core: Core,
  ctx: CallContext,
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError } },
  from: 'body' | 'query',
): { data: T; merchant: number } | ErrorAnswer {
  const parsed = schema.safeParse(from === 'body' ? ctx.body : ctx.query);
  if (!parsed.success) return vf(parsed.error);
  const merchant = merchantOf(core, ctx, parsed.data.customerId);
  if (typeof merchant !== 'number') return merchant;
  return { data: parsed.data, merchant };
}

/** A path id: 1 to 9 digits, else NaN (which no row has). */
export const idOf = (raw: string | undefined): number => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN);

/** The customer's row of a table by its path id; another customer's row is 404 'NF', like an unknown one. */
export function ownRow<R>(
  db: Db,
  table: string,
  idColumn: string,
  tenant: string,
  customerId: number,
  raw: string | undefined,
  what: string,
): R | ErrorAnswer {
  const id = idOf(raw);
  const row = Number.isNaN(id)
    ? undefined
    : (db
        .prepare(`SELECT * FROM ${table} WHERE tenant = ? AND ${idColumn} = ? AND customer_id = ?`)
        .get(tenant, id, customerId) as R | undefined);
  return row ?? refusal(404, 'NF', `No ${what} ${raw ?? ''} of customer ${customerId}`);
}

/** The customer's rows of a table, by id. */
export const ownRows = <R>(db: Db, table: string, idColumn: string, tenant: string, customerId: number): R[] =>
  db
    .prepare(`SELECT * FROM ${table} WHERE tenant = ? AND customer_id = ? ORDER BY ${idColumn}`)
    .all(tenant, customerId) as R[];

/** How many rows of a table the customer has (a limit's count). */
export const countOwn = (db: Db, table: string, tenant: string, customerId: number): number =>
  (
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant = ? AND customer_id = ?`).get(tenant, customerId) as {
      n: number;
    }
  ).n;

/**
 * A log's day filter: fromDate/toDate (YYYY-MM-DD, UTC days, both included) added to `where`/`args` as created_at
 * bounds, or VF on fromDate when it is after toDate.
 */
export function dayRange(
  q: { fromDate?: string | undefined; toDate?: string | undefined },
  where: string[],
  args: (string | number)[],
): ErrorAnswer | undefined {
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) return vfOne('fromDate', 'fromDate is after toDate');
  if (q.fromDate) {
    where.push('created_at >= ?');
    args.push(Date.parse(`${q.fromDate}T00:00:00Z`));
  }
  if (q.toDate) {
    where.push('created_at < ?');
    args.push(Date.parse(`${q.toDate}T00:00:00Z`) + dayMs);
  }
  return undefined;
}
