import { Suspense, lazy } from 'react';
import type { ToastMessage } from './toast.tsx';

const Region = lazy(() => import('./toast.tsx').then((m) => ({ default: m.ToastRegion })));

/**
 * The toast region as a chunk of its own (React.lazy): layouts are in the first bundle, /login's included, and
 * react-aria's toast code is not needed before the first signed-in screen.
 */
export function ToastRegion(props: { label: string; dismissLabel: string }) {
  return (
    <Suspense fallback={null}>
      <Region {...props} />
    </Suspense>
  );
}

/**
 * Shows a toast in the region of the current layout; it closes itself after `timeout` ms (5 s by default, long
 * enough to read a line; hovering or focusing the region pauses it) or when dismissed. Resolves to its key, for
 * `closeToast`. The queue is react-aria's ToastQueue, loaded with the region's chunk.
 */
export async function showToast(message: ToastMessage, timeout = 5000): Promise<string> {
  const { toastQueue } = await import('./toast.tsx');
  return toastQueue.add(message, { timeout });
}

/** Closes a toast before its time (the thing it announced is gone). */
export async function closeToast(key: string): Promise<void> {
  const { toastQueue } = await import('./toast.tsx');
  toastQueue.close(key);
}
