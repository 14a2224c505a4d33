import { expect, test } from '@playwright/test';
import {
  balanceOnHome,
  brandUrl,
  business,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
  signInOn,
} from './support.ts';

/**
 * /merchant/security/verification (the merchant section's default), …/verification/history and …/reputation
 * (spec 3 §2; §3 "Identity verification fee: fee.amount, fee.currencyCode", "Reputation search by type reputation
 * and e-mail"; §5 "The reputation search e-mail is trimmed"; §7 "Merchant"; §9). business@'s seed in the fakes:
 * requests 1 pending, 2 completed, 3 rejected, 4 closed, 5 completed from its USD account; reputation records of
 * personal@demo.test (positive, 42 payments), otp@demo.test and risky.buyer@example.com.
 */
test('a verification request is made (the fee shown and charged) and seen in the list; the status filter', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, business);
  const before = await balanceOnHome(page, 'paxum', '$');
  // /merchant opens security/verification (spec 3 §2 "(default)")
  await page.goto(tenant.url('/merchant'));
  await expect(page).toHaveURL(/\/merchant\/security\/verification/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();

  const list = page.getByRole('table', { name: 'Verification requests' });
  await expect(list.getByRole('row')).toHaveCount(6); // the header and five requests
  await expect(page.getByTestId('identity-fee')).toHaveText('Fee: $5.00');
  await expectNoSeriousViolations(page, '/merchant/security/verification');

  // a bad e-mail is refused next to the field, nothing is sent
  const form = page.getByRole('form', { name: 'New verification request' });
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('  Quinn ');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(6);

  await form.getByLabel('E-mail').fill('nora.quinn@example.com');
  await form.getByLabel('Last name').press('Enter'); // the keyboard sends the form
  await expect(page.getByTestId('verification-created')).toHaveText(
    'A verification request was sent to nora.quinn@example.com. The fee of $5.00 was charged.',
  );
  await expect(list.getByRole('row')).toHaveCount(7);
  await expect(form.getByLabel('E-mail')).toHaveValue(''); // ready for the next request
  const created = list.getByRole('row').filter({ hasText: 'nora.quinn@example.com' });
  await expect(created).toContainText('Nora Quinn');
  await expect(created).toContainText('Pending');
  await expect(created).toContainText('$5.00');

  // the status filter asks the list again
  await chooseOption(selectField(page, 'Status'), 'Rejected');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText('li.wei@example.com');
  await chooseOption(selectField(page, 'Status'), 'Pending');
  await expect(list.getByRole('row')).toHaveCount(3); // ann.lee@ and the new one
  await expectNoSeriousViolations(page, 'verification, filtered');

  // the fee left the USD account (once)
  expect(before - (await balanceOnHome(page, 'paxum', '$'))).toBe(500);
  expect(errors).toEqual([]);
});

test('history: the finished requests, filtered by status and days', async ({ page }) => {
  const errors = collectPageErrors(page);
  // reads only: the brand's first tenant
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, business);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl('paxum')}/merchant/security/verification/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification history' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Verification history' });
  await expect(table.getByRole('row')).toHaveCount(5); // the header and four finished ones, no pending one
  await expect(table).not.toContainText('ann.lee@example.com');
  await expectNoSeriousViolations(page, '/merchant/security/verification/history');

  const filters = page.getByRole('form', { name: 'Filters' });
  await chooseOption(selectField(filters, 'Status'), 'Completed');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: 'Completed' })).toHaveCount(2);

  // the last 20 days: only omar.haddad@ (5 days ago) of the completed ones
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  await filters.getByLabel('From').fill(day(20));
  await filters.getByLabel('To').fill(day(0));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('omar.haddad@example.com');

  // a range the wrong way round is refused next to the field
  await filters.getByLabel('From').fill(day(1));
  await filters.getByLabel('To').fill(day(3));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByText('The last day cannot be before the first day.')).toBeVisible();

  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('row')).toHaveCount(5);
  expect(errors).toEqual([]);
});

test('reputation: an e-mail with spaces around it finds the record; an unknown one finds none', async ({ page }) => {
  const errors = collectPageErrors(page);
  // reads only: the brand's first tenant
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, business);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${brandUrl('paxum')}/merchant/security/reputation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reputation' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search' });

  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Enter the e-mail to search for.')).toBeVisible();

  await search.getByLabel('E-mail').fill('   personal@demo.test   ');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Results for personal@demo.test' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Results for personal@demo.test' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Positive');
  await expect(table).toContainText('42');
  await expectNoSeriousViolations(page, '/merchant/security/reputation');

  await search.getByLabel('E-mail').fill('nobody@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No reputation records for nobody@example.com.')).toBeVisible();
  expect(errors).toEqual([]);
});
