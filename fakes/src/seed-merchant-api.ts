import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db.ts';

const day = 24 * 3600 * 1000;

/**
 * The merchant API's tables (handlers/merchant-api.ts): created here, not in db.ts's schema, and emptied for a tenant
 * by its seed (a tenant's reset seeds it again), so the part stays in its own files.
 */
export function ensureMerchantApiTables(db: Db): void {
  db.exec(`
CREATE TABLE IF NOT EXISTS merchant_api_keys (
  tenant TEXT NOT NULL,
  key_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  PRIMARY KEY (tenant, key_id)
);
CREATE INDEX IF NOT EXISTS merchant_api_keys_hash ON merchant_api_keys (tenant, secret_hash);
CREATE TABLE IF NOT EXISTS merchant_allowed_ips (
  tenant TEXT NOT NULL,
  ip_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  ip_from TEXT NOT NULL,
  ip_to TEXT NOT NULL,
  PRIMARY KEY (tenant, ip_id)
);
CREATE TABLE IF NOT EXISTS merchant_api_requests (
  tenant TEXT NOT NULL,
  request_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  key_id INTEGER NOT NULL,
  key_name TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, request_id)
);`);
}

/** A new secret: shown once to its merchant; only its hash is kept. */
export function newApiSecret(): string {
  return `mk_${randomBytes(24).toString('hex')}`;
}
export const hashApiSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
/** What the list shows of a secret: its first characters. */
export const secretPrefix = (secret: string): string => secret.slice(0, 9);

/**
 * business@demo.test (100002) in every fresh tenant: API keys 1 'Shop server' (on) and 2 'Old integration' (off),
 * each with a random secret nobody knows (only its hash is kept, as for every key); allowed IP range 1 'Office'
 * 203.0.113.0–203.0.113.255, switched off (so a key works from anywhere until a range is on); five API requests of
 * the last days under the two keys (fakes/README.md "Merchant API").
 */
export function seedMerchantApi(db: Db, tenant: string, now: number): void {
  ensureMerchantApiTables(db);
  for (const table of ['merchant_api_keys', 'merchant_allowed_ips', 'merchant_api_requests'])
    db.prepare(`DELETE FROM ${table} WHERE tenant = ?`).run(tenant);
  const customerId = 100002;
  const insertKey = db.prepare(
    `INSERT INTO merchant_api_keys (tenant, key_id, customer_id, name, enabled, prefix, secret_hash, created_at,
       last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const keys: [number, string, number, number, number | null][] = [
    // id, name, enabled, created days ago, last used days ago
    [1, 'Shop server', 1, 30, 1],
    [2, 'Old integration', 0, 90, 20],
  ];
  for (const [id, name, enabled, created, used] of keys) {
    const secret = newApiSecret();
    insertKey.run(
      tenant,
      id,
      customerId,
      name,
      enabled,
      secretPrefix(secret),
      hashApiSecret(secret),
      now - created * day,
      used === null ? null : now - used * day,
    );
  }
  db.prepare(
    `INSERT INTO merchant_allowed_ips (tenant, ip_id, customer_id, name, enabled, ip_from, ip_to)
     VALUES (?, 1, ?, 'Office', 0, '203.0.113.0', '203.0.113.255')`,
  ).run(tenant, customerId);
  const insertRequest = db.prepare(
    `INSERT INTO merchant_api_requests (tenant, request_id, customer_id, key_id, key_name, method, path, status, ip,
       created_at) VALUES (?, ?, ?, ?, ?, 'GET', '/public-api/v1/balance', ?, ?, ?)`,
  );
  const requests: [number, string, number, string, number][] = [
    // key, its name, status, ip, days ago (+ hours)
    [2, 'Old integration', 200, '198.51.100.20', 21],
    [2, 'Old integration', 403, '198.51.100.20', 20],
    [1, 'Shop server', 200, '203.0.113.10', 3],
    [1, 'Shop server', 200, '203.0.113.10', 2],
    [1, 'Shop server', 200, '203.0.113.11', 1],
  ];
  requests.forEach(([key, name, status, ip, ago], i) =>
    insertRequest.run(tenant, i + 1, customerId, key, name, status, ip, now - ago * day),
  );
}
