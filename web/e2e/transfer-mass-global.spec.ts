import { type Page, expect, test } from '@playwright/test';
import {
  accountNumbered,
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/**
 * The sender's global pay batch (spec 2 §3 "Global pay batch", "Batch upload response", §4 "Global pay batch
 * lifecycle", §7 "Global pay batch", §8 "Upload code 92 is a request to confirm an identical batch, not an error")
 * in Chromium through the gateway over the fakes (fakes/README.md "Global pay batch"). personal@'s seeded USD
 * account 300001; the fakes' fee is 1% of each payment, paid by the sender by default.
 */
const usd = '300001';
const csv = (rows: string[]) =>
  Buffer.from(
    ['amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,feeShare', ...rows]
      .join('\n')
      .concat('\n'),
  );
const twoRows = csv([
  '100.00,Consulting May,person,Ana Paula Souza,ana@example.com,BR,sender',
  '50.00,Design May,company,Studio Berlin GmbH,studio@example.com,DE,sender',
]);

async function signedIn(page: Page) {
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  return tenant;
}

/** The upload form filled and sent; answers the batch id of the address once the draft shows. */
async function upload(page: Page, batchName: string, file: Buffer): Promise<number> {
  await page.goto(`${brandUrl('paxum')}/transfer/mass/global`);
  await expect(page.getByRole('heading', { name: 'Upload a batch' })).toBeVisible();
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await page.getByLabel('Batch file (CSV)').setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: file });
  await page.getByLabel('Batch name').fill(batchName);
  // sent from the keyboard: Enter in the form
  await page.getByLabel('Batch name').press('Enter');
  return batchIdOfPage(page);
}

/** "$1,250.50" → 125050 (integer cents; never floats). */
function cents(text: string): number {
  const m = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number.parseInt(`${(m[2] as string).replace(/,/g, '')}${m[3] as string}`, 10);
  return m[1] === '-' ? -value : value;
}

async function balanceOnHome(page: Page): Promise<number> {
  await page.goto(`${brandUrl('paxum')}/home`);
  const row = page.getByRole('row', { name: new RegExp(`^${usd}\\b`) });
  await expect(row).toBeVisible();
  return cents((await row.getByTestId('balance').textContent()) ?? '');
}

async function batchIdOfPage(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/transfer\/mass\/global\?batchId=\d+$/);
  return Number(new URL(page.url()).searchParams.get('batchId'));
}

