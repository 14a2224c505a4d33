import type { Device } from '@app/contracts';
import type { Db } from './db.ts';
import type { LoginFlowKind } from './seed-auth.ts';

export interface UserRow {
  tenant: string;
  user_id: number;
  username: string;
  password_hash: string;
  customer_id: number;
  flow: LoginFlowKind;
  terms_pending: number;
  phone: string;
  customer_json: string;
  access_json: string;
  acting_json: string;
}

export interface CustomerRow {
  customer_id: number;
  customer_type: string;
  name: string;
}

interface DeviceRow {
  device_json: string;
  secret: string;
  push_token: string;
}

/** Reads and small updates of users, customers and devices; always within one tenant. */
export function createUsers(db: Db) {
  const byName = db.prepare<[string, string], UserRow>(
    'SELECT * FROM users WHERE tenant = ? AND username = ? COLLATE NOCASE',
  );
  const byId = db.prepare<[string, number], UserRow>('SELECT * FROM users WHERE tenant = ? AND user_id = ?');
  const customer = db.prepare<[string, number], CustomerRow>(
    'SELECT customer_id, customer_type, name FROM customers WHERE tenant = ? AND customer_id = ?',
  );
  const devices = db.prepare<[string, number], DeviceRow>(
    'SELECT device_json, secret, push_token FROM devices WHERE tenant = ? AND user_id = ? ORDER BY device_id',
  );
  const setFlow = db.prepare<[string, string, number]>('UPDATE users SET flow = ? WHERE tenant = ? AND user_id = ?');
  const setTerms = db.prepare<[number, string, number]>(
    'UPDATE users SET terms_pending = ? WHERE tenant = ? AND user_id = ?',
  );

  return {
    byUsername: (tenant: string, username: string) => byName.get(tenant, username.trim()),
    byId: (tenant: string, userId: number) => byId.get(tenant, userId),
    customer: (tenant: string, customerId: number) => customer.get(tenant, customerId),
    /** Linked devices as the API shows them: never the device secret or push token. */
    devices: (tenant: string, userId: number): Device[] =>
      devices.all(tenant, userId).map((d) => JSON.parse(d.device_json) as Device),
    /** A wrapper app signs in with its device's secret and push token. */
    isOwnDevice: (tenant: string, userId: number, secret: string, pushToken: string): boolean =>
      devices.all(tenant, userId).some((d) => d.secret === secret && d.push_token === pushToken),
    setFlow: (tenant: string, userId: number, flow: LoginFlowKind) => setFlow.run(flow, tenant, userId),
    setTermsPending: (tenant: string, userId: number, pending: boolean) =>
      setTerms.run(pending ? 1 : 0, tenant, userId),
    /** The customers this user may act for, besides its own ('*' = any customer of the tenant). */
    mayActFor(user: UserRow, customerId: number): boolean {
      if (customerId === user.customer_id) return true;
      const acting = JSON.parse(user.acting_json) as (number | '*')[];
      if (!acting.includes('*') && !acting.includes(customerId)) return false;
      return customer.get(user.tenant, customerId) !== undefined;
    },
  };
}
export type Users = ReturnType<typeof createUsers>;
