import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Locator, type Page, expect, test } from '@playwright/test';

export const brandIds = ['paxum', 'paxumbank', 'paydek', 'fundstruab', 'fundstr', 'aplus'] as const;
/** Ports of the e2e gateway and fakes (playwright.config.ts reads the same variables; parallel checkouts pick others). */
export const PORT = Number(process.env.E2E_PORT ?? 8180);
export const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 4180);
/** The e2e gateway's upstream budget (playwright.config.ts sets UPSTREAM_TIMEOUT_MS from the same variable). */
export const UPSTREAM_TIMEOUT_MS = Number(process.env.E2E_UPSTREAM_TIMEOUT_MS ?? 10_000);
/** The fakes' scenario controls (never through the gateway). */
export const controls = `http://127.0.0.1:${FAKES_PORT}/__fake`;
export const brandUrl = (brand: string) => `http://${brand}.localhost:${PORT}`;

/** The demo user of design.md, seeded for every brand by the fakes. */
export const personal = { username: 'personal@demo.test', password: 'Demo-pass-1' };
/** business@'s company (Demo Trading LLC, right 2) and its initiator (right 3): fakes/README.md demo users. */
export const business = { username: 'business@demo.test', password: personal.password };
export const initiator = { username: 'initiator@demo.test', password: personal.password };

/** Serious and critical axe violations, described well enough to fix from the test output. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${where}`).toEqual([]);
}

export async function signIn(page: Page, user = personal) {
  await page.getByLabel('E-mail').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Errors the page logs or throws (a CSP violation, a failed chunk, a React error) collected for one test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // Failed requests are reported below with their address.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

/** A tenant of the fakes (one brand × staging index: its own users, accounts and ledger), reset to its seed. */
export interface Tenant {
  brand: (typeof brandIds)[number];
  stage: number;
  /** `{ brand, stage }`, the tenant fields of every `/__fake/` control */
  data: { brand: string; stage: number };
  /** an address on the tenant: `?stage=N` on the first page, after which the gateway keeps it for the session */
  url: (path: string) => string;
}

/**
 * Stages the workers share out: 2..15 (spec 1 §1: "a staging index from 1 to 15 per brand"), each worker its own, so two
 * workers never hold the same tenant. Stage 1 of each brand is what a test without `?stage=` (and
 * `npm start`) uses: tests that only read may stay there; a test that changes anything (a reset, a
 * failure injected, a sign-in flow set, money moved) takes a fresh tenant.
 */
const firstStage = 2;
const lastStage = 15;
const next = new Map<string, number>();

/**
 * A tenant of `brand` that no test running in another worker holds, reset to its seed before it is
 * handed out. Worker i of n takes the stages s with (s - 2) mod n = i, round robin per brand; the
 * tests of one worker run one after another, so a stage comes round again only to a later test,
 * and the reset gives that test the seed again. (Fakes tenants are fixed — 6 brands × 15 stages —
 * so a pool, not a new tenant per test; seven stages per brand and worker with two workers.)
 */
export async function freshTenant(request: APIRequestContext, brand: Tenant['brand']): Promise<Tenant> {
  const { parallelIndex, config } = test.info();
  const workers = Math.max(1, config.workers);
  const mine: number[] = [];
  for (let s = firstStage; s <= lastStage; s++)
    if ((s - firstStage) % workers === parallelIndex % workers) mine.push(s);
  const i = next.get(brand) ?? 0;
  next.set(brand, i + 1);
  const stage = mine[i % mine.length] as number;
  const data = { brand, stage };
  const reset = await request.post(`${controls}/reset`, { data });
  expect(reset.ok(), `reset ${brand}/${stage}: ${reset.status()}`).toBe(true);
  return {
    brand,
    stage,
    data,
    url: (path) => `${brandUrl(brand)}${path}${path.includes('?') ? '&' : '?'}stage=${stage}`,
  };
}

/**
 * A shared/ui SelectField (a react-aria Select: a button and a listbox, not a native select) by its label. Exact:
 * react-aria also renders a hidden native select for autofill whose label holds every option's text.
 */
export const selectField = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Opens a SelectField and clicks the option by its accessible name. */
export async function chooseOption(field: Locator, option: string | RegExp) {
  await field.click();
  await field
    .page()
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/** An account option of a SelectField by its number, whatever the currency and balance around it. */
export const accountNumbered = (accountId: string) => new RegExp(`\\b${accountId}\\b`);

/** Types into a shared/ui CountryComboBox (react-aria ComboBox) and picks the country by its name. */
export async function chooseCountry(scope: Page | Locator, label: string, country: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  if ((await input.inputValue()) === country) return;
  // all but the last letter: react-aria keeps the list closed while the text is the chosen country's name
  await input.fill(country.slice(0, -1));
  await input.page().getByRole('listbox').getByRole('option', { name: country, exact: true }).click();
  await expect(input).toHaveValue(country);
}

/** "$25,000.00" or "€12,000.00" → integer cents (money is never a float). */
export function amountCents(text: string): number {
  const m = /[^\d]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return Number.parseInt(`${(m[1] as string).replace(/,/g, '')}${m[2] as string}`, 10);
}

/** The first balance shown on /home in the currency of `symbol` ('$', '€'), in cents. */
export async function balanceOnHome(page: Page, brand: string, symbol: string): Promise<number> {
  await page.goto(`${brandUrl(brand)}/home`);
  const balance = page.getByTestId('balance').filter({ hasText: symbol }).first();
  await expect(balance).toBeVisible();
  return amountCents((await balance.textContent()) ?? '');
}

/** Signs `user` in on the tenant in this page (its /login), and waits until the sign-in has left /login. */
export async function signInOn(page: Page, tenant: Tenant, user: { username: string; password: string }) {
  await page.goto(tenant.url('/login'));
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page of a browser context of its own, signed in on the tenant (several users side by side in one test). */
export async function signedInPage(browser: Browser, tenant: Tenant, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOn(page, tenant, user);
  return page;
}

/**
 * Signs personal@ in while the next accountListGet is armed to fail with HTTP 500: /home says so in place ('Server is
 * not available') and 'Try again' recovers the balances (the app's error handling for a failed section).
 */
export async function signInThroughFailedAccounts(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The accounts could not be loaded.');
  await expect(alert).toContainText('Server is not available');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('$1,250.50')).toBeVisible();
}

/**
 * Sums the page's layout shifts (the CLS Lighthouse scores) from its first paint: call before the page loads, read
 * with `layoutShiftOf`. Shifts right after an input do not count, as in CLS.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since `watchLayoutShift`. */
export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
