/**
 * The effector units the app builds at start: everything /login's start chunk imports (the router with the external
 * layout and the models they reach, the login page, the scope), counted with effector's public inspectGraph. Building
 * them is most of the start-up task (web README "Loading fast": a farfetched query is ~400 effector nodes, ~40 units),
 * and, unlike the task's timing on a shared machine, the count is deterministic: a budget that fails when a model
 * joins the start chunk. Put what /login's first paint does not need in chunks of their own (AfterFirstPaint, a
 * slice loaded with its screens, features/sign-in's after-password chunks), then lower the budget.
 */
import { type Declaration, inspectGraph } from 'effector/inspect';
import t from 'tap';

/**
 * Units declared at start: 3,649 before the steps that moved what /login does not paint out of the start, 1,548 after;
 * 717 with the customer context's and the session start's queries chunks of their own, loaded with their first
 * request (entities/customer context-calls.ts, entities/session start-calls.ts).
 */
export const START_UNITS_BUDGET = 730;

t.test('the start builds no more effector units than its budget', async (t) => {
  const g = globalThis as Record<string, unknown>;
  // what the modules read at import; nothing renders
  const storage = { getItem: () => null, setItem() {}, removeItem() {} };
  for (const [name, value] of Object.entries({
    window: g,
    localStorage: storage,
    sessionStorage: storage,
    location: { pathname: '/login', search: '' },
    navigator: { languages: ['en'], language: 'en' },
  })) {
    if (!(name in g)) {
      g[name] = value;
      t.teardown(() => delete g[name]);
    }
  }
  const declared: Declaration[] = [];
  const inspection = inspectGraph({ fn: (d) => void declared.push(d) });
  await import('./router.tsx');
  await import('../pages/login/index.ts');
  await import('./scope.ts');
  inspection.unsubscribe();
  const units = declared.filter((d) => d.type === 'unit');
  t.ok(units.length > 100, `the start's models were imported (${units.length} units)`);
  t.ok(units.length <= START_UNITS_BUDGET, `${units.length} effector units at start (budget ${START_UNITS_BUDGET})`);
});
