import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { brandUrl, collectPageErrors, controls, expectNoSeriousViolations, freshTenant, signIn } from './support.ts';

/**
 * /history/batch-transfers (spec 2 §2, §3 "Batch filter", §7 "Batch transfer list (filter); batch transfer view file
 * (id)", §8 "Export view file", §9 "Batch filter page size 20"; spec 3 §3 "Batch list") in Chromium through the
 * gateway over the fakes. personal@ has two seeded batches (fakes/README.md "Batch history"): "Team payouts" (p2p,
 * 3 payments, 3 days old) and "November suppliers" (wire, 2 payments, 12 days old).
 */

const rowsOf = (page: Page) => page.locator('table.batch-table tbody tr');
const show = (page: Page) => page.getByRole('button', { name: 'Show', exact: true }).click();

/** Pays a one-row P2P batch through the gateway from the signed-in page (its session, its origin). */
async function payBatch(page: Page, batchName: string) {
  const answer = await page.evaluate(
    async ({ batchName, key }) => {
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({ accountId: 300001, batchName, onlySummary: false, text: 'business@demo.test,1.00' }),
      );
      const res = await fetch('/api/?method=p2pMassTransfer', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: form,
      });
      return { status: res.status, responseCode: ((await res.json()) as { responseCode: string }).responseCode };
    },
    { batchName, key: randomUUID() },
  );
  expect(answer, batchName).toEqual({ status: 200, responseCode: '00' });
}

test('batch history: the seeded batches, filters in the address, view file, its popup, 20 a page', async ({ page }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);

  // reached from the history screen's tabs
  await page.goto(`${brandUrl('paxum')}/history`);
  await page.getByRole('navigation', { name: 'History' }).getByRole('link', { name: 'Batch transfers' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(page.getByRole('heading', { name: 'Batch transfers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Batch transfers' })).toHaveAttribute('aria-current', 'page');

  // newest first, each with its type, count, total and status
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(page.getByText('Batches: 2')).toBeVisible();
  await expect(rowsOf(page).nth(0)).toContainText('Team payouts');
  await expect(rowsOf(page).nth(0)).toContainText('To other users (P2P)');
  await expect(rowsOf(page).nth(0).locator('td.num').first()).toHaveText('3');
  await expect(rowsOf(page).nth(1)).toContainText('November suppliers');
  await expect(rowsOf(page).nth(1)).toContainText('Wire');
  await expect(rowsOf(page).nth(1).locator('td.num').first()).toHaveText('2');
  await expect(page.getByRole('navigation', { name: 'Pages of batch transfers' })).toBeHidden();
  await expectNoSeriousViolations(page, '/history/batch-transfers');

  // search: the address says it, the list follows
  await page.getByLabel('Batch name or number').fill('november');
  await show(page);
  await expect(page).toHaveURL(/\/history\/batch-transfers\?search=november$/);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('November suppliers');

  // a bad date range: the field says so, the form keeps its values, the address does not change
  await page.getByLabel('From date').fill('2026-11-20');
  await page.getByLabel('To date').fill('2026-11-01');
  await show(page);
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(page).toHaveURL(/\?search=november$/);
  await page.getByLabel('From date').fill('');
  await page.getByLabel('To date').fill('');

  // type, by keyboard: the search cleared, P2P checked with the space bar, applied with Enter
  await page.getByLabel('Batch name or number').fill('');
  await page.getByRole('checkbox', { name: 'To other users (P2P)' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'To other users (P2P)' })).toBeChecked();
  await page.getByLabel('Batch name or number').press('Enter');
  await expect(page).toHaveURL(/\/history\/batch-transfers\?types=p2p$/);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('Team payouts');

  // back: the address before, its list and its form
  await page.goBack();
  await expect(page).toHaveURL(/\?search=november$/);
  await expect(page.getByLabel('Batch name or number')).toHaveValue('november');
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('November suppliers');

  // an address given by hand: nothing matches
  await page.goto(`${brandUrl('paxum')}/history/batch-transfers?search=nothing-like-this`);
  await expect(page.getByText('No batch transfers match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(rowsOf(page)).toHaveCount(2);

  // view file: the batch's payments saved as CSV
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rowsOf(page)
      .nth(1)
      .getByRole('button', { name: /^View file/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^batch-\d+\.csv$/);
  const csv = (await readFile((await download.path()) as string, 'utf8')).trim().split(/\r?\n/);
  expect(csv[0]).toBe('transactionId,created,amount,fee,currencyCode,status,counterparty,description');
  expect(csv).toHaveLength(3);

  // spec 2 §8: a view-file code other than 'OO' ('00') gives an error popup
  const armed = await page.request.post(`${controls}/fail-next`, {
    data: { ...tenant.data, call: 'batchTransferViewFile', responseCode: '13', responseDescription: 'Access denied' },
  });
  expect(armed.ok()).toBe(true);
  await rowsOf(page)
    .nth(0)
    .getByRole('button', { name: /^View file/ })
    .click();
  const popup = page.getByRole('dialog', { name: 'The file could not be opened' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Access denied');
  await expectNoSeriousViolations(page, 'the view file popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(rowsOf(page)).toHaveCount(2);

  // 20 a page: 20 batches more make two pages
  for (let i = 1; i <= 20; i++) await payBatch(page, `Lunch ${String(i).padStart(2, '0')}`);
  await page.reload();
  await expect(page.getByText('Batches: 22')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(20);
  await expect(rowsOf(page).first()).toContainText('Lunch 20');
  const pager = page.getByRole('navigation', { name: 'Pages of batch transfers' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(rowsOf(page).nth(0)).toContainText('Team payouts');
  await expect(pager).toContainText('Page 2 of 2');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(rowsOf(page)).toHaveCount(20);

  expect(errors).toEqual([]);
});
