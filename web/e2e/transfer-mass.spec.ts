import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import {
  type Tenant,
  accountNumbered,
  brandUrl,
  chooseOption,
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * Mass transfers (spec 2 §2 routes, §4 "Mass transfers: a preview call (summary only) comes first, then the real
 * submit", §5 "Mass upload needs a file, a batch name and an account", §7) in Chromium through the gateway over the
 * fakes. Each test has a tenant of its own; personal@'s seeded accounts: 300001 USD, 300002 EUR.
 */
const brand = 'paxum' as const;
const usd = '300001';
const eur = '300002';
const fixture = (name: string) => fileURLToPath(new URL(`../test-fixtures/mass/${name}`, import.meta.url));

async function signedIn(page: Page, approveMode?: string): Promise<Tenant> {
  const tenant = await freshTenant(page.request, brand);
  if (approveMode) {
    // the fakes' control (fakes README "Mass transfers", Approval): personal@'s submits wait for this approval
    const res = await page.request.post(`${controls}/approve-mode`, {
      data: { ...tenant.data, username: personal.username, mode: approveMode },
    });
    expect(res.ok(), `approve-mode answered ${res.status()}`).toBe(true);
  }
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  return tenant;
}

/** "€1,250.50" / "-$3.00" → integer cents (never floats). */
function cents(text: string): number {
  const m = /(-|−)?[^\d-−]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number.parseInt(`${(m[2] as string).replace(/,/g, '')}${m[3] as string}`, 10);
  return m[1] ? -value : value;
}

async function balanceOnHome(page: Page, accountId: string): Promise<number> {
  await page.goto(`${brandUrl(brand)}/home`);
  const row = page.getByRole('row', { name: new RegExp(`^${accountId}\\b`) });
  await expect(row).toBeVisible();
  return cents((await row.getByTestId('balance').textContent()) ?? '');
}

test('mass wire: a file previewed, then confirmed; the balance moves once and the rows are in /history', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedIn(page);
  const before = await balanceOnHome(page, eur);

  await page.goto(`${brandUrl(brand)}/transfer/mass`);
  await expect(page.getByRole('heading', { name: 'Mass transfers', level: 1 })).toBeVisible();
  const kinds = page.getByRole('navigation', { name: 'Kinds of mass transfer' });
  await expect(kinds.getByRole('link', { name: 'Global pay' })).toHaveAttribute('href', '/transfer/mass/global');
  await expect(kinds.getByRole('link', { name: 'P2P' })).toHaveAttribute('href', '/transfer/mass/p2p');
  await expectNoSeriousViolations(page, '/transfer/mass');
  await kinds.getByRole('link', { name: 'Wire' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/wire$/);
  await expect(page.getByRole('heading', { name: 'Mass wire transfer' })).toBeVisible();
  // the sample file of the kind (spec 2 §7, §9)
  await expect(page.getByRole('link', { name: /Download the sample/ })).toHaveAttribute('download', /wire/);

  // spec 2 §5: a file, a batch name and an account, each said in place
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Choose an account.')).toBeVisible();
  await expect(page.getByText('Enter a batch name.')).toBeVisible();
  await expect(page.getByText('Choose a file.')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/mass/wire with errors');

  await chooseOption(selectField(page, 'Pay from account'), accountNumbered(eur));
  await page.getByLabel('Batch name').fill('E2E suppliers');
  await page.getByLabel('File (CSV)').setInputFiles(fixture('wire-two-rows.csv'));
  await page.getByRole('button', { name: 'Preview' }).click();

  // the preview's summary on the confirm page (nothing moved yet)
  await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
  const summary = page.getByTestId('mass-summary');
  await expect(summary.getByTestId('mass-count')).toHaveText('2');
  await expect(summary.getByTestId('mass-total')).toHaveText('€225.00');
  const fee = cents((await summary.getByTestId('mass-fee').textContent()) ?? '');
  await expect(summary).toContainText('E2E suppliers');
  await expectNoSeriousViolations(page, '/transfer/external/mass/confirm');

  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('mass-result')).toHaveText(/^Batch \d+ is sent; some payments wait for the bank\.$/);
  await expect(page.getByRole('button', { name: 'Confirm and send' })).toBeHidden();
  await expectNoSeriousViolations(page, 'mass wire sent');

  // once: the balance moved by the total and the fee, and a confirm page visited again has nothing to send
  expect(await balanceOnHome(page, eur)).toBe(before - 22500 - fee);
  // (a new page load: no preview in memory, so the hub of the kinds with the note)
  await page.goto(`${brandUrl(brand)}/transfer/external/mass/confirm`);
  await expect(page).toHaveURL(/\/transfer\/mass$/);
  await expect(page.getByText('There is no previewed batch to confirm.', { exact: false })).toBeVisible();
  expect(await balanceOnHome(page, eur)).toBe(before - 22500 - fee);

  await page.goto(`${brandUrl(brand)}/history`);
  await chooseOption(selectField(page, 'Account'), accountNumbered(eur));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const rows = page.locator('table.history-table tbody tr');
  await expect(rows.filter({ hasText: '€120.00' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '€105.00' }).first()).toBeVisible();
  expect(errors.filter((e) => !e.startsWith('401'))).toEqual([]);
});

test('mass wire: a file with two bad rows is refused with row-level errors and nothing is sent', async ({ page }) => {
  await signedIn(page);
  const before = await balanceOnHome(page, eur);
  await page.goto(`${brandUrl(brand)}/transfer/mass/wire`);
  await chooseOption(selectField(page, 'Pay from account'), accountNumbered(eur));
  await page.getByLabel('Batch name').fill('E2E bad rows');
  await page.getByLabel('File (CSV)').setInputFiles(fixture('wire-two-bad-rows.csv'));
  await page.getByRole('button', { name: 'Preview' }).click();

  const table = page.getByTestId('row-errors');
  await expect(table).toContainText('Rows with errors: 2. Nothing was sent.');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td').first()).toHaveText('2');
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('amount');
  await expect(rows.nth(1).locator('td').first()).toHaveText('3');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('swift');
  await expectNoSeriousViolations(page, 'row errors');
  // usable at 360 px: the form and the row errors table fit without scrolling sideways
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // nothing lost, nothing sent
  await expect(page).toHaveURL(/\/transfer\/mass\/wire$/);
  await expect(page.getByLabel('Batch name')).toHaveValue('E2E bad rows');
  await expect(selectField(page, 'Pay from account')).toContainText(eur);
  expect(await balanceOnHome(page, eur)).toBe(before);
});

test('mass P2P typed as text: previewed, confirmed, paid once', async ({ page }) => {
  await signedIn(page);
  const before = await balanceOnHome(page, usd);
  await page.goto(`${brandUrl(brand)}/transfer/mass/p2p`);
  await expect(page.getByRole('heading', { name: 'Mass P2P transfer' })).toBeVisible();
  // a confirm page without a preview sends back to the upload with a note
  await page.goto(`${brandUrl(brand)}/transfer/mass/p2p/confirm`);
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p$/);
  await expect(page.getByText('There is no previewed batch to confirm.', { exact: false })).toBeVisible();

  await chooseOption(selectField(page, 'Pay from account'), accountNumbered(usd));
  await page.getByLabel('Batch name').fill('E2E team lunch');
  await expect(page.getByLabel('Typed text')).toBeChecked();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Type at least one payment.')).toBeVisible();
  await page.getByLabel('Payments', { exact: true }).fill('business@demo.test,10.00,Lunch\nbusiness@demo.test,5.25\n');
  await expectNoSeriousViolations(page, '/transfer/mass/p2p');
  await page.getByRole('button', { name: 'Preview' }).click();

  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await expect(page.getByTestId('mass-count')).toHaveText('2');
  await expect(page.getByTestId('mass-total')).toHaveText('$15.25');
  const fee = cents((await page.getByTestId('mass-fee').textContent()) ?? '');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('mass-result')).toHaveText(/^Batch \d+ is sent\.$/);
  await expectNoSeriousViolations(page, 'mass P2P sent');
  expect(await balanceOnHome(page, usd)).toBe(before - 1525 - fee);
});

