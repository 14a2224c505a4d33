import { expect, test } from '@playwright/test';
import { controls, expectNoSeriousViolations, freshTenant, personal, signIn, signInOn } from './support.ts';

/**
 * Spec 1's screens not covered elsewhere, in Chromium through the gateway over the fakes.
 * The device-approval screen (spec 1 §6 "PUT /auth/login/{key}/confirm, body result (boolean); 204"): push@ signs in
 * on one device, which waits; the same customer, signed in on another, opens the sign-in's link and answers.
 */
for (const answer of ['approve', 'decline'] as const) {
  test(`device approval: the customer signed in elsewhere can ${answer} a waiting push sign-in`, async ({
    browser,
    request,
  }) => {
    const tenant = await freshTenant(request, 'fundstr');
    const flow = (f: string) =>
      request.post(`${controls}/login-flow`, { data: { ...tenant.data, username: 'push@demo.test', flow: f } });
    const user = { username: 'push@demo.test', password: personal.password };

    // the other device: already signed in (its sign-in was a simple one)
    expect((await flow('simple')).ok()).toBe(true);
    const other = await (await browser.newContext()).newPage();
    await other.goto(tenant.url('/login'));
    await signIn(other, user);
    await expect(other).toHaveURL(/\/home$/);

    // this device: a push sign-in, waiting for the owner
    expect((await flow('push')).ok()).toBe(true);
    const waiting = await (await browser.newContext()).newPage();
    await waiting.goto(tenant.url('/login'));
    await signIn(waiting, user);
    await expect(waiting.getByRole('heading', { name: 'Confirm on your device' })).toBeVisible();
    const link = (await waiting.locator('.qr-code-text').textContent()) ?? '';
    const key = new URL(link).searchParams.get('key') ?? '';
    expect(key).not.toBe('');
    await waiting.waitForTimeout(500); // the realtime socket opens before the answer

    await other.goto(tenant.url(`/auth/push?key=${encodeURIComponent(key)}`));
    await expect(other.getByRole('heading', { level: 1, name: 'Approve a sign-in' })).toBeVisible();
    await expectNoSeriousViolations(other, '/auth/push');
    if (answer === 'approve') {
      await other.getByRole('button', { name: 'Approve sign-in' }).click();
      await expect(other.getByText('Sign-in approved. The other device continues.')).toBeVisible();
      await expect(waiting).toHaveURL(/\/home$/);
    } else {
      await other.getByRole('button', { name: 'Decline' }).click();
      await expect(other.getByText('Sign-in declined. The other device cannot continue.')).toBeVisible();
      await expect(waiting.getByRole('alert')).toBeVisible();
      await expect(waiting).toHaveURL(/\/login/);
    }
    await expect(other.getByRole('button', { name: 'Approve sign-in' })).toHaveCount(0);

    // the same link again: answered already
    await other.reload();
    await other.getByRole('button', { name: 'Approve sign-in' }).click();
    await expect(other.getByRole('alert')).toHaveText('This sign-in request has expired or was already answered.');
    await expectNoSeriousViolations(other, '/auth/push answered');
  });
}

test('device approval: a link without its key says so; signed out, the link waits for the sign-in', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  await page.goto(tenant.url('/auth/push?key=some-key'));
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/auth\/push\?key=some-key(&stage=\d+)?$/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert')).toHaveText('This sign-in request has expired or was already answered.');
  await page.goto(tenant.url('/auth/push'));
  await expect(page.getByRole('alert')).toHaveText('This link is incomplete: it names no sign-in request.');
  await expect(page.getByRole('button', { name: 'Approve sign-in' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/auth/push without a key');
});

test('maps on demand: an address opens on the brand’s maps in a new tab, nothing loaded into the page', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.endsWith('localhost')) outside.push(r.url());
  });
  await signInOn(page, tenant, personal);
  await page.goto(tenant.url('/profile'));
  const link = page.getByRole('link', { name: /^Show .+ on the map \(opens a new tab\)$/ }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^https:\/\/maps\.paxum\.example\/\?q=\S+$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousViolations(page, '/profile with map links');
  expect(outside, 'no maps script or other third party loaded').toEqual([]);
});
