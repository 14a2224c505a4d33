/**
 * The effector units built before a signed-in /home's first render: what its first screen imports (the start
 * chunk's models, the customer context's calls, the main layout with its status banner and profile menu, the home
 * page with its sections' models), counted with effector's public inspectGraph, like start-units.test.ts for
 * /login. Building units was the largest part of /home's start-up CPU (web README "Loading fast": 5,236 units before
 * the mutations and second-step queries the first paint does not use left for chunks loaded when first needed).
 * Deterministic where the timings are not: a budget that fails when a screen's models drift back into /home's first
 * render. Lower it with each step.
 */
import t from 'tap';
import { paths } from '../shared/routes/index.ts';
import { countUnits, fakeBrowserGlobals } from './units-count.ts';

/**
 * 5,236 units before the open and answer calls of announcements, the open-account mutations, the verification round's
 * second-step queries and the profile menu's company left for chunks of their own; 3,696 after; 3,289 with the
 * customer context's access info and access list a chunk of their own too; 3,055 with the verification round taking
 * the customer and a business's access info from the customer context instead of queries of its own; 2,884 with
 * the payment instructions' "viewed" mutation a chunk of its own; 2,678 with open-account's wallets query a chunk of
 * its own; 2,474 with the home page's exchange rates query a chunk of its own; 2,099 with the announcements' and the
 * payment instructions' list queries chunks of their own.
 */
export const HOME_UNITS_BUDGET = 2_130;

t.test("a signed-in /home's first render builds no more effector units than its budget", async (t) => {
  t.teardown(fakeBrowserGlobals('/home'));
  const { count, stop } = countUnits();
  // in the order the browser loads them: the start chunk, then what a signed-in /home asks for before its first
  // render (the context's calls with the session start, the main layout's chunk and the page's, preloaded)
  const { appRoutes } = await import('./router.tsx');
  await import('./scope.ts');
  const start = count();
  const { loadContextCalls } = await import('../entities/customer/index.ts');
  await loadContextCalls();
  const home = appRoutes().find((r) => r.path === paths.home.path);
  t.ok(home, 'the route of /home');
  await Promise.all(home?.preload.map((p) => p()) ?? []);
  stop();
  const units = count();
  t.ok(start > 100 && units > start + 1000, `the models were imported (${start} at start, ${units} in all)`);
  t.ok(units <= HOME_UNITS_BUDGET, `${units} effector units before /home's first render (budget ${HOME_UNITS_BUDGET})`);
});
