import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $config } from '../../entities/brand/index.ts';
import type { SessionConfig } from '../../shared/api/index.ts';
import {
  $appDevices,
  $appError,
  $appStatus,
  $linkError,
  $linkOpen,
  $linked,
  $pendingRemove,
  appAddMutation,
  appDeleteMutation,
  appListQuery,
  appOpened,
  linkClosed,
  linkOpened,
  linkSubmitted,
  newCodeFx,
  removeAsked,
  removeCancelled,
  removeConfirmed,
} from './app-devices.ts';
import { listQuery } from './model.ts';

const phone = { id: 71, type: 'android' as const, name: 'Pixel', location: 'Riga, LV', lastActivityAt: '2026-11-01' };
const pad = { id: 72, type: 'ios' as const, name: 'iPad' };
const config = { projectName: 'Paxum Bank' } as unknown as SessionConfig;

t.test('opening lists the app devices of GET /auth/devices', async (t) => {
  const scope = fork({ handlers: [[appListQuery.__.executeFx, async () => ({ devices: [phone, pad] })]] });
  await allSettled(appOpened, { scope });
  t.equal(scope.getState($appStatus), 'ready');
  t.same(scope.getState($appDevices), [phone, pad]);
});

t.test('a failed list shows the message and the failed state', async (t) => {
  const scope = fork({
    handlers: [
      [
        appListQuery.__.executeFx,
        async () => {
          throw new ApiError('Token service down', 503, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(appOpened, { scope });
  t.equal(scope.getState($appStatus), 'failed');
  t.same(scope.getState($appError), { text: 'Token service down' });
});

t.test('linking POSTs name, the generated code and type, then shows the deep link and reloads', async (t) => {
  const sent: unknown[] = [];
  const reloads: string[] = [];
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [newCodeFx, () => 'K7M2QX9A'],
      [appAddMutation.__.executeFx, async (input: unknown) => void sent.push(input)],
      [appListQuery.__.executeFx, async () => (reloads.push('auth'), { devices: [pad] })],
      [listQuery.__.executeFx, async () => (reloads.push('device-api'), { devices: [] })],
    ],
  });
  await allSettled(linkOpened, { scope });
  t.ok(scope.getState($linkOpen));
  await allSettled(linkSubmitted, { scope, params: { name: '  iPad ', type: 'ios' } });
  t.same(sent, [{ body: { name: 'iPad', code: 'K7M2QX9A', type: 'ios' } }]);
  t.same(scope.getState($linked), { name: 'iPad', deeplink: 'paxumbank://auth/device?code=K7M2QX9A' });
  t.same(reloads.sort(), ['auth', 'device-api']);
  t.same(scope.getState($appDevices), [pad]);
  await allSettled(linkClosed, { scope });
  t.notOk(scope.getState($linkOpen));
  t.equal(scope.getState($linked), null);
});

t.test('an invalid name or type sends nothing', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [newCodeFx, () => 'K7M2QX9A'],
      [appAddMutation.__.executeFx, async (input: unknown) => void sent.push(input)],
    ],
  });
  await allSettled(linkSubmitted, { scope, params: { name: ' ', type: 'ios' } });
  await allSettled(linkSubmitted, { scope, params: { name: 'iPad', type: '' } });
  t.same(sent, []);
  t.equal(scope.getState($linked), null);
});

t.test('a refused link keeps the popup open with the message; no code means no call', async (t) => {
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [newCodeFx, () => 'K7M2QX9A'],
      [
        appAddMutation.__.executeFx,
        async () => {
          throw new ApiError('Too many devices', 400, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(linkOpened, { scope });
  await allSettled(linkSubmitted, { scope, params: { name: 'iPad', type: 'ios' } });
  t.ok(scope.getState($linkOpen));
  t.same(scope.getState($linkError), { text: 'Too many devices' });
  t.equal(scope.getState($linked), null);

  const sent: unknown[] = [];
  const empty = fork({
    values: [[$config, config]],
    handlers: [
      [newCodeFx, () => ''],
      [appAddMutation.__.executeFx, async (input: unknown) => void sent.push(input)],
    ],
  });
  await allSettled(linkSubmitted, { scope: empty, params: { name: 'iPad', type: 'ios' } });
  t.same(sent, []);
  t.same(empty.getState($linkError), { key: 'devices.codeRequired' });
});

t.test('remove asks first, sends DELETE /auth/devices/{deviceId} and drops the device', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    values: [[$appDevices, [phone, pad]]],
    handlers: [
      [appDeleteMutation.__.executeFx, async (input: unknown) => void sent.push(input)],
      [appListQuery.__.executeFx, async () => ({ devices: [pad] })],
      [listQuery.__.executeFx, async () => ({ devices: [] })],
    ],
  });
  await allSettled(removeAsked, { scope, params: 71 });
  await allSettled(removeCancelled, { scope });
  t.same(sent, [], 'cancel sends nothing');
  await allSettled(removeAsked, { scope, params: 71 });
  t.equal(scope.getState($pendingRemove), 71);
  await allSettled(removeConfirmed, { scope });
  t.same(sent, [{ params: { deviceId: 71 } }]);
  t.same(scope.getState($appDevices), [pad]);
  t.equal(scope.getState($pendingRemove), null);
});

t.test('a refused remove keeps the device and shows the message', async (t) => {
  const scope = fork({
    values: [[$appDevices, [phone]]],
    handlers: [
      [
        appDeleteMutation.__.executeFx,
        async () => {
          throw new ApiError('Unknown device', 404, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(removeAsked, { scope, params: 71 });
  await allSettled(removeConfirmed, { scope });
  t.same(scope.getState($appDevices), [phone]);
  t.same(scope.getState($appError), { text: 'Unknown device' });
});
