import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import type { UploadProgress } from '../../shared/api/index.ts';
import {
  $uploads,
  type UploadPart,
  filePicked,
  formClosed,
  notifyUploadedFx,
  sendPartFx,
  submitTried,
  uploadCanceled,
  uploadSubmitted,
} from './model.ts';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const part = (slot: UploadPart['slot'], f: File): UploadPart => ({
  slot,
  file: f,
  data: { categoryId: 1, documentTypeId: 4, ...(slot === 'single' ? {} : { side: slot }) },
});
type Send = (p: { part: UploadPart; signal: AbortSignal; onProgress: (p: UploadProgress) => void }) => Promise<{
  responseCode: string;
  documentId: number;
  statusId: 0;
}>;
const tick = () => new Promise((resolve) => setImmediate(resolve));

function setup(send: Send) {
  const told: number[][] = [];
  const sent: UploadPart[] = [];
  const scope = fork({
    handlers: [
      [
        sendPartFx,
        (p: Parameters<Send>[0]) => {
          sent.push(p.part);
          return send(p);
        },
      ],
      [notifyUploadedFx, ({ ids }: { ids: number[] }) => void told.push(ids)],
    ] as never,
  });
  return { scope, told, sent };
}

t.test('both sides are sent one after another with their progress; the ids go to the screen', async (t) => {
  const front = file('front.pdf', 400);
  const back = file('back.pdf', 200);
  let next = 70;
  const { scope, told, sent } = setup(async ({ part: p, onProgress }) => {
    onProgress({ loaded: p.file.size / 2, total: p.file.size });
    return { responseCode: '00', documentId: next++, statusId: 0 };
  });
  const onUploaded = () => undefined;
  await allSettled(uploadSubmitted, {
    scope,
    params: { form: 'f1', parts: [part('front', front), part('back', back)], onUploaded },
  });
  t.same(
    sent.map((p) => [p.slot, p.data]),
    [
      ['front', { categoryId: 1, documentTypeId: 4, side: 'front' }],
      ['back', { categoryId: 1, documentTypeId: 4, side: 'back' }],
    ],
  );
  t.same(scope.getState($uploads).f1, {
    phase: 'done',
    error: null,
    progress: { front: { loaded: 400, total: 400 }, back: { loaded: 200, total: 200 } },
  });
  t.same(told, [[70, 71]]);
});

t.test('while it runs: progress per side, a second send is ignored', async (t) => {
  const release: (() => void)[] = [];
  const { scope, sent } = setup(
    ({ part: p, onProgress }) =>
      new Promise((resolve) => {
        onProgress({ loaded: 100, total: p.file.size });
        release.push(() => resolve({ responseCode: '00', documentId: 5, statusId: 0 }));
      }),
  );
  const request = { form: 'f1', parts: [part('single', file('a.pdf', 300))] };
  const running = allSettled(uploadSubmitted, { scope, params: request });
  await tick();
  t.same(scope.getState($uploads).f1, {
    phase: 'uploading',
    error: null,
    progress: { single: { loaded: 100, total: 300 } },
  });
  const again = allSettled(uploadSubmitted, { scope, params: request });
  await tick();
  t.equal(sent.length, 1, 'a double submit sends nothing more');
  release.forEach((r) => r());
  await Promise.all([running, again]);
  t.equal(scope.getState($uploads).f1?.phase, 'done');
});

t.test('a failed side: its message in the form, what was sent stays sent, the files stay for a retry', async (t) => {
  const { scope, told } = setup(async ({ part: p }) => {
    if (p.slot === 'back') throw new ApiError('File type not allowed', 200, 'TA1', {});
    return { responseCode: '00', documentId: 9, statusId: 0 };
  });
  await allSettled(uploadSubmitted, {
    scope,
    params: {
      form: 'f1',
      parts: [part('front', file('f.pdf', 10)), part('back', file('b.pdf', 10))],
      onUploaded: () => undefined,
    },
  });
  t.match(scope.getState($uploads).f1, { phase: 'failed', error: { text: 'File type not allowed' } });
  t.same(told, [[9]], 'the front was sent: the screen is told');
  await allSettled(filePicked, { scope, params: 'f1' });
  t.match(scope.getState($uploads).f1, { phase: 'editing', error: { text: 'File type not allowed' } });
  await allSettled(submitTried, { scope, params: 'f1' });
  t.equal(scope.getState($uploads).f1?.error, null, 'the next send clears it');
});

t.test('cancel aborts the running upload; nothing sent, nothing told', async (t) => {
  const { scope, told } = setup(
    ({ signal }) =>
      new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('Upload canceled', 'AbortError')));
      }),
  );
  const running = allSettled(uploadSubmitted, {
    scope,
    params: { form: 'f1', parts: [part('single', file('a.pdf', 10))], onUploaded: () => undefined },
  });
  await tick();
  const other = allSettled(uploadCanceled, { scope, params: 'f2' });
  await tick();
  t.equal(scope.getState($uploads).f1?.phase, 'uploading', "another form's cancel does not stop it");
  await Promise.all([allSettled(uploadCanceled, { scope, params: 'f1' }), running, other]);
  t.same(scope.getState($uploads).f1, {
    phase: 'canceled',
    error: null,
    progress: { single: { loaded: 0, total: 10 } },
  });
  t.same(told, []);
});

t.test('each form its own state; a form that leaves forgets it', async (t) => {
  const { scope } = setup(async ({ part: p }) => {
    if (p.file.name === 'bad.pdf') throw new ApiError('File is empty', 200, 'TA1', {});
    return { responseCode: '00', documentId: 1, statusId: 0 };
  });
  await allSettled(uploadSubmitted, { scope, params: { form: 'company', parts: [part('single', file('ok.pdf', 5))] } });
  await allSettled(uploadSubmitted, { scope, params: { form: 'rep', parts: [part('single', file('bad.pdf', 5))] } });
  t.equal(scope.getState($uploads).company?.phase, 'done');
  t.match(scope.getState($uploads).rep, { phase: 'failed', error: { text: 'File is empty' } });
  await allSettled(formClosed, { scope, params: 'rep' });
  t.same(Object.keys(scope.getState($uploads)), ['company']);
});
