import { useState } from 'react';

/** Copies text to the clipboard; says whether it worked ('ok' | 'failed'), so the page can announce it. */
export function useCopy(): [copied: 'ok' | 'failed' | null, copy: (text: string) => void] {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = (text: string) => {
    const done = navigator.clipboard?.writeText(text);
    if (!done) return setCopied('failed');
    done.then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
  };
  return [copied, copy];
}
