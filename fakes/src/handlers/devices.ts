import { randomBytes } from 'node:crypto';
import {
  authDeviceAdd,
  authDeviceApprove,
  authDeviceApproveMethod,
  authDeviceDelete,
  authDeviceGet,
  authDevicesGet,
  deviceUnlink,
} from '@app/contracts';
import { type CallHandler, type Core, denied, on } from '../core.ts';
import { demoCode, userOf } from '../security-store.ts';
import type { Logins } from './auth.ts';

export function deviceHandlers(core: Core, logins: Logins): CallHandler[] {
  const { db, now } = core;
  const deleteDevice = db.prepare<[string, number, number]>(
    'DELETE FROM devices WHERE tenant = ? AND user_id = ? AND device_id = ?',
  );
  const insertDevice = db.prepare<[string, number, number, string, string, string]>(
    'INSERT INTO devices (tenant, device_id, user_id, device_json, secret, push_token) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const maxDevice = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(device_id) AS id FROM devices WHERE tenant = ?',
  );

  const devicesOf = (tenant: string, userId: number) =>
    core.users.devices(tenant, userId).map((d) => ({
      id: d.id,
      name: d.name,
      type: d.type,
      code: d.code,
      approved: true,
      lastActivityAt: d.lastActivityAt,
    }));

  return [
    on(deviceUnlink, (ctx) => {
      const id = Number(ctx.params.deviceId);
      const removed = deleteDevice.run(ctx.tenant.key, userOf(ctx).user_id, id).changes;
      return removed ? { status: 204 } : denied(404, 'Unknown device');
    }),
    on(authDevicesGet, (ctx) => ({ status: 200, body: { devices: devicesOf(ctx.tenant.key, userOf(ctx).user_id) } })),
    on(authDeviceAdd, (ctx) => {
      const user = userOf(ctx);
      const b = ctx.body;
      const id = (maxDevice.get(ctx.tenant.key)?.id ?? 70) + 1;
      const device = {
        id,
        code: b.code,
        type: b.type,
        name: b.name,
        lastActivityAt: new Date(now()).toISOString(),
      };
      insertDevice.run(
        ctx.tenant.key,
        id,
        user.user_id,
        JSON.stringify(device),
        randomBytes(16).toString('hex'),
        randomBytes(16).toString('hex'),
      );
      return { status: 200, body: { ...device, approved: true } };
    }),
    on(authDeviceGet, (ctx) => {
      const found = devicesOf(ctx.tenant.key, userOf(ctx).user_id).find((d) => String(d.id) === ctx.params.deviceId);
      return found ? { status: 200, body: found } : denied(404, 'Unknown device');
    }),
    on(authDeviceDelete, (ctx) => {
      const removed = deleteDevice.run(ctx.tenant.key, userOf(ctx).user_id, Number(ctx.params.deviceId)).changes;
      return removed ? { status: 204 } : denied(404, 'Unknown device');
    }),
    on(authDeviceApprove, () => ({ status: 200, body: { methods: [{ id: 'email' }, { id: 'push' }] } }), {
      acceptsTempToken: true,
    }),
    on(
      authDeviceApproveMethod,
      (ctx) => {
        if (ctx.body.code !== demoCode) return denied(403, 'Invalid approval code');
        const userId = ctx.auth?.user.user_id ?? Number(ctx.temp?.sub);
        const pending = logins.pending(ctx.tenant.key, userId);
        if (pending) logins.confirm(ctx.tenant.key, pending.code, true);
        return { status: 200, body: { approved: true } };
      },
      { acceptsTempToken: true },
    ),
  ];
}
