import { type Page, expect, test } from '@playwright/test';
import { type Tenant, brandUrl, controls, expectNoSeriousViolations, freshTenant, signIn } from './support.ts';

/** Spec 1 §4 login flows: each login flow kind of /session/login, end to end through the gateway over the fakes. */
const password = 'Demo-pass-1';

/** The sign-in form sent on a fresh tenant of `brand` (or the tenant given); the tenant, for the controls. */
async function startAt(page: Page, brand: Tenant['brand'] | Tenant, username: string): Promise<Tenant> {
  const tenant = typeof brand === 'string' ? await freshTenant(page.request, brand) : brand;
  await page.goto(tenant.url('/login'));
  await signIn(page, { username, password });
  return tenant;
}

test('otp: the one-time code signs in', async ({ page }) => {
  await startAt(page, 'paxum', 'otp@demo.test');
  await expect(page.getByRole('heading', { name: 'Enter the one-time code' })).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?stage=\d+)?$/);
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('sms: the masked phone and the two-digit sms identifier beside the code field', async ({ page }) => {
  await startAt(page, 'paydek', 'sms@demo.test');
  await expect(page.getByRole('heading', { name: 'Enter the code from the SMS' })).toBeVisible();
  await expect(page.getByTestId('sms-id')).toHaveText(/^\d\d$/);
  await expect(page.getByText(/We sent a code to .*\*/)).toBeVisible();
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('push: linked devices, deep link, re-send, accepted on the device through realtime', async ({ page, request }) => {
  const tenant = await startAt(page, 'fundstr', 'push@demo.test');
  await expect(page.getByRole('heading', { name: 'Confirm on your device' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linked devices' })).toContainText('iPhone');
  const qr = page.getByRole('img', { name: 'QR code of the sign-in link' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(page.locator('.qr-code-text')).toHaveText(/^\w+:\/\/auth\/push\?key=\S+$/);
  await expectNoSeriousViolations(page, 'push step');
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The request was sent again.')).toBeVisible();
  // Give the realtime socket a moment to open before the device answers.
  await page.waitForTimeout(500);
  const accepted = await request.post(`${controls}/push`, {
    data: { ...tenant.data, username: 'push@demo.test', result: true },
  });
  expect(accepted.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
});

test('push: a way back to the form', async ({ page }) => {
  await startAt(page, 'aplus', 'push@demo.test');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('push@demo.test');
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('verifyDevice: the approve methods, then the approval signs in', async ({ page, request }) => {
  const tenant = await startAt(page, 'paxumbank', 'device@demo.test');
  await expect(page.getByRole('heading', { name: 'Approve this device' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Approve methods' })).toContainText('E-mail code');
  await page.waitForTimeout(500);
  const approved = await request.post(`${controls}/push`, {
    data: { ...tenant.data, username: 'device@demo.test', result: true },
  });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
});

test('two-factor migration: soft offers skip and a deep link; strict does not offer skip', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paydek');
  const setMigration = (migration: object) =>
    request.post(`${controls}/scp-migration`, {
      data: { ...tenant.data, username: 'otp@demo.test', migration },
    });
  try {
    expect((await setMigration({ requirement: 'soft', daysLeft: 5, strategy: 'enable' })).ok()).toBe(true);
    await startAt(page, tenant, 'otp@demo.test');
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/scp$/);
    await expect(page.getByText('Please set up two-factor authentication within 5 days.')).toBeVisible();
    await page.getByRole('button', { name: 'Link a new device' }).click();
    await expect(page.getByText('Open this link on your phone:')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the set-up link' })).toBeVisible();
    await expectNoSeriousViolations(page, '/scp with the QR code');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    expect((await setMigration({ requirement: 'strict', strategy: 'migrate' })).ok()).toBe(true);
    // signing out ends the session and its stage with it: the tenant's address again
    await page.goto(tenant.url('/login'));
    await signIn(page, { username: 'otp@demo.test', password });
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/scp$/);
    await expect(page.getByText('Two-factor authentication is required to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
    // spec 1 §2 "/scp (needs a login result)": reloaded, the sign-in's result is gone; back to sign-in, which sends
    // the signed-in user on to the start page
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await setMigration({ requirement: 'none', strategy: 'enable' });
  }
});

test('verifyDevice: approving with the e-mail code signs in', async ({ page }) => {
  await startAt(page, 'fundstruab', 'device@demo.test');
  await page.getByRole('button', { name: 'E-mail code' }).click();
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('/scp-mobile: the enrolment deep link as a QR code', async ({ page }) => {
  await startAt(page, 'paxum', 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${brandUrl('paxum')}/scp-mobile`);
  await page.getByRole('button', { name: 'Link a new device' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the set-up link' })).toBeVisible();
  await expect(page.locator('.qr-code-text')).toHaveText(/^\w+:\/\/scp\/enroll\?code=\S+$/);
  await expectNoSeriousViolations(page, '/scp-mobile with the QR code');
});

test('simple and direct: the password alone signs in (direct is completed by the gateway)', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paydek');
  for (const flow of ['simple', 'direct'] as const) {
    const set = await request.post(`${controls}/login-flow`, {
      data: { ...tenant.data, username: 'device@demo.test', flow },
    });
    expect(set.ok()).toBe(true);
    await page.goto(tenant.url('/login'));
    const login = page.waitForResponse((r) => r.url().endsWith('/session/login'));
    await signIn(page, { username: 'device@demo.test', password });
    const answer = (await (await login).json()) as { flow: string };
    expect(answer.flow).toBe(flow);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
  }
});
