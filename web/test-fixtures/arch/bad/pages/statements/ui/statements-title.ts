// Forbidden: a page lazily loads a sibling page (dynamic import() counts).
export const statementsTitle = () => import('../../history/index.ts').then((m) => m.historyTitle());
