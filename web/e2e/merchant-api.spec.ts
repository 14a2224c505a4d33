import { expect, test } from '@playwright/test';
import {
  FAKES_PORT,
  business,
  controls,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  initiator,
  selectField,
  signIn,
  signInOn,
} from './support.ts';

/**
 * Spec 3 §2 internal/api_key ("API settings": keys, allowed IPs), internal/api_log; §3 "API key", "Allowed IP",
 * "API token log filter"; §7 public-api/apikey, allowedip, apirequest; §8 the popups. The key is used the way a
 * merchant's server would: straight at the fakes' public endpoint (fakes/README.md "Merchant API"), never printed.
 */

/** The public endpoint the keys open, as a merchant's server calls it (contracts merchantPublicApi). */
async function callWithKey(stage: number, secret: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${FAKES_PORT}/paxum/${stage}/public-api/v1/balance`, {
    headers: { 'X-Api-Key': secret },
  });
  return res.status;
}

test('an API key: created, its secret shown once, used, seen in the API log, revoked and then refused', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, business);

  await page.goto(tenant.url('/merchant/internal/api_key'));
  await expect(page.getByRole('heading', { level: 1, name: 'API settings' })).toBeVisible();
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByRole('rowheader', { name: 'Shop server' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Allowed IPs' }).getByRole('rowheader', { name: 'Office' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/merchant/internal/api_key');

  // create (spec 3 §7 "create with customerId, name, enabled"): a blank name is said next to the field first
  await keys.getByRole('button', { name: 'Create an API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  await form.getByLabel('Name').fill('  E2E   server ');
  // spec 3 §8 "Failed ... API key creation shows a popup with the response": the form keeps what was typed
  const armed = await request.post(`${controls}/fail-next`, {
    data: {
      ...tenant.data,
      call: 'POST /public-api/apikey',
      httpStatus: 400,
      responseCode: 'VF',
      responseDescription: 'Key service unavailable',
    },
  });
  expect(armed.ok()).toBe(true);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Key service unavailable' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the refused key creation popup');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Key service unavailable' })).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('  E2E   server ');
  await form.getByRole('button', { name: 'Create' }).click();

  // the secret, once, with the warning and a copy button
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('it will not be shown again')).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy the key' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the new key dialog');
  const secret = ((await shown.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(/^mk_[0-9a-f]{48}$/.test(secret), 'a secret is shown').toBe(true);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  const row = keys.getByRole('row', { name: /E2E server/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(secret.slice(0, 9));
  expect(await page.content(), 'the secret is nowhere on the page after the dialog').not.toContain(secret);
  await page.reload();
  await expect(keys.getByRole('row', { name: /E2E server/ })).toBeVisible();
  expect(await page.content(), 'nor in the list after a reload').not.toContain(secret);

  // the key used against the public endpoint, and the request seen in the API log
  expect(await callWithKey(tenant.stage, secret)).toBe(200);
  await page.goto(tenant.url('/merchant/internal/api_log'));
  await expect(page.getByRole('heading', { level: 1, name: 'API log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Shop server' }).first()).toBeVisible();
  await chooseOption(selectField(page, 'API key'), 'E2E server');
  await page.getByRole('button', { name: 'Show' }).click();
  const logRows = page.getByRole('table', { name: 'API log' }).getByRole('row');
  await expect(logRows).toHaveCount(2); // the header and the one request
  await expect(logRows.nth(1)).toContainText('E2E server');
  await expect(logRows.nth(1)).toContainText('GET /public-api/v1/balance');
  await expect(logRows.nth(1)).toContainText('200');
  await expectNoSeriousViolations(page, '/merchant/internal/api_log');
  // dates: the end before the start is said next to the field
  await page.getByLabel('From', { exact: true }).fill('2026-11-28');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();

  // revoked after a confirmation: the endpoint refuses it from then on
  await page.goto(tenant.url('/merchant/internal/api_key'));
  await keys.getByRole('button', { name: 'Revoke E2E server' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the API key?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(keys.getByRole('row', { name: /E2E server/ })).toBeVisible();
  await keys.getByRole('button', { name: 'Revoke E2E server' }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(keys.getByRole('row', { name: /E2E server/ })).toHaveCount(0);
  expect(await callWithKey(tenant.stage, secret)).toBe(401);
  expect(errors, 'only the refusal this test asked for').toEqual(['400 /api/public-api/apikey']);
});

test('an allowed IP range added; a bad range refused with the popup, the form kept', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/internal/api_key'));
  const ips = page.getByRole('region', { name: 'Allowed IPs' });
  await expect(ips.getByRole('rowheader', { name: 'Office' })).toBeVisible();

  await ips.getByRole('button', { name: 'Add an IP range' }).click();
  const form = page.getByRole('dialog', { name: 'Add an IP range' });
  await form.getByLabel('Name').fill('Shop');
  await form.getByLabel('From IP').fill('198.51.100.0');
  await form.getByLabel('To IP').fill('198.51.100.255');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form).toHaveCount(0);
  const row = ips.getByRole('row', { name: /Shop/ });
  await expect(row).toContainText('198.51.100.0');
  await expect(row).toContainText('198.51.100.255');

  // spec 3 §8 "Allowed-IP creation shows the popup when the response has errors"
  await ips.getByRole('button', { name: 'Add an IP range' }).click();
  await form.getByLabel('Name').fill('Backwards');
  await form.getByLabel('From IP').fill('10.0.0.9');
  await form.getByLabel('To IP').fill('10.0.0.1');
  await form.getByRole('button', { name: 'Add' }).click();
  const popup = page.getByRole('dialog', { name: /ipFrom must not be after ipTo/ });
  await expect(popup).toBeVisible();
  await expectNoSeriousViolations(page, 'the refused range popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await expect(form.getByLabel('From IP')).toHaveValue('10.0.0.9');
  await expect(form.getByLabel('To IP')).toHaveValue('10.0.0.1');
  await expect(form.getByText('ipFrom must not be after ipTo')).toBeVisible();
  // one family: IPv4 to IPv6 refused the same way
  await form.getByLabel('To IP').fill('2001:db8::1');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'ipFrom and ipTo must both be IPv4 or both IPv6' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('button', { name: 'OK', exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ips.getByRole('row', { name: /Backwards/ })).toHaveCount(0);

  // delete after a confirmation
  await ips.getByRole('button', { name: 'Delete Shop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the IP range?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ips.getByRole('row', { name: /Shop/ })).toHaveCount(0);
});

test('initiator@ (rights 3) opening the API settings lands on saved buttons (spec 3 §2, §6)', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, initiator);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/merchant/internal/api_key');
  await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons/);
  await page.goto('/merchant/internal/api_log');
  await expect(page).toHaveURL(/\/merchant\/buttons\/my_saved_buttons/);
  await expectNoSeriousViolations(page, 'saved buttons (initiator)');
});
