import { expect, test } from '@playwright/test';
import {
  business,
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  signInOn,
} from './support.ts';

/**
 * Spec 1 §7 ipInfo ("An external IP information service is queried for privacy flags": the API asks it, contracts
 * service.ts) and POST /service/check-urls, in Chromium through the gateway over the fakes.
 */
test('login history shows this connection; a VPN flag set by the IP information service is named', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  await page.goto(tenant.url('/login-history'));
  const section = page.getByRole('region', { name: 'This connection' });
  await expect(section.getByTestId('connection-ip')).toHaveText(/\S/);
  await expect(section.getByText('No VPN, proxy or Tor was detected on this connection.')).toBeVisible();
  await expectNoSeriousViolations(page, '/login-history with this connection');

  const set = await request.post(`${controls}/ip-privacy`, { data: { ...tenant.data, vpn: true } });
  expect(set.ok()).toBe(true);
  await page.reload();
  await expect(
    section.getByText('This connection comes through a VPN. Sign-ins and payments from it may need extra checks.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/login-history through a VPN');
  expect(errors).toEqual([]);
});

test('the IPN notify URL is checked before it is saved: a blocked one is said at the field', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/ipn/settings'));
  const notifyUrl = page.getByLabel('Notify URL');
  await expect(notifyUrl).toBeVisible();
  await notifyUrl.fill('https://blocked.example/ipn');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This address is not allowed. Use another one.')).toBeVisible();
  await expect(notifyUrl).toHaveValue('https://blocked.example/ipn');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/merchant/ipn/settings with a blocked URL');
  await notifyUrl.fill('https://shop.example/ipn');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('This address is not allowed. Use another one.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Notify URL')).toHaveValue('https://shop.example/ipn');
});
