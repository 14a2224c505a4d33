import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $devices,
  $error,
  $pendingUnlink,
  $status,
  listQuery,
  opened,
  unlinkAsked,
  unlinkCancelled,
  unlinkConfirmed,
  unlinkMutation,
} from './model.ts';

const phone = { id: 'd1', type: 'ios' as const, name: 'Ann’s iPhone' };
const tablet = { id: 'd2', type: 'android' as const, name: 'Tablet' };

t.test('opening lists the linked devices', async (t) => {
  const scope = fork({ handlers: [[listQuery.__.executeFx, async () => ({ devices: [phone, tablet] })]] });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($devices), [phone, tablet]);
});

t.test('unlink asks first, sends DELETE with the id and drops the device', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    values: [[$devices, [phone, tablet]]],
    handlers: [[unlinkMutation.__.executeFx, async (input: unknown) => void sent.push(input)]],
  });
  await allSettled(unlinkAsked, { scope, params: 'd1' });
  await allSettled(unlinkCancelled, { scope });
  t.equal(scope.getState($pendingUnlink), null);
  t.same(sent, [], 'cancel sends nothing');
  await allSettled(unlinkAsked, { scope, params: 'd1' });
  await allSettled(unlinkConfirmed, { scope });
  t.same(sent, [{ params: { deviceId: 'd1' } }]);
  t.same(scope.getState($devices), [tablet]);
  t.equal(scope.getState($pendingUnlink), null);
});

t.test('a refused unlink keeps the device and shows the message', async (t) => {
  const scope = fork({
    values: [[$devices, [phone]]],
    handlers: [
      [
        unlinkMutation.__.executeFx,
        async () => {
          throw new ApiError('Device busy', 400, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(unlinkAsked, { scope, params: 'd1' });
  await allSettled(unlinkConfirmed, { scope });
  t.same(scope.getState($devices), [phone]);
  t.same(scope.getState($error), { text: 'Device busy' });
});

t.test('a failed load shows failed with its message; the retry loads the list and clears the message', async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
          return { devices: [phone] };
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
  fail = false;
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.equal(scope.getState($error), null);
  t.same(scope.getState($devices), [phone]);
});
