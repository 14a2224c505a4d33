import './zod-jitless.ts';
import { allSettled } from 'effector';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/styles.css';
import { appStarted, firstScreenLoaded, rememberMobileWrapper } from '../shared/lib/index.ts';
import { inMobileWrapper } from '../shared/lib/wrapper-post.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { createAppScope } from './scope.ts';

// spec 1 §4 "The mobile wrapper flag persists": an address from the wrapper is remembered before anything redirects
rememberMobileWrapper(window.location.search);
const router = createAppRouter();
const scope = createAppScope((to, opts) => router.navigate(to, opts));

// The page of the address starts loading now, while the app starts, not after the first render (a failed one shows
// its error page at render).
const address = window.location.pathname;
const page = router.preload(address).catch(() => undefined);

// The start chunk's evaluation was one task; the models' start is another (input and paint may come in between):
// two shorter tasks instead of one long one (Lighthouse's TBT counts each task's time over 50 ms).
await new Promise((resolve) => setTimeout(resolve, 0));
// Inside the mobile wrapper, its session messages (spec 3 §3) listen before the models start; elsewhere nothing loads.
if (inMobileWrapper()) await import('../features/mobile-wrapper/index.ts');
// Config, session and language are known before the first paint: no flash of the wrong brand.
await allSettled(appStarted, { scope });
// When the start stays on the address, its page paints at once with the first paint (config and session come inline
// with index.html, /login's chunk is preloaded by it), not a skeleton first and the page one round trip later; a
// start that led elsewhere does not wait for it.
if (window.location.pathname === address) await page;
// Its models' loads start now, alongside the first render rather than after it (the main layout's status banner,
// which /home's first paint waits for: web README "Loading fast"). Not awaited.
void allSettled(firstScreenLoaded, { scope });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(root);
// A transition: React renders the first screen in slices and lets the browser in between (input, paint) instead of one
// long task; nothing is on screen yet that it could keep.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App scope={scope} router={router} />
    </StrictMode>,
  ),
);
