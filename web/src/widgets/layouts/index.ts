import { lazy } from 'react';
import { allMessagesLoaded } from '../../shared/i18n/index.ts';
import { preloadKit } from '../../shared/ui/index.ts';

export { ExternalLayout } from './ui/external-layout.tsx';

/*
 * /login is in the external layout; the others (with the profile menu, the status banner and the models they
 * start) are chunks of their own, loaded with the first page that needs them, so /login does not load them
 * (the /login JavaScript budget, scripts/size-budget.test.ts), with the en texts past /login's. The router's
 * Suspense shows the skeleton meanwhile.
 */
const loadRestricted = () => Promise.all([import('./ui/restricted-layout.tsx'), allMessagesLoaded()]);
// the main layout's screens use the react-aria kit: its select field starts loading with the layout's chunk (shared/ui
// preloadKit); the toast region after the first paint (main-layout.tsx)
const loadMain = () => {
  preloadKit().catch(() => undefined);
  return Promise.all([import('./ui/main-layout.tsx'), allMessagesLoaded()]);
};
const loadStatic = () => Promise.all([import('./ui/static-layout.tsx'), allMessagesLoaded()]);

export const RestrictedLayout = lazy(() => loadRestricted().then(([m]) => ({ default: m.RestrictedLayout })));
export const MainLayout = lazy(() => loadMain().then(([m]) => ({ default: m.MainLayout })));
export const StaticLayout = lazy(() => loadStatic().then(([m]) => ({ default: m.StaticLayout })));

/** Starts loading a layout's chunk before it renders (the router's preload of the address's page). */
export const preloadLayout = { restricted: loadRestricted, main: loadMain, static: loadStatic } as const;
