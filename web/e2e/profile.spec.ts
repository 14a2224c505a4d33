import { type Page, expect, test } from '@playwright/test';
import {
  brandUrl,
  chooseCountry,
  chooseOption,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/** Profile (spec 1 §3, §5): personal@ adds and confirms a phone and uploads a front/back identity document with progress. */
const brand = 'fundstruab' as const;

async function openProfile(page: Page) {
  // a tenant of its own (support.ts freshTenant); the session keeps its stage
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'personal@demo.test', password: 'Demo-pass-1' });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl(brand)}/profile`);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
}

/** A small valid PNG (1×1), so the fake accepts it as an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('personal@ adds a phone and confirms it with the code', async ({ page }) => {
  await openProfile(page);
  const phones = page.getByRole('region', { name: 'Phone numbers' });
  await phones.getByRole('button', { name: 'Add phone' }).click();
  await phones.getByLabel('Country code').fill('40');
  // A fresh number each run: a reused server keeps the phones of earlier runs.
  const number = `7${String(Date.now()).slice(-8)}`;
  await phones.getByLabel('Phone number').fill(`${number.slice(0, 3)} ${number.slice(3)}`);
  await phones.getByRole('button', { name: 'Add phone' }).click();
  const row = phones.getByRole('listitem').filter({ hasText: `+40 ${number}` });
  await expect(row.getByText('Not confirmed')).toBeVisible();
  await row.getByRole('button', { name: 'Send code' }).click();
  await expect(row.getByText(`We sent a code to +40 ${number}.`)).toBeVisible();
  await row.getByLabel('Confirmation code').fill('000000');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('Invalid confirmation code')).toBeVisible();
  await expect(row.getByLabel('Confirmation code')).toHaveValue('000000');
  await expectNoSeriousViolations(page, '/profile phone confirmation');
  await row.getByLabel('Confirmation code').fill('123456');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('The phone number is confirmed.')).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('personal@ uploads a front/back identity document with visible progress', async ({ page }) => {
  await openProfile(page);
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Upload a document' }).click();
  await chooseOption(selectField(documents, 'Category'), 'Identity document');
  await chooseOption(selectField(documents, 'Document type'), 'National identity card');
  const front = documents.getByLabel('Front side');
  const back = documents.getByLabel('Back side');

  // A bad file gets its message and nothing chosen is lost.
  await front.setInputFiles({ name: 'front.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(documents.getByText('File type not allowed. Use PDF, JPEG or PNG.')).toBeVisible();
  await expect(selectField(documents, 'Document type')).toContainText('National identity card');
  await expectNoSeriousViolations(page, '/profile document upload');

  await front.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await back.setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(documents.getByText('File type not allowed. Use PDF, JPEG or PNG.')).toBeHidden();
  await documents.getByRole('button', { name: 'Upload', exact: true }).click();

  for (const side of ['Front side', 'Back side']) {
    const progress = documents.getByRole('progressbar', { name: `Upload progress: ${side}` });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => progress.evaluate((el: HTMLProgressElement) => el.value >= el.max && el.max > 0))
      .toBe(true);
  }
  await expect(documents.getByText('The document was uploaded.')).toBeVisible();
  await expect(documents.getByTestId('document-list').getByText('National identity card (Front side)')).toBeVisible();
  await expect(documents.getByTestId('document-list').getByText('National identity card (Back side)')).toBeVisible();
});

test('personal@ adds an address with a state from the dictionary, then deletes it after confirming', async ({
  page,
}) => {
  await openProfile(page);
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await chooseOption(selectField(addresses, 'Address type'), 'Office');
  const street = `${String(Date.now()).slice(-5)} Broadway`;
  await addresses.getByLabel('Address line 1').fill(street);
  await addresses.getByRole('button', { name: 'Add address' }).click();
  // Missing fields are named and what was typed stays.
  await expect(addresses.getByText('This field is required.').first()).toBeVisible();
  await expect(addresses.getByLabel('Address line 1')).toHaveValue(street);
  await addresses.getByLabel('City').fill('New York');
  await addresses.getByLabel('Postal code').fill('10012');
  await chooseCountry(addresses, 'Country', 'United States');
  await chooseOption(selectField(addresses, 'State or region'), 'New York');
  await expectNoSeriousViolations(page, '/profile address form');
  await addresses.getByRole('button', { name: 'Add address' }).click();
  const row = addresses.getByRole('listitem').filter({ hasText: street });
  await expect(row.getByText('Office', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});

test('personal@ starts an identity verification and sees the run status on the return page', async ({
  page,
  context,
}) => {
  await openProfile(page);
  const identity = page.getByRole('region', { name: 'Identity', exact: true });
  await expect(identity.getByText('Confirmed', { exact: true })).toBeVisible();
  const popup = context.waitForEvent('page');
  await identity.getByRole('button', { name: 'Start identity verification' }).click();
  await (await popup).close();
  const link = identity.getByRole('link', { name: 'Open the verification page' });
  const url = new URL((await link.getAttribute('href')) ?? '');
  const runId = url.pathname.split('/').pop() ?? '';
  const token = url.searchParams.get('token') ?? '';
  await page.goto(`${brandUrl(brand)}/identity-verification/${runId}/${token}`);
  await expect(page.getByText('Status: Waiting to start')).toBeVisible();
  await expectNoSeriousViolations(page, '/identity-verification');
  await page.getByRole('button', { name: 'Check the status again' }).click();
  await expect(page.getByText('Status: Waiting to start')).toBeVisible();
});

test('personal@ adds an e-mail, confirms it with the code, then deletes it', async ({ page }) => {
  await openProfile(page);
  const emails = page.getByRole('region', { name: 'E-mail addresses' });
  const address = `e2e-${Date.now()}@example.com`;
  await emails.getByRole('button', { name: 'Add e-mail' }).click();
  await emails.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await emails.getByRole('button', { name: 'Add e-mail' }).click();
  await expect(emails.getByText('Enter a valid e-mail address.')).toBeVisible();
  await emails.getByLabel('E-mail', { exact: true }).fill(address);
  await emails.getByRole('button', { name: 'Add e-mail' }).click();
  const row = emails.getByRole('listitem').filter({ hasText: address });
  await expect(row.getByText(`We sent a code to ${address}.`)).toBeVisible();
  await row.getByLabel('Confirmation code').fill('123456');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make primary' })).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${address}?` });
  await expectNoSeriousViolations(page, 'delete e-mail dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});

test('personal@ sets the tax number rules by country: a missing reason, the explanation only for cannot obtain', async ({
  page,
}) => {
  await openProfile(page);
  const tax = page.getByRole('region', { name: 'Tax number' });
  await chooseCountry(tax, 'Tax residence country', 'United States');
  await expect(
    tax.getByLabel('Social Security Number / Individual Taxpayer Identification Number (SSN/ITIN)'),
  ).toBeVisible();
  await expect(tax.getByText('Required in this country.')).toBeVisible();
  await chooseOption(selectField(tax, 'Reason there is no number'), 'A tax number is not required');
  await expect(tax.getByLabel('Why you cannot obtain one')).toBeHidden();
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByText('This country requires a tax number.')).toBeVisible();
  await chooseOption(selectField(tax, 'Reason there is no number'), 'I cannot obtain a tax number');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByText('Explain why you cannot obtain a tax number.')).toBeVisible();
  await tax.getByLabel('Why you cannot obtain one').fill('The office has not answered my request yet.');
  await expectNoSeriousViolations(page, '/profile tax number');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByText('Saved.')).toBeVisible();
  await expect(tax.getByLabel('Why you cannot obtain one')).toHaveValue('The office has not answered my request yet.');
  await chooseCountry(tax, 'Tax residence country', 'Vietnam');
  await expect(tax.getByText('Not required in this country.')).toBeVisible();
});
