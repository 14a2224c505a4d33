import { type ComponentType, createElement, lazy, useState } from 'react';
import { allMessagesLoaded } from '../../shared/i18n/index.ts';

export { ExternalLayout } from './ui/external-layout.tsx';

/*
 * /login is in the external layout; the others (with the profile menu, the status banner and the models they
 * start) are chunks of their own, loaded with the first page that needs them, so /login does not load them
 * (the /login JavaScript budget, scripts/size-budget.test.ts), with the en texts past /login's. The router's
 * Suspense shows the skeleton meanwhile.
 */
const loadRestricted = () => Promise.all([import('./ui/restricted-layout.tsx'), allMessagesLoaded()]);
// The react-aria kit's select field (~60 KiB gzipped with its parts) is not preloaded with the layout: nothing in
// the layout's first paint uses it, and /home's field is in its last section, rendered once the page is shown
// (pages/home WhenShown); loaded alongside the layout it competed with /home's first paint (web README "Loading
// fast"). A screen's field shows the kit's placeholder until its chunk is there. The toast region comes after the
// first paint (main-layout.tsx).
const loadMain = () => Promise.all([import('./ui/main-layout.tsx'), allMessagesLoaded()]);
const loadStatic = () => Promise.all([import('./ui/static-layout.tsx'), allMessagesLoaded()]);

/*
 * A layout loaded before it renders (the router's preload of the address, which the first render waits for)
 * renders at once: a React.lazy suspends on its first render even when its chunk is there, and React holds the
 * content it then reveals ~300 ms after the fallback (its Suspense throttling), an idle gap before /home's first
 * paint (web README "Loading fast").
 */
function layout<M>(load: () => Promise<readonly [M, unknown]>, pick: (m: M) => ComponentType) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then(([m]) => (loaded = pick(m)));
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  // chosen once per mount: a layout shown through the lazy one is not remounted when its chunk has come
  const Layout = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return { Layout, preload };
}
const restricted = layout(loadRestricted, (m) => m.RestrictedLayout);
const main = layout(loadMain, (m) => m.MainLayout);
const statics = layout(loadStatic, (m) => m.StaticLayout);
export const RestrictedLayout = restricted.Layout;
export const MainLayout = main.Layout;
export const StaticLayout = statics.Layout;

/** Starts loading a layout's chunk before it renders (the router's preload of the address's page). */
export const preloadLayout = { restricted: restricted.preload, main: main.preload, static: statics.preload } as const;
