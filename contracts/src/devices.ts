import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)
import { restCall } from './call.ts';

/** Linked devices of the token service (spec 1 §7). deviceList and approveMethods live in auth.ts. */
export const authDevice = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  type: z.enum(['android', 'ios']),
  code: z.optional(z.string()),
  approved: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  lastActivityAt: z.optional(z.string()),
});
export type AuthDevice = z.infer<typeof authDevice>;

export const deviceUnlink = restCall('DELETE', '/device-api/device/{deviceId}', {
  summary: 'unlink a device',
  noContent: true,
  request: z.undefined(),
  response: z.undefined(),
});

export const authDevicesGet = restCall('GET', '/auth/devices', {
  summary: 'devices known to the token service',
  request: z.undefined(),
  response: z.object({ devices: z.array(authDevice) }),
});

export const authDeviceAdd = restCall('POST', '/auth/devices', {
  summary: 'link a new device',
  request: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    code: z.string().check(z.minLength(1)),
    type: z.enum(['android', 'ios']),
  }),
  response: authDevice,
});

export const authDeviceGet = restCall('GET', '/auth/devices/{deviceId}', {
  summary: 'one device',
  request: z.undefined(),
  response: authDevice,
});

export const authDeviceDelete = restCall('DELETE', '/auth/devices/{deviceId}', {
  summary: 'remove a device',
  noContent: true,
  request: z.undefined(),
  response: z.undefined(),
});

export const authDeviceApprove = restCall('POST', '/auth/devices/{deviceId}/approve', {
  summary: 'start approving a device (verifyDevice sign-in)',
  request: z.object({}),
  response: z.looseObject({ methods: z.optional(z.array(z.looseObject({ id: z.union([z.string(), z.number()]) }))) }),
});

export const authDeviceApproveMethod = restCall('PATCH', '/auth/devices/{deviceId}/approve/{methodId}', {
  summary: 'approve a device with the chosen method (and its code)',
  request: z.object({ code: z.optional(z.string()) }),
  response: z.looseObject({ approved: z.boolean() }),
});

export const deviceCalls = [
  deviceUnlink,
  authDevicesGet,
  authDeviceAdd,
  authDeviceGet,
  authDeviceDelete,
  authDeviceApprove,
  authDeviceApproveMethod,
] as const;
