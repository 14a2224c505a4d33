import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  accountNumbered,
  brandUrl,
  chooseOption,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * Transfers and approvals (spec 2 §2, §4) in Chromium through the gateway over the fakes. Each test has a stage of its own
 * (a tenant of its own in the fakes), reset first, so balances start from the seed and tests do not
 * see each other's money. personal@'s seeded accounts: 300001 USD 1250.50, 300002 EUR 980.25.
 */
const brand = 'paxum' as const;
const usd = '300001';
const eur = '300002';

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${controls}/${path}`, { data: { brand, ...data } });
  expect(res.ok(), `${path} answered ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Signed in on a fresh tenant (support.ts freshTenant); its stage, for the controls. */
async function freshSignIn(page: Page, request: APIRequestContext, mode?: string): Promise<number> {
  const { stage } = await freshTenant(request, brand);
  if (mode) await post(request, 'approve-mode', { stage, username: personal.username, mode });
  await page.goto(`${brandUrl(brand)}/login?stage=${stage}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  return stage;
}

/** "$1,250.50" / "€23.00" → integer cents (the test computes with integers, never floats). */
function cents(text: string): number {
  const m = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number.parseInt(`${(m[2] as string).replace(/,/g, '')}${m[3] as string}`, 10);
  return m[1] === '-' ? -value : value;
}

/** Integer cents as the screens show them, e.g. ('€', 2300) → "€23.00" (amounts here stay below 1,000). */
function shown(symbol: string, value: number): string {
  return `${symbol}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

async function balanceOnHome(page: Page, accountId: string): Promise<number> {
  const row = page.getByRole('row', { name: new RegExp(`^${accountId}\\b`) });
  await expect(row).toBeVisible();
  return cents((await row.getByTestId('balance').textContent()) ?? '');
}

/** The realtime socket of the page is open (a harmless Ping reaches it), so a settled transfer is heard. */
async function realtimeOpen(request: APIRequestContext, stage: number) {
  await expect
    .poll(
      async () =>
        (
          await post(request, 'realtime', {
            stage,
            username: personal.username,
            event: { type: 'Ping', payload: {} },
          })
        ).delivered,
    )
    .toBeGreaterThan(0);
}

test('own accounts: 25.00 USD to EUR; both balances change by exactly the amounts shown, fee included', async ({
  page,
  request,
}) => {
  await freshSignIn(page, request);
  const usdBefore = await balanceOnHome(page, usd);
  const eurBefore = await balanceOnHome(page, eur);

  await page.goto(`${brandUrl(brand)}/transfer/account`);
  await expect(page.getByRole('heading', { name: 'Transfer between your accounts' })).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/account');
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await chooseOption(selectField(page, 'To account'), accountNumbered(eur));
  await page.getByLabel('Amount (USD)').fill('25.00');
  await expect(page.getByTestId('fee')).toHaveText(/\$/);
  await expect(page.getByTestId('to-amount')).toHaveText(/€/);
  const fee = cents((await page.getByTestId('fee').textContent()) ?? '');
  const credited = cents((await page.getByTestId('to-amount').textContent()) ?? '');
  expect(fee).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, '/transfer/account with a quote');

  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Transfer completed' });
  await expect(done).toBeVisible();
  await expectNoSeriousViolations(page, 'success popup');
  await done.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => balanceOnHome(page, usd)).toBe(usdBefore - 2500 - fee);
  expect(await balanceOnHome(page, eur)).toBe(eurBefore + credited);

  // the row appears in history, newest first, on both sides: the same amounts as shown before the submit
  await page.goto(`${brandUrl(brand)}/history`);
  const rows = page.locator('table.history-table tbody tr');
  await expect(selectField(page, 'Account')).toContainText(`(${usd})`);
  const sent = rows.first();
  await expect(sent).toContainText('−$25.00');
  await expect(sent).toContainText(shown('$', fee));
  await expect(sent).toContainText('Completed');
  await chooseOption(selectField(page, 'Account'), accountNumbered(eur));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const received = rows.first();
  await expect(received).toContainText(`+${shown('€', credited)}`);
  await expect(received).toContainText('Completed');
});

