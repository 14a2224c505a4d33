import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  signIn,
  type Tenant,
} from './support.ts';

/**
 * A batchPartially notification on the realtime channel (spec 3 §3 Notification types; §3 "Notification side
 * effects: The toast lasts 10 s"; §4 "Notification click targets: batch page: batchPartially") in Chromium through
 * the gateway over the fakes: the toast shows, its link opens /history/batch-transfers (spec 2 §2), and an open batch
 * page reloads its list. The fakes push the event with /__fake/realtime.
 */

const batchPartially = {
  type: 'Notification',
  // no title: the toast shows the type's own text (a payload's title and body win: notifications.spec.ts)
  payload: { type: 'batchPartially', status: 'warning' },
};

/** Sends `event` to personal@'s sockets; how many sockets it reached. */
async function push(request: APIRequestContext, tenant: Tenant, event: unknown): Promise<number> {
  const res = await request.post(`${controls}/realtime`, {
    data: { ...tenant.data, username: personal.username, event },
  });
  expect(res.ok(), `realtime answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { delivered: number }).delivered;
}

/** The signed-in page listens to the channel (a harmless Ping reaches it). */
async function listening(request: APIRequestContext, tenant: Tenant) {
  await expect.poll(() => push(request, tenant, { type: 'Ping', payload: {} })).toBeGreaterThan(0);
}

/** Pays a one-row P2P batch through the gateway from the signed-in page (its session): the list has one more. */
async function payBatch(page: Page, batchName: string) {
  const answer = await page.evaluate(
    async ({ batchName, key }) => {
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({ accountId: 300001, batchName, onlySummary: false, text: 'business@demo.test,1.00' }),
      );
      const res = await fetch('/api/?method=p2pMassTransfer', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: form,
      });
      return { status: res.status, responseCode: ((await res.json()) as { responseCode: string }).responseCode };
    },
    { batchName, key: randomUUID() },
  );
  expect(answer, batchName).toEqual({ status: 200, responseCode: '00' });
}

test('batchPartially: a toast whose link opens the batch page; an open batch page reloads', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await listening(request, tenant);

  expect(await push(request, tenant, batchPartially)).toBeGreaterThan(0);
  const region = page.getByRole('region', { name: 'Notifications' });
  const toast = region.getByRole('alertdialog').or(region.getByRole('dialog')).first();
  await expect(region.getByText('A batch was partly paid')).toBeVisible();
  await expect(toast).toBeVisible();
  await expectNoSeriousViolations(page, 'the batchPartially toast');

  await region.getByRole('link', { name: 'View batches' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers$/);
  await expect(page.getByRole('heading', { name: 'Batch transfers', level: 1 })).toBeVisible();
  await expect(region.getByText('A batch was partly paid')).toBeHidden();
  const rows = page.locator('table.batch-table tbody tr');
  await expect(rows).toHaveCount(2);

  // a batch paid elsewhere is not on the open list until the notification reloads it
  await payBatch(page, 'Notice batch');
  await expect(rows).toHaveCount(2);
  expect(await push(request, tenant, batchPartially)).toBeGreaterThan(0);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Notice batch');
  await expectNoSeriousViolations(page, 'the batch page after the notification');
  expect(errors).toEqual([]);
});
