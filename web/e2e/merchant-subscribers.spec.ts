import { expect, test } from '@playwright/test';
import { business, collectPageErrors, expectNoSeriousViolations, freshTenant, signInOn } from './support.ts';

/**
 * /merchant/accounts/subscribers (spec 3 §2; §7 "Subscriber list (pageSize 50, pageNumber 1), subscriber cancel
 * (subscriptionId), installment list"; §9 "Subscribers page 50"). business@ has four subscribers in the fakes:
 * personal@'s two pre-approved payments, otp@'s 49.00 USD monthly and sms@'s 5.00 USD weekly.
 */
test("business@ sees its subscribers, a subscriber's installments, and cancels one after a confirmation", async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/accounts/subscribers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(5); // the header and four subscribers
  await expect(table).toContainText('otp@demo.test');
  await expect(table).toContainText('$49.00');
  await expect(page.getByRole('navigation', { name: 'Subscriber pages' })).toHaveCount(0); // one page of 50
  await expectNoSeriousViolations(page, '/merchant/accounts/subscribers');

  // installments: three paid, then the next one scheduled
  const otpRow = table.getByRole('row').filter({ hasText: 'otp@demo.test' });
  const otpName = (await otpRow.locator('.merchant-subscribers-name').textContent()) ?? '';
  await otpRow.getByRole('button', { name: `Installments of ${otpName}` }).click();
  const installments = page.getByRole('dialog', { name: `Installments of ${otpName}` });
  await expect(installments.getByRole('row')).toHaveCount(5);
  await expect(installments.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(3);
  await expect(installments.getByRole('row').filter({ hasText: 'Scheduled' })).toHaveCount(1);
  await expectNoSeriousViolations(page, 'installments dialog');
  await page.keyboard.press('Escape');
  await expect(installments).toHaveCount(0);

  // cancel: "Keep it" keeps it; the confirmation cancels it, and it stays cancelled after a reload
  const smsRow = () => table.getByRole('row').filter({ hasText: 'sms@demo.test' });
  const smsName = (await smsRow().locator('.merchant-subscribers-name').textContent()) ?? '';
  await smsRow()
    .getByRole('button', { name: `Cancel the subscription of ${smsName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this subscription?' });
  await expect(confirm).toContainText('every week');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(smsRow()).toContainText('Active');

  await smsRow()
    .getByRole('button', { name: `Cancel the subscription of ${smsName}` })
    .click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`The subscription of ${smsName} is cancelled.`)).toBeVisible();
  await expect(smsRow()).toContainText('Cancelled');
  await expect(smsRow().getByRole('button', { name: /Cancel the subscription/ })).toHaveCount(0);
  await page.reload();
  await expect(smsRow()).toContainText('Cancelled');
  expect(errors).toEqual([]);
});
