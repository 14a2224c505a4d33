import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  accountNumbered,
  brandUrl,
  chooseCountry,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/**
 * The bank beneficiary block of /transfer/external (features/bank-beneficiary; spec 2 §3 "Bank details by SWIFT/IBAN",
 * §5, §7, §9) in Chromium through the gateway over the fakes. personal@ (approve mode none) sends from its seeded
 * accounts 300001 USD and 300002 EUR; the fakes' bank directory knows Commerzbank (COBADEFF, DE89370400440532013000)
 * and Banco do Brasil (001, branch 1607). Each test takes a tenant of its own, reset first.
 */
const brand = 'paxum' as const;

async function openTransfer(page: Page, request: Parameters<typeof freshTenant>[0], type: 'wire' | 'eft') {
  const tenant = await freshTenant(request, brand);
  await page.goto(`${brandUrl(brand)}/login?stage=${tenant.stage}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(tenant.url(`/transfer/external?type=${type}&permission=3d`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function destination(page: Page, account: string, country: string, currency: RegExp) {
  await chooseOption(selectField(page, 'From account'), accountNumbered(account));
  await chooseCountry(page, 'Destination country', country);
  await chooseOption(selectField(page, 'Currency the beneficiary receives'), currency);
}

const block = (page: Page) => page.getByTestId('bank-beneficiary');
/** The type choice's part of third-party transfers (spec 2 §6). */
const toOthers = (page: Page) => page.getByRole('group', { name: 'To someone else' });

async function beneficiary(scope: Locator, name: string, address: string, city: string) {
  await scope.getByLabel('Beneficiary name', { exact: true }).fill(name);
  await scope.getByLabel('Beneficiary address', { exact: true }).fill(address);
  await scope.getByLabel('Beneficiary city', { exact: true }).fill(city);
}

test('a wire to a DE IBAN: the SWIFT lookup fills the bank details (spec 2 §3), sent and pending', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await openTransfer(page, request, 'wire');
  await expect(toOthers(page).getByRole('radio', { name: 'Wire' })).toBeChecked();
  await destination(page, '300002', 'Germany', /^EUR ·/);
  const fields = block(page);
  await expect(fields.getByLabel('IBAN', { exact: true })).toBeVisible();
  await beneficiary(fields, 'Anna Schmidt', 'Hauptstraße 1', 'Berlin');

  // a bad BIC is refused in the browser: a field error, no lookup
  const swift = fields.getByLabel('SWIFT/BIC', { exact: true });
  await swift.fill('COBA');
  await swift.blur();
  await expect(swift).toHaveAccessibleDescription('A SWIFT/BIC code has 8 or 11 letters and digits.');
  await expect(fields.getByTestId('swift-lookup')).toBeEmpty();

  await swift.fill('COBADEFF');
  await swift.blur();
  await expect(fields.getByTestId('swift-lookup')).toHaveText('Bank found: Commerzbank AG');
  await expect(fields.getByLabel('Bank name', { exact: true })).toHaveValue('Commerzbank AG');
  await expect(fields.getByLabel('Bank address (optional)', { exact: true })).toHaveValue('Kaiserplatz');
  await expect(fields.getByLabel('Bank city (optional)', { exact: true })).toHaveValue('Frankfurt am Main');

  const iban = fields.getByLabel('IBAN', { exact: true });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await iban.blur();
  await expect(iban).toHaveAccessibleDescription('This IBAN is not valid: check the digits.');
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(fields.getByTestId('iban-lookup')).toHaveText('Bank found: Commerzbank AG, Filiale Köln');

  await page.getByLabel('Amount (EUR)', { exact: true }).fill('150.00');
  await expect(page.getByTestId('fee')).not.toHaveText('—');
  await expectNoSeriousViolations(page, '/transfer/external wire');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Payment pending*');
  expect(errors).toEqual([]);
});

test('an EFT to BR demands BANK_CODE and BRANCH_CODE (spec 2 §5), picked from the bank and branch lists', async ({
  page,
  request,
}) => {
  await openTransfer(page, request, 'eft');
  await expect(toOthers(page).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  // the fakes quote no BRL: the beneficiary receives dollars
  await destination(page, '300001', 'Brazil', /^USD ·/);
  const fields = block(page);
  await beneficiary(fields, 'Ana Paula Souza', 'Rua A, 100', 'Brasília');
  await fields.getByLabel('Account number', { exact: true }).fill('0012345678');
  await fields.getByLabel("Beneficiary's tax ID (CPF or CNPJ)", { exact: true }).fill('12345678909');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('50.00');

  // submit without a bank: both are demanded, nothing is sent
  await page.getByRole('button', { name: 'Send' }).click();
  const bank = selectField(fields, 'Bank');
  const branch = selectField(fields, 'Branch');
  await expect(fields.getByText('Fill in this field.')).toHaveCount(3); // bank, branch, bank name
  await expect(branch).toBeDisabled();
  await expect(page.getByTestId('payment-status')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/transfer/external eft BR with errors');

  await chooseOption(bank, 'Banco do Brasil S.A. (001)');
  await expect(fields.getByLabel('Bank name', { exact: true })).toHaveValue('Banco do Brasil S.A.');
  await chooseOption(branch, 'Brasília Centro, Brasília (1607)');
  await expect(fields.getByText('Fill in this field.')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/transfer/external eft BR');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Payment pending*');
});
