import { type CallBodyOf, addressConfirm, addressCreate, addressDelete, addressReplace } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const addressCreateFx = createCallFx(addressCreate, { dialog: false });
export const addressReplaceFx = createCallFx(addressReplace, { dialog: false });
export const addressConfirmFx = createCallFx(addressConfirm, { dialog: false });
export const addressDeleteFx = createCallFx(addressDelete, { dialog: false });

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
