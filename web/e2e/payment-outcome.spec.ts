import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  UPSTREAM_TIMEOUT_MS,
  accountNumbered,
  brandUrl,
  chooseOption,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/**
 * The outcome of a money call nobody knows (web/README.md "Money outcome"), in Chromium through the gateway over
 * the fakes: the page says it is checking, sends the SAME Idempotency-Key again, looks in history, and resolves
 * to paid (with the history row) or not confirmed, never inviting a second payment. Each test has a tenant of its
 * own. personal@'s seeded USD account 300001 (and EUR 300002 for an own-account transfer, its fee read from the
 * screen); approval mode none (a transfer completes at once); P2P fee $0.30.
 */
const brand = 'paxum' as const;
const usd = '300001';

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${controls}/${path}`, { data: { brand, ...data } });
  expect(res.ok(), `${path} answered ${res.status()} ${await res.text()}`).toBe(true);
}

async function freshSignIn(page: Page, request: APIRequestContext): Promise<number> {
  const { stage } = await freshTenant(request, brand);
  await page.goto(`${brandUrl(brand)}/login?stage=${stage}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  return stage;
}

/** "$1,250.50" → 125050 (integer cents; never floats). */
function cents(text: string): number {
  const m = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number.parseInt(`${(m[2] as string).replace(/,/g, '')}${m[3] as string}`, 10);
  return m[1] === '-' ? -value : value;
}

async function balanceOnHome(page: Page): Promise<number> {
  await page.goto(`${brandUrl(brand)}/home`);
  const row = page.getByRole('row', { name: new RegExp(`^${usd}\\b`) });
  await expect(row).toBeVisible();
  return cents((await row.getByTestId('balance').textContent()) ?? '');
}

/** /transfer/p2p filled for `amount` USD to business@demo.test, the payee checked and the fee shown. */
async function fillP2p(page: Page, amount: string) {
  await page.goto(`${brandUrl(brand)}/transfer/p2p`);
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await page.getByLabel("Recipient's e-mail").fill('business@demo.test');
  await page.getByLabel('Amount (USD)').fill(amount);
  await expect(page.getByText('Recipient found.')).toBeVisible();
  await expect(page.getByTestId('fee')).toHaveText('$0.30');
}

const outcomeBlock = (page: Page) => page.getByTestId('payment-outcome');

test('after a forced 504 (upstream timeout) the screen resolves to "paid" with its history row, no second click; a double click and the retry move the money once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stage = await freshSignIn(page, request);
  const before = await balanceOnHome(page);
  await fillP2p(page, '12.00');
  // the fakes hold the transfer past the gateway's budget: the gateway answers 504 outcomeUnknown and frees the key;
  // the held request still runs afterwards (and replays whatever the retry stored)
  await post(request, 'slow', { stage, call: 'p2pTransfer', ms: UPSTREAM_TIMEOUT_MS + 1500 });
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();

  // no second click: the same key goes again, the answer comes, and the history row shows
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible({
    timeout: UPSTREAM_TIMEOUT_MS + 20_000,
  });
  await page.getByRole('button', { name: 'New transfer' }).click();
  const block = outcomeBlock(page);
  await expect(block.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(block).toContainText('Your payment went through.');
  await expect(block.getByTestId('payment-outcome-amount')).toHaveText('$12.00');
  await expect(block).toContainText('Completed');
  await expectNoSeriousViolations(page, 'outcome: paid after a 504');

  expect(await balanceOnHome(page)).toBe(before - 1200 - 30);
  // the held first request has run by now too (it replays): still once
  await page.waitForTimeout(2000);
  expect(await balanceOnHome(page)).toBe(before - 1200 - 30);
});

