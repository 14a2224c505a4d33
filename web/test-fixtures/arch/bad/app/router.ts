// Forbidden: a lazy route loads a page's internals instead of its index.ts (dynamic import() counts).
export const routes = { home: () => import('../pages/home/ui/home-title.ts') };
