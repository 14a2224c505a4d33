import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const brandIds = ['paxum', 'paxumbank', 'paydek', 'fundstruab', 'fundstr', 'aplus'] as const;
/** Ports of the e2e gateway and fakes (playwright.config.ts reads the same variables; parallel checkouts pick others). */
export const PORT = Number(process.env.E2E_PORT ?? 8180);
export const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 4180);
/** The fakes' scenario controls (never through the gateway). */
export const controls = `http://127.0.0.1:${FAKES_PORT}/__fake`;
export const brandUrl = (brand: string) => `http://${brand}.localhost:${PORT}`;

/** The demo user of design.md, seeded for every brand by the fakes. */
export const personal = { username: 'personal@demo.test', password: 'Demo-pass-1' };

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
