import { type APIRequestContext, expect, test } from '@playwright/test';
import { brandUrl, controls, expectNoSeriousViolations, freshTenant, signIn } from './support.ts';

/**
 * /transfer/preapproved-payments (spec 2 §2, §3 "Pre-approved subscription", §7 "Pre-approved: list (beneficiaryEmail,
 * fromAmount, toAmount, type); cancel (id)", §8 "A failed pre-approved cancel shows an 'Action Confirmation' popup") in
 * Chromium through the gateway over the fakes, on a fresh tenant: personal@ has two seeded subscriptions to
 * business@demo.test (9.99 USD monthly, 25.00 USD weekly).
 */
const brand = 'paxum' as const;

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${controls}/${path}`, { data: { brand, ...data } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
}

test('personal@ filters and cancels a pre-approved payment; a failed cancel shows Action Confirmation', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home/);
  await page.goto(`${brandUrl(brand)}/transfer/preapproved-payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-approved payments' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Pre-approved payments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(page, '/transfer/preapproved-payments');

  // the filter: amounts from 10 leave the 25.00 one only
  await page.getByLabel('Amount from').fill('10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('$25.00');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // a failed cancel: the fakes fail the next preapprovedCancel
  await post(request, 'fail-next', { stage: tenant.stage, call: 'preapprovedCancel' });
  const first = list.getByRole('listitem').filter({ hasText: '$9.99' });
  await first.getByRole('button', { name: /Cancel payment/ }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel the pre-approved payment?' });
  await ask.getByRole('button', { name: 'Cancel payment' }).click();
  const failed = page.getByRole('dialog', { name: 'Action Confirmation' });
  await expect(failed).toBeVisible();
  await expectNoSeriousViolations(page, 'Action Confirmation');
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // cancelled: the row leaves the list
  await first.getByRole('button', { name: /Cancel payment/ }).click();
  await ask.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(ask).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('$9.99');

  // 360 px: no sideways scroll
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
