export const deviceTypes = ['android', 'ios'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** The contract caps the name (contracts/src/devices.ts authDeviceAdd). */
export const DEVICE_NAME_MAX = 100;

export interface DeviceCreation {
  name: string;
  code: string;
  type: string;
}

export interface DeviceCreationErrors {
  name: 'required' | 'tooLong' | null;
  code: 'required' | null;
  type: 'required' | null;
}

export const isDeviceType = (v: string): v is DeviceType => (deviceTypes as readonly string[]).includes(v);

/** Spec 1 §5: 'Device creation needs name, code and type (android or ios).' */
export function validateDeviceCreation({ name, code, type }: DeviceCreation): DeviceCreationErrors {
  const trimmed = name.trim();
  return {
    name: trimmed === '' ? 'required' : trimmed.length > DEVICE_NAME_MAX ? 'tooLong' : null,
    code: code.trim() === '' ? 'required' : null,
    type: isDeviceType(type) ? null : 'required',
  };
}

export function isDeviceCreationValid(errors: DeviceCreationErrors): boolean {
  return errors.name === null && errors.code === null && errors.type === null;
}

// 32 letters and digits without 0/O and 1/I, which people misread; 256 is a multiple of 32, so no bias.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEVICE_CODE_LENGTH = 8;

/** The one-time code that pairs the app with the new device, drawn from the browser's CSPRNG. */
export function generateDeviceCode(
  randomBytes: (length: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  return Array.from(randomBytes(DEVICE_CODE_LENGTH), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * The deep link the app scans to finish linking: `<projectName lower-case>://auth/device?code=<code>`
 * (a decision: the spec does not show it). Characters a URI scheme cannot hold are dropped,
 * so 'Paxum Bank' becomes `paxumbank`.
 */
export function deviceDeepLink(projectName: string, code: string): string {
  const scheme = projectName.toLowerCase().replace(/[^a-z0-9+.-]/g, '') || 'app';
  return `${scheme}://auth/device?code=${encodeURIComponent(code)}`;
}
