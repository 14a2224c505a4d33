import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface ErrorWithRetryProps {
  message: string;
  retryLabel: string;
  /** given when loading failed: the retry button reloads; a failed action shows only the message */
  onRetry?: (() => void) | null;
}

/** A section's error: the message, and a retry button when the section could not load. */
export function ErrorWithRetry({ message, retryLabel, onRetry }: ErrorWithRetryProps) {
  return (
    <Alert>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}
