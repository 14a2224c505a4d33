import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  balanceOnHome,
  signedInPage,
  brandUrl,
  chooseOption,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  business,
  initiator,
} from './support.ts';

/**
 * Business approvals (spec 2 §2 /transfer/approved; §4 Approval "The success popup title differs when the user's
 * company access right is 3", "Transaction requests: approve or decline a single request or a mass batch, then the list
 * and the counts reload"; §6; §7 Business approvals, Business transaction confirm) in Chromium through the gateway over
 * the fakes, on a fresh tenant. initiator@demo.test (right 3 in business@'s company) sends two P2P transfers: they wait
 * for an approval and move nothing; business@ (right 2) approves one with its code (money moves once: 40.00 and the
 * 1 % fee leave the company's USD 25000.00) and declines the other (nothing moves); the menu counts follow.
 */
const brand = 'paxum' as const;

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${controls}/${path}`, { data: { brand, ...data } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
}

async function sendP2p(page: Page, amount: string) {
  await page.goto(`${brandUrl(brand)}/transfer/p2p`);
  await expect(page.getByRole('heading', { name: 'Send money to a person' })).toBeVisible();
  await chooseOption(selectField(page, 'From account'), /USD/);
  await page.getByLabel("Recipient's e-mail").fill(personal.username);
  await page.getByLabel('Amount (USD)').fill(amount);
  await expect(page.getByText('Recipient found.')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // spec 2 §4: right 3 reads the initiate wording
  await expect(page.getByRole('dialog', { name: 'Transfer sent for approval' })).toBeVisible();
}

const counts = (page: Page) => ({
  single: page.getByTestId('request-count'),
  mass: page.getByTestId('mass-request-count'),
});
/** The same counts on the main navigation's "Transfers" entry, on every signed-in page (spec 2 §7). */
const menu = (page: Page) => ({
  single: page.getByTestId('menu-request-count'),
  mass: page.getByTestId('menu-mass-request-count'),
});

test('an initiator’s transfer approved with the code, another declined; money moves once; the counts follow', async ({
  browser,
  request,
}) => {
  const tenant = await freshTenant(request, brand);

  const owner = await signedInPage(browser, tenant, business);
  const usdBefore = await balanceOnHome(owner, brand, '$');
  expect(usdBefore).toBe(2500000);

  const init = await signedInPage(browser, tenant, initiator);
  await sendP2p(init, '40.00');
  await sendP2p(init, '15.00');
  await init.goto(`${brandUrl(brand)}/transfer/approved`);
  await expect(init.getByRole('heading', { level: 1, name: 'Transfers awaiting approval' })).toBeVisible();
  await expect(init.getByText('You cannot approve them yourself.')).toBeVisible();
  await expect(init.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(counts(init).single).toHaveText(/2$/);
  await expect(menu(init).single).toHaveText(/2$/);
  await expectNoSeriousViolations(init, '/transfer/approved (initiator)');

  // nothing moved yet
  expect(await balanceOnHome(owner, brand, '$')).toBe(usdBefore);

  await owner.goto(`${brandUrl(brand)}/transfer/approved`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Business approvals' })).toBeVisible();
  const rows = owner.locator('table.approvals-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(counts(owner).single).toHaveText(/2$/);
  await expect(counts(owner).mass).toHaveText(/0$/);
  await expect(menu(owner).single).toHaveText(/2$/);
  await expect(menu(owner).mass).toHaveText(/0$/);
  await expectNoSeriousViolations(owner, '/transfer/approved');

  // a filter lives in the address: a reload keeps it (the form and the list)
  await owner.getByLabel('Created by (e-mail)').fill(initiator.username);
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner).toHaveURL(/[?&]createdBy=initiator%40demo\.test/);
  await owner.reload();
  await expect(owner.getByLabel('Created by (e-mail)')).toHaveValue(initiator.username);
  await expect(rows).toHaveCount(2);
  await owner.getByLabel('Created by (e-mail)').fill('nobody@demo.test');
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByText('No transaction request matches the filter.')).toBeVisible();
  // back: the filter before, and its list
  await owner.goBack();
  await expect(owner.getByLabel('Created by (e-mail)')).toHaveValue(initiator.username);
  await expect(rows).toHaveCount(2);
  await owner.getByRole('button', { name: 'Reset' }).click();
  await expect(owner).toHaveURL(/\/transfer\/approved$/);
  await expect(owner.getByLabel('Created by (e-mail)')).toHaveValue('');
  await expect(rows).toHaveCount(2);

  // approve the 40.00 one with the approver's code (approve mode otp)
  await post(request, 'approve-mode', { stage: tenant.stage, username: business.username, mode: 'otp' });
  await rows
    .filter({ hasText: '$40.00' })
    .getByRole('button', { name: /^Approve/ })
    .dblclick();
  const code = owner.getByRole('dialog', { name: 'Confirm the approval' });
  await expect(code).toBeVisible();
  await expectNoSeriousViolations(owner, 'approval code');
  await code.getByLabel('Approval code').fill('123456');
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toBeHidden();
  await expect(owner.getByRole('status').filter({ hasText: 'Approved: 1 transfers sent.' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(counts(owner).single).toHaveText(/1$/);
  await expect(menu(owner).single).toHaveText(/1$/);

  // decline the 15.00 one: nothing moves
  await rows
    .filter({ hasText: '$15.00' })
    .getByRole('button', { name: /^Decline/ })
    .click();
  await expect(owner.getByRole('status').filter({ hasText: 'Declined: 1 transfers' })).toBeVisible();
  await expect(owner.getByText('No transaction request waits for an approval.')).toBeVisible();
  await expect(counts(owner).single).toHaveText(/0$/);
  await expect(menu(owner).single).toHaveText(/0$/);

  // 40.00 and its 1 % fee (0.40) left once; the declined 15.00 did not
  await expect.poll(() => balanceOnHome(owner, brand, '$')).toBe(usdBefore - 4000 - 40);

  // 360 px: the page does not scroll sideways
  await owner.goto(`${brandUrl(brand)}/transfer/approved`);
  await owner.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
