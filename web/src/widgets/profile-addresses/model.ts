import { type CallBodyOf, addressConfirm, addressCreate, addressDelete, addressReplace } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { createKeyedMutation } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The add form is not a row: its calls share this one key. */
export const NEW_ADDRESS = 'new';

const byAddressId = ({ body }: { body: { addressId: number } }) => String(body.addressId);
// Errors show inline by the row or its form (no dialog); each address row has its own busy state and error.
export const addMutation = createKeyedMutation(addressCreate, { key: () => NEW_ADDRESS, dialog: false });
export const replaceMutation = createKeyedMutation(addressReplace, { key: byAddressId, dialog: false });
export const confirmMutation = createKeyedMutation(addressConfirm, { key: byAddressId, dialog: false });
export const deleteMutation = createKeyedMutation(addressDelete, { key: byAddressId, dialog: false });

/** The section is on screen; leaving /profile forgets its open forms and errors. */
export const AddressesSectionGate = createGate();

/** What an address row shows under it besides the address: its replace form or a document upload. */
export type RowMode = 'replace' | 'upload';

export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddressBody>();
/** Opens a row's form, or closes it when it is the one open. */
export const modeToggled = createEvent<{ addressId: number; mode: RowMode }>();
export const modeClosed = createEvent<number>();
/** sent once the cards' address-replacement check lets it go on (spec 2 §7) */
export const replaceSubmitted = createEvent<AddressBody & { addressId: number }>();
export const confirmClicked = createEvent<number>();
/** Delete asks first: the address whose confirmation is open. */
export const deleteAsked = createEvent<number>();
export const deleteCanceled = createEvent();
export const deleteConfirmed = createEvent<number>();

const forget = [AddressesSectionGate.close, sessionEnded];
const withoutRow = (modes: Readonly<Record<number, RowMode>>, addressId: number) => {
  const rest = { ...modes };
  delete rest[addressId];
  return rest;
};

export const $adding = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addMutation.succeeded], () => false)
  .reset(forget);
/** the open form of each row (none: the row shows only the address) */
export const $modes = createStore<Readonly<Record<number, RowMode>>>({})
  .on(modeToggled, (modes, { addressId, mode }) =>
    modes[addressId] === mode ? withoutRow(modes, addressId) : { ...modes, [addressId]: mode },
  )
  .on(modeClosed, withoutRow)
  .on(replaceMutation.succeeded, (modes, { params }) => withoutRow(modes, params.body.addressId))
  .reset(forget);
/** the address whose delete confirmation is open; it closes when the delete answers, either way */
export const $deleteAsked = createStore<number | null>(null)
  .on(deleteAsked, (_, id) => id)
  .on([deleteMutation.succeeded, deleteMutation.failed], () => null)
  .reset(deleteCanceled, ...forget);

sample({ clock: addSubmitted, fn: (body) => ({ body }), target: addMutation.start });
sample({ clock: replaceSubmitted, fn: (body) => ({ body }), target: replaceMutation.start });
sample({ clock: confirmClicked, fn: (addressId) => ({ body: { addressId } }), target: confirmMutation.start });
sample({ clock: deleteConfirmed, fn: (addressId) => ({ body: { addressId } }), target: deleteMutation.start });
sample({
  clock: AddressesSectionGate.close,
  target: [addMutation.reset, replaceMutation.reset, confirmMutation.reset, deleteMutation.reset],
});
// a change shows at once: the profile and what remains for verification load again
sample({
  clock: [addMutation.succeeded, replaceMutation.succeeded, confirmMutation.succeeded, deleteMutation.succeeded],
  fn: () => undefined,
  target: [profileRequested, verificationRequested],
});

export const addressKinds = [0, 1, 2, 3, 4, 5] as const;

export interface AddressForm {
  kind: number;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
}

export type AddressField = 'address1' | 'city' | 'postalCode' | 'countryCode';

/** The address fields of addressCreate (addressReplace adds the addressId it replaces). */
export type AddressBody = CallBodyOf<typeof addressCreate>;

/** The body of addressCreate/addressReplace, or the fields still missing (trimmed; optional fields dropped when empty). */
export function addressPayload(
  f: AddressForm,
): { ok: true; body: AddressBody } | { ok: false; missing: AddressField[] } {
  const required: AddressField[] = ['address1', 'city', 'postalCode', 'countryCode'];
  const missing = required.filter((k) => f[k].trim() === '');
  if (missing.length > 0) return { ok: false, missing };
  const body: AddressBody = {
    kind: f.kind,
    address1: f.address1.trim(),
    city: f.city.trim(),
    postalCode: f.postalCode.trim(),
    countryCode: f.countryCode.trim().toUpperCase(),
  };
  if (f.address2.trim()) body.address2 = f.address2.trim();
  if (f.stateCode.trim()) body.stateCode = f.stateCode.trim();
  return { ok: true, body };
}
