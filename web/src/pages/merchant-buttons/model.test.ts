import { ApiError, type MerchantLogo, type SavedButton } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $buttons,
  $deleteTarget,
  $form,
  $formError,
  $pbn,
  $pbnRegenerateOpen,
  $upload,
  BusinessLogosGate,
  PbnSettingsGate,
  SavedButtonsGate,
  buttonFormProblems,
  buttonsQuery,
  createMutationOfButton,
  createOpened,
  deleteAsked,
  deleteConfirmed,
  deleteMutationOfButton,
  editOpened,
  fieldErrorOf,
  emptyButton,
  formSubmitted,
  logoFileProblem,
  logoUpdateMutation,
  logosQuery,
  makeDefaultClicked,
  pbnQuery,
  pbnRegenerateAsked,
  pbnRegenerateConfirmed,
  pbnRegenerateMutation,
  updateMutationOfButton,
  uploadLogoFx,
  uploadSubmitted,
} from './model.ts';

const button = (id: number, patch: Partial<SavedButton> = {}): SavedButton => ({
  id,
  customerId: 100002,
  name: 'Coffee beans',
  amount: '19.99',
  currencyCode: 'USD',
  description: '',
  returnUrl: '',
  cancelUrl: '',
  statusId: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...patch,
});
const logo = (id: number, patch: Partial<MerchantLogo> = {}): MerchantLogo => ({
  id,
  customerId: 100002,
  name: 'Main',
  isDefault: false,
  file: 'data:image/png;base64,AA==',
  mimeType: 'image/png',
  size: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...patch,
});

t.test(
  'buttonFormProblems: the contract rules by field (spec 3 §5 names collapsed; decided amount rule)',
  async (t) => {
    const good = { ...emptyButton, name: 'Coffee', amount: '19.99' };
    const rows: [string, Partial<typeof good>, Record<string, string>][] = [
      ['a good button', {}, {}],
      ['a blank name (whitespace collapses to nothing)', { name: '   ' }, { name: 'required' }],
      ['a name of 101 characters', { name: 'x'.repeat(101) }, { name: 'tooLong' }],
      ['no amount', { amount: '' }, { amount: 'required' }],
      ['an amount of 0', { amount: '0' }, { amount: 'invalid' }],
      ['three decimals', { amount: '1.005' }, { amount: 'invalid' }],
      ['a comma', { amount: '1,50' }, { amount: 'invalid' }],
      ['a return URL not http(s)', { returnUrl: 'shop.example' }, { returnUrl: 'invalid' }],
      ['a cancel URL not http(s)', { cancelUrl: 'ftp://x' }, { cancelUrl: 'invalid' }],
      ['a description of 501 characters', { description: 'x'.repeat(501) }, { description: 'tooLong' }],
    ];
    for (const [name, patch, want] of rows) t.same(buttonFormProblems({ ...good, ...patch }), want, name);
  },
);

t.test('logoFileProblem: PNG, JPEG or SVG, not empty, at most 512 KiB (decided in contracts)', async (t) => {
  const rows: [string, { type: string; size: number }, string | null][] = [
    ['a PNG', { type: 'image/png', size: 1000 }, null],
    ['a JPEG', { type: 'image/jpeg', size: 1000 }, null],
    ['an SVG', { type: 'image/svg+xml', size: 1000 }, null],
    ['a GIF', { type: 'image/gif', size: 1000 }, 'type'],
    ['a PDF', { type: 'application/pdf', size: 1000 }, 'type'],
    ['empty', { type: 'image/png', size: 0 }, 'empty'],
    ['512 KiB exactly', { type: 'image/png', size: 512 * 1024 }, null],
    ['one byte more', { type: 'image/png', size: 512 * 1024 + 1 }, 'size'],
  ];
  for (const [name, file, want] of rows) t.equal(logoFileProblem(file), want, name);
});

t.test('saved buttons: create sends the typed button and reloads; a refusal keeps the dialog open', async (t) => {
  const sent: unknown[] = [];
  let refuse = true;
  const scope = fork({
    handlers: [
      [buttonsQuery.__.executeFx, async () => ({ responseCode: '00', buttons: [button(1)] })],
      [
        createMutationOfButton.__.executeFx,
        async (p: { body: unknown }) => {
          sent.push(p.body);
          if (refuse) throw new ApiError('amount: more than 0', 200, 'VF', {});
          return { responseCode: '00', button: button(3) };
        },
      ],
    ],
  });
  await allSettled(SavedButtonsGate.open, { scope, params: {} });
  t.equal(scope.getState($buttons)?.length, 1);
  await allSettled(createOpened, { scope });
  await allSettled(formSubmitted, { scope, params: { ...emptyButton, name: 'Tea', amount: '' } });
  t.same(sent, [], 'a form with problems is not sent');
  const values = { ...emptyButton, name: 'Tea', amount: ' 7.50 ', returnUrl: ' https://shop.example/ok ' };
  await allSettled(formSubmitted, { scope, params: values });
  t.same(sent[0], {
    name: 'Tea',
    amount: '7.50',
    currencyCode: 'USD',
    description: '',
    returnUrl: 'https://shop.example/ok',
    cancelUrl: '',
    statusId: 1,
  });
  t.same(scope.getState($form), { mode: 'create' }, 'refused: the dialog stays');
  t.same(scope.getState($formError), { text: 'amount: more than 0' });
  refuse = false;
  await allSettled(formSubmitted, { scope, params: values });
  t.equal(scope.getState($form), null, 'saved: the dialog closes');
});

