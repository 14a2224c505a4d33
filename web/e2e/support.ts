import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const brandIds = ['paxum', 'paxumbank', 'paydek', 'fundstruab', 'fundstr', 'aplus'] as const;
export const PORT = 8180;
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
