import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Calls `then` once the page's first contentful paint is on screen (the browser's paint timing), in a task after it;
 * when the browser reports none within `fallbackMs` (a tab opened in the background paints only when shown), then.
 * Returns the cancel.
 */
export function afterFirstContentfulPaint(then: () => void, fallbackMs = 5000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const done = () => {
    observer?.disconnect();
    clearTimeout(fallback);
    timer = setTimeout(then, 0);
  };
  const fallback = setTimeout(done, fallbackMs);
  if (performance.getEntriesByName('first-contentful-paint').length > 0) done();
  else if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    observer?.disconnect();
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/**
 * Renders its children once the page's first contentful paint is on screen: for what is closed at start (the error
 * dialog, notices) or not shown in the first paint, whose chunks (`React.lazy`) then load after the page has painted
 * instead of competing with it (web README "Loading fast"). The first contentful paint, not this component's first
 * commit: a layout commits a skeleton first, and its page paints later. A chunk that fails to load (a deploy in
 * between) renders nothing instead of taking the page down; the next page load fetches the new one.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => setPainted(true)), []);
  if (!painted) return null;
  return (
    <NothingOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </NothingOnError>
  );
}

class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
