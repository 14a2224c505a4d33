import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import {
  type Tenant,
  brandUrl,
  chooseOption,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
  business,
} from './support.ts';

/**
 * /transfer/invoices (spec 2 §2 and its popups, §3, §4 "Invoices: rejecting reloads the list; paying and creating also
 * reload it", §5, §7, §8, §9) in Chromium through the gateway over the fakes, each test on a fresh tenant. personal@'s
 * USD account 300001 starts at 1250.50; business@'s USD account at 25000.00. Paying moves exactly the amount (no fee:
 * contracts invoices.ts).
 */
const brand = 'paxum' as const;

/** "$1,250.50" → integer cents (never floats). */
function cents(text: string): number {
  const m = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number.parseInt(`${(m[2] as string).replace(/,/g, '')}${m[3] as string}`, 10);
  return m[1] === '-' ? -value : value;
}

/** The USD balance on /home (the first balance shown in dollars). */
async function usdOnHome(page: Page): Promise<number> {
  await page.goto(`${brandUrl(brand)}/home`);
  const usd = page.getByTestId('balance').filter({ hasText: '$' }).first();
  await expect(usd).toBeVisible();
  return cents((await usd.textContent()) ?? '');
}

async function signedIn(browser: Browser, tenant: Tenant, user: { username: string; password: string }, lands: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(tenant.url('/login'));
  await signIn(page, user);
  await expect(page).toHaveURL(lands);
  return page;
}

