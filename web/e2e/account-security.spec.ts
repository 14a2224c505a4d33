import { type Page, expect, test } from '@playwright/test';
import { type Tenant, brandUrl, controls, expectNoSeriousViolations, freshTenant, signIn } from './support.ts';

/** Password reset and account security settings (spec 1 §6, spec 2 §2, §7) in Chromium through the gateway over the fakes. */
const password = 'Demo-pass-1';

/** Signed in on a fresh tenant of `brand` (or the tenant given), then at `path`. */
async function signedInAt(page: Page, brand: Tenant['brand'] | Tenant, username: string, path: string) {
  const tenant = typeof brand === 'string' ? await freshTenant(page.request, brand) : brand;
  await page.goto(tenant.url('/login'));
  await signIn(page, { username, password });
  await expect(page).toHaveURL(/\/home$/);
  // the session keeps the tenant's stage
  await page.goto(`${brandUrl(tenant.brand)}${path}`);
}

test('password reset: request, code check, completion, then sign in', async ({ page }) => {
  const tenant = await freshTenant(page.request, 'aplus');
  await page.goto(tenant.url('/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expectNoSeriousViolations(page, '/password-reset');
  await page.getByLabel('E-mail').fill('limited@demo.test');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill('Demo-pass-9');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, { username: 'limited@demo.test', password });
  await expect(page).toHaveURL(/\/home$/);
});

test('password reset from the e-mail link: the code is checked at once, the new password is asked', async ({
  page,
}) => {
  const tenant = await freshTenant(page.request, 'aplus');
  await page.goto(tenant.url('/password-reset'));
  await page.getByLabel('E-mail').fill('limited@demo.test');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  // the link in the e-mail, opened afresh
  await page.goto(tenant.url('/password-reset/confirm?email=limited%40demo.test&code=123456'));
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});

test('IP whitelist: add an entry through the popup, then remove it', async ({ page }) => {
  await signedInAt(page, 'paydek', 'personal@demo.test', '/setting');
  const section = page.getByRole('region', { name: 'IP whitelist' });
  await section.getByRole('button', { name: 'add IP whitelist entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'add IP whitelist entry' });
  await dialog.getByLabel('IP address', { exact: true }).fill('10.1.2.9');
  await dialog.getByLabel('To IP address (optional)').fill('10.1.2.1');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('The range must not end below its start.')).toBeVisible();
  await dialog.getByLabel('To IP address (optional)').fill('10.1.2.99');
  await expectNoSeriousViolations(page, 'add IP whitelist entry');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row', { name: /10\.1\.2\.9\s+10\.1\.2\.99/ });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, '/setting');
  await row.getByRole('button', { name: 'Delete 10.1.2.9 – 10.1.2.99' }).click();
  await expect(row).toBeHidden();
});

test('linked devices: unlink a device', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'paxumbank');
  const flow = await request.post(`${controls}/login-flow`, {
    data: { ...tenant.data, username: 'push@demo.test', flow: 'simple' },
  });
  expect(flow.ok()).toBe(true);
  await signedInAt(page, tenant, 'push@demo.test', '/setting');
  const section = page.getByRole('region', { name: 'Linked devices' });
  const unlink = section.getByRole('button', { name: /^Unlink / }).first();
  await expect(unlink).toBeVisible();
  const before = await section.getByRole('button', { name: /^Unlink / }).count();
  await unlink.click();
  const dialog = page.getByRole('dialog', { name: 'Unlink the device?' });
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: /^Unlink / })).toHaveCount(before - 1);
});

test('two-step verification: a mode change confirmed with the code, and back', async ({ page }) => {
  await signedInAt(page, 'fundstr', 'limited@demo.test', '/setting');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('Current mode: Off')).toBeVisible();
  await section.getByRole('radio', { name: 'One-time code' }).check();
  await section.getByRole('button', { name: 'Change the mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
  await dialog.getByLabel('Code').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid confirmation code');
  await expectNoSeriousViolations(page, 'two-step confirm');
  await dialog.getByLabel('Code').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Current mode: One-time code')).toBeVisible();
  // Back to off, so that this user signs in with a password alone again.
  await section.getByRole('radio', { name: 'Off' }).check();
  await section.getByRole('button', { name: 'Change the mode' }).click();
  await dialog.getByLabel('Code').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('Current mode: Off')).toBeVisible();
});

