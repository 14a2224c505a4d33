import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

/**
 * Layout shift of /home as its sections load (the CLS Lighthouse scores, `npm run bench:web`): the profile
 * menu, the accounts and the announcements hold their room while loading, so nothing above the fold jumps
 * when the data arrives. Lighthouse calls 0.1 "good"; the page reloaded signed in stays well under it.
 */
test('/home: the sections that load do not move the page (layout shift under 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page.getByRole('table', { name: /^Accounts/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exchange rates' })).toContainText('1 USD = 0.92 EUR');
  // what arrives after the last visible answer still counts
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.1);
});