t.test('saved buttons: edit sends the id; delete asks first, then deletes that button', async (t) => {
  const updated: unknown[] = [];
  const deleted: unknown[] = [];
  const scope = fork({
    handlers: [
      [buttonsQuery.__.executeFx, async () => ({ responseCode: '00', buttons: [button(1), button(2)] })],
      [
        updateMutationOfButton.__.executeFx,
        async (p: { body: unknown }) => (updated.push(p.body), { responseCode: '00', button: button(2) }),
      ],
      [
        deleteMutationOfButton.__.executeFx,
        async (p: { body: unknown }) => (deleted.push(p.body), { responseCode: '00' }),
      ],
    ],
  });
  await allSettled(SavedButtonsGate.open, { scope, params: {} });
  await allSettled(editOpened, { scope, params: button(2) });
  await allSettled(formSubmitted, { scope, params: { ...emptyButton, name: 'Gift', amount: '50.00', statusId: 2 } });
  t.match(updated, [{ id: 2, name: 'Gift', amount: '50.00', statusId: 2 }]);
  await allSettled(deleteAsked, { scope, params: button(1) });
  t.same(deleted, [], 'nothing deleted before the confirmation');
  t.equal(scope.getState($deleteTarget)?.id, 1);
  await allSettled(deleteConfirmed, { scope });
  t.same(deleted, [{ id: 1 }]);
  t.equal(scope.getState($deleteTarget), null);
});

t.test('PBN settings: regenerate only after the confirmation, with secret=1', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [pbnQuery.__.executeFx, async () => ({ responseCode: '00', pbnSettings: { statusId: 1, secretKey: 'old-key' } })],
      [
        pbnRegenerateMutation.__.executeFx,
        async (p: { body: unknown }) => (
          sent.push(p.body),
          { responseCode: '00', pbnSettings: { statusId: 1, secretKey: 'new-key' } }
        ),
      ],
    ],
  });
  await allSettled(PbnSettingsGate.open, { scope, params: {} });
  t.equal(scope.getState($pbn)?.secretKey, 'old-key');
  await allSettled(pbnRegenerateAsked, { scope });
  t.equal(scope.getState($pbnRegenerateOpen), true);
  t.same(sent, []);
  await allSettled(pbnRegenerateConfirmed, { scope });
  t.same(sent, [{ secret: 1 }]);
  t.equal(scope.getState($pbn)?.secretKey, 'new-key');
  t.equal(scope.getState($pbnRegenerateOpen), false);
});

t.test('logos: a bad file is not sent; an upload reports progress; make default sends isDefault true', async (t) => {
  const uploads: unknown[] = [];
  const updates: unknown[] = [];
  const scope = fork({
    handlers: [
      [logosQuery.__.executeFx, async () => ({ responseCode: '00', logos: [logo(1, { isDefault: true })], total: 1 })],
      [uploadLogoFx, async (u: { name: string }) => (uploads.push(u.name), logo(2, { name: u.name }))],
      [
        logoUpdateMutation.__.executeFx,
        async (p: { body: unknown }) => (updates.push(p.body), { responseCode: '00', logo: logo(2) }),
      ],
    ],
  });
  await allSettled(BusinessLogosGate.open, { scope, params: {} });
  const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
  await allSettled(uploadSubmitted, { scope, params: { file: gif, name: 'A', isDefault: false } });
  t.same(uploads, [], 'a GIF is not sent');
  const png = new File([new Uint8Array([0x89, 0x50])], 'b.png', { type: 'image/png' });
  await allSettled(uploadSubmitted, { scope, params: { file: png, name: 'B', isDefault: true } });
  t.same(uploads, ['B']);
  t.match(scope.getState($upload), { phase: 'done', progress: { loaded: 0, total: 2 } });
  await allSettled(makeDefaultClicked, { scope, params: logo(2, { name: 'B' }) });
  t.same(updates, [{ id: 2, name: 'B', isDefault: true }]);
});

t.test(
  'fieldErrorOf: a VF on the file part is shown next to the file field (spec 3 §8 "joined with commas")',
  async (t) => {
    const vf = (validationErrors: unknown) =>
      new ApiError('x', 200, 'VF', { responseCode: 'VF', responseDescription: 'x', validationErrors });
    const rows: [string, unknown, string | null][] = [
      ['one entry on file', vf([{ field: 'file', description: 'File is empty' }]), 'File is empty'],
      [
        'two entries on file, joined with commas',
        vf([
          { field: 'file', description: 'a' },
          { field: 'name', description: 'b' },
          { field: 'file', description: 'c' },
        ]),
        'a, c',
      ],
      ['an entry on another field only', vf([{ field: 'id', description: 'No logo 9' }]), null],
      ['no entries', vf(undefined), null],
      ['not an ApiError', new Error('network'), null],
    ];
    for (const [name, error, want] of rows) t.equal(fieldErrorOf(error, 'file'), want, name);
  },
);