test('P2P to business@demo.test approved by the one-time code 123456', async ({ page, request }) => {
  await freshSignIn(page, request, 'otp');
  const usdBefore = await balanceOnHome(page, usd);
  await page.goto(`${brandUrl(brand)}/transfer/p2p`);
  await expect(page.getByRole('heading', { name: 'Send money to a person' })).toBeVisible();
  await expect(page.getByText('No transfers yet.')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/p2p');
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await page.getByLabel("Recipient's e-mail").fill('nobody@demo.test');
  await page.getByLabel('Amount (USD)').focus();
  await expect(page.getByText('No customer receives payments at this e-mail.')).toBeVisible();
  await page.getByLabel("Recipient's e-mail").fill('business@demo.test');
  await page.getByLabel('Amount (USD)').fill('10.00');
  await expect(page.getByText('Recipient found.')).toBeVisible();
  await expect(page.getByTestId('fee')).toHaveText('$0.30');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const code = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(code).toBeVisible();
  await expectNoSeriousViolations(page, 'code popup');
  await code.getByLabel('Confirmation code').fill('000000');
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(code.getByText('approvalCode: the code is not correct')).toBeVisible();
  await code.getByLabel('Confirmation code').fill('123456');
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible();
  await page.getByRole('button', { name: 'New transfer' }).click();
  await expect(page.getByRole('region', { name: 'Recent recipients' }).getByText(/business@demo\.test/)).toBeVisible();

  await page.goto(`${brandUrl(brand)}/home`);
  await expect.poll(() => balanceOnHome(page, usd)).toBe(usdBefore - 1000 - 30);
});

test('a double click on submit moves money once', async ({ page, request }) => {
  await freshSignIn(page, request);
  const usdBefore = await balanceOnHome(page, usd);
  await page.goto(`${brandUrl(brand)}/transfer/p2p`);
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await page.getByLabel("Recipient's e-mail").fill('business@demo.test');
  await page.getByLabel('Amount (USD)').fill('20.00');
  await expect(page.getByText('Recipient found.')).toBeVisible();
  await expect(page.getByTestId('fee')).toHaveText('$0.30');
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible();
  await page.getByRole('button', { name: 'New transfer' }).click();
  const recent = page.getByRole('region', { name: 'Recent recipients' });
  await expect(recent.getByText(/business@demo\.test/)).toHaveCount(1);
  await page.goto(`${brandUrl(brand)}/home`);
  await expect.poll(() => balanceOnHome(page, usd)).toBe(usdBefore - 2000 - 30);
});

test('push approval: accepted on the device shows the result; rejected shows the rejection, then retried', async ({
  page,
  request,
}) => {
  const stage = await freshSignIn(page, request, 'push');
  const usdBefore = await balanceOnHome(page, usd);
  await page.goto(`${brandUrl(brand)}/transfer/account`);
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await chooseOption(selectField(page, 'To account'), accountNumbered(eur));
  await page.getByLabel('Amount (USD)').fill('5.00');
  await expect(page.getByTestId('fee')).toHaveText(/\$/);
  const fee = cents((await page.getByTestId('fee').textContent()) ?? '');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const push = page.getByRole('dialog', { name: 'Confirm on your device' });
  await expect(push).toBeVisible();
  await expectNoSeriousViolations(page, 'push confirm popup');
  await realtimeOpen(request, stage);
  await post(request, 'transactions/latest', { stage, username: personal.username, decision: 'accept' });
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible();
  await page.getByRole('button', { name: 'New transfer' }).click();

  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await chooseOption(selectField(page, 'To account'), accountNumbered(eur));
  await page.getByLabel('Amount (USD)').fill('6.00');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(push).toBeVisible();
  await realtimeOpen(request, stage);
  await post(request, 'transactions/latest', { stage, username: personal.username, decision: 'reject' });
  const rejected = page.getByRole('dialog', { name: 'Transaction was rejected.' });
  await expect(rejected).toBeVisible();
  await expectNoSeriousViolations(page, 'rejection popup');
  // retry transfer: a new transaction, confirmed on the device again
  await rejected.getByRole('button', { name: 'Retry transfer' }).click();
  await expect(push).toBeVisible();
  await realtimeOpen(request, stage);
  await post(request, 'transactions/latest', { stage, username: personal.username, decision: 'accept' });
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible();
  await page.getByRole('button', { name: 'New transfer' }).click();

  await page.goto(`${brandUrl(brand)}/home`);
  // 5.00 accepted, 6.00 rejected (nothing moved), then retried and accepted: both with the 0.50 exchange fee
  await expect.poll(() => balanceOnHome(page, usd)).toBe(usdBefore - 500 - fee - 600 - fee);
});
