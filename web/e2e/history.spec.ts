import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  type Tenant,
  accountNumbered,
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/** History and statements (spec 2 §4, §7) in Chromium through the gateway over the fakes. */
const password = 'Demo-pass-1';

async function signedInAt(page: Page, brand: Tenant['brand'], username: string, path: string, landing = /\/home$/) {
  // a tenant of its own (support.ts freshTenant); the session keeps its stage
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username, password });
  await expect(page).toHaveURL(landing);
  await page.goto(`${brandUrl(brand)}${path}`);
}

const rowsOf = (page: Page) => page.locator('table.history-table tbody tr');

test('history: the first account, filters, paging that appends, counts, CSV and the chart', async ({ page }) => {
  const errors = collectPageErrors(page);
  const chartChunk: string[] = [];
  page.on('request', (r) => {
    if (/\/money-flow-chart-[^/]*\.js$/.test(r.url())) chartChunk.push(page.url());
  });
  await signedInAt(page, 'paxum', 'personal@demo.test', '/history');
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  // no account chosen: the first by status id, the USD payment account
  await expect(selectField(page, 'Account')).toContainText('(300001)');
  await expect(rowsOf(page)).toHaveCount(20);
  await expect(page.getByText('Processing: 1')).toBeVisible();
  await expect(page.getByText('Rejected: 1')).toBeVisible();
  const results = Number(((await page.getByText(/^Results: \d+$/).textContent()) ?? '').replace(/\D/g, ''));
  expect(results).toBeGreaterThan(20);

  // paging appends to the rows already shown
  const first = await rowsOf(page).first().textContent();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rowsOf(page)).toHaveCount(results);
  await expect(rowsOf(page).first()).toHaveText(first ?? '');
  await expect(page.getByText(`Showing ${results} of ${results}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();

  // the chart: its own lazy chunk, an accessible SVG with a table alternative
  const chart = page.getByTestId('money-flow-chart');
  await expect(chart.getByRole('img', { name: 'Money in and out per month, last six months' })).toBeVisible();
  // the chart's code is its own chunk, fetched only once /history shows it
  expect(chartChunk).toHaveLength(1);
  expect(chartChunk[0]).toMatch(/\/history$/);
  await chart.getByText('Show as a table').click();
  await expect(chart.getByRole('row')).toHaveCount(7);
  await expectNoSeriousViolations(page, '/history');

  // bad filters: field errors, the form keeps its values, nothing is asked
  await page.getByLabel('Amount from').fill('100');
  await page.getByLabel('Amount to').fill('1,5');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('Enter an amount such as 10 or 10.50.')).toBeVisible();
  await expect(page.getByLabel('Amount from')).toHaveValue('100');
  await page.getByLabel('Amount to').fill('50');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The upper amount must not be below the lower one.')).toBeVisible();

  // filters: status and direction, then keyword and e-mail
  await page.getByLabel('Amount from').fill('');
  await page.getByLabel('Amount to').fill('');
  await chooseOption(selectField(page, 'Status'), 'Rejected');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('Wire withdrawal');
  await expect(rowsOf(page).first()).toContainText('5,000.00');
  await chooseOption(selectField(page, 'Status'), 'Any');
  await chooseOption(selectField(page, 'Direction'), 'Money in');
  await page.getByLabel('E-mail of the other party').fill('jamie.rivera@example.com');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('Results: 6')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(6);

  // CSV of the filtered rows: a file, amounts as decimal strings
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^history-300001-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe('transactionId,created,type,direction,amount,fee,currency,status,description,counterparty');
  expect(lines).toHaveLength(7);
  expect(lines[1]).toMatch(/,in,\d+\.\d{2},0\.00,USD,completed,P2P payment received,jamie\.rivera@example\.com$/);

  // cleared filters, then another account loads its own rows (RON)
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await chooseOption(selectField(page, 'Account'), accountNumbered('300003'));
  await expect(rowsOf(page).first()).toContainText('lei');
  expect(errors).toEqual([]);
});

test('history: a business settlement account shows its authorizations, 10 a page', async ({ page }) => {
  // a business user with related companies lands on the customer choice first
  await signedInAt(page, 'paxum', 'business@demo.test', '/history', /\/customer-access$/);
  const debit = page.getByRole('region', { name: 'Debit card authorizations' });
  await expect(debit.getByRole('row')).toHaveCount(11);
  await expect(debit.getByText('Page 1 of 3')).toBeVisible();
  await debit.getByRole('button', { name: 'Next' }).click();
  await expect(debit.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current account authorizations' }).getByRole('row')).toHaveCount(11);
  await expectNoSeriousViolations(page, '/history (business)');
});

test('statements: export with progress, the figures, a statement downloaded as a PDF, sent to e-mail', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedInAt(page, 'paxum', 'personal@demo.test', '/statements');
  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(12);
  await expectNoSeriousViolations(page, '/statements');

  // the month before the current one: a full month of demo history
  const previous = rows.nth(1);
  const month = ((await previous.getByRole('rowheader').textContent()) ?? '').trim();
  await previous.getByRole('button', { name: `Prepare the statement for ${month}` }).click();
  const build = page.getByRole('region', { name: `Statement for ${month}` });
  await expect(build.getByRole('progressbar')).toBeVisible();
  await expect(build.getByText('The statement is ready.')).toBeVisible({ timeout: 10_000 });
  await expect(build.getByText('Beginning balance')).toBeVisible();
  await expect(build.getByText('Ending balance')).toBeVisible();
  await expectNoSeriousViolations(page, '/statements (ready)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    build.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-300001-\d{4}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // the text is drawn with an embedded font subset (glyph ids, not letters): read the document's title instead
  expect((await PDFDocument.load(pdf)).getTitle()).toMatch(/^Statement of account 300001 \(USD\) \d{4}-\d{2}$/);

  await build.getByRole('button', { name: 'Send to e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `Send the statement for ${month}` });
  await dialog.getByLabel('E-mail address').fill('alex@example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectNoSeriousViolations(page, 'send the statement');
  await dialog.getByLabel('E-mail address').fill('alex@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The statement has been sent to alex@example.com.')).toBeVisible();
  expect(errors).toEqual([]);
});
