import type { Db } from './db.ts';

/**
 * The demo users' linked devices (contracts devices.ts; spec 1 §7): push@'s iPhone (the push sign-in),
 * device@'s Pixel and personal@'s Galaxy, each with the secret and push token the fakes' push flow accepts.
 */
export function seedDevices(db: Db, tenant: string, now: number): void {
  const insertDevice = db.prepare(
    'INSERT INTO devices (tenant, device_id, user_id, device_json, secret, push_token) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const day = 24 * 3600 * 1000;
  insertDevice.run(
    tenant,
    71,
    5005,
    JSON.stringify({
      id: 71,
      code: 'PX7Q2K',
      type: 'ios',
      name: 'iPhone 15',
      location: 'London, GB',
      lastActivityAt: new Date(now - 2 * 3600 * 1000).toISOString(),
    }),
    'demo-device-secret-71',
    'demo-push-token-71',
  );
  insertDevice.run(
    tenant,
    72,
    5006,
    JSON.stringify({
      id: 72,
      code: 'AN4R8D',
      type: 'android',
      name: 'Pixel 8',
      location: 'Lisbon, PT',
      lastActivityAt: new Date(now - 9 * day).toISOString(),
    }),
    'demo-device-secret-72',
    'demo-push-token-72',
  );
  insertDevice.run(
    tenant,
    73,
    5001,
    JSON.stringify({
      id: 73,
      code: 'GX3M9T',
      type: 'android',
      name: 'Galaxy S24',
      location: 'Bucharest, RO',
      lastActivityAt: new Date(now - 3 * day).toISOString(),
    }),
    'demo-device-secret-73',
    'demo-push-token-73',
  );
}
