import { type Page, expect, test } from '@playwright/test';
import {
  amountCents,
  balanceOnHome,
  signedInPage,
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  business,
  initiator,
} from './support.ts';

/**
 * A mass batch held for a business approval (spec 2 §4 "Transaction requests: approve or decline a single request or a
 * mass batch, then the list and the counts reload"; §6 right 3 initiates; §7 "Business approvals", "Notification
 * counts: massTransactionRequestCount, transactionRequestCount") in Chromium through the gateway over the fakes, on a
 * fresh tenant. initiator@demo.test types a mass P2P of two payments from the company's USD account: it waits as ONE
 * request and moves nothing; business@ sees it as a mass batch (the main menu's badge says 1 mass batch), approves the
 * whole batch (massTransactionRequestApprove, a double click sends it once), the money moves once, the counts go to 0.
 */
const brand = 'paxum' as const;

/** The counts on the main navigation's "Transfers" entry (spec 2 §7 "Notification counts"). */
const menu = (page: Page) => ({
  single: page.getByTestId('menu-request-count'),
  mass: page.getByTestId('menu-mass-request-count'),
});

test('an initiator’s mass P2P waits as one request; business@ approves the whole batch; money moves once', async ({
  browser,
  request,
}) => {
  const tenant = await freshTenant(request, brand);
  const owner = await signedInPage(browser, tenant, business);
  const errors = collectPageErrors(owner);
  const usdBefore = await balanceOnHome(owner, brand, '$');
  await expect(menu(owner).mass).toHaveText(/0$/);
  await expect(menu(owner).single).toHaveText(/0$/);

  // initiator@ types a mass P2P of two payments (as web/e2e/transfer-mass.spec.ts does)
  const init = await signedInPage(browser, tenant, initiator);
  await init.goto(`${brandUrl(brand)}/transfer/mass/p2p`);
  await expect(init.getByRole('heading', { name: 'Mass P2P transfer' })).toBeVisible();
  await chooseOption(selectField(init, 'Pay from account'), /USD/);
  await init.getByLabel('Batch name').fill('E2E held lunch');
  await init.getByLabel('Payments', { exact: true }).fill('personal@demo.test,12.00,Lunch\npersonal@demo.test,3.50\n');
  await init.getByRole('button', { name: 'Preview' }).click();
  await expect(init).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await expect(init.getByTestId('mass-total')).toHaveText('$15.50');
  const fee = amountCents((await init.getByTestId('mass-fee').textContent()) ?? '');
  await init.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(init.getByTestId('mass-result')).toBeVisible();
  // the initiator's own badge: one mass batch waiting, no single transfer
  await init.goto(`${brandUrl(brand)}/home`);
  await expect(menu(init).mass).toHaveText(/1$/);
  await expect(menu(init).single).toHaveText(/0$/);

  // nothing moved yet; business@'s badge follows on its next page
  expect(await balanceOnHome(owner, brand, '$')).toBe(usdBefore);
  await expect(menu(owner).mass).toHaveText(/1$/);
  await expect(menu(owner).single).toHaveText(/0$/);

  // the list filtered to mass batches through the address: the batch is ONE request
  await owner.goto(`${brandUrl(brand)}/transfer/approved?groupedTransactionType=mass`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Business approvals' })).toBeVisible();
  const rows = owner.locator('table.approvals-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/Mass batch \d+/);
  await expect(rows.first()).toContainText('$15.50');
  await expectNoSeriousViolations(owner, '/transfer/approved (mass batch)');

  // approve the whole batch; a double click sends it once
  await rows
    .first()
    .getByRole('button', { name: /^Approve batch/ })
    .dblclick();
  await expect(owner.getByRole('status').filter({ hasText: /Approved: \d+ transfers sent\./ })).toBeVisible();
  await expect(owner.getByText('No transaction request matches the filter.')).toBeVisible();
  await expect(menu(owner).mass).toHaveText(/0$/);
  await expect(menu(owner).single).toHaveText(/0$/);
  await expectNoSeriousViolations(owner, 'mass batch approved');

  // once: both payments and the fee left the company's USD account, and a later look finds the same balance
  await expect.poll(() => balanceOnHome(owner, brand, '$')).toBe(usdBefore - 1550 - fee);
  await owner.reload();
  expect(await balanceOnHome(owner, brand, '$')).toBe(usdBefore - 1550 - fee);
  await expect(menu(owner).mass).toHaveText(/0$/);
  expect(errors.filter((e) => !e.startsWith('401'))).toEqual([]);
});
