import { expect, test } from '@playwright/test';
import { PORT, brandUrl, signIn } from './support.ts';

/**
 * Spec 1 §4 session: idle sign-out, with the idle time shortened for the test in the config the app
 * starts from: the one inline in the page (the gateway serves it there), and GET /session/config.
 */
test('idle: a warning first, "Stay signed in" keeps the session, then idle signs out as session expired', async ({
  page,
}) => {
  await page.route('**/session/config', async (route) => {
    // Node does not resolve <brand>.localhost as Chromium does: fetch by address, keep the Host.
    const headers = { ...route.request().headers(), host: `paxum.localhost:${PORT}` };
    const res = await route.fetch({ url: `http://127.0.0.1:${PORT}/session/config`, headers });
    await route.fulfill({ response: res, json: { ...(await res.json()), idleTimeoutSeconds: 8 } });
  });
  await page.route(`${brandUrl('paxum')}/login`, async (route) => {
    const headers = { ...route.request().headers(), host: `paxum.localhost:${PORT}` };
    const res = await route.fetch({ url: `http://127.0.0.1:${PORT}/login`, headers });
    const html = (await res.text()).replace(/"idleTimeoutSeconds":\d+/, '"idleTimeoutSeconds":8');
    expect(html).toContain('"idleTimeoutSeconds":8');
    await route.fulfill({ status: 200, contentType: 'text/html', body: html });
  });
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const warning = page.getByRole('dialog', { name: 'You are about to be signed out' });
  await expect(warning).toBeVisible({ timeout: 8_000 });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(warning).toBeVisible({ timeout: 8_000 });
  const logout = page.waitForRequest((r) => r.url().endsWith('/session/logout') && r.method() === 'POST');
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  const session = await page.evaluate(() => fetch('/session').then((r) => r.json() as Promise<unknown>));
  expect(session).toMatchObject({ authed: false });
});

test('sign-in link: ?emailConfirmation=success and fail show the spec texts under E-MAIL CONFIRMATION', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paydek')}/login?emailConfirmation=success`);
  const dialog = page.getByRole('dialog', { name: 'E-MAIL CONFIRMATION' });
  await expect(dialog).toContainText('Your E-mail address has been confirmed!');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${brandUrl('paydek')}/login?emailConfirmation=fail`);
  await expect(dialog).toContainText('An error has occurred. Please contact us.');
});

test('sign-out clears the selected customer and the stored api value', async ({ page }) => {
  await page.goto(`${brandUrl('aplus')}/login?api=merchant`);
  expect(await page.evaluate(() => sessionStorage.getItem('api'))).toBe('merchant');
  await page.evaluate(() => sessionStorage.setItem('selectedCustomer', '42'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('selectedCustomer'))).toBeNull();
});
