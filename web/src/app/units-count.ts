/**
 * For the unit-count tests (start-units.test.ts, home-units.test.ts): the browser globals the app's modules read at
 * import (nothing renders), and a count of the effector units declared while modules load, with effector's public
 * inspectGraph.
 */
import { type Declaration, inspectGraph } from 'effector/inspect';

/** Sets what the modules read at import on the global object, at `pathname`; the returned function removes them. */
export function fakeBrowserGlobals(pathname: string): () => void {
  const g = globalThis as Record<string, unknown>;
  const storage = { getItem: () => null, setItem() {}, removeItem() {} };
  const added: string[] = [];
  for (const [name, value] of Object.entries({
    window: g,
    localStorage: storage,
    sessionStorage: storage,
    location: { pathname, search: '' },
    navigator: { languages: ['en'], language: 'en' },
  })) {
    if (!(name in g)) {
      g[name] = value;
      added.push(name);
    }
  }
  return () => {
    for (const name of added) delete g[name];
  };
}

/** Counts the units declared from now on: `count()` so far, `stop()` to end the count. */
export function countUnits(): { count: () => number; stop: () => void } {
  const declared: Declaration[] = [];
  const inspection = inspectGraph({ fn: (d) => void declared.push(d) });
  return {
    count: () => declared.filter((d) => d.type === 'unit').length,
    stop: () => inspection.unsubscribe(),
  };
}
