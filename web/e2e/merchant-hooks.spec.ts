import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page, expect, test } from '@playwright/test';
import {
  business,
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  signIn,
  signInOn,
} from './support.ts';

/**
 * Spec 3 §2 internal/api_key (webhooks), internal/webhook_log, ipn/history, ipn/settings; §7 "Merchant"; real
 * deliveries (fakes/README.md "Merchant hooks"): the fakes POST to a receiver this test starts on 127.0.0.1, signed
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(key, "<t>.<raw body>")>` with the IPN key the settings page shows.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback receiver on a port of its own (port 0): it answers 200 and keeps what came. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's check of a delivery's signature over the raw body (fakes/README.md "Deliveries"). */
function signedWith(r: Received, key: string): boolean {
  const header = r.headers['x-signature'];
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(typeof header === 'string' ? header : '');
  if (!m) return false;
  const expected = createHmac('sha256', key).update(`${m[1]}.${r.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2] as string, 'hex'));
}

/** The IPN key as the settings page shows it once revealed (never printed). */
async function revealedKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Show the key' }).click();
  const key = page.getByTestId('ipn-secret');
  await expect(key).not.toHaveText(/•/);
  return ((await key.textContent()) ?? '').trim();
}

test('a webhook to a local receiver: created, pinged (signed with the IPN key), listed in the webhook log', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const tenant = await freshTenant(request, 'paxum');
    const errors = collectPageErrors(page);
    await page.goto(tenant.url('/login'));
    await signIn(page, business);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(tenant.url('/merchant/ipn/settings'));
    await expect(page.getByRole('heading', { level: 1, name: 'IPN settings' })).toBeVisible();
    const key = await revealedKey(page);
    expect(key.length > 0, 'the key is shown').toBe(true);

    await page.goto(tenant.url('/merchant/internal/api_key'));
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByRole('rowheader', { name: 'Order events' })).toBeVisible();
    await expectNoSeriousViolations(page, '/merchant/internal/api_key webhooks');

    // create (spec 3 §7 "POST public-api/webhook (customerId, name, enabled, url)"); the form checks the URL first
    await section.getByRole('button', { name: 'Add a webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook' });
    await form.getByLabel('Name').fill('E2E receiver');
    await form.getByLabel('URL').fill('not a url');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Enter an address that starts with http:// or https://.')).toBeVisible();
    await form.getByLabel('URL').fill(receiver.url('/hook'));
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form).toHaveCount(0);
    const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E receiver' }) });
    await expect(row.getByRole('cell', { name: receiver.url('/hook') })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Enabled' })).toBeVisible();

    // "Send ping": the receiver gets {"event":"ping"}, signed with the IPN key; the section says it arrived
    await section.getByRole('button', { name: 'Send ping to E2E receiver' }).click();
    await expect(section.getByText(/The ping to E2E receiver arrived \(HTTP 200/)).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    const ping = receiver.received[0] as Received;
    expect(ping.path).toBe('/hook');
    expect(JSON.parse(ping.body)).toMatchObject({ event: 'ping' });
    expect(signedWith(ping, key), 'the ping is signed with the IPN key').toBe(true);

    // the seeded webhook's port 9 has no listener: the answer says why it did not arrive
    await section.getByRole('button', { name: 'Send ping to Order events' }).click();
    await expect(section.getByText(/The ping to Order events did not arrive\./)).toBeVisible();

    // switch off, change, delete after a confirmation
    await section.getByRole('button', { name: 'Disable E2E receiver' }).click();
    await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
    await section.getByRole('button', { name: 'Change Order events' }).click();
    const edit = page.getByRole('dialog', { name: 'Change the webhook' });
    await expect(edit.getByLabel('Name')).toHaveValue('Order events');
    await edit.getByLabel('Name').fill('Old order events');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('rowheader', { name: 'Old order events' })).toBeVisible();
    await section.getByRole('button', { name: 'Delete Old order events' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the webhook?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('rowheader', { name: 'Old order events' })).toBeVisible();
    await section.getByRole('button', { name: 'Delete Old order events' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('rowheader', { name: 'Old order events' })).toHaveCount(0);
    await expect(section.getByRole('rowheader', { name: 'E2E receiver' })).toBeVisible();

    // the webhook log, newest first: the second ping (not delivered), then the receiver's, its body and status
    await page.goto(tenant.url('/merchant/internal/webhook_log'));
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook log' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Webhook log' });
    await expect(log.getByRole('row').nth(1).getByRole('cell', { name: 'Not delivered' })).toBeVisible();
    const pinged = log.getByRole('row').nth(2);
    await expect(pinged.getByRole('cell', { name: receiver.url('/hook') })).toBeVisible();
    await expect(pinged.getByRole('cell', { name: 'Delivered (HTTP 200)' })).toBeVisible();
    await pinged.getByRole('button', { name: /^Show/ }).click();
    await expect(log.getByText('{"event":"ping"}')).toBeVisible();
    await expectNoSeriousViolations(page, '/merchant/internal/webhook_log');

    // the query filter: the receiver's address finds its one request
    await page.getByLabel('Search (event or URL)').fill(receiver.url(''));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('Requests found: 1')).toBeVisible();
    await page.getByLabel('Search (event or URL)').fill('no-such-event');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('No webhook requests match the filter.')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});

/** Spec 3 §8 "Failed webhook ... creation shows a popup with the response." */
test('a refused webhook creation shows the answer in the error popup; the form keeps what was typed', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/internal/api_key'));
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByRole('rowheader', { name: 'Order events' })).toBeVisible();
  // nine more through the same gateway (the fakes allow ten a customer: fakes/README.md "Merchant hooks")
  const statuses = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 1; i <= 9; i++) {
      const r = await fetch('/api/public-api/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customerId: 100002, name: `Filler ${i}`, enabled: false, url: 'http://127.0.0.1:9/f' }),
      });
      out.push(r.status);
    }
    return out;
  });
  expect(statuses).toEqual(Array(9).fill(200));
  await section.getByRole('button', { name: 'Add a webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook' });
  await form.getByLabel('Name').fill('Eleventh');
  await form.getByLabel('URL').fill('http://127.0.0.1:9/eleventh');
  await form.getByRole('button', { name: 'Add' }).click();
  const popup = page.getByRole('dialog', { name: /at most 10 webhooks/ });
  await expect(popup).toBeVisible();
  await expectNoSeriousViolations(page, 'the refused creation popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('Eleventh');
  await expect(form.getByLabel('URL')).toHaveValue('http://127.0.0.1:9/eleventh');
  // the answer's VF entry also next to its field
  await expect(form.getByText('A customer has at most 10 webhooks')).toBeVisible();
});

test('an IPN to a local receiver: notify URL set, a payment delivered signed, shown in IPN history and confirmed; the key regenerated', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const tenant = await freshTenant(request, 'paxum');
    const errors = collectPageErrors(page);
    await page.goto(tenant.url('/login'));
    await signIn(page, business);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(tenant.url('/merchant/ipn/settings'));
    const notifyUrl = page.getByLabel('Notify URL');
    await expect(notifyUrl).toHaveValue('http://127.0.0.1:9/ipn');
    await notifyUrl.fill('ftp://nowhere');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter an address that starts with http:// or https://.')).toBeVisible();
    await notifyUrl.fill(receiver.url('/ipn'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByTestId('ipn-secret')).toHaveText(/^•+$/);
    const key = await revealedKey(page);
    await expectNoSeriousViolations(page, '/merchant/ipn/settings');

    // a buyer pays the merchant through a button (the fakes control): the IPN goes to the notify URL, signed
    const paid = await request.post(`${controls}/merchant-payment`, {
      data: { ...tenant.data, customerId: 100002, amount: '12.34', currency: 'USD', payerName: 'E2E Buyer' },
    });
    expect(paid.ok(), `merchant-payment: ${paid.status()}`).toBe(true);
    const ipns = receiver.received.filter((r) => r.path === '/ipn');
    expect(ipns).toHaveLength(1);
    const ipn = ipns[0] as Received;
    expect(JSON.parse(ipn.body)).toMatchObject({ event: 'payment.received', amount: '12.34', currencyCode: 'USD' });
    expect(signedWith(ipn, key), 'the IPN is signed with the IPN key').toBe(true);

    // IPN history: newest first, sent; its details in a dialog; confirmed
    await page.goto(tenant.url('/merchant/ipn/history'));
    await expect(page.getByRole('heading', { level: 1, name: 'IPN history' })).toBeVisible();
    const table = page.getByRole('table', { name: 'IPN history' });
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell', { name: '$12.34' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Sent' })).toBeVisible();
    await expect(page.getByText('4 of 4 shown')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectNoSeriousViolations(page, '/merchant/ipn/history');
    await row.getByRole('button', { name: /^Details of payment\.received/ }).click();
    const details = page.getByRole('dialog', { name: 'Instant payment notification' });
    await expect(details.getByText('E2E Buyer', { exact: true })).toBeVisible();
    await expect(details.getByText(receiver.url('/ipn'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'IPN details');
    await details.getByRole('button', { name: 'Confirm' }).click();
    await expect(details.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expect(details.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('cell', { name: 'Confirmed' })).toBeVisible();
    // the confirmation is the server's: it stays after a reload
    await page.reload();
    await expect(table.getByRole('row').nth(1).getByRole('cell', { name: 'Confirmed' })).toBeVisible();

    // "Regenerate secret" behind a confirmation: a new key, which signs the next IPN
    await page.goto(tenant.url('/merchant/ipn/settings'));
    await page.getByRole('button', { name: 'Regenerate secret' }).click();
    const ask = page.getByRole('dialog', { name: 'Regenerate the secret key?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    const kept = await revealedKey(page);
    expect(kept === key, 'cancelled: the key is kept').toBe(true);
    await page.getByRole('button', { name: 'Regenerate secret' }).click();
    await ask.getByRole('button', { name: 'Regenerate secret' }).click();
    await expect(page.getByText('A new key was made.')).toBeVisible();
    const newKey = ((await page.getByTestId('ipn-secret').textContent()) ?? '').trim();
    expect(newKey.length > 0 && newKey !== key, 'a new key').toBe(true);
    const again = await request.post(`${controls}/merchant-payment`, {
      data: { ...tenant.data, customerId: 100002, amount: '1.00', currency: 'USD' },
    });
    expect(again.ok()).toBe(true);
    const next = receiver.received.filter((r) => r.path === '/ipn')[1] as Received;
    expect(signedWith(next, newKey), 'signed with the new key').toBe(true);
    expect(signedWith(next, key), 'not with the old one').toBe(false);
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});

/** Spec 3 §9 "IPN messages 25 per page", "Webhook request log page size 20 (cursor paging)"; §5 the load-more flag. */
test("IPN history loads more while 25 × page ≤ total; the webhook log pages by the answer's cursors", async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  // 3 seeded IPN messages + 23 payments = 26: one page of 25, then one more
  for (let i = 1; i <= 23; i++) {
    const paid = await request.post(`${controls}/merchant-payment`, {
      data: { ...tenant.data, customerId: 100002, amount: `${i}.00`, currency: 'USD' },
    });
    expect(paid.ok(), `merchant-payment ${i}: ${paid.status()}`).toBe(true);
  }
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/merchant/ipn/history'));
  const table = page.getByRole('table', { name: 'IPN history' });
  await expect(page.getByText('25 of 26 shown')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('26 of 26 shown')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // 4 seeded webhook requests + 20 pings = 24: a page of 20, then 4
  await page.goto(tenant.url('/merchant/internal/webhook_log'));
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook log' })).toBeVisible();
  const statuses = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const r = await fetch('/api/public-api/webhook/ping', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customerId: 100002, url: `http://127.0.0.1:9/ping-${i}` }),
      });
      out.push(r.status);
    }
    return out;
  });
  expect(statuses).toEqual(Array(20).fill(200));
  await page.reload();
  const log = page.getByRole('table', { name: 'Webhook log' });
  await expect(page.getByText('Requests found: 24')).toBeVisible();
  await expect(log.getByRole('row')).toHaveCount(21);
  await expect(log.getByRole('row').nth(1).getByRole('cell', { name: 'http://127.0.0.1:9/ping-20' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Webhook log pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(log.getByRole('row')).toHaveCount(5);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(log.getByRole('row')).toHaveCount(21);
  await expect(log.getByRole('row').nth(1).getByRole('cell', { name: 'http://127.0.0.1:9/ping-20' })).toBeVisible();
});