test('the connection is lost on every try: "checking", then the row found in history → paid; the money moved once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stage = await freshSignIn(page, request);
  const before = await balanceOnHome(page);
  await fillP2p(page, '8.00');
  // the first try moves the money, then its answer is cut; the retries with the same key get the fakes' replay,
  // cut as well: no answer ever reaches the browser (the gateway's 502 outcomeUnknown each time)
  for (let i = 0; i < 4; i++) await post(request, 'fault', { stage, call: 'p2pTransfer', fault: 'cut' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const block = outcomeBlock(page);
  await expect(block.getByRole('heading', { name: 'Checking whether your payment went through…' })).toBeVisible();
  await expect(block.getByRole('progressbar', { name: 'Checking the payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'outcome: checking');

  await expect(block.getByRole('heading', { name: 'Paid' })).toBeVisible({ timeout: 20_000 });
  await expect(block.getByTestId('payment-outcome-amount')).toHaveText('$8.00');
  await expect(block).toContainText('Completed');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('');
  await expectNoSeriousViolations(page, 'outcome: paid by history');

  expect(await balanceOnHome(page)).toBe(before - 800 - 30);
});

test('no answer and no row: "not confirmed", never "pay again"; Check again sends the same payment once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stage = await freshSignIn(page, request);
  const before = await balanceOnHome(page);
  await fillP2p(page, '9.00');
  // four upstream 504 envelopes before anything runs: nothing moved, and nobody can tell from the answers
  for (let i = 0; i < 4; i++)
    await post(request, 'fail-next', { stage, call: 'p2pTransfer', httpStatus: 504, responseCode: 'UE' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const block = outcomeBlock(page);
  await expect(block.getByRole('heading', { name: 'Not confirmed yet' })).toBeVisible({ timeout: 20_000 });
  await expect(block).toContainText('Do not pay again');
  await expect(block.getByRole('button', { name: /try again/i })).toHaveCount(0);
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('9.00');
  await expectNoSeriousViolations(page, 'outcome: not confirmed');

  await block.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'New transfer' }).click();
  await expect(block.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(block.getByTestId('payment-outcome-amount')).toHaveText('$9.00');

  expect(await balanceOnHome(page)).toBe(before - 900 - 30);
});

test('the approval (one-time code) whose answer is lost completes once, without a second click', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stage = await freshSignIn(page, request);
  await post(request, 'approve-mode', { stage, username: 'personal@demo.test', mode: 'otp' });
  const before = await balanceOnHome(page);
  await fillP2p(page, '11.00');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const code = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(code).toBeVisible();
  // the approval runs, then its answer is cut twice (the first try and the replay of the first retry): the
  // transaction's realtime event or the same key's stored answer settles it
  const approvals: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('method=transferApprove')) approvals.push(r.status());
  });
  for (let i = 0; i < 2; i++) await post(request, 'fault', { stage, call: 'transferApprove', fault: 'cut' });
  await code.getByLabel('Confirmation code').fill('123456');
  await code.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'approval completed after a lost answer');
  await page.getByRole('button', { name: 'New transfer' }).click();
  // the same key is sent until its answer comes: 502, 502, then the stored answer
  await expect.poll(() => approvals, { timeout: 15_000 }).toEqual([502, 502, 200]);

  expect(await balanceOnHome(page)).toBe(before - 1100 - 30);
});

test('an own-account transfer after a forced 504 resolves to "paid" with its history row, no second click; the money moved once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stage = await freshSignIn(page, request);
  const before = await balanceOnHome(page);
  await page.goto(`${brandUrl(brand)}/transfer/account`);
  await chooseOption(selectField(page, 'From account'), accountNumbered(usd));
  await chooseOption(selectField(page, 'To account'), accountNumbered('300002'));
  await page.getByLabel('Amount (USD)').fill('14.00');
  await expect(page.getByTestId('fee')).toHaveText(/\$/);
  const fee = cents((await page.getByTestId('fee').textContent()) ?? '');
  // the fakes hold the transfer past the gateway's budget: the gateway answers 504 outcomeUnknown and frees the key;
  // the held request still runs afterwards (and replays whatever the retry stored)
  await post(request, 'slow', { stage, call: 'betweenAccountsTransfer', ms: UPSTREAM_TIMEOUT_MS + 1500 });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();

  // no second click: the same key goes again, the answer comes, and the history row shows
  await expect(page.getByRole('dialog', { name: 'Transfer completed' })).toBeVisible({
    timeout: UPSTREAM_TIMEOUT_MS + 20_000,
  });
  await page.getByRole('button', { name: 'New transfer' }).click();
  const block = outcomeBlock(page);
  await expect(block.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(block).toContainText('Your payment went through.');
  await expect(block.getByTestId('payment-outcome-amount')).toHaveText('$14.00');
  await expect(block).toContainText('Completed');
  await expectNoSeriousViolations(page, 'own transfer outcome: paid after a 504');

  expect(await balanceOnHome(page)).toBe(before - 1400 - fee);
  // the held first request has run by now too (it replays): still once
  await page.waitForTimeout(2000);
  expect(await balanceOnHome(page)).toBe(before - 1400 - fee);
});
