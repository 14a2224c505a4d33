import { randomBytes } from 'node:crypto';
import {
  type MerchantLogo,
  type SavedButton,
  logoUploadLimits,
  merchantButtonCreate,
  merchantButtonDelete,
  merchantButtonGet,
  merchantButtonListGet,
  merchantButtonUpdate,
  merchantLogoCreate,
  merchantLogoDelete,
  merchantLogoGet,
  merchantLogoListGet,
  merchantLogoUpdate,
  pbnSettingsGet,
  pbnSettingsUpdate,
  pbnStatusIds,
} from '@app/contracts';
import { type CallContext, type CallHandler, type Core, on, success } from '../core.ts';
import type { Db } from '../db.ts';
import type { MultipartPart } from '../multipart.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';
import { iso, methodVfOne as invalid } from './public-api.ts';

/**
 * Saved payment buttons, PBN settings and business logos (contracts merchant-buttons.ts, whose doc holds the
 * decisions; spec 3 §3 "Logo: name, isDefault, file", §7 "Merchant"). Every call acts for the acting customer
 * (fromCustomerId / Customer-Id, `actingCustomer`): a customer the user may not act for is '13' Access denied, and
 * another customer's button or logo is VF 'not found' on `id` (never another merchant's data). Ids are handed out per
 * tenant, so a fresh tenant's seeded rows have the same ids every time (buttons 1 and 2, logo 1; seed-merchant-buttons.ts).
 */

interface ButtonRow {
  button_id: number;
  customer_id: number;
  name: string;
  amount: string;
  currency: string;
  description: string;
  return_url: string;
  cancel_url: string;
  status_id: number;
  created_at: number;
  updated_at: number;
}

interface LogoRow {
  logo_id: number;
  customer_id: number;
  name: string;
  is_default: number;
  mime_type: string;
  data: Buffer;
  created_at: number;
}

const notFound = (what: 'button' | 'logo', id: number) => invalid('id', `No ${what} ${id}`);

/** A new PBN key: 32 hex characters. */
export const newPbnSecret = (): string => randomBytes(16).toString('hex');

