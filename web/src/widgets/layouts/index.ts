import { lazy } from 'react';
import { allMessagesLoaded } from '../../shared/i18n/index.ts';

export { ExternalLayout } from './ui/external-layout.tsx';

/*
 * /login is in the external layout; the others (with the profile menu, the status banner and the models they
 * start) are chunks of their own, loaded with the first page that needs them, so /login does not load them
 * (the /login JavaScript budget, scripts/size-budget.test.ts), with the en texts past /login's. The router's
 * Suspense shows the skeleton meanwhile.
 */
export const RestrictedLayout = lazy(() =>
  Promise.all([import('./ui/restricted-layout.tsx'), allMessagesLoaded()]).then(([m]) => ({
    default: m.RestrictedLayout,
  })),
);
export const MainLayout = lazy(() =>
  Promise.all([import('./ui/main-layout.tsx'), allMessagesLoaded()]).then(([m]) => ({ default: m.MainLayout })),
);
export const StaticLayout = lazy(() =>
  Promise.all([import('./ui/static-layout.tsx'), allMessagesLoaded()]).then(([m]) => ({ default: m.StaticLayout })),
);
