import { type BrandId, brandIds, isBrandId, parseStage, stageRange } from '@app/brands';
import { type Db, tenantTables } from './db.ts';
import type { Ledger } from './ledger.ts';
import { seedTenant } from './seed.ts';

/** `<brand>/<stage>`: the key every row of a tenant carries. */
export type TenantKey = `${BrandId}/${number}`;

export interface TenantRef {
  key: TenantKey;
  brand: BrandId;
  stage: number;
}

export function tenantKey(brand: BrandId, stage: number): TenantKey {
  return `${brand}/${stage}`;
}

/** Only the brands of @app/brands and stages 1..15 exist; anything else is undefined. */
export function resolveTenant(brand: unknown, stage: unknown): TenantRef | undefined {
  if (!isBrandId(brand)) return undefined;
  const n = parseStage(stage);
  if (n === undefined) return undefined;
  return { key: tenantKey(brand, n), brand, stage: n };
}

export const tenantCount = brandIds.length * (stageRange.max - stageRange.min + 1);

export function createTenants(db: Db, ledger: Ledger, now: () => number) {
  const seeded = db.prepare<[string], { tenant: string }>('SELECT tenant FROM tenants WHERE tenant = ?');
  const mark = db.prepare<[string, number]>('INSERT INTO tenants (tenant, seeded_at) VALUES (?, ?)');
  const deletes = tenantTables.map((t) => db.prepare<[string]>(`DELETE FROM ${t} WHERE tenant = ?`));
  /** Tenants known to be seeded in this process: skips a query on every call. */
  const known = new Set<string>();

  const seed = db.transaction((key: string) => {
    mark.run(key, now());
    seedTenant({ db, ledger, tenant: key, now: now() });
  });

  /** Seeds the tenant on first use (lazily: 90 tenants, most never touched). */
  function ensure(key: TenantKey): void {
    if (known.has(key)) return;
    if (!seeded.get(key)) seed(key);
    known.add(key);
  }

  const drop = db.transaction((key: string) => {
    for (const d of deletes) d.run(key);
  });

  /** Drops every row of the tenant and seeds it again. */
  function reset(key: TenantKey): void {
    drop(key);
    known.delete(key);
    ensure(key);
  }

  return { ensure, reset };
}
export type Tenants = ReturnType<typeof createTenants>;
