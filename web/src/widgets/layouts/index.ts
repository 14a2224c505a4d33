import { lazy } from 'react';
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

export const RestrictedLayout = lazy(() => loadRestricted().then(([m]) => ({ default: m.RestrictedLayout })));
export const MainLayout = lazy(() => loadMain().then(([m]) => ({ default: m.MainLayout })));
export const StaticLayout = lazy(() => loadStatic().then(([m]) => ({ default: m.StaticLayout })));

/** Starts loading a layout's chunk before it renders (the router's preload of the address's page). */
export const preloadLayout = { restricted: loadRestricted, main: loadMain, static: loadStatic } as const;
