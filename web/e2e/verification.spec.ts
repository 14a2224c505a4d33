import { type Page, expect, test } from '@playwright/test';
import {
  type Tenant,
  brandUrl,
  chooseCountry,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/** Spec 1 §4 account verification status: the status banner and the verification screens in Chromium through the gateway over the fakes. */
const password = 'Demo-pass-1';

async function signedIn(page: Page, brand: Tenant['brand'], username: string) {
  // a tenant of its own (support.ts freshTenant); the session keeps its stage
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username, password });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl(brand)}/home`);
}

test('unverified@ sees the banner with its action count and reaches /kyc from it', async ({ page }) => {
  await signedIn(page, 'aplus', 'unverified@demo.test');
  const banner = page.getByRole('status', { name: 'Account status' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Your account is not verified')).toBeVisible();
  await expect(banner.getByText('Actions required: 4')).toBeVisible();
  await expectNoSeriousViolations(page, '/home with the status banner');

  await banner.getByRole('link', { name: 'Go to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const steps = page.getByRole('region', { name: 'Verification steps' });
  await expect(steps.getByText('Confirmed phone number')).toBeVisible();
  await expect(steps.getByText('Identity document')).toBeVisible();
  await expectNoSeriousViolations(page, '/profile of an unverified customer');

  await steps.getByRole('link', { name: 'Fill in the verification questionnaire (KYC)' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { name: 'Verification questionnaire' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectNoSeriousViolations(page, '/kyc');
});

test('limited@ sees its restriction reasons on /limited-account', async ({ page }) => {
  await signedIn(page, 'aplus', 'limited@demo.test');
  const banner = page.getByRole('status', { name: 'Account status' });
  await expect(banner.getByText('Your account is limited')).toBeVisible();
  await banner.getByRole('link', { name: 'View restrictions' }).click();
  await expect(page).toHaveURL(/\/limited-account$/);
  await expect(page.getByRole('heading', { name: 'Account restrictions' })).toBeVisible();
  const expired = page.getByRole('region', { name: 'Expired documents' });
  const investigation = page.getByRole('region', { name: 'Account investigation' });
  await expect(expired).toBeVisible();
  await expect(investigation).toBeVisible();
  await expect(expired.getByText('Not uploaded').first()).toBeVisible();
  await expect(investigation.getByText('Processing', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/limited-account');
});

test('unverified@ answers the KYC questionnaire (a follow-up when yes) and goes on to the start page', async ({
  page,
}) => {
  await signedIn(page, 'paydek', 'unverified@demo.test');
  await page.goto(`${brandUrl('paydek')}/kyc`);
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await page.getByLabel('Date of birth').fill('1990-02-03');
  await chooseCountry(page, 'Country of birth', 'Romania');
  await chooseCountry(page, 'Citizenship', 'Romania');
  await selectField(page, 'Occupation').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  // react-aria checkboxes: the input is visually hidden inside its label, which takes the click
  for (const name of ['Sources of funds', 'Purpose of the account']) {
    const group = page.getByRole('group', { name });
    await group.locator('label').first().click();
    await expect(group.getByRole('checkbox').first()).toBeChecked();
  }
  await selectField(page, 'Estimated monthly deposits').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const another = page.getByRole('group', { name: 'Do you have another account with us?' });
  await another.getByRole('radio', { name: 'Yes' }).check();
  // The follow-up is required, and a failed check keeps every answer.
  await page.getByLabel('Please give details').fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country of birth' })).toHaveValue('Romania');
  await expectNoSeriousViolations(page, '/kyc with a follow-up');
  await page.getByLabel('Please give details').fill('A personal account opened in 2019.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('limited@ uploads the missing document of a reason and the account shows as processing', async ({ page }) => {
  await signedIn(page, 'paxumbank', 'limited@demo.test');
  await page.goto(`${brandUrl('paxumbank')}/limited-account`);
  const expired = page.getByRole('region', { name: 'Expired documents' });
  await expired.getByRole('button', { name: 'Upload Passport' }).click();
  await expired
    .getByLabel('File')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expired.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(expired.getByText('The document was uploaded.')).toBeVisible();
  await expect(page.getByText('Every requested document is uploaded; we are reviewing them.').first()).toBeVisible();
  // 'processing' is no warning: the banner goes away.
  await expect(page.getByRole('status', { name: 'Account status' })).toBeHidden();
  await expectNoSeriousViolations(page, '/limited-account processing');
});
