import {
  type AdminCustomer,
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminDueDiligenceUpdate,
  adminFinancialDataUpdate,
  type CallDef,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  failure,
  success,
  on,
  type HandlerOf,
} from '../core.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import { type Companies, createCompanies } from './company.ts';

interface CustomerRow {
  customer_id: number;
  customer_type: string;
  name: string;
  /** the user whose own customer this is (its login is the customer's e-mail); null for related companies */
  username: string | null;
  customer_json: string | null;
}

interface AdminNotes {
  /** documents an administrator assigned to the customer */
  documentIds: number[];
  financialDetail?: unknown;
  dueDiligenceNotes?: string;
}

const notesKey = 'admin';

/** Seeded so that a remove works on a fresh tenant (Pact, e2e): limited@demo.test's customer has document 4701. */
export const demoAssignedDocuments: Readonly<Record<number, readonly number[]>> = { 100008: [4701] };

/** Admin overview (spec 1 §6, spec 3 §6): only users with isAdmin; anyone else gets '13' 'Access denied'. */
export function adminHandlers(core: Core, companies: Companies = createCompanies(core)): CallHandler[] {
  const { db } = core;
  const state = createUserState(db);
  // one row per customer: its owner user if it has one (the lowest user id owning it)
  const customersOf = db.prepare<[string], CustomerRow>(
    `SELECT c.customer_id, c.customer_type, c.name, u.username, u.customer_json
       FROM customers c
       LEFT JOIN users u ON u.tenant = c.tenant AND u.user_id = (
         SELECT MIN(user_id) FROM users WHERE tenant = c.tenant AND customer_id = c.customer_id)
      WHERE c.tenant = ?
      ORDER BY c.customer_id`,
  );
  const usersOfCustomer = db.prepare<[string, number], { user_id: number; customer_json: string }>(
    'SELECT user_id, customer_json FROM users WHERE tenant = ? AND customer_id = ?',
  );
  const setCustomerJson = db.prepare<[string, string, number]>(
    'UPDATE users SET customer_json = ? WHERE tenant = ? AND user_id = ?',
  );

  const slug = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  function view(row: CustomerRow): AdminCustomer {
    const c = row.customer_json
      ? (JSON.parse(row.customer_json) as { verified?: boolean; limited?: boolean; dueDiligenceLevel?: number })
      : {};
    return {
      customerId: row.customer_id,
      name: row.name,
      email: row.username ?? `office@${slug(row.name)}.demo.test`,
      customerType: row.customer_type,
      verified: c.verified ?? true,
      limited: c.limited ?? false,
      ...(c.dueDiligenceLevel !== undefined ? { dueDiligenceLevel: c.dueDiligenceLevel } : {}),
    };
  }

  const isAdmin = (user: UserRow | undefined) =>
    user !== undefined && (JSON.parse(user.customer_json) as { isAdmin?: boolean }).isAdmin === true;

  const admin = <C extends CallDef>(def: C, handle: HandlerOf<C>): CallHandler =>
    on(def, (ctx) => (isAdmin(ctx.auth?.user) ? handle(ctx) : failure('13', 'Access denied')));

  /** The customer an admin call names, or a VF answer when the tenant has none with that id. */
  function customerOf(ctx: CallContext, customerId: number): CustomerRow | ErrorAnswer {
    const row = customersOf.all(ctx.tenant.key).find((r) => r.customer_id === customerId);
    return row ?? failure('VF', 'Unknown customer');
  }
  const isRow = (x: CustomerRow | ErrorAnswer): x is CustomerRow => 'customer_id' in x;

  const notesOf = (tenant: string, customerId: number) =>
    state.read<AdminNotes>(tenant, customerId, notesKey, () => ({
      documentIds: [...(demoAssignedDocuments[customerId] ?? [])],
    }));

  return [
    admin(adminCustomersGet, (ctx) => {
      const { query, pageNumber, pageSize } = ctx.body;
      const q = query?.trim().toLowerCase() ?? '';
      const all = customersOf
        .all(ctx.tenant.key)
        .map(view)
        .filter(
          (c) =>
            q === '' ||
            c.name.toLowerCase().includes(q) ||
            c.email.toLowerCase().includes(q) ||
            String(c.customerId) === q,
        );
      const start = (pageNumber - 1) * pageSize;
      return success({ customers: all.slice(start, start + pageSize), total: all.length });
    }),
    admin(adminDocumentAssign, (ctx) => {
      const { customerId, documentId } = ctx.body;
      const row = customerOf(ctx, customerId);
      if (!isRow(row)) return row;
      const notes = notesOf(ctx.tenant.key, customerId);
      if (notes.documentIds.includes(documentId))
        return failure('VF', 'The document is already assigned to this customer');
      notes.documentIds.push(documentId);
      state.write(ctx.tenant.key, customerId, notesKey, notes);
      return success();
    }),
    admin(adminDocumentRemove, (ctx) => {
      const { customerId, documentId } = ctx.body;
      const row = customerOf(ctx, customerId);
      if (!isRow(row)) return row;
      const notes = notesOf(ctx.tenant.key, customerId);
      if (!notes.documentIds.includes(documentId))
        return failure('VF', 'The document is not assigned to this customer');
      notes.documentIds = notes.documentIds.filter((id) => id !== documentId);
      state.write(ctx.tenant.key, customerId, notesKey, notes);
      return success();
    }),
    admin(adminFinancialDataUpdate, (ctx) => {
      const { customerId, financialDetail } = ctx.body;
      const row = customerOf(ctx, customerId);
      if (!isRow(row)) return row;
      // a company shows it in companyInfoGet; a personal customer keeps it with the admin notes
      if (row.customer_type === 'business') {
        const company = companies.read(ctx.tenant.key, customerId, row.name);
        company.company.financialDetail = { ...company.company.financialDetail, ...financialDetail };
        companies.write(ctx.tenant.key, customerId, company);
      } else {
        state.write(ctx.tenant.key, customerId, notesKey, {
          ...notesOf(ctx.tenant.key, customerId),
          financialDetail,
        });
      }
      return success();
    }),
    admin(adminDueDiligenceUpdate, (ctx) => {
      const { customerId, dueDiligenceLevel, notes } = ctx.body;
      const row = customerOf(ctx, customerId);
      if (!isRow(row)) return row;
      // the level shows in customerInfoGet of every user of that customer
      for (const u of usersOfCustomer.all(ctx.tenant.key, customerId)) {
        const customer = JSON.parse(u.customer_json) as Record<string, unknown>;
        setCustomerJson.run(JSON.stringify({ ...customer, dueDiligenceLevel }), ctx.tenant.key, u.user_id);
      }
      if (notes !== undefined)
        state.write(ctx.tenant.key, customerId, notesKey, {
          ...notesOf(ctx.tenant.key, customerId),
          dueDiligenceNotes: notes,
        });
      return success();
    }),
  ];
}
