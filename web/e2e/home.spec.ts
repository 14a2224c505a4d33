import { type Page, expect, test } from '@playwright/test';
import {
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/** Home (spec 2 §2, §3 accounts) in Chromium through the gateway over the fakes (personal@demo.test, a freshly seeded tenant). */
const brand = 'fundstruab';

async function home(page: Page) {
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
}

test('home: accounts with type, balance, pending and minimum; closed apart; rates; cards link to detail', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await home(page);
  const accounts = page.getByRole('table', { name: /^Accounts/ });
  const usd = accounts.getByRole('row', { name: /^\d+ Payment USD/ });
  await expect(usd).toContainText('$1,250.50');
  await expect(usd.getByTestId('pending')).toHaveText('$0.00');
  await expect(usd.getByTestId('minimum')).toHaveText('$0.00');
  await expect(accounts.getByRole('row', { name: /Everyday card Card USD/ })).toContainText('$310.00');
  // spec 2 §4 "Closed accounts (status 11) are listed separately."
  await expect(accounts).not.toContainText('Old card');
  const closed = page.getByRole('table', { name: 'Closed accounts' });
  await expect(closed.getByRole('row', { name: /Old card/ })).toBeVisible();
  // default exchange rates from the fakes' fixed rates
  const rates = page.getByRole('region', { name: 'Exchange rates' });
  await expect(rates).toContainText('1 USD = 0.92 EUR');
  await expectNoSeriousViolations(page, '/home');

  await accounts.getByRole('link', { name: 'Everyday card' }).click();
  await expect(page).toHaveURL(/\/cards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('home: hide balances hides the amounts, not the layout, and is kept on this device', async ({ page }) => {
  await home(page);
  const accounts = page.getByRole('table', { name: /^Accounts/ });
  await expect(accounts.getByText('$1,250.50')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Hide balances' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(accounts.getByText('$1,250.50')).toHaveCount(0);
  await expect(accounts.getByRole('row', { name: /Payment USD/ }).getByTestId('balance')).toHaveText('••••Hidden');
  await expect(accounts.getByRole('columnheader', { name: 'Balance', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/home with balances hidden');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'true');
  await expect(accounts.getByText('$1,250.50')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide balances' }).click();
  await expect(accounts.getByText('$1,250.50')).toBeVisible();
});

test('home: add a currency; create a crypto wallet and copy its address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await home(page);
  const open = page.getByRole('region', { name: 'Add a currency or a wallet' });
  const currency = selectField(open, 'Currency');
  // USD, EUR and RON are held already: not offered
  await currency.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['GBP', 'CAD', 'AUD']);
  await page.getByRole('listbox').getByRole('option', { name: 'GBP' }).click();
  await open.getByRole('button', { name: 'Add currency' }).click();
  await expect(open.getByText('Your GBP account is open.')).toBeVisible();
  const accounts = page.getByRole('table', { name: /^Accounts/ });
  await expect(accounts.getByRole('row', { name: /Payment GBP/ })).toContainText('£0.00');
  await currency.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['CAD', 'AUD']);
  await page.keyboard.press('Escape');

  await expect(open.getByText('You have no crypto wallet yet.')).toBeVisible();
  await chooseOption(selectField(open, 'Crypto currency'), 'BTC');
  await open.getByRole('button', { name: 'Create wallet' }).click();
  const wallet = open.getByTestId('wallet-BTC');
  const address = wallet.locator('code');
  await expect(address).toHaveText(/^bc1q[0-9a-f]{38}$/);
  await expect(wallet.getByRole('img', { name: 'Address of the BTC wallet as a QR code' })).toBeVisible();
  await wallet.getByRole('button', { name: 'Copy address' }).click();
  await expect(wallet.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await expectNoSeriousViolations(page, '/home with a wallet');
  // kept on the server: a reload shows the same wallet
  await page.reload();
  await expect(page.getByTestId('wallet-BTC').locator('code')).toHaveText((await address.textContent()) ?? '');
});

test('announcements on /home and /news: read on opening; accept and decline; payment instructions', async ({
  page,
}) => {
  await home(page);
  const panel = page.getByRole('region', { name: 'Announcements' });
  const maintenance = panel.getByTestId('announcement-2');
  await expect(maintenance.getByText('New')).toBeVisible();
  await maintenance.getByRole('button', { name: 'Scheduled maintenance' }).click();
  await expect(maintenance).toContainText('Online banking may be slow');
  await expect(maintenance.getByText('New')).toHaveCount(0);
  const fees = panel.getByTestId('announcement-3');
  await fees.getByRole('button', { name: 'Accept' }).click();
  await expect(fees.getByTestId('choice')).toHaveText('You accepted this.');
  await expect(fees.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // payment instructions of the held currencies; showing one marks it viewed
  const instructions = page.getByRole('region', { name: 'Payment instructions' });
  const usd = instructions.getByTestId('instruction-USD');
  await expect(usd.getByText('New')).toBeVisible();
  await usd.getByRole('button', { name: 'Show Wire in USD' }).click();
  await expect(usd).toContainText('SWIFT DEMOUS33');
  await expect(usd.getByText('New')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/home announcements and instructions');

  await panel.getByRole('link', { name: 'All announcements' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // read and answered on the server: still so after the navigation
  await expect(page.getByTestId('announcement-2').getByText('New')).toHaveCount(0);
  await expect(page.getByTestId('announcement-3').getByTestId('choice')).toHaveText('You accepted this.');
  await expectNoSeriousViolations(page, '/news');
  // the viewed instruction is viewed on the server too: a fresh load of /home shows it without "New"
  await page.goto(`${brandUrl(brand)}/home`);
  const usdAgain = page.getByRole('region', { name: 'Payment instructions' }).getByTestId('instruction-USD');
  await expect(usdAgain).toBeVisible();
  await expect(usdAgain.getByText('New')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Payment instructions' }).getByTestId('instruction-EUR').getByText('New'),
  ).toBeVisible();
});

test('/news: decline an announcement that needs confirmation', async ({ page }) => {
  await home(page);
  await page.goto(`${brandUrl(brand)}/news`);
  const fees = page.getByTestId('announcement-3');
  await fees.getByRole('button', { name: 'Decline' }).click();
  await expect(fees.getByTestId('choice')).toHaveText('You declined this.');
  await page.goto(`${brandUrl(brand)}/home`);
  await expect(page.getByRole('region', { name: 'Payment instructions' }).getByTestId('instruction-USD')).toBeVisible();
  await expect(page.getByTestId('announcement-3').getByTestId('choice')).toHaveText('You declined this.');
});
