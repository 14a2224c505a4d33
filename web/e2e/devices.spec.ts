import { type Page, expect, test } from '@playwright/test';
import { type Tenant, brandUrl, expectNoSeriousViolations, freshTenant, personal, signIn } from './support.ts';

/** Spec 2 §7 security and devices: /setting linked devices — the token service's devices, the 'link new device' popup with its QR code. */

async function settingAt(page: Page, brand: Tenant['brand']) {
  // a tenant of its own (support.ts freshTenant); the session keeps its stage
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${brandUrl(brand)}/setting`);
}

test('link a new device through the popup (QR code shown), then remove it', async ({ page }) => {
  await settingAt(page, 'paxumbank');
  const section = page.getByRole('region', { name: 'Linked devices' });
  await expect(section.getByRole('heading', { name: 'App devices' })).toBeVisible();
  await section.getByRole('button', { name: 'Link new device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link new device' });
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(dialog.getByText('Enter the device name.')).toBeVisible();
  await expect(dialog.getByText('Choose the device type: Android or iOS.')).toBeVisible();
  await expectNoSeriousViolations(page, "'link new device' popup with errors");

  const name = `E2E phone ${Date.now()}`;
  await dialog.getByLabel('Device name').fill(name);
  await dialog.getByLabel('iOS').check();
  await dialog.getByRole('button', { name: 'Link' }).click();
  const qr = dialog.getByRole('img', { name: 'QR code of the device link' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(dialog.locator('.qr-code-text')).toHaveText(/^paxumbank:\/\/auth\/device\?code=[A-Z2-9]{8}$/);
  await expect(dialog.getByText(`Open the app on ${name} and scan this code to finish linking.`)).toBeVisible();
  await expectNoSeriousViolations(page, "'link new device' popup with the QR code");
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const remove = section.getByRole('button', { name: `Remove ${name}` });
  await expect(remove).toBeVisible();
  await expectNoSeriousViolations(page, '/setting with app devices');
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove the device?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toHaveCount(0);
});

test('closing the popup links nothing', async ({ page }) => {
  await settingAt(page, 'paxumbank');
  const section = page.getByRole('region', { name: 'Linked devices' });
  await expect(section.getByRole('heading', { name: 'App devices' })).toBeVisible();
  await section.getByRole('button', { name: 'Link new device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link new device' });
  await dialog.getByLabel('Device name').fill('Never linked');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Remove Never linked' })).toHaveCount(0);
});
