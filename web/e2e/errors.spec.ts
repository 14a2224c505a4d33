import { expect, test } from '@playwright/test';
import { controls, freshTenant, signIn, signInThroughFailedAccounts } from './support.ts';

test('home: an upstream HTTP 500 shows "Server is not available" in place, and retry recovers', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'fundstr');
  await page.goto(tenant.url('/login'));
  const armed = await request.post(`${controls}/fail-next`, {
    data: { ...tenant.data, call: 'accountListGet', httpStatus: 500 },
  });
  expect(armed.ok()).toBe(true);
  await signInThroughFailedAccounts(page);
});

test('TE: terms pending at sign-in are shown with "I have read and accept"', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'aplus');
  const set = (pending: boolean) =>
    request.post(`${controls}/terms`, {
      data: { ...tenant.data, username: 'personal@demo.test', pending },
    });
  expect((await set(true)).ok()).toBe(true);
  try {
    await page.goto(tenant.url('/login'));
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('I have read and accept');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await set(false);
  }
});
