export const routes = { home: () => import('../pages/home/index.ts').then((m) => m.homeTitle()) };
