import { useState } from 'react';
import { Button } from './button.tsx';
import './secret-key.css';

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

export interface SecretKeyPanelProps {
  /** the ids of the heading and the key's label derive from it */
  id: string;
  secret: string;
  /** the key was regenerated during this visit: said in the status line */
  regenerated: boolean;
  /** asks to regenerate (the page confirms first) */
  onRegenerate: () => void;
  labels: {
    title: string;
    intro: string;
    secret: string;
    reveal: string;
    hide: string;
    copy: string;
    copied: string;
    copyFailed: string;
    regenerate: string;
    regenerated: string;
  };
}

const MASK = '••••••••••••••••';

/**
 * A signing key shown to its merchant (spec 3 §7 PBN and IPN settings: "secret=1 to regenerate the key"): masked
 * until revealed (a toggle button, aria-pressed), copied, regenerated through the page's confirmation; copying and
 * regenerating are announced in a status line. A module of its own, not in the kit's barrel (which /login loads).
 */
export function SecretKeyPanel({ id, secret, regenerated, onRegenerate, labels }: SecretKeyPanelProps) {
  const [shown, setShown] = useState(false);
  const [copied, copy] = useCopy();
  return (
    <section className="panel secret-key" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <p>{labels.intro}</p>
      <p>
        <span id={`${id}-label`}>{labels.secret}</span>{' '}
        <code aria-labelledby={`${id}-label`} data-testid={id} className="secret-key-value">
          {shown ? secret : MASK}
        </code>
      </p>
      <div className="form-footer secret-key-actions">
        <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? labels.hide : labels.reveal}
        </Button>
        <Button variant="secondary" onClick={() => copy(secret)}>
          {labels.copy}
        </Button>
        <Button variant="secondary" onClick={() => onRegenerate()}>
          {labels.regenerate}
        </Button>
      </div>
      <p role="status">
        {copied === 'ok'
          ? labels.copied
          : copied === 'failed'
            ? labels.copyFailed
            : regenerated
              ? labels.regenerated
              : ''}
      </p>
    </section>
  );
}
