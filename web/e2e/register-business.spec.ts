import { type Locator, type Page, expect, test } from '@playwright/test';
import { brandUrl, chooseOption, controls, expectNoSeriousViolations, freshTenant, selectField } from './support.ts';

/**
 * Spec 3 §2 /register/business and its wizard forms, §4 'Registration wizard' (the draft saved under one key and
 * restored, show-all-errors on submit), §5 'Business wizard' (share rules): a business with a two-level shareholder
 * tree whose share total fails, fixed by the user, a reload that restores the draft, then submit and the success step.
 */

/**
 * A country by keyboard: typed, then the one matching option taken with the arrow and Enter (a pointer click on the
 * list's option was intercepted now and then on a loaded machine; a fill into a list that opens on focus was lost).
 */
async function pickCountry(scope: Page | Locator, label: string, country: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(country.slice(0, -1));
  const page = 'page' in scope ? scope.page() : scope;
  await expect(page.getByRole('listbox').getByRole('option', { name: country, exact: true })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(country);
}

/** A react-aria checkbox by keyboard (its box takes the pointer). */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function fillPerson(page: Page, p: { first: string; last: string; email?: string; sourceDetails?: string }) {
  await page.getByLabel('First name', { exact: true }).fill(p.first);
  await page.getByLabel('Last name', { exact: true }).fill(p.last);
  await page.getByLabel('Date of birth', { exact: true }).fill('1980-04-12');
  if (p.email) await page.getByLabel('E-mail', { exact: true }).fill(p.email);
  await page.getByLabel('Phone country code', { exact: true }).fill('1');
  await page.getByLabel('Phone number', { exact: true }).fill('2025550100');
  await fillAddress(page);
  if (p.sourceDetails) {
    const sources = page.getByRole('group', { name: 'Sources of this person’s funds' });
    await tick(sources.getByRole('checkbox').first());
    await page
      .getByLabel(/^Details: /)
      .first()
      .fill(p.sourceDetails);
  }
  await page.getByRole('button', { name: 'Done', exact: true }).click();
}

async function fillAddress(scope: Page | Locator) {
  await scope.getByLabel('Street address', { exact: true }).fill('1 Example Street');
  await scope.getByLabel('City', { exact: true }).fill('Example City');
  await scope.getByLabel('Postal code', { exact: true }).fill('10001');
  await pickCountry(scope, 'Country', 'United States');
}

const step = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Registration steps' }).getByRole('button', { name });

test('a business with a two-level shareholder tree: a failing share total fixed, a reload restores the draft, submit, activation, home', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tenant = await freshTenant(request, 'paxum');
  const tag = Date.now();
  await page.goto(tenant.url('/register/business'));
  await expect(page.getByRole('heading', { name: 'Register a business', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company', level: 2 })).toBeVisible();
  await expectNoSeriousViolations(page, '/register/business generalForm');

  // generalForm
  await chooseOption(selectField(page, 'Type of business'), 'Advertising network');
  await page.getByLabel('Company name', { exact: true }).fill('Example Media Ltd');
  await page.getByLabel('Trading name', { exact: true }).fill('Example Media');
  // the company e-mail (the owner's login) is checked for existence once entered (spec 3 §5)
  const companyEmail = page.getByLabel('Company e-mail', { exact: true });
  await companyEmail.fill('business@demo.test');
  await companyEmail.blur();
  await expect(page.getByText('This e-mail is already registered.')).toBeVisible();
  await companyEmail.fill(`company-${tag}@example.com`);
  await companyEmail.blur();
  await expect(page.getByText('This e-mail is not registered yet.')).toBeVisible();
  await page.getByLabel('Website', { exact: true }).fill('https://media.example.com');
  await page.getByLabel('Registration number', { exact: true }).fill('REG-100200');
  await page.getByLabel('Registration date', { exact: true }).fill('2015-06-01');
  await page.getByLabel('Business tax id', { exact: true }).fill('12-3456789');
  await pickCountry(page, 'Country of registration', 'United States');
  await page.getByLabel('Phone country code', { exact: true }).fill('1');
  await page.getByLabel('Phone number', { exact: true }).fill('2025550199');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // financialInfoForm
  await expect(page.getByRole('heading', { name: 'Financial information', level: 2 })).toBeVisible();
  await page.getByLabel('Expected monthly deposits', { exact: true }).fill('25000.00');
  await page.getByLabel('Expected monthly withdrawals', { exact: true }).fill('20000.00');
  await tick(page.getByRole('group', { name: 'Source of funds' }).getByRole('checkbox').first());
  await tick(page.getByRole('group', { name: 'Purpose of the account' }).getByRole('checkbox').first());
  const industry = selectField(page, 'Industry');
  await industry.click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expectNoSeriousViolations(page, '/register/business financialInfoForm');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // dueDilligenceForm
  await expect(page.getByRole('heading', { name: 'Due diligence', level: 2 })).toBeVisible();
  for (const [question, answer] of [
    ['Is the company owned or controlled by a government?', 'No'],
    ['Is the company involved in lawsuits?', 'No'],
    ['Does the company pay taxes where it is registered?', 'Yes'],
  ] as const)
    await page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // directorsHub: Ada, the director, the representative
  await expect(page.getByRole('heading', { name: 'Directors', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new director' }).click();
  await fillPerson(page, { first: 'Ada', last: 'Owner', email: `ada-${tag}@example.com` });
  await chooseOption(selectField(page, 'Person who represents the company'), 'Ada Owner');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // shareholdersHub: Ada 60%, Northwind Holdings 50% (total 110: fails), held 100% by Ben, its director
  await expect(page.getByRole('heading', { name: 'Shareholders', level: 2 })).toBeVisible();
  await chooseOption(selectField(page, 'Someone already entered'), 'Ada Owner');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Share of Ada Owner (%)').fill('60');
  await page.getByRole('button', { name: 'Add a company shareholder', exact: true }).click();
  await page.getByLabel('Company name', { exact: true }).fill('Northwind Holdings');
  await page.getByLabel('Registration number', { exact: true }).fill('0765432');
  await pickCountry(page, 'Country of registration', 'United Kingdom');
  await fillAddress(page.getByRole('group', { name: 'Address' }));
  await page.getByRole('button', { name: 'Add a new director of Northwind Holdings' }).click();
  await fillPerson(page, { first: 'Ben', last: 'Holder' });
  // Done goes back to the company's screen it came from, then to the shareholders
  await expect(page.getByRole('heading', { name: 'Northwind Holdings', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByLabel('Share of Northwind Holdings (%)').fill('50');
  await chooseOption(
    selectField(page, 'Someone already entered, as a shareholder of Northwind Holdings'),
    'Ben Holder',
  );
  await page.getByRole('button', { name: 'Add to Northwind Holdings', exact: true }).click();
  await page.getByLabel('Share of Ben Holder (%)').fill('100');
  // both hold 25% or more: their sources of funds (paxum enables source of wealth)
  await page.getByRole('button', { name: 'Edit Ada Owner' }).click();
  await fillPerson(page, { first: 'Ada', last: 'Owner', sourceDetails: 'Salary from 2005 to 2020' });
  await page.getByRole('button', { name: 'Edit Ben Holder' }).first().click();
  await fillPerson(page, { first: 'Ben', last: 'Holder', sourceDetails: 'Dividends' });
  await expectNoSeriousViolations(page, '/register/business shareholdersHub');
  await step(page, /Users/).click();

  // usersHub: Ada with full access
  await chooseOption(selectField(page, 'Someone already entered'), 'Ada Owner');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await chooseOption(selectField(page, 'Access rights of Ada Owner'), 'Full access');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // legalForm and submit: the share total fails, shown at once, the focus on it
  await expect(page.getByRole('heading', { name: 'Terms and submit', level: 2 })).toBeVisible();
  for (const box of await page.getByRole('checkbox', { name: /I have read and accept/ }).all()) await box.check();
  await tick(page.getByRole('checkbox', { name: 'I am not a robot' }));
  await page.getByRole('button', { name: 'Register the business' }).click();
  await expect(page.getByRole('heading', { name: 'Shareholders', level: 2 })).toBeVisible();
  const total = page.getByText('The shares at this level must total between 10 and 100.');
  await expect(total).toBeVisible();
  await expect(total).toBeFocused();
  await expect(step(page, /Shareholders/)).toContainText('errors: 1');
  await expectNoSeriousViolations(page, '/register/business show-all-errors');
  await page.getByLabel('Share of Northwind Holdings (%)').fill('40');
  await expect(total).toBeHidden();

  // a reload restores the draft (spec 3 §4)
  await page.reload();
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue('Example Media Ltd');
  await step(page, /Shareholders/).click();
  await expect(page.getByLabel('Share of Northwind Holdings (%)')).toHaveValue('40');
  await expect(page.getByLabel('Share of Ben Holder (%)')).toHaveValue('100');

  await step(page, /Terms and submit/).click();
  await tick(page.getByRole('checkbox', { name: 'I am not a robot' }));
  await page.getByRole('button', { name: 'Register the business' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  await expect(page.getByText(`We sent an activation code to company-${tag}@example.com.`)).toBeVisible();
  await expectNoSeriousViolations(page, '/register/business success');

  // spec 3 §4: the activation (the code from the e-mail; the fakes give it to tests), then the start page
  const username = `company-${tag}@example.com`;
  const q = new URLSearchParams({ brand: tenant.brand, stage: String(tenant.stage), username });
  const sent = await request.get(`${controls}/activation-code?${q}`);
  expect(sent.ok()).toBe(true);
  const { activationCode } = (await sent.json()) as { activationCode: string };
  await page.getByLabel('Activation code').fill(activationCode);
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('dialog', { name: 'Account Activation' })).toBeVisible();
});

test('spec 3 §1 "Paydek has registration disabled.": /register/business says so and links to sign-in', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paydek')}/register/business`);
  await expect(
    page.getByText('Registration of new accounts is closed at Paydek. If you have an account, sign in.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Registration steps' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/register/business on paydek');
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
});
