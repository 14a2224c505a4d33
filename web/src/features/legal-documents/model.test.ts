import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $agreements,
  $error,
  $status,
  downloadClicked,
  downloadMutation,
  legalInfoQuery,
  opened,
  saveFx,
} from './model.ts';

const tos = { id: 3, name: 'Terms of service', date: '2026-01-01' };

t.test('opening lists the agreements', async (t) => {
  const scope = fork({
    handlers: [[legalInfoQuery.__.executeFx, async () => ({ responseCode: '00', agreements: [tos] })]],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($agreements), [tos]);
});

t.test('download asks by id and saves the PDF under the agreement name', async (t) => {
  const sent: unknown[] = [];
  const saved: { name: string; size: number }[] = [];
  const scope = fork({
    handlers: [
      [downloadMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), new ArrayBuffer(4))],
      [
        saveFx,
        async ({ bytes, name }: { bytes: ArrayBuffer; name: string }) =>
          void saved.push({ name, size: bytes.byteLength }),
      ],
    ],
  });
  await allSettled(downloadClicked, { scope, params: tos });
  t.same(sent, [{ id: 3 }]);
  t.same(saved, [{ name: 'Terms of service', size: 4 }]);
});

t.test('a failed download shows the message and saves nothing', async (t) => {
  let saves = 0;
  const scope = fork({
    handlers: [
      [
        downloadMutation.__.executeFx,
        async () => {
          throw new ApiError('', 500, undefined, undefined);
        },
      ],
      [saveFx, async () => void saves++],
    ],
  });
  await allSettled(downloadClicked, { scope, params: tos });
  t.equal(saves, 0);
  t.same(scope.getState($error), { key: 'errors.serverNotAvailable' });
});

t.test('a failed load shows failed and its message inline', async (t) => {
  const scope = fork({
    handlers: [
      [
        legalInfoQuery.__.executeFx,
        async () => {
          throw new ApiError('Try later', 200, 'SE', undefined);
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
});
