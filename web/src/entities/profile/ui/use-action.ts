import { useCallback, useState } from 'react';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';

export interface ActionState<P, D> {
  /** Runs the call; undefined when it failed (the error is kept). */
  run: (params: P) => Promise<D | undefined>;
  pending: boolean;
  error: Message | null;
  clearError: () => void;
}

/**
 * One call of a section (add, confirm, delete…) with its own pending flag and
 * inline error, so what the user typed stays in the section's state on a
 * failure. Pass the effect bound to the scope: `useAction(useUnit(someFx))`.
 */
export function useAction<P, D>(call: (params: P) => Promise<D>): ActionState<P, D> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const run = useCallback(
    async (params: P) => {
      setPending(true);
      setError(null);
      try {
        return await call(params);
      } catch (e) {
        setError(errorMessageFor(e));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
