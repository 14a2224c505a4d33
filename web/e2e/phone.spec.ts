import { type Page, expect, test } from '@playwright/test';
import {
  accountNumbered,
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * Every screen works on a phone (spec 1 §9 "Breakpoints: mobile 476, …", web README "Small screens"): the `phone`
 * project of playwright.config.ts (360 × 740, touch) runs this file only. Each screen: nothing scrolls sideways and
 * axe is clean; the header's menu button (below phablet 871 px) opens, closes on Escape, and a link in it navigates.
 */

/** Nothing on the page is wider than the viewport; on failure, the elements that stick out. */
async function expectNoSideScroll(page: Page, where: string) {
  const measure = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const over = document.documentElement.scrollWidth > width;
      const wide = over
        ? [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 0.5)
            .slice(0, 8)
            .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${e.getBoundingClientRect().right}`)
        : [];
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
    });
  const m = await measure();
  expect(m.scrollWidth, `${where} scrolls sideways at ${m.innerWidth} px: ${m.wide.join(', ')}`).toBeLessThanOrEqual(
    m.innerWidth,
  );
}

async function checkScreen(page: Page, where: string) {
  await expectNoSideScroll(page, where);
  await expectNoSeriousViolations(page, `${where} at 360 px`);
}

test('phone: sign-in, home and the menu button, a transfer between own accounts, history', async ({ page }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await checkScreen(page, '/login');
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('row', { name: /^300001\b/ })).toBeVisible();
  await checkScreen(page, '/home');

  // the main navigation is behind the menu button
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'History' })).toBeHidden();
  // once the page is shown, the react-aria button (main-nav.tsx) has taken over from the native one
  await expect(menu).toHaveAttribute('data-rac', '');
  // the seed's unread message: a red badge in the closed list, so a dot on the button
  await expect(nav.getByTestId('messages-badge')).toBeAttached();
  const dot = () => menu.evaluate((e) => getComputedStyle(e, '::after').content);
  await expect.poll(dot).not.toBe('none');
  // the list the button controls (read each time: a new layout instance has a new id)
  const menuList = async () => page.locator(`[id="${(await menu.getAttribute('aria-controls')) ?? 'none'}"]`);
  let list = await menuList();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(7);
  await expect(list.getByTestId('messages-badge')).toBeVisible();
  expect(await dot()).toBe('none');
  await checkScreen(page, '/home with the menu open');
  // Escape closes it and the focus is back on the button
  await list.getByRole('link', { name: 'Cards' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(menu).toBeFocused();
  // the keyboard opens it too, and a link in it navigates (and closes it)
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await list.getByRole('link', { name: 'Transfers' }).click();
  await expect(page).toHaveURL(/\/transfer\/p2p$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Send money to a person' })).toBeVisible();
  await checkScreen(page, '/transfer/p2p');

  // a transfer between own accounts
  await page.goto(`${brandUrl('paxum')}/transfer/account`);
  await expect(page.getByRole('heading', { name: 'Transfer between your accounts' })).toBeVisible();
  await checkScreen(page, '/transfer/account');
  await chooseOption(selectField(page, 'From account'), accountNumbered('300001'));
  await chooseOption(selectField(page, 'To account'), accountNumbered('300002'));
  await page.getByLabel('Amount (USD)').fill('25.00');
  await expect(page.getByTestId('to-amount')).toHaveText(/€/);
  await checkScreen(page, '/transfer/account with a quote');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Transfer completed' });
  await expect(done).toBeVisible();
  await checkScreen(page, 'the transfer completed popup');
  await done.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // history, reached through the menu
  await menu.click();
  list = await menuList();
  await expect(list).toBeVisible();
  await list.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(page.locator('table.history-table tbody tr').first()).toContainText('−$25.00');
  await checkScreen(page, '/history');
  expect(errors).toEqual([]);
});

test('phone: cards (physical, virtual, closed) and a card', async ({ page }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(page.request, 'fundstr');
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${brandUrl('fundstr')}/cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('row', { name: /Everyday card/ })).toBeVisible();
  await checkScreen(page, '/cards');
  await page.getByRole('tab', { name: 'Virtual cards (2)' }).click();
  await expect(panel.getByRole('row', { name: /Subscriptions/ })).toBeVisible();
  await checkScreen(page, '/cards virtual');
  await page.getByRole('tab', { name: 'Physical cards (2)' }).click();
  await panel.getByRole('link', { name: 'Everyday card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  await checkScreen(page, 'a card');
  expect(errors).toEqual([]);
});
