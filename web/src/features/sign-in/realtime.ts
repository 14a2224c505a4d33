import { realtime } from '../../shared/api/index.ts';

/**
 * The pending push or device sign-in listens on the shared /realtime client
 * (the gateway follows the login's temporary token) for PushLoginConfirmed.
 * One sign-in at a time per browser.
 */
let unsubscribe: (() => void) | null = null;

export function stopWaiting(): void {
  const off = unsubscribe;
  unsubscribe = null;
  off?.();
}

/** Resolves true on an accepted push, false on a rejected one; rejects when the socket closes first. */
export function waitForApproval(): Promise<boolean> {
  stopWaiting();
  return new Promise<boolean>((resolve, reject) => {
    const off = realtime.subscribe(
      'PushLoginConfirmed',
      (event) => {
        resolve(event.payload.result === true);
        if (unsubscribe === off) stopWaiting();
      },
      () => reject(new Error('realtime closed')),
    );
    unsubscribe = off;
  });
}
