import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Core } from './core.ts';
import { tenantControl, tenantFields } from './tenant-control.ts';

/**
 * POST /__fake/realtime-drop `{brand, stage, username}`: cuts the user's realtime sockets mid-stream, as a broken
 * network would (no close frame: the other side sees 1006), so a test can prove the channel resumes (contracts
 * realtime.ts "Resuming the channel"). → `{dropped, lastId}`: the sockets cut and the user's last event id.
 */
export function registerRealtimeDrop(app: FastifyInstance, core: Core): void {
  tenantControl(
    app,
    core,
    '/__fake/realtime-drop',
    z.object({ ...tenantFields, username: z.string().min(3) }),
    (body, tenant) => {
      const user = core.users.byUsername(tenant.key, body.username);
      if (!user) return `username: no user ${body.username} in ${tenant.key}`;
      return {
        dropped: core.realtime.dropUser(tenant.key, user.user_id),
        lastId: core.realtime.lastId(tenant.key, user.user_id),
      };
    },
  );
}
