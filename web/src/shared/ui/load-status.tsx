import type { ReactNode } from 'react';
import { ErrorWithRetry } from './error-with-retry.tsx';
import { Skeleton } from './skeleton.tsx';

export type LoadStatusValue = 'idle' | 'loading' | 'ready' | 'failed';

export interface LoadStatusProps {
  status: LoadStatusValue;
  /** the section's error text: a failed load (with the retry) or a failed action (without) */
  error: string | null;
  onRetry: () => void;
  retryLabel: string;
  loadingLabel: string;
  /** skeleton lines while loading */
  lines?: number;
  /** the section once loaded */
  children: () => ReactNode;
}

/** A section that loads: its error (with a retry when the load failed), a skeleton while loading, then itself. */
export function LoadStatus({ status, error, onRetry, retryLabel, loadingLabel, lines = 3, children }: LoadStatusProps) {
  return (
    <>
      {error ? (
        <ErrorWithRetry message={error} retryLabel={retryLabel} onRetry={status === 'failed' ? onRetry : null} />
      ) : null}
      {status === 'idle' || status === 'loading' ? <Skeleton lines={lines} label={loadingLabel} /> : null}
      {status === 'ready' ? children() : null}
    </>
  );
}
