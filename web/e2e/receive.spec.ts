import { type Page, expect, test } from '@playwright/test';
import {
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
} from './support.ts';

/**
 * /receive/:id, the global payment recipient's page (spec 2 §3, §4, §7, §8; spec 3 §4 "Global transfer recipient
 * (receive link)") in Chromium through the gateway over the fakes, at a phone's 360 px: no sign-in, the secret of
 * the link in every call. Every fresh tenant seeds business@'s sent 250.00 USD payment with the secret
 * demo-receive-0001; the fakes' approval code is 123456.
 */
const brand = 'paxum' as const;
const SECRET = 'demo-receive-0001';

test.use({ viewport: { width: 360, height: 780 } });

/** Nothing is wider than the screen (no sideways scrolling on a phone). */
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0);
}

test('a recipient chooses country, method and currency, approves with the code and is paid (360 px)', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, brand);
  await page.goto(tenant.url(`/receive/${SECRET}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Receive a payment' })).toBeVisible();
  await expect(page.getByText(/is sending you \$250\.00\./)).toBeVisible();
  await expectFitsTheScreen(page);

  // by keyboard: the country list opens with Enter, type-ahead finds the country, Enter chooses it
  await selectField(page, 'Country').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Ger');
  await page.keyboard.press('Enter');
  await expect(selectField(page, 'Country')).toContainText('Germany');
  await chooseOption(selectField(page, 'Payout method'), 'Bank transfer (SWIFT)');
  await chooseOption(selectField(page, 'Currency'), 'EUR');
  await expect(page.getByTestId('receive-to-amount')).toContainText('€');

  const form = page.getByRole('group', { name: 'Where to send the money' });
  await form.getByLabel('Beneficiary name', { exact: true }).fill('Ana Lima');
  await form.getByLabel('Beneficiary address', { exact: true }).fill('Unter den Linden 1');
  await form.getByLabel('Beneficiary city', { exact: true }).fill('Berlin');
  const iban = form.getByLabel('IBAN', { exact: true });
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await iban.press('Tab');
  // the IBAN lookup fills the bank and its SWIFT/BIC (spec 2 §3 "Bank details by IBAN")
  await expect(form.getByLabel('Bank name', { exact: true })).not.toHaveValue('');
  await expect(form.getByLabel('SWIFT/BIC', { exact: true })).not.toHaveValue('');
  await expectNoSeriousViolations(page, '/receive choosing');
  await expectFitsTheScreen(page);

  await page.getByRole('button', { name: 'Receive the payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the approval code' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/We sent an approval code to \S+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the code again' }).click();
  await expect(dialog.getByText('A new code has been sent.')).toBeVisible();
  await expectNoSeriousViolations(page, '/receive approval code');
  await dialog.getByLabel('Confirmation code').fill('123456');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('The money is on its way to you.')).toBeVisible();
  await expectNoSeriousViolations(page, '/receive paid');

  // the status comes from the server: opened again, the link says it is paid
  await page.reload();
  await expect(page.getByTestId('receive-state')).toHaveText('This payment has already been paid.');
  await expect(page.getByRole('button', { name: 'Receive the payment' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('card BIN and instant key checks show in place; start over restores the defaults', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, brand);
  await page.goto(tenant.url(`/receive/${SECRET}`));
  const form = page.getByRole('group', { name: 'Where to send the money' });

  // a card payout (spec 2 §5): the fakes block the BIN 400000; another card is looked up by its first 6 digits
  await chooseOption(selectField(page, 'Country'), 'United States');
  await chooseOption(selectField(page, 'Payout method'), 'To a card');
  await expect(selectField(page, 'Currency')).toContainText('USD');
  await form.getByLabel("Cardholder's name", { exact: true }).fill('Ana Lima');
  const card = form.getByLabel('Card number', { exact: true });
  await card.fill('4000 0000 0000 0002');
  await card.blur();
  await expect(card).toHaveAccessibleDescription('Payouts to cards of this bank are not possible.');
  await card.fill('4111 1111 1111 1111');
  await card.blur();
  await expect(form.getByText(/card from/)).toBeVisible();

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('group', { name: 'Where to send the money' })).toHaveCount(0);
  await expect(selectField(page, 'Country')).toContainText('Choose…');

  // an instant payment to Brazil: the key's holder is named before anything is sent
  await chooseOption(selectField(page, 'Country'), 'Brazil');
  await chooseOption(selectField(page, 'Payout method'), 'Instant payment');
  await expect(selectField(page, 'Currency')).toContainText('BRL');
  await form.getByLabel('Beneficiary name', { exact: true }).fill('Ana Paula Souza');
  await form.getByLabel("Recipient's CPF or CNPJ", { exact: true }).fill('123.456.789-09');
  await chooseOption(selectField(form, 'Key type'), 'CPF');
  const key = form.getByLabel('Key', { exact: true });
  await key.fill('12345678909');
  await key.blur();
  await expect(form.getByText('The key belongs to Ana Paula Souza', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, '/receive instant');
  await expectFitsTheScreen(page);
  expect(errors).toEqual([]);
});

test('refusing the payment, after a confirmation, leaves it refused', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, brand);
  await page.goto(tenant.url(`/receive/${SECRET}`));
  await page.getByRole('button', { name: 'Refuse the payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refuse this payment?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, '/receive refuse');
  // keep it first (Escape): nothing happens
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Refuse the payment' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Refuse this payment?' }).getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByText('You refused this payment. The money went back to the sender.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive the payment' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('receive-state')).toHaveText(
    'This payment was refused. The money went back to the sender.',
  );
  await expectNoSeriousViolations(page, '/receive refused');
  await expectFitsTheScreen(page);
  expect(errors).toEqual([]);
});

test('an unknown secret shows a clear message', async ({ page }) => {
  await page.goto(`${brandUrl(brand)}/receive/not-a-real-link-0000`);
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find this payment. Check that the link is the one in your e-mail, or ask the sender to send it again.',
  );
  await expect(page.getByRole('button', { name: 'Receive the payment' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/receive unknown');
  await expectFitsTheScreen(page);
});
