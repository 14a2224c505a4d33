import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $busy,
  $error,
  $savedFor,
  confirmationRequested,
  fileMutation,
  generateBody,
  generateMutation,
  nextStep,
  readWrapperFx,
  saveFx,
} from './model.ts';

// spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry file=base64. The response redirectLink
// opens the file"; "Files download through a fetched blob, or through the wrapper"

const token = 'aB3_-xYz0123456789abcdEF';

t.test('generateBody: "In the wrapper it may carry file=base64"', async (t) => {
  const rows: [string, number, boolean, unknown][] = [
    ['a browser: the account only', 300001, false, { accountId: 300001 }],
    ['the mobile wrapper: file=base64', 300001, true, { accountId: 300001, file: 'base64' }],
  ];
  for (const [name, id, inWrapper, want] of rows) t.same(generateBody(id, inWrapper), want, name);
});

t.test(
  'nextStep: "The response redirectLink opens the file" (fetched as a blob), or the base64 file is saved',
  async (t) => {
    const rows: [string, Parameters<typeof nextStep>[0], unknown][] = [
      ['a redirectLink: fetch by its token', { redirectLink: `/pdf/api/files/${token}` }, { kind: 'fetch', token }],
      ['a redirectLink without a token', { redirectLink: '/pdf/api/files/x' }, { kind: 'unreadable' }],
      [
        'the wrapper file: its bytes',
        { file: 'JVBERg==', fileName: 'a.pdf' },
        { kind: 'save', bytes: new Uint8Array([37, 80, 68, 70]) },
      ],
    ];
    for (const [name, answer, want] of rows) t.same(nextStep(answer), want, name);
  },
);

const done = (sent: unknown[], saved: { name: string; size: number }[], inWrapper = false) =>
  fork({
    handlers: [
      [readWrapperFx, (r: { accountId: number; lang: string }) => ({ ...r, inWrapper })],
      [
        generateMutation.__.executeFx,
        async (input: { body: { file?: string } }) => (
          sent.push(input),
          input.body.file === 'base64'
            ? { file: 'JVBERg==', fileName: 'x.pdf' }
            : { redirectLink: `/pdf/api/files/${token}` }
        ),
      ],
      [fileMutation.__.executeFx, async (input: unknown) => (sent.push(input), new ArrayBuffer(7))],
      [
        saveFx,
        ({ bytes, name }: { bytes: ArrayBuffer | Uint8Array; name: string }) =>
          void saved.push({ name, size: bytes.byteLength }),
      ],
    ],
  });

t.test(
  'a browser: generate in the page’s language, fetch the redirectLink as bytes, save them under the account’s name',
  async (t) => {
    const sent: unknown[] = [];
    const saved: { name: string; size: number }[] = [];
    const scope = done(sent, saved);
    await allSettled(confirmationRequested, { scope, params: { accountId: 300001, lang: 'ru' } });
    t.same(sent, [
      { params: { name: 'accountConfirmation' }, body: { accountId: 300001 }, headers: { 'accept-language': 'ru' } },
      { params: { token } },
    ]);
    t.same(saved, [{ name: 'account-confirmation-300001.pdf', size: 7 }]);
    t.equal(scope.getState($savedFor), 300001);
    t.equal(scope.getState($busy), false);
    t.equal(scope.getState($error), null);
  },
);

t.test('the mobile wrapper: file=base64, the bytes saved at once (no second call)', async (t) => {
  const sent: unknown[] = [];
  const saved: { name: string; size: number }[] = [];
  const scope = done(sent, saved, true);
  await allSettled(confirmationRequested, { scope, params: { accountId: 300002, lang: 'en' } });
  t.same(sent, [
    {
      params: { name: 'accountConfirmation' },
      body: { accountId: 300002, file: 'base64' },
      headers: { 'accept-language': 'en' },
    },
  ]);
  t.same(saved, [{ name: 'account-confirmation-300002.pdf', size: 4 }]);
});

t.test('a refused generation shows its message and saves nothing; the next request clears it', async (t) => {
  let saves = 0;
  let fail = true;
  const scope = fork({
    handlers: [
      [readWrapperFx, (r: { accountId: number; lang: string }) => ({ ...r, inWrapper: false })],
      [
        generateMutation.__.executeFx,
        async () => {
          if (fail) throw new ApiError('', 404, 'TA1', { responseCode: 'TA1', responseDescription: 'no account' });
          return { redirectLink: `/pdf/api/files/${token}` };
        },
      ],
      [fileMutation.__.executeFx, async () => new ArrayBuffer(1)],
      [saveFx, () => void saves++],
    ],
  });
  await allSettled(confirmationRequested, { scope, params: { accountId: 300001, lang: 'ru' } });
  t.equal(saves, 0);
  t.not(scope.getState($error), null, 'an error to show');
  t.equal(scope.getState($savedFor), null);
  fail = false;
  await allSettled(confirmationRequested, { scope, params: { accountId: 300001, lang: 'ru' } });
  t.equal(scope.getState($error), null);
  t.equal(saves, 1);
});

t.test('a failed file fetch shows an error', async (t) => {
  const scope = fork({
    handlers: [
      [readWrapperFx, (r: { accountId: number; lang: string }) => ({ ...r, inWrapper: false })],
      [generateMutation.__.executeFx, async () => ({ redirectLink: `/pdf/api/files/${token}` })],
      [
        fileMutation.__.executeFx,
        async () => {
          throw new ApiError('', 500, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(confirmationRequested, { scope, params: { accountId: 300001, lang: 'ru' } });
  t.same(scope.getState($error), { key: 'errors.serverNotAvailable' });
});