function buttonView(r: ButtonRow): SavedButton {
  return {
    id: r.button_id,
    customerId: r.customer_id,
    name: r.name,
    amount: r.amount,
    currencyCode: r.currency,
    description: r.description,
    returnUrl: r.return_url,
    cancelUrl: r.cancel_url,
    statusId: r.status_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

function logoView(r: LogoRow): MerchantLogo {
  return {
    id: r.logo_id,
    customerId: r.customer_id,
    name: r.name,
    isDefault: r.is_default === 1,
    file: `data:${r.mime_type};base64,${r.data.toString('base64')}`,
    mimeType: r.mime_type,
    size: r.data.length,
    createdAt: iso(r.created_at),
  };
}

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((b, i) => data[i] === b);

/** Does the file look like what it says it is (its first bytes; an SVG's first element is <svg>)? */
function looksLike(mimeType: string, data: Buffer): boolean {
  if (mimeType === 'image/png') return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (mimeType === 'image/jpeg') return startsWith(data, [0xff, 0xd8, 0xff]);
  if (mimeType === 'image/svg+xml') {
    const head = data
      .subarray(0, 2048)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/<\?xml[\s\S]*?\?>/, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<!DOCTYPE[^>]*>/i, '')
      .trim();
    return /^<svg[\s>]/i.test(head);
  }
  return false;
}

/**
 * The problem of a logo file, in the order a person can fix it: missing, empty, too large, then the type (declared
 * AND by its first bytes). Undefined when fine. Decided in contracts merchant-buttons.ts.
 */
export function logoFileProblem(file: MultipartPart | undefined): string | undefined {
  if (!file) return 'file: the file part is missing';
  if (file.data.length === 0) return 'File is empty';
  if (file.data.length > logoUploadLimits.maxBytes) return 'File is too large: at most 512 KiB';
  const declared = (file.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(logoUploadLimits.mimeTypes as readonly string[]).includes(declared) || !looksLike(declared, file.data))
    return 'File type not allowed: use PNG, JPEG or SVG';
  return undefined;
}

/** The store of the three tables (also used by the seed). */
export function merchantButtonStore(db: Db) {
  const nextButtonId = db.prepare<[string], { id: number }>(
    `SELECT COALESCE(MAX(button_id), 0) + 1 AS id FROM merchant_buttons WHERE tenant = ?`,
  );
  const nextLogoId = db.prepare<[string], { id: number }>(
    `SELECT COALESCE(MAX(logo_id), 0) + 1 AS id FROM merchant_logos WHERE tenant = ?`,
  );
  const insertButton = db.prepare(
    `INSERT INTO merchant_buttons (tenant, button_id, customer_id, name, amount, currency, description, return_url,
       cancel_url, status_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLogo = db.prepare(
    `INSERT INTO merchant_logos (tenant, logo_id, customer_id, name, is_default, mime_type, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clearDefault = db.prepare<[string, number]>(
    `UPDATE merchant_logos SET is_default = 0 WHERE tenant = ? AND customer_id = ?`,
  );
  const insertPbn = db.prepare<[string, number, number, string]>(
    `INSERT INTO merchant_pbn_settings (tenant, customer_id, status_id, secret_key) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, customer_id) DO UPDATE SET status_id = excluded.status_id, secret_key = excluded.secret_key`,
  );
  return {
    addButton(
      tenant: string,
      customerId: number,
      f: {
        name: string;
        amount: string;
        currencyCode: string;
        description: string;
        returnUrl: string;
        cancelUrl: string;
        statusId: number;
      },
      now: number,
    ): number {
      const id = (nextButtonId.get(tenant) as { id: number }).id;
      insertButton.run(
        tenant,
        id,
        customerId,
        f.name,
        f.amount,
        f.currencyCode,
        f.description,
        f.returnUrl,
        f.cancelUrl,
        f.statusId,
        now,
        now,
      );
      return id;
    },
    /** A logo; a default one clears the others' flag first (one default logo). */
    addLogo(
      tenant: string,
      customerId: number,
      f: { name: string; isDefault: boolean; mimeType: string; data: Buffer },
      now: number,
    ): number {
      return db.transaction(() => {
        if (f.isDefault) clearDefault.run(tenant, customerId);
        const id = (nextLogoId.get(tenant) as { id: number }).id;
        insertLogo.run(tenant, id, customerId, f.name, f.isDefault ? 1 : 0, f.mimeType, f.data, now);
        return id;
      })();
    },
    setPbn(tenant: string, customerId: number, statusId: number, secretKey: string): void {
      insertPbn.run(tenant, customerId, statusId, secretKey);
    },
  };
}

export function merchantButtonHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const store = merchantButtonStore(db);
  const buttonsOf = db.prepare<[string, number], ButtonRow>(
    `SELECT * FROM merchant_buttons WHERE tenant = ? AND customer_id = ? ORDER BY created_at DESC, button_id DESC`,
  );
  const buttonOf = db.prepare<[string, number, number], ButtonRow>(
    `SELECT * FROM merchant_buttons WHERE tenant = ? AND customer_id = ? AND button_id = ?`,
  );
  const updateButton = db.prepare(
    `UPDATE merchant_buttons SET name = ?, amount = ?, currency = ?, description = ?, return_url = ?, cancel_url = ?,
       status_id = ?, updated_at = ? WHERE tenant = ? AND customer_id = ? AND button_id = ?`,
  );
  const deleteButton = db.prepare<[string, number, number]>(
    `DELETE FROM merchant_buttons WHERE tenant = ? AND customer_id = ? AND button_id = ?`,
  );
  const pbnOf = db.prepare<[string, number], { status_id: number; secret_key: string }>(
    `SELECT status_id, secret_key FROM merchant_pbn_settings WHERE tenant = ? AND customer_id = ?`,
  );
  const logosOf = db.prepare<[string, number, number, number], LogoRow>(
    `SELECT * FROM merchant_logos WHERE tenant = ? AND customer_id = ?
     ORDER BY is_default DESC, created_at DESC, logo_id DESC LIMIT ? OFFSET ?`,
  );
  const logoCount = db.prepare<[string, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_logos WHERE tenant = ? AND customer_id = ?`,
  );
  const logoOf = db.prepare<[string, number, number], LogoRow>(
    `SELECT * FROM merchant_logos WHERE tenant = ? AND customer_id = ? AND logo_id = ?`,
  );
  const clearDefault = db.prepare<[string, number]>(
    `UPDATE merchant_logos SET is_default = 0 WHERE tenant = ? AND customer_id = ?`,
  );
  const updateLogo = db.prepare<[string, number, string, number, number]>(
    `UPDATE merchant_logos SET name = ?, is_default = ? WHERE tenant = ? AND customer_id = ? AND logo_id = ?`,
  );
  const deleteLogo = db.prepare<[string, number, number]>(
    `DELETE FROM merchant_logos WHERE tenant = ? AND customer_id = ? AND logo_id = ?`,
  );

  const acting = (ctx: CallContext) => actingCustomer(core, ctx, ctx.auth?.user as UserRow);

  /** The acting customer's PBN settings; a customer without any gets status on and a new key. */
  const pbnSettingsOf = (tenant: string, customerId: number) => {
    let row = pbnOf.get(tenant, customerId);
    if (!row) {
      store.setPbn(tenant, customerId, pbnStatusIds.on, newPbnSecret());
      row = pbnOf.get(tenant, customerId) as { status_id: number; secret_key: string };
    }
    return { statusId: row.status_id, secretKey: row.secret_key };
  };

  return [
    on(merchantButtonListGet, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      return success({ buttons: buttonsOf.all(ctx.tenant.key, customerId).map(buttonView) });
    }),
    on(merchantButtonGet, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const row = buttonOf.get(ctx.tenant.key, customerId, ctx.body.id);
      return row ? success({ button: buttonView(row) }) : notFound('button', ctx.body.id);
    }),
    on(merchantButtonCreate, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const id = store.addButton(ctx.tenant.key, customerId, ctx.body, core.now());
      return success({ button: buttonView(buttonOf.get(ctx.tenant.key, customerId, id) as ButtonRow) });
    }),
    on(merchantButtonUpdate, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const b = ctx.body;
      if (!buttonOf.get(ctx.tenant.key, customerId, b.id)) return notFound('button', b.id);
      updateButton.run(
        b.name,
        b.amount,
        b.currencyCode,
        b.description,
        b.returnUrl,
        b.cancelUrl,
        b.statusId,
        core.now(),
        ctx.tenant.key,
        customerId,
        b.id,
      );
      return success({ button: buttonView(buttonOf.get(ctx.tenant.key, customerId, b.id) as ButtonRow) });
    }),
    on(merchantButtonDelete, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const gone = deleteButton.run(ctx.tenant.key, customerId, ctx.body.id).changes;
      return gone === 1 ? success() : notFound('button', ctx.body.id);
    }),
    on(pbnSettingsGet, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      return success({ pbnSettings: pbnSettingsOf(ctx.tenant.key, customerId) });
    }),
    on(pbnSettingsUpdate, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const current = pbnSettingsOf(ctx.tenant.key, customerId);
      const body = ctx.body as { secret?: 1; statusId?: 1 | 2 };
      if (body.secret === 1) store.setPbn(ctx.tenant.key, customerId, current.statusId, newPbnSecret());
      else if (body.statusId !== undefined) store.setPbn(ctx.tenant.key, customerId, body.statusId, current.secretKey);
      return success({ pbnSettings: pbnSettingsOf(ctx.tenant.key, customerId) });
    }),
    on(merchantLogoListGet, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const { pageSize, pageNumber } = ctx.body;
      const logos = logosOf.all(ctx.tenant.key, customerId, pageSize, (pageNumber - 1) * pageSize).map(logoView);
      return success({ logos, total: (logoCount.get(ctx.tenant.key, customerId) as { n: number }).n });
    }),
    on(merchantLogoCreate, (ctx) => {
      const files = (ctx.parts ?? []).filter((p) => p.name === logoUploadLimits.filePart);
      if (files.length > 1) return invalid('file', 'file: send one file per upload');
      const file = files[0];
      const problem = logoFileProblem(file);
      if (problem || !file) return invalid('file', problem ?? 'file: the file part is missing');
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const mimeType = (file.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const id = store.addLogo(
        ctx.tenant.key,
        customerId,
        { name: ctx.body.name, isDefault: ctx.body.isDefault, mimeType, data: file.data },
        core.now(),
      );
      return success({ logo: logoView(logoOf.get(ctx.tenant.key, customerId, id) as LogoRow) });
    }),
    on(merchantLogoGet, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const row = logoOf.get(ctx.tenant.key, customerId, ctx.body.id);
      return row ? success({ logo: logoView(row) }) : notFound('logo', ctx.body.id);
    }),
    on(merchantLogoUpdate, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const { id, name, isDefault } = ctx.body;
      if (!logoOf.get(ctx.tenant.key, customerId, id)) return notFound('logo', id);
      db.transaction(() => {
        // one default logo: a new default clears the old one
        if (isDefault) clearDefault.run(ctx.tenant.key, customerId);
        updateLogo.run(name, isDefault ? 1 : 0, ctx.tenant.key, customerId, id);
      })();
      return success({ logo: logoView(logoOf.get(ctx.tenant.key, customerId, id) as LogoRow) });
    }),
    on(merchantLogoDelete, (ctx) => {
      const customerId = acting(ctx);
      if (typeof customerId !== 'number') return customerId;
      const gone = deleteLogo.run(ctx.tenant.key, customerId, ctx.body.id).changes;
      return gone === 1 ? success() : notFound('logo', ctx.body.id);
    }),
  ];
}
