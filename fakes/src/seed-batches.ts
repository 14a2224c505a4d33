import type { Db } from './db.ts';

/**
 * Demo batches for the batch history (spec 2 §2 /history/batch-transfers, §7 "Batch transfer list"), so personal@'s
 * list is not empty before a batch is paid: rows of `mass_batches` (the table the mass-transfer handlers write) over
 * personal@'s own seeded outgoing history transactions (seed-history.ts). business@ has no seeded history (its
 * balances and the approval lists other tests know would move), so its list starts empty and fills as it pays. Their content hashes start
 * with `seed:`, so no real upload ever matches them as "the same batch". Runs after seedHistory.
 */
export const seededBatches = [
  { username: 'personal@demo.test', kind: 'wire', batchName: 'November suppliers', rows: 2, daysAgo: 12 },
  { username: 'personal@demo.test', kind: 'p2p', batchName: 'Team payouts', rows: 3, daysAgo: 3 },
] as const;

const day = 24 * 3600 * 1000;

export function seedBatches(db: Db, tenant: string, now: number): void {
  const userOf = db.prepare<[string, string], { user_id: number; customer_id: number }>(
    'SELECT user_id, customer_id FROM users WHERE tenant = ? AND username = ?',
  );
  const outgoing = db.prepare<[string, number], { transaction_id: number; account_id: number }>(
    `SELECT transaction_id, account_id FROM transactions WHERE tenant = ? AND customer_id = ? AND direction = 'out'
     ORDER BY transaction_id`,
  );
  const insert = db.prepare(
    `INSERT INTO mass_batches (tenant, user_id, customer_id, kind, batch_name, account_id, content_hash, transaction_ids, answer_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)`,
  );
  const used = new Set<number>();
  for (const [i, b] of seededBatches.entries()) {
    const user = userOf.get(tenant, b.username);
    if (!user) continue;
    const free = outgoing.all(tenant, user.customer_id).filter((r) => !used.has(r.transaction_id));
    const account = free[0]?.account_id;
    if (account === undefined) continue;
    const ids = free
      .filter((r) => r.account_id === account)
      .slice(0, b.rows)
      .map((r) => r.transaction_id);
    for (const id of ids) used.add(id);
    const hash = `seed:${i}`;
    insert.run(
      tenant,
      user.user_id,
      user.customer_id,
      b.kind,
      b.batchName,
      account,
      hash,
      JSON.stringify(ids),
      now - b.daysAgo * day,
    );
  }
}
