import type { Db } from './db.ts';

/** Per-user JSON state of the security screens; a missing key reads as its default. */
export function createUserState(db: Db) {
  const get = db.prepare<[string, number, string], { json: string }>(
    'SELECT json FROM user_state WHERE tenant = ? AND user_id = ? AND key = ?',
  );
  const put = db.prepare<[string, number, string, string]>(
    `INSERT INTO user_state (tenant, user_id, key, json) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, user_id, key) DO UPDATE SET json = excluded.json`,
  );
  const del = db.prepare<[string, number, string]>(
    'DELETE FROM user_state WHERE tenant = ? AND user_id = ? AND key = ?',
  );
  return {
    read<T>(tenant: string, userId: number, key: string, fallback: () => T): T {
      const row = get.get(tenant, userId, key);
      return row ? (JSON.parse(row.json) as T) : fallback();
    },
    write(tenant: string, userId: number, key: string, value: unknown): void {
      put.run(tenant, userId, key, JSON.stringify(value));
    },
    remove(tenant: string, userId: number, key: string): void {
      del.run(tenant, userId, key);
    },
  };
}
export type UserState = ReturnType<typeof createUserState>;
