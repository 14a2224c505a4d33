import { type Page, expect, test } from '@playwright/test';
import { brandUrl, expectNoSeriousViolations, personal, signIn } from './support.ts';

/**
 * The shared/ui kit in Chromium: the dark theme (prefers-color-scheme) keeps every brand readable, and the
 * cards page's tabs move with the arrow keys. Read-only: stage 1 of each brand.
 */

async function signedInAt(page: Page, brand: string, path: string) {
  await page.goto(`${brandUrl(brand)}/login`);
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  if (path !== '/home') await page.goto(`${brandUrl(brand)}${path}`);
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const brand of ['paxum', 'aplus'] as const) {
  test(`dark theme on ${brand}: dark page, brand buttons, axe finds nothing serious`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${brandUrl(brand)}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await background(page)).toBe('rgb(18, 20, 23)');
    await expectNoSeriousViolations(page, `${brand} /login dark`);
    await signIn(page, personal);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('table', { name: /^Accounts/ })).toBeVisible();
    await expectNoSeriousViolations(page, `${brand} /home dark`);
    await page.goto(`${brandUrl(brand)}/profile`);
    await expect(page.getByRole('region', { name: 'Addresses', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${brand} /profile dark`);
  });
}

test('light theme stays the brand page colour', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${brandUrl('paxum')}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await background(page)).toBe('rgb(246, 247, 249)');
});

test('cards tabs: arrow keys move between physical, virtual and closed; the panel follows', async ({ page }) => {
  await signedInAt(page, 'paydek', '/cards');
  const physical = page.getByRole('tab', { name: /^Physical cards/ });
  await expect(physical).toHaveAttribute('aria-selected', 'true');
  await physical.focus();
  await page.keyboard.press('ArrowRight');
  const virtual = page.getByRole('tab', { name: /^Virtual cards/ });
  await expect(virtual).toHaveAttribute('aria-selected', 'true');
  await expect(virtual).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Online shopping' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(physical).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, '/cards tabs');
});
