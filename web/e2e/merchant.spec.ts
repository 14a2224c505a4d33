import { expect, test } from '@playwright/test';
import { brandUrl, business, expectNoSeriousViolations, initiator, signIn } from './support.ts';

/** Spec 3 §2 "Merchant section /merchant/": the pages, their navigation, the default page and the rights guard. */
test('business@ (rights 2): /merchant opens security/verification; the navigation reaches every merchant page', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, business);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl('paxum')}/merchant`);
  await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
  const nav = page.getByRole('navigation', { name: 'Merchant services' });
  for (const group of ['Security', 'Payment buttons', 'API', 'Accounts', 'Instant payment notifications'])
    await expect(nav.getByRole('list', { name: group, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Identity verification' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page, '/merchant/security/verification');

  const pages: [string, RegExp][] = [
    ['Verification history', /\/merchant\/security\/verification\/history$/],
    ['Reputation', /\/merchant\/security\/reputation$/],
    ['Saved buttons', /\/merchant\/buttons\/my_saved_buttons$/],
    ['Button notification settings', /\/merchant\/buttons\/pbn_settings$/],
    ['Business logos', /\/merchant\/buttons\/business_logos$/],
    ['API settings', /\/merchant\/internal\/api_key$/],
    ['API log', /\/merchant\/internal\/api_log$/],
    ['Webhook log', /\/merchant\/internal\/webhook_log$/],
    ['Subscribers', /\/merchant\/accounts\/subscribers$/],
    ['IPN history', /\/merchant\/ipn\/history$/],
    ['IPN settings', /\/merchant\/ipn\/settings$/],
  ];
  for (const [name, url] of pages) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // keyboard: the links are in the tab order
  await nav.getByRole('link', { name: 'Identity verification' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/merchant\/security\/verification$/);
});

/** Spec 3 §2: "The API settings and API/webhook log pages need full access rights (value 2); otherwise the user goes to saved buttons." */
test('initiator@ (rights 3): no API pages offered; typing one lands on saved buttons', async ({ page }) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, initiator);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl('paxum')}/merchant/buttons/pbn_settings`);
  const nav = page.getByRole('navigation', { name: 'Merchant services' });
  await expect(nav.getByRole('link', { name: 'Saved buttons' })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'API', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'API settings' })).toHaveCount(0);
  for (const typed of ['/merchant/internal/api_key', '/merchant/internal/api_log', '/merchant/internal/webhook_log']) {
    await page.goto(`${brandUrl('paxum')}${typed}`);
    await expect(page, `typed ${typed}`).toHaveURL(/\/merchant\/buttons\/my_saved_buttons$/);
  }
  await expectNoSeriousViolations(page, '/merchant/buttons/my_saved_buttons (initiator)');
});
