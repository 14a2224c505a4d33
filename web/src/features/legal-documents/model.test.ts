import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $agreements, $error, $status, downloadClicked, downloadFx, loadFx, opened, saveFx } from './model.ts';

const tos = { id: 3, name: 'Terms of service', date: '2026-01-01' };

t.test('opening lists the agreements', async (t) => {
  const scope = fork({ handlers: [[loadFx, async () => ({ responseCode: '00', agreements: [tos] })]] });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($agreements), [tos]);
});

t.test('download asks by id and saves the PDF under the agreement name', async (t) => {
  const sent: unknown[] = [];
  const saved: { name: string; size: number }[] = [];
  const scope = fork({
    handlers: [
      [downloadFx, async (input: { body: unknown }) => (sent.push(input.body), new ArrayBuffer(4))],
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
        downloadFx,
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
