import { expect, test } from '@playwright/test';
import { brandUrl, signIn } from './support.ts';

const controls = 'http://127.0.0.1:4180/__fake';

test('home: an upstream HTTP 500 shows "Server is not available" in place, and retry recovers', async ({
  page,
  request,
}) => {
  await page.goto(`${brandUrl('fundstr')}/login`);
  const armed = await request.post(`${controls}/fail-next`, {
    data: { brand: 'fundstr', stage: 1, call: 'accountListGet', httpStatus: 500 },
  });
  expect(armed.ok()).toBe(true);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The accounts could not be loaded.');
  await expect(alert).toContainText('Server is not available');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('$1,250.50')).toBeVisible();
});