test('code 92: the same file twice asks to confirm the identical batch (its number and date), then makes a new draft', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedIn(page);
  await page.goto(`${brandUrl('paxum')}/transfer/mass/global`);
  // spec 2 §5: what is missing is said, nothing is sent
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Choose a file.')).toBeVisible();
  await expect(page.getByText('Enter a batch name.')).toBeVisible();
  await expect(page.getByText('Choose an account.')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/mass/global upload');

  const first = await upload(page, 'E2E identical', twoRows);
  await expect(page.getByRole('heading', { name: `Batch E2E identical (no. ${first})` })).toBeVisible();
  await expect(page.getByTestId('batch-count')).toHaveText('2');

  // the same file again: not an error (no popup), a question
  await page.goto(`${brandUrl('paxum')}/transfer/mass/global`);
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await page.getByLabel('Batch name').fill('E2E identical');
  await page.getByLabel('Batch file (CSV)').setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: twoRows });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'An identical batch exists' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`identical batch (no. ${first}) on`);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the code 92 question');
  await expect(page).toHaveURL(/\/transfer\/mass\/global$/);

  await dialog.getByRole('button', { name: 'Upload anyway' }).click();
  const second = await batchIdOfPage(page);
  expect(second).not.toBe(first);
  await expect(page.getByRole('heading', { name: `Batch E2E identical (no. ${second})` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a global batch: a payment removed then restored, submitted once, its receive links, then in the batch history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await signedIn(page);
  const before = await balanceOnHome(page);
  const batchId = await upload(page, 'E2E May payouts', twoRows);
  await expect(page.getByTestId('batch-total')).toHaveText('$150.00');
  await expect(page.getByTestId('batch-debit')).toHaveText('$151.50');
  await expectNoSeriousViolations(page, 'the batch editor');

  const rows = page.locator('table.global-table tbody tr');
  await expect(rows).toHaveCount(2);
  const second = rows.nth(1);
  const paymentId = (await second.locator('th').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `Remove payment ${paymentId}` }).click();
  await expect(second).toContainText('Removed');
  await expect(page.getByTestId('batch-count')).toHaveText('1');
  await expect(page.getByTestId('batch-debit')).toHaveText('$101.00');
  // restored from the keyboard
  await page.getByRole('button', { name: `Restore payment ${paymentId}` }).focus();
  await page.keyboard.press('Enter');
  await expect(second).not.toContainText('Removed');
  await expect(page.getByTestId('batch-debit')).toHaveText('$151.50');

  // update: only the amount changed is sent; the dialog closes and the batch shows the answer
  let updatesSent = 0;
  page.on('request', (r) => {
    if (r.url().includes('globalPayPaymentUpdate')) updatesSent += 1;
  });
  await page.getByRole('button', { name: `Edit payment ${paymentId}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit payment ${paymentId}` });
  await edit.getByLabel('Amount (USD)').fill('60.001');
  await edit.getByRole('button', { name: 'Save' }).click();
  // more decimals than USD has (the currencies dictionary's 2): the form says so, nothing is sent, what was typed kept
  await expect(edit.getByText('This currency has fewer decimals.')).toBeVisible();
  await expect(edit.getByLabel('Amount (USD)')).toHaveValue('60.001');
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  expect(updatesSent, 'the refused amount is not sent').toBe(0);
  await edit.getByLabel('Amount (USD)').fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter an amount above 0, like 25.00.')).toBeVisible();
  await edit.getByLabel('Amount (USD)').fill('60.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  expect(updatesSent, 'the good amount is sent once').toBe(1);
  await expect(second).toContainText('$60.00');
  await expect(page.getByTestId('batch-debit')).toHaveText('$161.60');

  // spec 2 §8: a refused edit shows where it happened, not in a popup: the last allowed method cannot be forbidden
  const methodsRegion = page.getByRole('region', { name: 'Payment methods' });
  const allowed = methodsRegion.getByRole('checkbox', { checked: true });
  for (let left = await methodsRegion.getByRole('checkbox').count(); left > 1; left--) {
    await allowed.first().click();
    await expect(allowed).toHaveCount(left - 1);
  }
  await allowed.first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least one payout method' })).toBeVisible();
  await expect(allowed).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the reload keeps the draft (the address names it)
  await page.reload();
  await expect(page.getByRole('heading', { name: `Batch E2E May payouts (no. ${batchId})` })).toBeVisible();

  await page.getByRole('button', { name: 'Submit batch ($161.60)' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/transfer/external/global-summary\\?batchId=${batchId}$`));
  await expect(page.getByRole('heading', { name: 'Global pay batch summary' })).toBeVisible();
  await expect(page.getByTestId('summary-debit')).toHaveText('$161.60');
  const summaryRows = page.locator('table.global-table tbody tr');
  await expect(summaryRows).toHaveCount(2);
  for (const i of [0, 1]) {
    await expect(summaryRows.nth(i).getByTestId('link-status')).toHaveText('Link sent');
    await expect(summaryRows.nth(i).getByRole('link', { name: /Open the receive link of payment/ })).toHaveAttribute(
      'href',
      /^\/receive\/[\w-]{22,}$/,
    );
  }
  await expectNoSeriousViolations(page, '/transfer/external/global-summary');

  // usable at 360 px: the page does not scroll sideways (the table scrolls in its own region)
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'See your batch transfers' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(page.locator('table tbody tr').filter({ hasText: 'E2E May payouts' })).toHaveCount(1);

  // the double click and the summary's loads moved the money once: the amounts and the sender's 1% fee
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(before - (await balanceOnHome(page))).toBe(16160);
  await page.goto(`${brandUrl('paxum')}/history/batch-transfers`);
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(page.locator('table tbody tr').filter({ hasText: 'E2E May payouts' })).toHaveCount(1);
  expect(errors).toEqual([]);
});
