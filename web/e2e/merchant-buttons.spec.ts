import { expect, test } from '@playwright/test';
import {
  business,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signInOn,
} from './support.ts';

/**
 * The merchant's saved buttons, PBN settings and business logos (spec 3 §2 buttons/*, §3 "Logo", §7 "Merchant";
 * contracts merchant-buttons.ts). business@'s seed: buttons 'Coffee beans' 19.99 USD and 'Gift card' 50.00 EUR, PBN
 * settings on with the demo key, the default logo 'Demo Trading'. Each test takes a fresh tenant.
 */

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('saved buttons: create, edit and delete a button; its embed code', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/buttons/my_saved_buttons'));
  await expect(page.getByRole('heading', { level: 1, name: 'Saved buttons' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Saved buttons' });
  await expect(table.getByRole('row', { name: /Coffee beans/ })).toContainText('$19.99');
  await expect(table.getByRole('row', { name: /Gift card/ })).toContainText('Inactive');
  await expectNoSeriousViolations(page, '/merchant/buttons/my_saved_buttons');

  // create: the problems next to their fields first, nothing sent
  await page.getByRole('button', { name: 'New button' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment button' });
  await dialog.getByLabel('Name').fill('  Tea   box ');
  await dialog.getByLabel('Amount').fill('7.505');
  await dialog.getByRole('button', { name: 'Save button' }).click();
  await expect(dialog.getByText('Enter an amount above 0 with at most 2 decimals, like 19.99.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('7.50');
  await chooseOption(selectField(dialog, 'Currency'), 'GBP');
  await dialog.getByLabel('Return URL (after payment)').fill('https://shop.example/ok');
  await expectNoSeriousViolations(page, 'the new button dialog');
  await dialog.getByRole('button', { name: 'Save button' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The button was saved.' })).toBeVisible();
  const tea = table.getByRole('row', { name: /Tea box/ });
  await expect(tea).toContainText('£7.50');
  await expect(tea).toContainText('Active');

  // its embed code, with copy
  await tea.getByRole('button', { name: 'Embed code of Tea box' }).click();
  const snippet = page.getByRole('dialog', { name: 'Embed code: Tea box' });
  await expect(snippet.getByTestId('button-snippet')).toContainText('/pay/button/3');
  await expect(snippet.getByTestId('button-snippet')).toContainText('Pay 7.50 GBP');
  await expectNoSeriousViolations(page, 'the embed code dialog');
  await snippet.getByRole('button', { name: 'Close' }).click();

  // edit
  await tea.getByRole('button', { name: 'Edit Tea box' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment button' });
  await expect(edit.getByLabel('Name')).toHaveValue('Tea box');
  await edit.getByLabel('Name').fill('Tea box XL');
  await edit.getByLabel('Amount').fill('9.00');
  await chooseOption(selectField(edit, 'Status'), 'Inactive');
  await edit.getByRole('button', { name: 'Save button' }).click();
  await expect(edit).toHaveCount(0);
  const xl = table.getByRole('row', { name: /Tea box XL/ });
  await expect(xl).toContainText('£9.00');
  await expect(xl).toContainText('Inactive');

  // delete: asked first; cancel keeps it
  await xl.getByRole('button', { name: 'Delete Tea box XL' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete button' });
  await expect(confirm).toContainText('Delete the button "Tea box XL"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(xl).toBeVisible();
  await xl.getByRole('button', { name: 'Delete Tea box XL' }).click();
  await page.getByRole('dialog', { name: 'Delete button' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: /Tea box XL/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The button was deleted.' })).toBeVisible();

  // after a reload the server has it so
  await page.reload();
  await expect(table.getByRole('row', { name: /Coffee beans/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Tea box/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('PBN settings: the key masked, revealed, regenerated after a confirmation; the status saved', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/buttons/pbn_settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Button notification settings' })).toBeVisible();
  const secret = page.getByTestId('pbn-secret');
  await expect(secret).toHaveText('••••••••••••••••');
  await expectNoSeriousViolations(page, '/merchant/buttons/pbn_settings');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(secret).toHaveText('pbn-demo-0000000000000000000000000');

  // regenerate: cancel keeps the key
  await page.getByRole('button', { name: 'Regenerate' }).click();
  let confirm = page.getByRole('dialog', { name: 'Regenerate the key' });
  await expectNoSeriousViolations(page, 'the regenerate confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(secret).toHaveText('pbn-demo-0000000000000000000000000');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  confirm = page.getByRole('dialog', { name: 'Regenerate the key' });
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'A new key was made.' })).toBeVisible();
  await expect(secret).toHaveText(/^[0-9a-f]{32}$/);
  const fresh = await secret.textContent();

  // the status
  await chooseOption(selectField(page, 'Notification status'), 'Off');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(selectField(page, 'Notification status')).toContainText('Off');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('pbn-secret')).toHaveText(fresh ?? '');
});

test('business logos: upload with progress, made default, renamed, deleted; a bad file refused', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/buttons/business_logos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Business logos' })).toBeVisible();
  const seeded = page.getByRole('listitem', { name: 'Demo Trading' });
  await expect(seeded).toContainText('Default logo');
  await expect(seeded.getByRole('img', { name: 'Logo Demo Trading' })).toBeVisible();
  await expectNoSeriousViolations(page, '/merchant/buttons/business_logos');

  const form = page.getByRole('form', { name: 'Upload a logo' });
  // a GIF is refused before sending
  await form
    .getByLabel('Logo file')
    .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Choose a PNG, JPEG or SVG file.')).toBeVisible();

  // a file that says it is a PNG but is not: the server's refusal next to the file field
  await form
    .getByLabel('Logo file')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await form.getByLabel('Name', { exact: true }).fill('Fake');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('File type not allowed: use PNG, JPEG or SVG')).toBeVisible();
  await expect(form.getByLabel('Logo file')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('listitem', { name: 'Fake' })).toHaveCount(0);

  // a PNG with progress, made the default on upload
  await form.getByLabel('Logo file').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png });
  // the name is taken from the first file picked; typed over here
  await form.getByLabel('Name', { exact: true }).fill('Square');
  await form.getByLabel('Make it the default logo').check();
  await form.getByRole('button', { name: 'Upload' }).click();
  const progress = form.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => progress.evaluate((el: HTMLProgressElement) => el.value >= el.max && el.max > 0))
    .toBe(true);
  await expect(form.getByRole('status')).toHaveText('The logo was uploaded.');
  const square = page.getByRole('listitem', { name: 'Square' });
  await expect(square).toContainText('Default logo');
  // one default: the old one is cleared
  await expect(seeded.getByRole('button', { name: 'Make Demo Trading the default logo' })).toBeVisible();
  await expect(page.getByText('Default logo', { exact: true })).toHaveCount(1);

  // make the seeded one default again
  await seeded.getByRole('button', { name: 'Make Demo Trading the default logo' }).click();
  await expect(seeded).toContainText('Default logo');
  await expect(square.getByRole('button', { name: 'Make Square the default logo' })).toBeVisible();

  // rename
  await square.getByRole('button', { name: 'Rename Square' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename logo' });
  await rename.getByLabel('Name').fill('Square blue');
  await expectNoSeriousViolations(page, 'the rename dialog');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  const renamed = page.getByRole('listitem', { name: 'Square blue' });
  await expect(renamed).toBeVisible();

  // delete after a confirmation
  await renamed.getByRole('button', { name: 'Delete Square blue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete logo' });
  await expect(confirm).toContainText('Delete the logo "Square blue"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: 'Square blue' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Demo Trading' })).toContainText('Default logo');
  await expect(page.getByRole('listitem', { name: 'Square blue' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
