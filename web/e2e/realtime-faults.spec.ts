import { type APIRequestContext, type Page, type WebSocketRoute, expect, test } from '@playwright/test';
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
 * Realtime that survives faults (spec 1 §7 "Realtime channel: a websocket with token refresh"; contracts realtime.ts
 * "Resuming the channel"; gateway README "Realtime bridge"), in Chromium through the gateway over the fakes: the
 * gateway's upstream leg cut mid-stream (/__fake/realtime-drop) and the browser's own socket cut (a routed
 * websocket closed under the page), and every notification still reaches the page once, in order, as one toast.
 */

/** A notification with a title of its own (spec 3 §3 "type, status, title, body"). */
const notification = (title: string) => ({
  type: 'Notification',
  payload: { type: 'batchPartially', status: 'warning', title, body: 'Some rows were not paid' },
});

/** Sends `event` to personal@'s sockets; how many sockets it reached (0 while a leg is down: the fakes hold it). */
async function push(request: APIRequestContext, tenant: Tenant, event: unknown): Promise<number> {
  const res = await request.post(`${controls}/realtime`, {
    data: { ...tenant.data, username: personal.username, event },
  });
  expect(res.ok(), `realtime answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { delivered: number }).delivered;
}

/** The titles of the notifications the page's sockets received, in order (every socket of the page). */
function notificationsSeen(page: Page): string[] {
  const titles: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/realtime')) return;
    ws.on('framereceived', ({ payload }) => {
      try {
        const event = JSON.parse(String(payload)) as { type?: string; payload?: { title?: string } };
        if (event.type === 'Notification') titles.push(String(event.payload?.title));
      } catch {
        // not an event
      }
    });
  });
  return titles;
}

async function signedIn(page: Page, request: APIRequestContext) {
  const tenant = await freshTenant(request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  // the signed-in page listens (a Ping reaches a socket)
  await expect.poll(() => push(request, tenant, { type: 'Ping', payload: {} })).toBeGreaterThan(0);
  return tenant;
}

const toasts = (page: Page) => {
  const region = page.getByRole('region', { name: 'Notifications' });
  return region.getByRole('alertdialog').or(region.getByRole('dialog'));
};

test("the gateway's upstream leg cut mid-stream: every notification reaches the page once, in order", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const seen = notificationsSeen(page);
  const tenant = await signedIn(page, request);

  expect(await push(request, tenant, notification('before 1'))).toBe(1);
  expect(await push(request, tenant, notification('before 2'))).toBe(1);
  await expect.poll(() => seen.length).toBe(2);

  // the fakes cut the upstream socket like a broken network; the next event goes while the gateway reconnects
  const drop = await request.post(`${controls}/realtime-drop`, {
    data: { ...tenant.data, username: personal.username },
  });
  expect(await drop.json()).toMatchObject({ dropped: 1 });
  await push(request, tenant, notification('after 1'));
  // the gateway is back when the fakes reach a socket again
  await expect.poll(() => push(request, tenant, { type: 'Ping', payload: {} }), { timeout: 10_000 }).toBe(1);

  await expect.poll(() => seen.length).toBe(3);
  expect(seen).toEqual(['before 1', 'before 2', 'after 1']);
  expect(page.url()).toMatch(/\/home$/);

  // one toast each (the queue shows 3 at a time: a doubled one would show when these end)
  await expect(toasts(page)).toHaveCount(3);
  await expectNoSeriousViolations(page, 'the toasts after a realtime fault');
  await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(1000);
  await expect(toasts(page)).toHaveCount(0);
  expect(seen).toHaveLength(3);
  expect(errors).toEqual([]);
});

test("the browser's own socket cut: it reconnects with ?after= and gets what it missed, once", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const routes: WebSocketRoute[] = [];
  const servers: WebSocketRoute[] = [];
  const titles: string[] = [];
  let reopen = () => undefined as void;
  const reopened = new Promise<void>((resolve) => (reopen = resolve));
  // the page's socket goes through a route the test can cut (a native socket cannot be closed from the page);
  // the second one reaches the gateway only when the test lets it, so that an event surely comes while it is down
  await page.routeWebSocket(/\/realtime/, async (ws) => {
    routes.push(ws);
    if (routes.length > 1) await reopened;
    const server = ws.connectToServer();
    servers.push(server);
    server.onMessage((message) => {
      try {
        const event = JSON.parse(String(message)) as { type?: string; payload?: { title?: string } };
        if (event.type === 'Notification') titles.push(String(event.payload?.title));
      } catch {
        // not an event
      }
      ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
  });
  const tenant = await signedIn(page, request);
  expect(routes).toHaveLength(1);
  expect(routes[0]?.url()).not.toContain('after=');

  expect(await push(request, tenant, notification('first'))).toBe(1);
  await expect.poll(() => titles.length).toBe(1);

  // the connection is cut on both sides (as a proxy dropping it would), then an event comes while it is down
  await routes[0]?.close({ code: 1012, reason: 'restart' });
  await servers[0]?.close({ code: 1000, reason: 'cut' });
  await expect.poll(() => push(request, tenant, { type: 'Ping', payload: {} })).toBe(0);
  expect(await push(request, tenant, notification('missed'))).toBe(0);

  await expect.poll(() => routes.length, { timeout: 10_000 }).toBe(2);
  expect(routes[1]?.url()).toMatch(/[?&]after=\d+$/);
  reopen();
  await expect.poll(() => titles).toEqual(['first', 'missed']);
  expect(await push(request, tenant, notification('live'))).toBe(1);
  await expect.poll(() => titles).toEqual(['first', 'missed', 'live']);

  await expect(toasts(page)).toHaveCount(3);
  await expectNoSeriousViolations(page, 'the toasts after a reconnect');
  expect(errors).toEqual([]);
});
