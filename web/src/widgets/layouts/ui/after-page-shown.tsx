import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useState } from 'react';
import { $authed } from '../../../entities/session/index.ts';
import { $verificationLoad } from '../../../entities/verification/index.ts';
import { AfterFirstPaint } from '../../../shared/ui/index.ts';

/** Calls `then` in a task after the frame that follows the next one: what was committed before is on screen. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The main layout's AfterFirstPaint, once its page is on screen. Signed in, the layout's first contentful paint is
 * the header over a skeleton: the page shows later, when the status banner's round answers (WithStatusBanner). What
 * waited only for the first paint (the toast region with ~25 KiB gzipped of react-aria) then loaded while the page
 * was held, before its largest paint, and Lighthouse's simulation counted it in /home's LCP (web README "Loading
 * fast"). Once shown it stays: a later round does not unmount it.
 */
export function AfterPageShown({ children }: { children: ReactNode }) {
  const [authed, load] = useUnit([$authed, $verificationLoad]);
  const held = authed && (load === 'idle' || load === 'loading');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (held || shown) return undefined;
    return afterNextPaint(() => setShown(true));
  }, [held, shown]);
  return shown ? <AfterFirstPaint>{children}</AfterFirstPaint> : null;
}
