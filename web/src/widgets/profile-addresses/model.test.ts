import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { profileRequested } from '../../entities/profile/index.ts';
import {
  $adding,
  $deleteAsked,
  $modes,
  AddressesSectionGate,
  type AddressForm,
  NEW_ADDRESS,
  addMutation,
  addOpened,
  addSubmitted,
  addressPayload,
  confirmClicked,
  confirmMutation,
  deleteAsked,
  deleteConfirmed,
  deleteMutation,
  modeToggled,
  replaceMutation,
  replaceSubmitted,
} from './model.ts';

const form: AddressForm = {
  kind: 1,
  address1: ' 1 Main St ',
  address2: '',
  city: 'Springfield',
  postalCode: '12345',
  countryCode: 'us',
  stateCode: '',
};

t.test('addressPayload', async (t) => {
  t.same(addressPayload(form), {
    ok: true,
    body: { kind: 1, address1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
  });
  t.same(addressPayload({ ...form, address2: 'Apt 2', stateCode: 'IL' }), {
    ok: true,
    body: {
      kind: 1,
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      postalCode: '12345',
      countryCode: 'US',
      stateCode: 'IL',
    },
  });
  t.same(addressPayload({ ...form, city: ' ', postalCode: '' }), { ok: false, missing: ['city', 'postalCode'] });
});

const ok = { responseCode: '00' } as const;
const body = { kind: 1, address1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };

/** The profile reload a change asks for: counted here, its call answered by a stub (no network in tests). */
function countReloads(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(profileRequested, (n) => n + 1);
}

t.test('rows: confirming two addresses at once, each row its own busy state and error', async (t) => {
  const $reloads = countReloads(t);
  const held = new Map<number, { ok: () => void; fail: (e: Error) => void }>();
  const scope = fork({
    handlers: [
      [
        confirmMutation.mutation.__.executeFx,
        (input: { body: { addressId: number } }) =>
          new Promise<typeof ok>(
            (resolve, reject) => void held.set(input.body.addressId, { ok: () => resolve(ok), fail: reject }),
          ),
      ],
    ],
  });
  const settled = () => new Promise((r) => setTimeout(r, 0));
  const one = allSettled(confirmClicked, { scope, params: 1 });
  const two = allSettled(confirmClicked, { scope, params: 2 });
  await settled();
  held.get(2)?.fail(new ApiError('Upload a proof of address first', 200, 'VF', undefined));
  await settled();
  t.same(scope.getState(confirmMutation.$pendingKeys), ['1']);
  t.same(scope.getState(confirmMutation.$errors), { 2: { text: 'Upload a proof of address first' } });
  held.get(1)?.ok();
  await Promise.all([one, two]);
  t.same(scope.getState(confirmMutation.$pendingKeys), []);
  t.equal(scope.getState($reloads), 1, 'only the confirmed one reloads the profile');
});

t.test('replace: one form per row, closed by a success; a refusal keeps it open with the message', async (t) => {
  const $reloads = countReloads(t);
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        replaceMutation.mutation.__.executeFx,
        async (input: { body: { addressId: number } }) => {
          sent.push(input.body);
          if (input.body.addressId === 8) throw new ApiError('Address not found', 200, 'VF', undefined);
          return { ...ok, addressId: 20 };
        },
      ],
    ],
  });
  await allSettled(modeToggled, { scope, params: { addressId: 7, mode: 'replace' } });
  await allSettled(modeToggled, { scope, params: { addressId: 8, mode: 'upload' } });
  await allSettled(modeToggled, { scope, params: { addressId: 8, mode: 'replace' } });
  t.same(scope.getState($modes), { 7: 'replace', 8: 'replace' }, 'a row shows one form at a time');
  await allSettled(replaceSubmitted, { scope, params: { ...body, addressId: 7 } });
  await allSettled(replaceSubmitted, { scope, params: { ...body, addressId: 8 } });
  t.same(sent, [
    { ...body, addressId: 7 },
    { ...body, addressId: 8 },
  ]);
  t.same(scope.getState($modes), { 8: 'replace' });
  t.same(scope.getState(replaceMutation.$errors), { 8: { text: 'Address not found' } });
  t.equal(scope.getState($reloads), 1);
  await allSettled(modeToggled, { scope, params: { addressId: 8, mode: 'replace' } });
  t.same(scope.getState($modes), {}, 'the same button closes it');
});

t.test('add and delete: the add form closes on success; delete asks, then sends the id', async (t) => {
  const $reloads = countReloads(t);
  const deleted: unknown[] = [];
  const scope = fork({
    handlers: [
      [addMutation.mutation.__.executeFx, async () => ({ ...ok, addressId: 30 })],
      [deleteMutation.mutation.__.executeFx, async (input: { body: unknown }) => (deleted.push(input.body), ok)],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: body });
  t.equal(scope.getState($adding), false);
  t.same(scope.getState(addMutation.$errors), {});
  await allSettled(deleteAsked, { scope, params: 30 });
  t.equal(scope.getState($deleteAsked), 30);
  await allSettled(deleteConfirmed, { scope, params: 30 });
  t.same(deleted, [{ addressId: 30 }]);
  t.equal(scope.getState($deleteAsked), null);
  t.equal(scope.getState($reloads), 2);
  await allSettled(addOpened, { scope });
  await allSettled(AddressesSectionGate.close, { scope, params: {} });
  t.equal(scope.getState($adding), false, 'leaving /profile forgets the open form');
  t.equal(NEW_ADDRESS in scope.getState(addMutation.$errors), false);
});
