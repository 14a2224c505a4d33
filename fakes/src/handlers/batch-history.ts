import {
  type BatchStatus,
  type BatchTransferEntry,
  type BatchType,
  batchPageSize,
  batchTransferListGet,
  batchTransferViewFile,
  batchType,
} from '@app/contracts';
import { type CallHandler, type Core, failure, isErrorAnswer, on, success } from '../core.ts';
import { formatMinor } from '../money.ts';
import type { TransactionRow } from '../transactions.ts';
import { csvField, dayStart } from './history.ts';
import { caller } from './transfers.ts';

/**
 * Batch history (contracts batch-history.ts; spec 2 §7 "Batch transfer list (filter); batch transfer view file
 * (id)", §3 "Batch filter", §9 "Batch filter page size 20"): the acting customer's rows of `mass_batches` (written by
 * mass-transfers.ts, seeded by seed-batches.ts), newest first. A batch's count, total and status come from its
 * history transactions (the outgoing side of each); the file is those payments as CSV. The list answers
 * `batchTransfer.transfer` as a list (the contract also takes one entry, spec 3 §3). View file answers '00' (spec 2
 * §8's 'OO' read as the success code, contracts `viewFileFailed`).
 */

interface BatchRow {
  batch_id: number;
  kind: string;
  batch_name: string;
  account_id: number;
  transaction_ids: string;
  created_at: number;
}

const day = 24 * 3600 * 1000;

/** All rows the same status gives that status; rows in different statuses are `partial`; no rows is completed. */
export function batchStatusOf(statuses: readonly TransactionRow['status'][]): BatchStatus {
  const distinct = new Set(statuses);
  if (distinct.size > 1) return 'partial';
  return statuses[0] ?? 'completed';
}

export const fileHeader = [
  'transactionId',
  'created',
  'amount',
  'fee',
  'currencyCode',
  'status',
  'counterparty',
  'description',
];

export function batchHistoryHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const batchesOf = db.prepare<[string, number], BatchRow>(
    `SELECT batch_id, kind, batch_name, account_id, transaction_ids, created_at FROM mass_batches
     WHERE tenant = ? AND customer_id = ? ORDER BY created_at DESC, batch_id DESC`,
  );
  const rowOf = db.prepare<[string, number, number], TransactionRow>(
    `SELECT * FROM transactions WHERE tenant = ? AND transaction_id = ? AND account_id = ? AND direction = 'out'`,
  );

  const rowsOf = (tenant: string, b: BatchRow): TransactionRow[] =>
    (JSON.parse(b.transaction_ids) as number[])
      .map((id) => rowOf.get(tenant, id, b.account_id))
      .filter((r): r is TransactionRow => r !== undefined);

  const entryOf = (tenant: string, b: BatchRow): BatchTransferEntry | undefined => {
    const type = batchType.safeParse(b.kind);
    const rows = rowsOf(tenant, b);
    const currency = rows[0]?.currency;
    if (!type.success || currency === undefined) return undefined;
    return {
      id: b.batch_id,
      batchName: b.batch_name,
      type: type.data,
      accountId: b.account_id,
      count: rows.length,
      total: formatMinor(
        rows.reduce((sum, r) => sum + r.amount_minor, 0),
        currency,
      ),
      currencyCode: currency,
      status: batchStatusOf(rows.map((r) => r.status)),
      created: new Date(b.created_at).toISOString(),
    };
  };

  return [
    on(batchTransferListGet, (ctx) => {
      const c = caller(core, ctx);
      if (isErrorAnswer(c)) return c;
      const b = ctx.body;
      const from = b.from === undefined ? undefined : dayStart(b.from);
      const to = b.to === undefined ? undefined : dayStart(b.to);
      if (b.from !== undefined && from === undefined) return failure('TA1', 'from: not a calendar date');
      if (b.to !== undefined && to === undefined) return failure('TA1', 'to: not a calendar date');
      if (from !== undefined && to !== undefined && from > to) return failure('TA1', 'from: must not be after to');
      const search = b.search?.trim().toLowerCase() ?? '';
      const types = new Set<BatchType>(b.types ?? []);
      const matching = batchesOf
        .all(ctx.tenant.key, c.customerId)
        .filter(
          (r) =>
            (from === undefined || r.created_at >= from) &&
            (to === undefined || r.created_at < to + day) &&
            (search === '' || r.batch_name.toLowerCase().includes(search) || String(r.batch_id) === search),
        )
        .map((r) => entryOf(ctx.tenant.key, r))
        .filter((e): e is BatchTransferEntry => e !== undefined && (types.size === 0 || types.has(e.type)));
      const size = b.pageSize ?? batchPageSize;
      const pages = Math.max(1, Math.ceil(matching.length / size));
      if (b.pageNumber > pages) return failure('TA1', `pageNumber: past the last page (${pages})`);
      const start = (b.pageNumber - 1) * size;
      return success({ batchTransfer: { transfer: matching.slice(start, start + size) }, total: matching.length });
    }),
    on(batchTransferViewFile, (ctx) => {
      const c = caller(core, ctx);
      if (isErrorAnswer(c)) return c;
      const batch = batchesOf.all(ctx.tenant.key, c.customerId).find((r) => r.batch_id === ctx.body.id);
      // another customer's batch answers like a missing one
      if (!batch) return failure('TA1', 'id: no such batch');
      const lines = rowsOf(ctx.tenant.key, batch).map((r) =>
        [
          r.transaction_id,
          new Date(r.created_at).toISOString(),
          formatMinor(r.amount_minor, r.currency),
          formatMinor(r.fee_minor, r.currency),
          r.currency,
          r.status,
          r.counterparty,
          r.description,
        ]
          .map(csvField)
          .join(','),
      );
      return success({
        fileName: `batch-${batch.batch_id}.csv`,
        contentType: 'text/csv' as const,
        file: [fileHeader.join(','), ...lines].join('\r\n') + '\r\n',
      });
    }),
  ];
}
