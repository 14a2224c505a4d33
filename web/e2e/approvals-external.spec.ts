import { type Page, expect, test } from '@playwright/test';
import {
  balanceOnHome,
  signedInPage,
  brandUrl,
  chooseCountry,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  business,
  initiator,
} from './support.ts';

/**
 * An initiator's external transfer held for approval (spec 2 §4 Approval "The success popup title differs when the
 * user's company access right is 3"; §6 right 3 initiates; §7 "External: submit per type", "Business approvals") in
 * Chromium through the gateway over the fakes, on a fresh tenant. initiator@demo.test (right 3 in business@'s company,
 * Demo Trading LLC: EUR 12000.00) sends a wire of 150.00 EUR to a German IBAN: the success popup reads 'Transfer sent
 * for approval', no payment status, nothing moves; business@ (right 2, approve mode none) approves it on
 * /transfer/approved with a double click, and the company's EUR balance moves once by 150.00 + the wire fee 25.00
 * (fakes external-fees.ts: 0.1 %, at least 25.00).
 */
const brand = 'paxum' as const;

/** initiator@ sends a wire of 150.00 EUR from the company's EUR account to Commerzbank (the fakes' directory). */
async function sendWire(page: Page) {
  await page.goto(`${brandUrl(brand)}/transfer/external?type=wire&permission=3d`);
  await expect(page.getByRole('heading', { name: 'Send money outside', level: 1 })).toBeVisible();
  await chooseOption(selectField(page, 'From account'), /EUR/);
  await chooseCountry(page, 'Destination country', 'Germany');
  await chooseOption(selectField(page, 'Currency the beneficiary receives'), /^EUR ·/);
  const fields = page.getByTestId('bank-beneficiary');
  await fields.getByLabel('Beneficiary name', { exact: true }).fill('Anna Schmidt');
  await fields.getByLabel('Beneficiary address', { exact: true }).fill('Hauptstraße 1');
  await fields.getByLabel('Beneficiary city', { exact: true }).fill('Berlin');
  const swift = fields.getByLabel('SWIFT/BIC', { exact: true });
  await swift.fill('COBADEFF');
  await swift.blur();
  await expect(fields.getByLabel('Bank name', { exact: true })).toHaveValue('Commerzbank AG');
  const iban = fields.getByLabel('IBAN', { exact: true });
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(fields.getByTestId('iban-lookup')).toHaveText('Bank found: Commerzbank AG, Filiale Köln');
  await page.getByLabel('Amount (EUR)', { exact: true }).fill('150.00');
  await expect(page.getByTestId('fee')).toHaveText(/€25\.00/);
  await expectNoSeriousViolations(page, '/transfer/external wire (initiator)');
  await page.getByRole('button', { name: 'Send' }).click();
  // spec 2 §4: right 3 reads the initiate wording, not the paid one
  const sent = page.getByRole('dialog', { name: 'Transfer sent for approval' });
  await expect(sent).toBeVisible();
  await expectNoSeriousViolations(page, 'sent for approval popup');
  await expect(page.getByTestId('payment-status')).toHaveCount(0);
  await sent.getByRole('button', { name: 'New transfer' }).click();
  await expect(sent).toBeHidden();
}

test('an initiator’s wire waits for approval, business@ approves it once: amount + fee leave once', async ({
  browser,
  request,
}) => {
  const tenant = await freshTenant(request, brand);
  const owner = await signedInPage(browser, tenant, business);
  const eurBefore = await balanceOnHome(owner, brand, '€');
  expect(eurBefore).toBe(1200000);

  const init = await signedInPage(browser, tenant, initiator);
  const errors = collectPageErrors(init);
  await sendWire(init);
  expect(errors).toEqual([]);

  // nothing moved yet
  expect(await balanceOnHome(owner, brand, '€')).toBe(eurBefore);

  await owner.goto(`${brandUrl(brand)}/transfer/approved`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Business approvals' })).toBeVisible();
  const rows = owner.locator('table.approvals-table tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: '€150.00' });
  await expect(row).toContainText('Anna Schmidt');
  await expect(row).toContainText(initiator.username);
  await expectNoSeriousViolations(owner, '/transfer/approved with a held wire');

  // a double click approves once (approve mode none: it executes at once)
  await row.getByRole('button', { name: /^Approve/ }).dblclick();
  await expect(owner.getByRole('status').filter({ hasText: 'Approved: 1 transfers sent.' })).toBeVisible();
  await expect(owner.getByText('No transaction request waits for an approval.')).toBeVisible();

  // 150.00 and the wire fee 25.00 left the company's EUR account once
  await expect.poll(() => balanceOnHome(owner, brand, '€')).toBe(eurBefore - 15000 - 2500);
  await owner.reload();
  expect(await balanceOnHome(owner, brand, '€')).toBe(eurBefore - 15000 - 2500);
});