test('mass P2P under SMS approval: the code popup approves the batch with 123456, paid once; the menu links the hub', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedIn(page, 'sms');
  const before = await balanceOnHome(page, usd);

  // the transfers menu links the mass transfers hub (spec 2 §2 /transfer/mass; offered to personal@)
  await page.goto(`${brandUrl(brand)}/transfer/p2p`);
  const menu = page.getByRole('navigation', { name: 'Transfers' }).getByRole('list', { name: 'To others' });
  await menu.getByRole('link', { name: 'Mass transfers' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass$/);
  await expect(menu.getByRole('link', { name: 'Mass transfers' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'Kinds of mass transfer' }).getByRole('link', { name: 'P2P' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p$/);

  await chooseOption(selectField(page, 'Pay from account'), accountNumbered(usd));
  await page.getByLabel('Batch name').fill('E2E approved lunch');
  await page.getByLabel('Payments', { exact: true }).fill('business@demo.test,12.00,Lunch\nbusiness@demo.test,3.50\n');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await expect(page.getByTestId('mass-total')).toHaveText('$15.50');
  const fee = cents((await page.getByTestId('mass-fee').textContent()) ?? '');
  await page.getByRole('button', { name: 'Confirm and send' }).dblclick();

  // spec 2 §4 "Approval": method sms shows the code popup (its operation is the batch's transaction to approve)
  const code = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(code).toBeVisible();
  await expect(page.getByTestId('mass-result')).toHaveText(/^Batch \d+ waits for your approval\.$/);
  await expectNoSeriousViolations(page, 'mass P2P code popup');
  await code.getByLabel('Confirmation code').fill('000000');
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(code.getByText('approvalCode: the code is not correct')).toBeVisible();
  await code.getByLabel('Confirmation code').fill('123456');
  await code.getByRole('button', { name: 'Confirm' }).click();
  const done = page.getByRole('dialog', { name: 'Transfer completed' });
  await expect(done).toBeVisible();
  await expectNoSeriousViolations(page, 'mass P2P approved');
  await done.getByRole('button', { name: 'New transfer' }).click();
  await expect(page.getByTestId('mass-result')).toHaveText(/^Batch \d+ is approved and sent\.$/);
  await expect(page.getByRole('button', { name: 'Confirm and send' })).toBeHidden();
  await expectNoSeriousViolations(page, 'mass P2P batch sent');

  // once: the whole batch (both rows and the fee) left the account, and a later look finds the same balance
  await expect.poll(() => balanceOnHome(page, usd)).toBe(before - 1550 - fee);
  await page.reload();
  expect(await balanceOnHome(page, usd)).toBe(before - 1550 - fee);
  expect(errors.filter((e) => !e.startsWith('401'))).toEqual([]);
});
