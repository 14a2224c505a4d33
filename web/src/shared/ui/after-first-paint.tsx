import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its children once the first paint is on screen: for what is closed at start (the error dialog, notices),
 * whose chunks (`React.lazy`) then load after the page has painted instead of before it (web README "Loading fast").
 * A chunk that fails to load (a deploy in between) renders nothing instead of taking the page down; the next page
 * load fetches the new one.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // the frame of the first paint, then a task after it
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
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
