import { expect, test } from '@playwright/test';
import { brandUrl, controls, expectNoSeriousViolations } from './support.ts';

/** Spec 3 §4 account activation: activation from a link, end to end through the gateway over the fakes. */

test('an activation link activates, signs in and lands home with a success notice', async ({ page, request }) => {
  const username = `new-${Date.now()}@demo.test`;
  const created = await request.post(`${controls}/activation`, { data: { brand: 'paxum', stage: 1, username } });
  expect(created.ok()).toBe(true);
  const { activationCode } = (await created.json()) as { activationCode: string };
  const q = new URLSearchParams({ action: 'activation', user: username, code: activationCode });
  await page.goto(`${brandUrl('paxum')}/activate?${q}`);
  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByRole('dialog', { name: 'Account Activation' });
  await expect(notice).toContainText('Your account has been activated.');
  await expectNoSeriousViolations(page, 'activation notice');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
});

test("a wrong code shows the 'Account Activation' error dialog and stays", async ({ page, request }) => {
  const username = `wrong-${Date.now()}@demo.test`;
  const created = await request.post(`${controls}/activation`, { data: { brand: 'paxum', stage: 1, username } });
  expect(created.ok()).toBe(true);
  const q = new URLSearchParams({ action: 'activation', user: username, code: '000000' });
  await page.goto(`${brandUrl('paxum')}/activate?${q}`);
  const dialog = page.getByRole('dialog', { name: 'Account Activation' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/activate/);
  await expectNoSeriousViolations(page, '/activate error dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Account Activation' })).toBeVisible();
});

test('resend the activation code on /activate: success, then a 60 s countdown; an unknown user gets the message', async ({
  page,
  request,
}) => {
  const username = `resend-${Date.now()}@demo.test`;
  const created = await request.post(`${controls}/activation`, { data: { brand: 'paxum', stage: 1, username } });
  expect(created.ok()).toBe(true);
  await page.goto(`${brandUrl('paxum')}/activate`);
  const resend = page.getByRole('button', { name: 'Resend activation code' });
  await resend.click();
  await expect(page.getByText('Enter your username to get a new code.')).toBeVisible();

  await page.getByLabel('Username').fill('nobody@demo.test');
  await resend.click();
  await expect(page.getByRole('alert')).toContainText('The account is unknown or already active');
  await expect(resend).toBeEnabled();

  await page.getByLabel('Username').fill(username);
  await resend.click();
  await expect(page.getByText('A new activation code has been sent.')).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^You can ask for a new code in (60|59|58) s\.$/)).toBeVisible();
  await expectNoSeriousViolations(page, '/activate after a resend');
});

test("the 'Account Activation' error dialog offers to resend the code", async ({ page, request }) => {
  const username = `dialog-${Date.now()}@demo.test`;
  const created = await request.post(`${controls}/activation`, { data: { brand: 'paxum', stage: 1, username } });
  expect(created.ok()).toBe(true);
  const q = new URLSearchParams({ action: 'activation', user: username, code: '000000' });
  await page.goto(`${brandUrl('paxum')}/activate?${q}`);
  const dialog = page.getByRole('dialog', { name: 'Account Activation' });
  await dialog.getByRole('button', { name: 'Resend activation code' }).click();
  await expect(dialog.getByText('A new activation code has been sent.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend activation code' })).toBeDisabled();
  await expectNoSeriousViolations(page, "'Account Activation' dialog after a resend");
});
