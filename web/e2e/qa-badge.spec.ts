import { type Page, expect, test } from '@playwright/test';
import {
  PORT,
  brandUrl,
  collectPageErrors,
  controls as fakeControls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  signIn,
  signInThroughFailedAccounts,
} from './support.ts';

/**
 * The QA environment badge and switcher (gateway README "QA tools"): in a local run every page shows the env, brand,
 * stage and version; the switcher moves to another stage, which the session keeps, links the page under each brand,
 * and drives the fakes' scenario controls through the gateway. Its absence from the production build is
 * scripts/size-budget.test.ts's; the gateway's refusal of the controls outside a local run is gateway/test/qa.test.ts's.
 */

const badge = (page: Page) => page.getByRole('complementary', { name: 'Environment' }).getByRole('button');
const switcher = (page: Page) => page.getByRole('dialog', { name: 'QA switcher' });

async function openSwitcher(page: Page) {
  await badge(page).click();
  await expect(switcher(page)).toBeVisible();
  return switcher(page);
}

test('QA switches to stage 3 from the badge, and the stage is kept for the session', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${brandUrl('fundstruab')}/login`);
  await expect(badge(page)).toHaveText(/^QA · local · fundstruab · stage \d+ · 2\.1\.2$/);
  await expectNoSeriousViolations(page, 'login with the badge');

  const dialog = await openSwitcher(page);
  await expect(dialog.getByRole('definition').first()).toHaveText('local');
  // the same page under each brand, on the same stage
  const brands = dialog.getByRole('navigation', { name: 'This page under another brand' });
  await expect(brands.getByRole('link')).toHaveCount(6);
  await expect(brands.getByRole('link', { name: /Paydek/i })).toHaveAttribute(
    'href',
    new RegExp(`^http://paydek\\.localhost:${PORT}/login\\?stage=\\d+$`),
  );
  await expect(brands.locator('[aria-current="page"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the QA switcher');

  await dialog.getByLabel('Stage', { exact: true }).selectOption('3');
  await dialog.getByRole('button', { name: 'Switch stage' }).click();
  await expect(page).toHaveURL(/\/login\?stage=3$/);
  await expect(badge(page)).toHaveText('QA · local · fundstruab · stage 3 · 2.1.2');

  // kept: an address without ?stage= stays on 3, signed out and then signed in
  await page.goto(`${brandUrl('fundstruab')}/login`);
  await expect(badge(page)).toHaveText(/stage 3 ·/);
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await expect(badge(page)).toHaveText(/stage 3 ·/);
  // the keyboard reaches it and Escape closes the switcher
  await badge(page).focus();
  await page.keyboard.press('Enter');
  await expect(switcher(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(switcher(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test("an injected failure from the switcher shows the app's error handling; a bad control keeps what was typed", async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'fundstr');
  await page.goto(tenant.url('/login'));
  await expect(badge(page)).toHaveText(new RegExp(`stage ${tenant.stage} ·`));
  const dialog = await openSwitcher(page);
  const controls = dialog.getByRole('region', { name: 'Scenario controls (local run)' });
  const status = controls.getByRole('status');

  // bad input: the gateway's field error, the fields as they were
  await controls.getByLabel('Response code').fill('UE');
  await controls.getByRole('button', { name: 'Fail the next call' }).click();
  await expect(status).toHaveText('fail-next failed: call is required');
  await expect(controls.getByLabel('Response code')).toHaveValue('UE');

  await controls.getByLabel('Call id (method name or "POST /path")').fill('accountListGet');
  await controls.getByLabel('HTTP status (optional)').fill('500');
  await controls.getByRole('button', { name: 'Fail the next call' }).click();
  await expect(status).toHaveText('Done: fail-next.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await signInThroughFailedAccounts(page);
});

test('a push sign-in approved from the switcher; a notification sent from it', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'aplus');
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'push@demo.test', password: personal.password });
  await expect(page.getByRole('heading', { name: 'Confirm on your device' })).toBeVisible();
  const dialog = await openSwitcher(page);
  const controls = dialog.getByRole('region', { name: 'Scenario controls (local run)' });
  await controls.getByLabel('User e-mail').fill('push@demo.test');
  // give the step's realtime socket a moment to open before the device answers (as sign-in-flows.spec does)
  await page.waitForTimeout(500);
  await controls.getByRole('button', { name: 'Approve push' }).click();
  await expect(controls.getByRole('status')).toHaveText('Done: push.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // the signed-in page listens to its channel (a harmless Ping reaches it) before the notification is sent
  await expect
    .poll(async () => {
      const res = await request.post(`${fakeControls}/realtime`, {
        data: { ...tenant.data, username: 'push@demo.test', event: { type: 'Ping', payload: {} } },
      });
      return ((await res.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
  const again = await openSwitcher(page);
  const region = again.getByRole('region', { name: 'Scenario controls (local run)' });
  await region.getByLabel('User e-mail').fill('push@demo.test');
  await region.getByLabel('Notification title').fill('Maintenance tonight');
  await region.getByLabel('Notification text').fill('At 02:00');
  await region.getByRole('button', { name: 'Send notification' }).click();
  await expect(region.getByRole('status')).toHaveText('Done: notify.');
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Maintenance tonight');
});
