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
  /**
   * The section already holds what it shows, known before this load answers (e.g. the accounts another screen
   * loaded): it stays shown, not the skeleton, while idle or loading. A reload of a section this load already
   * showed needs no flag: its status stays 'ready' (shared/api loadStatusFor, createRoundStatus).
   * A failed load does not take it away either: it stays under the error with its retry (a failed "load more"
   * keeps the rows already shown; a failed reload keeps the accounts the user already sees).
   */
  shown?: boolean;
  /** the section once loaded */
  children: () => ReactNode;
}

/** Whether a section of this status shows the skeleton: while idle or loading, unless it already holds what it shows. */
export function showsSkeleton(status: LoadStatusValue, shown = false): boolean {
  return (status === 'idle' || status === 'loading') && !shown;
}

/**
 * The status of a section that needs several loads at once (a form and its dictionaries): failed when one failed,
 * loading while one is still idle or loading, ready once all are.
 */
export function combinedLoadStatus(statuses: readonly LoadStatusValue[]): LoadStatusValue {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('idle') || statuses.includes('loading')) return 'loading';
  return 'ready';
}

/**
 * A section that loads: its error (with a retry when the load failed), a skeleton while loading, then itself.
 * A failed load hides the section unless it is `shown` (then it stays under the error).
 */
export function LoadStatus({
  status,
  error,
  onRetry,
  retryLabel,
  loadingLabel,
  lines = 3,
  shown = false,
  children,
}: LoadStatusProps) {
  const skeleton = showsSkeleton(status, shown);
  return (
    <>
      {error ? (
        <ErrorWithRetry message={error} retryLabel={retryLabel} onRetry={status === 'failed' ? onRetry : null} />
      ) : null}
      {skeleton ? <Skeleton lines={lines} label={loadingLabel} /> : null}
      {(status !== 'failed' || shown) && !skeleton ? children() : null}
    </>
  );
}
