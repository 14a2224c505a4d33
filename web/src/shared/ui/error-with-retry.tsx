import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface ErrorWithRetryProps {
  /** the error text; nothing is shown while it is null */
  message: string | null;
  /** the retry button's text, needed with onRetry */
  retryLabel?: string;
  /** given when loading failed: the retry button reloads; a failed action shows only the message */
  onRetry?: (() => void) | null;
}

/** A section's or an action's error, announced (role=alert), with a retry button when the section could not load. */
export function ErrorWithRetry({ message, retryLabel, onRetry }: ErrorWithRetryProps) {
  if (message === null) return null;
  return (
    <Alert>
      <p>{message}</p>
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}
