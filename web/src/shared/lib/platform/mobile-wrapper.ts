/**
 * The mobile wrapper: the app may run inside the provider's mobile app (spec 3 §1), and registration sends the
 * wrapper's device only there (spec 3 §3 "device, only when in the mobile wrapper"); "The mobile wrapper flag
 * persists" (spec 1 §4).
 *
 * Decision (the spec does not show how the web learns it runs in the wrapper, nor the device's fields): the wrapper
 * opens the app with `wrapper=<android|ios>` and `deviceName=<the device's name>` in the address. The start keeps
 * them for the session (sessionStorage: every later page of the wrapper's web view knows, while an ordinary browser
 * tab opened later on the same device does not inherit it), and the registration forms send them as `device`. Outside the
 * wrapper nothing is kept and no device is sent. A push token never travels in an address: the wrapper bridge
 * (its messages, spec 3 §3) is where one would come from.
 */
// a type, not an interface: it fits the contracts' loose device object (an index signature)
export type WrapperDevice = {
  type: 'android' | 'ios';
  name: string;
};

export const MOBILE_WRAPPER_KEY = 'mobileWrapper';

/** The wrapper's device named by an address's query; null when the address does not come from the wrapper. */
export function wrapperFromQuery(search: string): WrapperDevice | null {
  const q = new URLSearchParams(search);
  const type = q.get('wrapper');
  if (type !== 'android' && type !== 'ios') return null;
  const name = (q.get('deviceName') ?? '').trim().slice(0, 100);
  return { type, name: name === '' ? type : name };
}

function parse(raw: string | null): WrapperDevice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<WrapperDevice> | null;
    return v && (v.type === 'android' || v.type === 'ios') && typeof v.name === 'string'
      ? { type: v.type, name: v.name }
      : null;
  } catch {
    return null;
  }
}

function sessionKept(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** At start: an address from the wrapper sets the flag (kept); any other address leaves what is kept. */
export function rememberMobileWrapper(search: string, storage: Storage | undefined = sessionKept()): void {
  const device = wrapperFromQuery(search);
  if (!device) return;
  try {
    storage?.setItem(MOBILE_WRAPPER_KEY, JSON.stringify(device));
  } catch {
    // storage full or refused: the flag lives for this address only
  }
}

/** The wrapper's device when the app runs in the wrapper, else null (then no device is sent). */
export function mobileWrapperDevice(
  storage: Storage | undefined = sessionKept(),
  search: string = globalThis.location?.search ?? '',
): WrapperDevice | null {
  let kept: string | null;
  try {
    kept = storage?.getItem(MOBILE_WRAPPER_KEY) ?? null;
  } catch {
    kept = null;
  }
  return wrapperFromQuery(search) ?? parse(kept);
}