async function openInvoices(page: Page) {
  await page.goto(`${brandUrl(brand)}/transfer/invoices`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
}

/** Creates an invoice through 'Create New Invoice'; its number, from the notice. */
async function createInvoice(page: Page, amount: string, note: string): Promise<number> {
  await page.getByRole('button', { name: 'Create New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await dialog.getByLabel("Payer's e-mail").fill(personal.username);
  await dialog.getByLabel('Amount').fill(amount);
  await chooseOption(selectField(dialog, 'Currency'), 'USD');
  await dialog.getByLabel('Due date').fill('2030-01-31');
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Send invoice' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: /Invoice No\. \d+ has been sent\./ });
  await expect(notice).toBeVisible();
  return Number(/No\. (\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
}

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${controls}/${path}`, { data: { brand, ...data } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
}

test('business@ invoices personal@, who pays one once (double click) and rejects another; both balances move by the amount', async ({
  browser,
  request,
}) => {
  const tenant = await freshTenant(request, brand);
  const payee = await signedIn(browser, tenant, business, /\/customer-access$/);
  const payeeBefore = await usdOnHome(payee);
  await openInvoices(payee);
  // a form error keeps what was typed
  await payee.getByRole('button', { name: 'Create New Invoice' }).click();
  const draft = payee.getByRole('dialog', { name: 'Create New Invoice' });
  await draft.getByLabel("Payer's e-mail").fill('nobody');
  await draft.getByRole('button', { name: 'Send invoice' }).click();
  await expect(draft.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(draft.getByLabel("Payer's e-mail")).toHaveValue('nobody');
  await expectNoSeriousViolations(payee, "'Create New Invoice'");
  await draft.getByRole('button', { name: 'Cancel' }).click();

  const first = await createInvoice(payee, '12.34', 'Consulting, November');
  const second = await createInvoice(payee, '5.00', 'Not ordered');
  await payee.getByRole('tab', { name: 'Sent' }).click();
  await expect(payee).toHaveURL(/tab=sent/);
  await expect(payee.getByRole('row', { name: new RegExp(`No\\. ${first}\\b`) })).toContainText('Pending');
  await expectNoSeriousViolations(payee, '/transfer/invoices sent');

  const payer = await signedIn(browser, tenant, personal, /\/home$/);
  const payerBefore = await usdOnHome(payer);
  await openInvoices(payer);
  const row = payer.getByRole('row', { name: new RegExp(`No\\. ${first}\\b`) });
  await expect(row).toContainText('Demo Trading LLC');
  await expect(row).toContainText('$12.34');
  await expectNoSeriousViolations(payer, '/transfer/invoices received');

  await row.getByRole('button', { name: `Pay No. ${first}` }).click();
  const pay = payer.getByRole('dialog', { name: 'Pay Invoice' });
  await expect(pay.getByTestId('pay-amount')).toHaveText('$12.34');
  await expectNoSeriousViolations(payer, "'Pay Invoice'");
  await pay.getByRole('button', { name: 'Pay $12.34' }).dblclick();
  await expect(payer.getByRole('status').filter({ hasText: `Invoice No. ${first} has been paid.` })).toBeVisible();
  await expect(row).toContainText('Paid');

  // Reject Invoice, with a note
  const other = payer.getByRole('row', { name: new RegExp(`No\\. ${second}\\b`) });
  await other.getByRole('button', { name: `Reject No. ${second}` }).click();
  const reject = payer.getByRole('dialog', { name: 'Reject Invoice' });
  await reject.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(reject.getByText('Say why you reject the invoice.')).toBeVisible();
  await reject.getByLabel('Reason').fill('I did not order this');
  await expectNoSeriousViolations(payer, "'Reject Invoice'");
  await reject.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(payer.getByRole('status').filter({ hasText: `Invoice No. ${second} has been rejected.` })).toBeVisible();
  await expect(other).toContainText('Rejected');

  // Invoice Info shows the reason
  await other.getByRole('button', { name: `Info No. ${second}` }).click();
  const info = payer.getByRole('dialog', { name: 'Invoice Info' });
  await expect(info.getByText('I did not order this')).toBeVisible();
  await info.getByRole('button', { name: 'Close' }).click();

  // exactly the amount, once: 12.34 out of the payer's account, into the payee's
  expect(await usdOnHome(payer)).toBe(payerBefore - 1234);
  expect(await usdOnHome(payee)).toBe(payeeBefore + 1234);
});

test('a funding invoice is generated (its PDF downloads); when the fakes fail it, the spec text shows', async ({
  browser,
  request,
}) => {
  const tenant = await freshTenant(request, brand);
  const page = await signedIn(browser, tenant, personal, /\/home$/);
  await openInvoices(page);
  const funding = page.getByRole('region', { name: 'Fund your account by invoice' });
  // the currency field keeps its row while the accounts load; the amount is typed once they are there (USD first)
  await expect(funding.getByRole('button', { name: /Currency/ })).toContainText('USD');
  await funding.getByLabel('Amount').fill('100');
  await funding.getByRole('button', { name: 'Generate invoice' }).click();
  const notice = page.getByRole('status').filter({ hasText: /has been generated/ });
  await expect(notice).toBeVisible();
  const id = Number(/No\. (\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
  const row = page.getByRole('row', { name: new RegExp(`No\\. ${id}\\b`) });
  await expect(row).toContainText('Funding');
  await expect(row.getByRole('button', { name: `Pay No. ${id}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Info No. ${id}` }).click();
  const info = page.getByRole('dialog', { name: 'Invoice Info' });
  await expect(info.getByText('$100.00').first()).toBeVisible();
  await expectNoSeriousViolations(page, "'Invoice Info'");
  const download = page.waitForEvent('download');
  await info.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${id}.pdf`);
  await info.getByRole('button', { name: 'Close' }).click();

  await post(request, 'fail-next', { stage: tenant.stage, call: 'fundingInvoiceCreate' });
  await funding.getByLabel('Amount').fill('50');
  await funding.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(funding.getByText('Failed to generate invoice. Please, try again.')).toBeVisible();
  await expect(funding.getByLabel('Amount')).toHaveValue('50');
  await expectNoSeriousViolations(page, '/transfer/invoices funding failed');

  // 360 px: the page does not scroll sideways (the table scrolls in its own region), and keyboard reaches the tabs
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('tab', { name: 'Received' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=sent/);
  await expect(page.getByText('You have not sent any invoices yet.')).toBeVisible();
});
