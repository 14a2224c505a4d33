import { type Page, expect, test } from '@playwright/test';
import {
  type Tenant,
  brandUrl,
  chooseOption,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/** Company, profile menu and admin (spec 1 §2, §6, spec 3 §3, §5) in Chromium through the gateway over the fakes. */
const password = 'Demo-pass-1';

async function signedIn(page: Page, brand: Tenant['brand'], username: string, lands: RegExp) {
  // a tenant of its own (support.ts freshTenant); the session keeps its stage
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username, password });
  await expect(page).toHaveURL(lands);
}

test("business@: changes a user's rights on /company-access; the new value shows after a reload", async ({ page }) => {
  await signedIn(page, 'paxum', 'business@demo.test', /\/customer-access$/);
  await page.goto(`${brandUrl('paxum')}/company-access`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  const row = page.getByRole('row', { name: /Casey Park/ });
  const select = selectField(row, 'Access rights for Casey Park');
  await expect(select).toBeVisible();
  const before = (await select.textContent()) ?? '';
  const next = before.includes('Confirmed') ? 'Read' : 'Confirmed';
  await select.click();
  // 5 (uploading) is never offered
  await expect(page.getByRole('listbox').getByRole('option', { disabled: false })).toHaveText([
    'No access',
    'Read',
    'Full access',
    'Initiate',
    'Confirmed',
  ]);
  await page.getByRole('listbox').getByRole('option', { name: next, exact: true }).click();
  await row.getByRole('button', { name: 'Save the access rights of Casey Park' }).click();
  await expect(page.getByText('The access rights of Casey Park have been changed.')).toBeVisible();
  await expectNoSeriousViolations(page, '/company-access');
  await page.reload();
  await expect(
    page.getByRole('row', { name: /Casey Park/ }).getByRole('cell', { name: next, exact: true }),
  ).toBeVisible();
  await expect(
    selectField(page.getByRole('row', { name: /Casey Park/ }), 'Access rights for Casey Park'),
  ).toContainText(next);
});

test('business@: gives a potential user access through the add representative dialog', async ({ page }) => {
  await signedIn(page, 'paxum', 'business@demo.test', /\/customer-access$/);
  await page.goto(`${brandUrl('paxum')}/company-access`);
  const potential = page.getByRole('region', { name: 'Potential users' });
  await potential.getByRole('button', { name: 'Give access to Taylor Quinn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add representative' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue('taylor.quinn@trading.demo.test');
  await dialog.getByLabel('First name').fill('');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('First name').fill('Taylor');
  await chooseOption(selectField(dialog, 'Access rights'), 'Read');
  await expectNoSeriousViolations(page, 'add representative dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/The representative taylor\.quinn@trading\.demo\.test has been added/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Taylor Quinn/ })).toBeVisible();
});

test('business@: adds a payment e-mail and deletes it after a confirmation', async ({ page }) => {
  await signedIn(page, 'paxum', 'business@demo.test', /\/customer-access$/);
  await page.goto(`${brandUrl('paxum')}/company-emails`);
  await expect(page.getByRole('row', { name: /payments@trading\.demo\.test/ })).toBeVisible();
  await page.getByLabel('New payment e-mail').fill('payouts@');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible();
  await page.getByLabel('New payment e-mail').fill('payouts@trading.demo.test');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The payment e-mail payouts@trading.demo.test has been added.')).toBeVisible();
  const row = page.getByRole('row', { name: /payouts@trading\.demo\.test/ });
  await expect(row).toContainText('Not confirmed');
  await expectNoSeriousViolations(page, '/company-emails');
  await row.getByRole('button', { name: 'Delete payouts@trading.demo.test' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the payment e-mail?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
  await expect(page.getByText('The payment e-mail payouts@trading.demo.test has been deleted.')).toBeVisible();
});

test('business@: the profile menu has the company order', async ({ page }) => {
  await signedIn(page, 'paxum', 'business@demo.test', /\/customer-access$/);
  await page.goto(`${brandUrl('paxum')}/company-emails`);
  const menu = page.getByRole('navigation', { name: 'Profile menu' });
  const links = menu.getByRole('link');
  await expect(links.first()).toBeVisible();
  const names = (await links.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  const order = ['Company details', 'Manage users', 'Payment emails', 'Pre-approved payments', 'Payout blacklist'];
  const positions = order.map((n) => names.findIndex((x) => x.startsWith(n)));
  expect(
    positions.every((p) => p >= 0),
    names.join(' | '),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const tail = ['Notifications', 'Legal', 'Merchant services'].map((n) => names.findIndex((x) => x.startsWith(n)));
  expect(
    tail.every((p) => p > positions[4]!),
    names.join(' | '),
  ).toBe(true);
  await expect(menu.getByRole('link', { name: /Payment emails/ })).toHaveAttribute('aria-current', 'page');
  // the demo company lacks a website: its entry is highlighted
  await expect(menu.getByRole('link', { name: /Company details/ })).toContainText('action required');
});

test('personal menus: unverified@ has the personal order without smart contracts and its profile entry highlighted; personal@ has smart contracts', async ({
  page,
}) => {
  await signedIn(page, 'paxum', 'unverified@demo.test', /\/home$/);
  const menu = page.getByRole('navigation', { name: 'Profile menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const names = async () => (await menu.getByRole('link').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  const first = await names();
  expect(first.map((n) => n.replace(' (action required)', '').replace('action required', '').trim())).toEqual([
    'Profile',
    'Notifications',
    'Account security',
    'Pre-approved payments',
    'Payout blacklist',
    'Login history',
    'Legal',
  ]);
  await expect(menu.getByRole('link', { name: /^Profile/ })).toContainText('action required');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, { username: 'personal@demo.test', password });
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu.getByRole('link', { name: /^Smart contracts/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Profile/ })).not.toContainText('action required');
  await menu.getByRole('link', { name: /^Account security/ }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(menu.getByRole('link', { name: /^Account security/ })).toHaveAttribute('aria-current', 'page');
});

test('business@: /company shows the details with the missing website marked', async ({ page }) => {
  await signedIn(page, 'paxum', 'business@demo.test', /\/customer-access$/);
  await page.goto(`${brandUrl('paxum')}/company`);
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/company\/details$/);
  await expect(page.getByText('Missing: Website')).toBeVisible();
  // the country by its name from the countries dictionary
  await expect(page.getByText('United States', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/company/details');
  await page
    .getByRole('navigation', { name: 'Company sections' })
    .getByRole('link', { name: 'Representatives' })
    .click();
  await expect(page.getByRole('row', { name: /Morgan Blake/ })).toContainText('Shareholder');
});

test('admin@: lands on /admin-overview, searches the customers, assigns and removes a document, saves financial data and a due-diligence level', async ({
  page,
}) => {
  await signedIn(page, 'paxum', 'admin@demo.test', /\/admin-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /personal@demo\.test/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin-overview');
  await page.getByLabel('Name or e-mail').fill('limited@');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /personal@demo\.test/ })).toBeHidden();
  const row = table.getByRole('row', { name: /limited@demo\.test/ });
  await row.getByRole('button', { name: /^Manage / }).click();
  const panel = page.getByRole('region', { name: /^Customer / });
  await panel.getByLabel('Document id').fill('12a');
  await panel.getByRole('button', { name: 'Assign' }).click();
  await expect(panel.getByText('Enter a document id (digits only).')).toBeVisible();
  await panel.getByLabel('Document id').fill('4711');
  await panel.getByRole('button', { name: 'Assign' }).click();
  await expect(panel.getByText('Document 4711 has been assigned.')).toBeVisible();
  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText('Document 4711 has been removed.')).toBeVisible();
  // a second removal is refused by the server and its text is shown in the panel
  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText('The document is not assigned to this customer')).toBeVisible();
  await panel.getByLabel('Monthly deposit amount').fill('1500.505');
  await panel.getByLabel('Deposit currency').fill('USD');
  await panel.getByRole('button', { name: 'Save financial data' }).click();
  await expect(panel.getByText('Enter an amount such as 1500 or 1500.50.')).toBeVisible();
  await panel.getByLabel('Monthly deposit amount').fill('1500.50');
  await panel.getByRole('button', { name: 'Save financial data' }).click();
  await expect(panel.getByText('The financial data has been saved.')).toBeVisible();
  await chooseOption(selectField(panel, 'Level'), '3');
  await panel.getByRole('button', { name: 'Save due diligence' }).click();
  await expect(panel.getByText('The due-diligence level has been saved.')).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin-overview customer panel');
});

test('rep@: lands on /company-documents, sees the representatives, sends an identity-verification link and uploads a representative document', async ({
  page,
}) => {
  await signedIn(page, 'paxum', 'rep@demo.test', /\/company-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  const morgan = page.getByRole('region', { name: /Morgan Blake/ });
  await expect(morgan).toContainText('Shareholder');
  await morgan.getByRole('button', { name: 'Send identity-verification link' }).click();
  await expect(page.getByText(/The identity-verification link has been sent to /)).toBeVisible();
  await expectNoSeriousViolations(page, '/company-documents');

  // a representative's document goes up with the shared upload form
  await morgan.getByRole('button', { name: 'Upload a document for Morgan Blake' }).click();
  await chooseOption(selectField(morgan, 'Category'), 'Identity document');
  await chooseOption(selectField(morgan, 'Document type'), 'Passport');
  await morgan.getByLabel('File').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await morgan.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(morgan.getByText('The document was uploaded.')).toBeVisible();
});