test('payout blacklist: Add New User, success text, delete', async ({ page }) => {
  await signedInAt(page, 'paxumbank', 'personal@demo.test', '/payout-blacklist');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('E-mail').fill('blocked@example.com');
  await expectNoSeriousViolations(page, 'Add New User');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('The user with the email blocked@example.com has been added to the black list'),
  ).toBeVisible();
  const row = page.getByRole('row', { name: /blocked@example\.com/ });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, '/payout-blacklist');
  await row.getByRole('button', { name: 'Delete blocked@example.com' }).click();
  await expect(row).toBeHidden();
});

test('notification settings: a switch is saved', async ({ page }) => {
  await signedInAt(page, 'paxumbank', 'personal@demo.test', '/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  // every group and setting reads as words, not as its identifier ('Security', 'loginNewDevice')
  await expect(page.getByRole('group', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'A sign-in from a new device' })).toBeVisible();
  await expect(page.getByText('loginNewDevice')).toHaveCount(0);
  const first = page.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const before = await first.isChecked();
  await first.click();
  await expect(first).toBeChecked({ checked: !before });
  await expectNoSeriousViolations(page, '/profile/notifications');
  await page.reload();
  await expect(page.getByRole('checkbox').first()).toBeChecked({ checked: !before });
});

test('terms: the pending terms are accepted with termsAccept and do not come back', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'fundstruab');
  const set = (pending: boolean) =>
    request.post(`${controls}/terms`, {
      data: { ...tenant.data, username: 'limited@demo.test', pending },
    });
  expect((await set(true)).ok()).toBe(true);
  try {
    await page.goto(tenant.url('/login'));
    await signIn(page, { username: 'limited@demo.test', password });
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await set(false);
  }
});

test('login history: the sign-ins of the period, paged', async ({ page }) => {
  await signedInAt(page, 'paxumbank', 'personal@demo.test', '/login-history');
  await expect(page.getByRole('heading', { name: 'Login history' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).or(page.getByText('No sign-ins in this period.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/login-history');
});

test('legal: the agreements, and one downloaded as a PDF', async ({ page }) => {
  await signedInAt(page, 'paxumbank', 'personal@demo.test', '/legal');
  await expect(page.getByRole('heading', { name: 'Legal information' })).toBeVisible();
  const button = page.getByRole('button', { name: /^Download PDF: / }).first();
  await expect(button).toBeVisible();
  await expectNoSeriousViolations(page, '/legal');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  // the page's language goes upstream (the lang cookie the gateway reads): a ru page lists Russian titles
  await page.getByLabel('Language', { exact: true }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByText('Условия обслуживания').first()).toBeVisible();
  await expect(page.getByText('Terms and Conditions')).toHaveCount(0);
});

test('change password: a refused change shows its error, then the change confirmed with the code', async ({ page }) => {
  const tenant = await freshTenant(page.request, 'paydek');
  await signedInAt(page, tenant, 'personal@demo.test', '/setting');
  const section = page.getByRole('region', { name: 'Change password' });
  const newPassword = 'Demo-pass-7';
  await section.getByLabel('Current password').fill('Wrong-pass-1');
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Repeat the new password').fill(newPassword);
  await section.getByRole('button', { name: 'Change the password' }).click();
  // the fakes refuse a wrong current password (VF) with this text; the form keeps what was typed
  await expect(section.getByRole('alert')).toContainText('The current password is wrong');
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
  await expectNoSeriousViolations(page, 'change password refused');

  await section.getByLabel('Current password').fill(password);
  await section.getByRole('button', { name: 'Change the password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the password change' });
  await dialog.getByLabel('Code').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid confirmation code');
  await dialog.getByLabel('Code').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Your password has been changed.')).toBeVisible();

  // the new password is the one that signs in now
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'personal@demo.test', password: newPassword });
  await expect(page).toHaveURL(/\/home$/);
});
