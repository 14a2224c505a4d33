/**
 * The effector units the app builds at start: everything /login's start chunk imports (the router with the external
 * layout and the models they reach, the login page, the scope), counted with effector's public inspectGraph. Building
 * them is most of the start-up task (web README "Loading fast": a farfetched query is ~400 effector nodes, ~40 units),
 * and, unlike the task's timing on a shared machine, the count is deterministic: a budget that fails when a model
 * joins the start chunk. Put what /login's first paint does not need in chunks of their own (AfterFirstPaint, a
 * slice loaded with its screens, features/sign-in's after-password chunks), then lower the budget.
 */
import t from 'tap';
import { countUnits, fakeBrowserGlobals } from './units-count.ts';

/**
 * Units declared at start: 3,649 before the steps that moved what /login does not paint out of the start, 1,548 after;
 * 717 with the customer context's and the session start's queries chunks of their own, loaded with their first
 * request (entities/customer context-calls.ts, entities/session start-calls.ts). 742 with the 5 s delay after login
 * (entities/session deferred.ts, spec 1 §4): it watches the session from the start, where the sign-in happens.
 */
export const START_UNITS_BUDGET = 745;

t.test('the start builds no more effector units than its budget', async (t) => {
  t.teardown(fakeBrowserGlobals('/login'));
  const { count, stop } = countUnits();
  await import('./router.tsx');
  await import('../pages/login/index.ts');
  await import('./scope.ts');
  stop();
  const units = count();
  t.ok(units > 100, `the start's models were imported (${units} units)`);
  t.ok(units <= START_UNITS_BUDGET, `${units} effector units at start (budget ${START_UNITS_BUDGET})`);
});
