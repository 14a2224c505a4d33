import { type Page, expect, test } from '@playwright/test';
import {
  brandUrl,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * The card actions of spec 2 §4 that lead elsewhere or need a call of their own (History, Load card, enrollment in
 * 3-D Secure) and the personal account of spec 2 §7, in Chromium through the gateway over the fakes. personal@ has
 * the active physical card 300004 (Everyday card, USD) and the active virtual card 300005 (Online shopping, EUR);
 * business@ lands on /customer-access. Each test starts from a freshly seeded tenant of its brand.
 */
const brand = 'paydek';

async function signedIn(page: Page, user: { username: string; password: string }, lands: RegExp) {
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, user);
  await expect(page).toHaveURL(lands);
}

test('a physical card: enrollment asks, then says where codes go; History and Load card open with the card', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedIn(page, personal, /\/home$/);
  await page.goto(`${brandUrl(brand)}/cards/300004`);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  const enroll = page.getByRole('button', { name: 'Enroll in 3-D Secure' });
  await expect(page.getByRole('link', { name: 'Card history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load card' })).toBeVisible();
  await expect(enroll).toBeVisible();
  await expectNoSeriousViolations(page, '/cards/{accountId} with its actions');

  // spec 2 §4 enrollment: it asks first; cancel changes nothing
  await enroll.click();
  const dialog = page.getByRole('dialog', { name: 'Enroll this card in 3-D Secure?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'the enrollment question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(enroll).toBeVisible();
  await enroll.click();
  await dialog.getByRole('button', { name: 'Enroll in 3-D Secure' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The card is enrolled in 3-D Secure.' })).toContainText(
    'Codes for online payments go to +• ••• ••• 4821.',
  );
  // the account list says so now: no second offer, also after a reload
  await expect(page.getByText('This card is enrolled in 3-D Secure.')).toBeVisible();
  await expect(enroll).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('This card is enrolled in 3-D Secure.')).toBeVisible();

  // History: /history with the card's account picked
  await page.getByRole('link', { name: 'Card history' }).click();
  await expect(page).toHaveURL(/\/history\?accountId=300004$/);
  await expect(selectField(page, 'Account')).toContainText('Everyday card card, USD (300004)');
  await expectNoSeriousViolations(page, '/history?accountId=');

  // Load card: the between-accounts form with the card as the destination and a USD account as the source
  await page.goBack();
  await page.getByRole('link', { name: 'Load card' }).click();
  await expect(page).toHaveURL(/\/transfer\/account\?to=300004$/);
  await expect(selectField(page, 'To account')).toContainText('Everyday card');
  await expect(selectField(page, 'From account')).toContainText('300001');
  await expect(page.getByRole('button', { name: 'Load the card' })).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/account?to=');
  expect(errors).toEqual([]);
});

test('a virtual card offers History and Load card, not enrollment (spec 2 §4 "physical cards only")', async ({
  page,
}) => {
  await signedIn(page, personal, /\/home$/);
  await page.goto(`${brandUrl(brand)}/cards/300005`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online shopping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Card history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enroll in 3-D Secure' })).toHaveCount(0);
});

test('business@ creates its personal account on /customer-access and switches to it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signedIn(page, { username: 'business@demo.test', password: personal.password }, /\/customer-access$/);
  const section = page.getByRole('region', { name: 'Personal account' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('button', { name: /Jordan Lee/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/customer-access with the personal account offer');

  await section.getByRole('button', { name: 'Create personal account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a personal account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create personal account' }).click();
  await expect(section.getByRole('status')).toHaveText('Your personal account (Jordan Lee) is ready.');
  // the list reloads: the new personal customer is there, under the same login
  const listed = page.getByRole('listitem').filter({ hasText: 'Jordan Lee' });
  await expect(listed).toContainText('business@demo.test');
  await expectNoSeriousViolations(page, '/customer-access after the personal account was created');

  await section.getByRole('button', { name: 'Switch to Jordan Lee' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});
