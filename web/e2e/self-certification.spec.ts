import { expect, test } from '@playwright/test';
import {
  brandUrl,
  business,
  chooseCountry,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
  signInOn,
} from './support.ts';

/**
 * Spec 3 §2 /self-certification-splash, /self-certification(-business)(-splash), §3 'Tax certification', §5 'Tax
 * ID', §7 FATCA/CRS calls and the W-form upload; spec 1 §2 the start page's FATCA step. In Chromium through the
 * gateway over the fakes, each test on a tenant of its own.
 */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

test('fatca@ is sent to /self-certification after sign-in, certifies with a W-9 and goes on to the start page', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'fatca@demo.test', password: 'Demo-pass-1' });
  await expect(page).toHaveURL(/\/self-certification$/);
  await expect(page.getByRole('heading', { name: 'Tax residency self-certification' })).toBeVisible();
  // the splash says what it is and why, and leads back here
  await page.goto(`${brandUrl('paxum')}/self-certification-splash`);
  await expect(page.getByRole('heading', { name: 'Why we ask' })).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification-splash');
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/self-certification$/);
  // stored answers are there (country of birth, the US number); the rest is asked
  await expect(page.getByRole('combobox', { name: 'Country of birth', exact: true })).toHaveValue('United States');
  await expectNoSeriousViolations(page, '/self-certification');

  // nothing answered: the form says what is missing and sends nothing
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/self-certification$/);

  await page.getByLabel('City of birth').fill('Chicago');
  await page.getByRole('group', { name: 'Are you a US tax payer?' }).getByLabel('Yes').check();
  // "isUSTaxPayer → W-9": its file field comes with the answer
  const w9 = page.getByLabel('Form W-9', { exact: true });
  await expect(w9).toBeVisible();
  await expect(page.getByLabel('Form W-8', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  await expect(page.getByText('Choose a file.')).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification with its errors');

  await w9.setInputFiles(pdf('w9.pdf'));
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  // the FATCA action is gone, so the start page's next step is home
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${brandUrl('paxum')}/self-certification`);
  await expect(page.getByLabel('City of birth')).toHaveValue('Chicago');
  await expect(page.getByLabel('Form W-9', { exact: true })).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
});

test('business@ certifies the company from the splash with a W-8 upload', async ({ page }) => {
  const tenant = await freshTenant(page.request, 'paxum');
  await signInOn(page, tenant, business);
  // a business that follows a link to the personal form certifies its company instead
  await page.goto(`${brandUrl('paxum')}/self-certification`);
  await expect(page).toHaveURL(/\/self-certification-business$/);
  await page.goto(`${brandUrl('paxum')}/self-certification-business-splash`);
  await expect(page.getByRole('heading', { name: 'Company tax self-certification' })).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification-business-splash');
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/self-certification-business$/);
  await expect(page.getByText('Company: Demo Trading LLC')).toBeVisible();

  await chooseOption(selectField(page, 'Entity type'), 'General (active or passive) entity');
  await page
    .getByRole('group', { name: "Are the company's shares traded on a stock exchange?" })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: 'Is the company owned by a publicly traded company?' })
    .getByLabel('No')
    .check();
  const passive = page.getByRole('group', { name: /more than half of the company's income/ });
  await passive.getByLabel('Yes').check();
  // a passive entity names its controlling persons
  const persons = page.getByRole('group', { name: 'Controlling persons' });
  await expect(persons).toBeVisible();
  // react-aria's checkbox: its label takes the click
  await persons.getByText('Riley Stone').click();
  await expect(persons.getByRole('checkbox', { name: 'Riley Stone' })).toBeChecked();
  await page.getByRole('group', { name: 'Is the company a US tax payer?' }).getByLabel('No').check();
  const w8 = page.getByLabel('Form W-8', { exact: true });
  await expect(w8).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification-business');
  await w8.setInputFiles(pdf('w8-ben-e.pdf'));
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  await expect(page).not.toHaveURL(/\/self-certification-business$/);

  // the answers are kept and the W-8 is in (not asked for again)
  await page.goto(`${brandUrl('paxum')}/self-certification-business`);
  await expect(page.getByRole('checkbox', { name: 'Riley Stone' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Is the company a US tax payer?' }).getByLabel('No')).toBeChecked();
  await expect(page.getByLabel('Form W-8', { exact: true })).toHaveCount(0);
});

test('the representative edits their certification with the e-mailed secret', async ({ page }) => {
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/self-certification-representative?authSecret=rep-secret-1'));
  await expect(page.getByRole('heading', { name: 'Tax residency self-certification' })).toBeVisible();
  await page.getByLabel('City of birth').fill('Denver');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification-representative');
  await page.reload();
  await expect(page.getByLabel('City of birth')).toHaveValue('Denver');
});

test('US-born fatca@, a German citizen who is not a US tax payer, sends the W-8 and the certificate of loss of nationality', async ({
  page,
}) => {
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'fatca@demo.test', password: 'Demo-pass-1' });
  await expect(page).toHaveURL(/\/self-certification$/);
  await page.getByLabel('City of birth').fill('Boston');
  await chooseCountry(page, 'Citizenship', 'Germany');
  await page.getByRole('group', { name: 'Are you a US tax payer?' }).getByLabel('No').check();
  const w8 = page.getByLabel('Form W-8', { exact: true });
  const certificate = page.getByLabel('Certificate of loss of nationality', { exact: true });
  await expect(certificate).toBeVisible();
  // a second tax residence without a number: its reason, and the explanation only for 'cannot obtain'
  await page.getByRole('button', { name: 'Add another tax residence' }).click();
  const second = page.getByRole('group', { name: 'Tax residence 2' });
  await chooseCountry(second, 'Country', 'Germany');
  await chooseOption(selectField(second, 'Reason no number is given'), 'I cannot obtain a tax number');
  await expect(second.getByLabel('Explanation')).toBeVisible();
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  await expect(second.getByText('Explain why you cannot obtain the number.')).toBeVisible();
  await second.getByLabel('Explanation').fill('Applied for it in October');
  await w8.setInputFiles(pdf('w8-ben.pdf'));
  await certificate.setInputFiles(pdf('certificate.pdf'));
  await expectNoSeriousViolations(page, '/self-certification with the W-8 and the certificate');
  await page.getByRole('button', { name: 'Submit self-certification' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
