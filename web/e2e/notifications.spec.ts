import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  signInOn,
  type Tenant,
} from './support.ts';

/**
 * Notifications on the realtime channel (spec 3 §3 "Notification": every type a toast; §4 "Notification side
 * effects", "The toast lasts 10 s"; §2 "Notification click targets") in Chromium through the gateway over the fakes,
 * which push each notification with their /__fake/realtime control.
 */

/** Sends a Notification with `payload` to personal@'s sockets; how many sockets it reached. */
async function notify(request: APIRequestContext, tenant: Tenant, payload: Record<string, unknown>): Promise<number> {
  const res = await request.post(`${controls}/realtime`, {
    data: { ...tenant.data, username: personal.username, event: { type: 'Notification', payload } },
  });
  expect(res.ok(), `realtime answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { delivered: number }).delivered;
}

/** The signed-in page listens to the channel (a harmless Ping reaches it). */
async function listening(request: APIRequestContext, tenant: Tenant) {
  await expect
    .poll(async () => {
      const res = await request.post(`${controls}/realtime`, {
        data: { ...tenant.data, username: personal.username, event: { type: 'Ping', payload: {} } },
      });
      return ((await res.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** The toast whose title is `title`. */
const toastOf = (page: Page, title: string) =>
  region(page)
    .getByRole('alertdialog')
    .or(region(page).getByRole('dialog'))
    .filter({ has: page.getByText(title, { exact: true }) });

/** A method call of the payments API through the gateway (POST /api/?method=<name>). */
const methodCall = (page: Page, method: string) =>
  page.waitForRequest((r) => r.url().includes(`method=${method}`), { timeout: 10_000 });

test('each notification a toast with its title, tone and link: profile, smart contracts, batch page', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  await expect(page).toHaveURL(/\/home$/);
  await listening(request, tenant);

  // the payload's title and body (the realtime faults spec relies on an info toast's title)
  expect(await notify(request, tenant, { type: 'info', status: 'info', title: 'Maintenance', body: 'At 02:00' })).toBe(
    1,
  );
  const info = toastOf(page, 'Maintenance');
  await expect(info).toBeVisible();
  await expect(info).toContainText('At 02:00');
  await expect(info.getByRole('link')).toHaveCount(0);
  // announced: the toast's content is an atomic alert
  await expect(info.getByRole('alert')).toContainText('Maintenance');

  // no title: the text of its type; its status is the tone; the document types open /profile
  await notify(request, tenant, { type: 'documentRejected', status: 'error', documentId: 7 });
  const documentToast = toastOf(page, 'A document was rejected');
  await expect(documentToast).toBeVisible();
  await expect(documentToast).toHaveClass(/toast-error/);
  await expectNoSeriousViolations(page, 'notification toasts');
  await documentToast.getByRole('link', { name: 'Open profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(documentToast).toHaveCount(0);

  // scContract*: smart contracts
  await notify(request, tenant, { type: 'scContractSigned', status: 'success' });
  const contract = toastOf(page, 'A smart contract was signed');
  await expect(contract).toHaveClass(/toast-success/);
  await contract.getByRole('link', { name: 'Open smart contracts' }).click();
  await expect(page).toHaveURL(/\/revenue-split$/);

  // batchPartially: the batch page
  await notify(request, tenant, { type: 'batchPartially', status: 'warning' });
  const batch = toastOf(page, 'A batch was partly paid');
  await expect(batch).toHaveClass(/toast-warning/);
  await batch.getByRole('link', { name: 'View batches' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);

  // spec 3 §4 "The toast lasts 10 s" (react-aria pauses a toast's timer under the pointer or focus: away from both)
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await notify(request, tenant, { type: 'acceptTermsLogin' });
  const terms = toastOf(page, 'Please accept the terms of use');
  await expect(terms).toBeVisible();
  await expect(terms).toHaveCount(0, { timeout: 13_000 });
  expect(errors).toEqual([]);
});

test('zohoNewMessage: the toast opens /messages with its ticket; on an open /messages it opens by itself', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  await page.goto(tenant.url('/messages'));
  const tickets = page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(5);
  const numberOf = async (i: number) => (await tickets.nth(i).getByRole('button').getAttribute('data-ticket')) ?? '';
  const [first, second] = [await numberOf(0), await numberOf(1)];
  expect(first).toMatch(/^\d+$/);
  expect(second).toMatch(/^\d+$/);
  expect(second).not.toBe(first);

  await page.goto(tenant.url('/home'));
  await listening(request, tenant);
  await notify(request, tenant, { type: 'zohoNewMessage', ticketNumber: first });
  const toast = toastOf(page, 'New message from support');
  await toast.getByRole('link', { name: 'Open the ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?ticketNumber=${first}$`));
  const title = page.locator('#ticket-title');
  await expect(title).toContainText(`#${first}`);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').first()).toBeVisible();

  // spec 3 §4 "Support messages open the ticket": /messages is open, the other ticket opens by itself
  await listening(request, tenant);
  await notify(request, tenant, { type: 'zohoNewMessage', ticketNumber: Number(second) });
  await expect(title).toContainText(`#${second}`);
  await expectNoSeriousViolations(page, '/messages opened by a notification');
  expect(errors).toEqual([]);
});

test('cardClosed reloads the accounts; usernameChanged reloads the e-mails; a document type the documents', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  await expect(page).toHaveURL(/\/home$/);
  await listening(request, tenant);

  // spec 3 §4 "cardClosed reloads accounts"
  const accounts = methodCall(page, 'accountListGet');
  await notify(request, tenant, { type: 'cardClosed', accountId: 300004 });
  await accounts;
  await expect(toastOf(page, 'A card was closed')).toBeVisible();

  // spec 3 §4 "usernameChanged reloads e-mails": the open /profile's e-mails and username change requests
  await page.goto(tenant.url('/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await listening(request, tenant);
  const requests = methodCall(page, 'usernameChangeRequestsGet');
  const profile = methodCall(page, 'profileGet');
  await notify(request, tenant, { type: 'usernameChanged', status: 'success', username: personal.username });
  await Promise.all([requests, profile]);
  await expect(toastOf(page, 'Your username has been changed')).toBeVisible();

  // spec 3 §4 "Document types reload documents": the profile (its documents) again
  const documents = methodCall(page, 'profileGet');
  await notify(request, tenant, { type: 'documentExpSoon', status: 'warning' });
  await documents;
  await expectNoSeriousViolations(page, '/profile after notifications');
  expect(errors).toEqual([]);
});
