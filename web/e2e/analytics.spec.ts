import { expect, test } from '@playwright/test';
import { controls, freshTenant, personal, signInOn } from './support.ts';

/**
 * Analytics (spec 1 §9 "pageviews recorded, local-storage persistence ... batch size 50, flush every 5 seconds"; spec
 * 3 §7 "recorded via its own host"): the page's pageviews reach the fake collector through the gateway's
 * POST /analytics/batch, with their paths only.
 */
interface Collected {
  type: string;
  path: string;
  at: string;
  lang?: string;
  brand: string;
  stage: number;
}

test('pageviews go through the gateway to the collector within a flush, paths without their query', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paydek');
  const collected = async () => {
    const res = await request.get(`${controls}/analytics?brand=${tenant.brand}&stage=${tenant.stage}`);
    return ((await res.json()) as { events: Collected[] }).events;
  };
  expect(await collected()).toEqual([]);
  const batches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/analytics/batch')) batches.push(r.postData() ?? '');
  });

  await signInOn(page, tenant, personal);
  await page.getByRole('link', { name: 'Cards', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cards/);
  // flushed every 5 s: within two flushes the collector has them
  await expect
    .poll(async () => (await collected()).map((e) => e.path), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/login', '/home', '/cards']));
  const events = await collected();
  for (const e of events) {
    expect(e).toMatchObject({ type: 'pageview', brand: tenant.brand, stage: tenant.stage });
    expect(e.path).not.toMatch(/[?#]/);
  }
  expect(events.find((e) => e.path === '/home')?.lang).toBe('en');
  for (const body of batches) expect(body).not.toMatch(/stage=|password|Demo-pass|@demo\.test/);
  // what went out left the queue
  await expect.poll(() => page.evaluate(() => localStorage.getItem('analyticsQueue'))).toBeNull();
});

test('pageviews recorded while the gateway refuses stay queued in localStorage and go later', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paydek');
  let refuse = true;
  await page.route('**/analytics/batch', (route) =>
    refuse
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"responseCode":"UE"}' })
      : route.continue(),
  );
  await page.goto(tenant.url('/login'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('analyticsQueue') ?? '[]').length), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await page.waitForTimeout(5_500); // one flush refused
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('analyticsQueue') ?? '[]') as { path: string }[],
  );
  expect(kept.map((e) => e.path)).toContain('/login');
  refuse = false;
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${controls}/analytics?brand=${tenant.brand}&stage=${tenant.stage}`)).json()) as {
            events: Collected[];
          }
        ).events.map((e) => e.path),
      { timeout: 15_000 },
    )
    .toContain('/login');
});
