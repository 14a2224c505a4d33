import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once its place on the page is displayed (not while the main layout holds the page hidden
 * behind its skeleton), in a task after the frame that painted it is on screen: /home's last section (adding a currency or a
 * wallet, with the react-aria select fields' ~60 KiB of chunks) then loads after the page's largest paint instead
 * of competing with it for the network and the main thread (web README "Loading fast"). Its data is not deferred:
 * the page's gate starts it as before. Any scroll position counts as displayed (the huge margin), so the section
 * is there for keyboard and find-in-page as soon as the page is; it is the page's last, so it pushes nothing down.
 */
export function WhenShown({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // observers report after the rendering step of the frame in which the element got a box
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // and a frame later: the page's paint is on screen (Lighthouse counts requests made before it in the LCP)
        frame = requestAnimationFrame(() => {
          timer = setTimeout(() => setShown(true), 0);
        });
      },
      { rootMargin: '100000px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : <div ref={place} />;
}
