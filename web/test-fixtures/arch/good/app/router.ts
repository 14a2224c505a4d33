// Allowed: the app layer loads a page lazily through the page's index.ts.
export const routes = { home: () => import('../pages/home/index.ts') };
