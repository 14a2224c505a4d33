import { type Page, expect, test } from '@playwright/test';
import { WRAPPER_INIT_DELAY_MS } from '@app/contracts';
import { collectPageErrors, expectNoSeriousViolations, freshTenant, personal, signIn, type Tenant } from './support.ts';

/**
 * The mobile wrapper's bridge (spec 3 §3 "Mobile wrapper messages: userLoginSuccess, sessionExpired, logout,
 * startOnfido, startJumio, download, addCardToWallet"; spec 1 §8 'empty data', §9 the 100 ms init delay) in Chromium,
 * through the gateway over the fakes, with the wrapper stubbed: `window.ReactNativeWebView` is defined before the
 * page's scripts, as the React Native WebView does, and hands each message to the test, which records it and
 * answers as the app would (`{ id, data }`), or with empty data where a test asks for it.
 */
interface Posted {
  id: number;
  type: string;
  data: Record<string, unknown>;
  /** the page's clock when it was posted (performance.now()) */
  at: number;
}

async function stubWrapper(page: Page) {
  const posted: Posted[] = [];
  const emptyFor = new Set<string>();
  await page.exposeFunction('__wrapperHost', (raw: string, at: number) => {
    const m = JSON.parse(raw) as Omit<Posted, 'at'>;
    posted.push({ ...m, at });
    return JSON.stringify(emptyFor.has(m.type) ? { id: m.id, data: {} } : { id: m.id, data: { done: true } });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __wrapperHost(raw: string, at: number): Promise<string> };
    Object.defineProperty(window, 'ReactNativeWebView', {
      value: {
        postMessage(raw: string) {
          void w.__wrapperHost(raw, performance.now()).then((answer) => {
            window.dispatchEvent(new MessageEvent('message', { data: answer }));
          });
        },
      },
    });
  });
  const ofType = (type: string) => posted.filter((m) => m.type === type);
  return { posted, emptyFor, ofType };
}

async function signInInWrapper(page: Page, tenant: Tenant) {
  await page.goto(tenant.url('/login?wrapper=android&deviceName=Pixel%208'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
}

test('the init after 100 ms, userLoginSuccess after sign-in, sessionExpired and logout; never a token', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const wrapper = await stubWrapper(page);
  const tenant = await freshTenant(request, 'paxum');
  await page.goto(tenant.url('/login?wrapper=android&deviceName=Pixel%208'));
  await expect.poll(() => wrapper.ofType('init').length).toBe(1);
  const [init] = wrapper.ofType('init');
  expect(init?.data).toEqual({ lang: 'en', authed: false });
  expect(init?.at).toBeGreaterThanOrEqual(WRAPPER_INIT_DELAY_MS);
  await expectNoSeriousViolations(page, '/login in the wrapper');

  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => wrapper.ofType('userLoginSuccess').length).toBe(1);
  expect(wrapper.ofType('userLoginSuccess')[0]?.data).toMatchObject({ name: expect.stringMatching(/\S/) });

  // the session ends elsewhere (another tab signs out): the page's next call (its own, or the one a click asks for)
  // finds it gone
  const ended = await page.evaluate(() => fetch('/session/logout', { method: 'POST' }).then((r) => r.status));
  expect(ended).toBeLessThan(400);
  await page
    .getByRole('link', { name: 'Cards', exact: true })
    .first()
    .click({ timeout: 3_000 })
    .catch(() => undefined); // the page may have found out first and left for /login
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect.poll(() => wrapper.ofType('sessionExpired').length).toBe(1);

  // signed in again (to /home, or to /cards when the click above was kept as the path to return to), then signed
  // out by the customer: logout
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/(home|cards)$/);
  await expect.poll(() => wrapper.ofType('userLoginSuccess').length).toBe(2);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => wrapper.ofType('logout').length).toBe(1);
  expect(wrapper.ofType('logout')[0]?.data).toEqual({});

  for (const m of wrapper.posted) expect(JSON.stringify(m.data)).not.toMatch(/token|password|Demo-pass/i);
  // one init per page load: the start's, and the one after the sign-out's reload, if any
  expect(wrapper.ofType('init').length).toBeGreaterThanOrEqual(1);
  // the session ended elsewhere: the gateway refuses what the page asked with it (401), its realtime reconnect included
  expect(errors.filter((e) => !/^401 |^WebSocket connection to .* HTTP Authentication failed/.test(e))).toEqual([]);
});

test('a download goes to the wrapper as base64, no blob link; an answer with empty data says the file was not saved', async ({
  page,
  request,
}) => {
  const wrapper = await stubWrapper(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInInWrapper(page, tenant);
  await page.goto(tenant.url('/statements'));
  const section = page.getByRole('region', { name: 'Account confirmation' });
  const button = section.getByRole('button', { name: /^Download the account confirmation of account \d+/ });
  const accountId = /(\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  let browserDownloads = 0;
  page.on('download', () => (browserDownloads += 1));

  await button.click();
  await expect(section.getByText('The account confirmation has been downloaded.')).toBeVisible();
  const [download] = wrapper.ofType('download');
  expect(download?.data).toMatchObject({
    fileName: `account-confirmation-${accountId}.pdf`,
    mimeType: 'application/pdf',
  });
  const bytes = Buffer.from(String(download?.data.base64), 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoSeriousViolations(page, '/statements in the wrapper after a download');

  wrapper.emptyFor.add('download');
  await button.click();
  await expect(section.getByRole('alert')).toContainText('The file could not be saved. Please try again.');
  expect(wrapper.ofType('download')).toHaveLength(2);
  await expectNoSeriousViolations(page, '/statements in the wrapper after a refused download');

  wrapper.emptyFor.delete('download');
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByRole('alert')).toBeHidden();
  await expect(section.getByText('The account confirmation has been downloaded.')).toBeVisible();
  expect(browserDownloads).toBe(0);
});

test('addCardToWallet from an Active card; startJumio and startOnfido from the identity check', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const wrapper = await stubWrapper(page);
  const tenant = await freshTenant(request, 'fundstr');
  await signInInWrapper(page, tenant);

  await page.goto(tenant.url('/cards'));
  await page.getByRole('tabpanel').getByRole('link', { name: 'Everyday card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  const accountId = Number(/\/cards\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(page.getByText('The card was added to your wallet.')).toBeVisible();
  expect(wrapper.ofType('addCardToWallet').map((m) => m.data)).toEqual([
    { accountId, cardholderName: expect.stringMatching(/\S/), lastFour: '4821' },
  ]);
  wrapper.emptyFor.add('addCardToWallet');
  await page.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be added to your wallet' })).toBeVisible();
  await expectNoSeriousViolations(page, '/cards/{accountId} in the wrapper');

  await page.goto(tenant.url('/profile'));
  const identity = page.getByRole('region', { name: 'Identity', exact: true });
  let popups = 0;
  page.context().on('page', () => (popups += 1));
  await identity.getByRole('button', { name: 'Start identity verification' }).click();
  await expect(identity.getByText('The app continues the verification.')).toBeVisible();
  await identity.getByLabel('NFD (NFC passport chip)').check();
  await identity.getByRole('button', { name: 'Start identity verification' }).click();
  await expect.poll(() => wrapper.ofType('startOnfido').length).toBe(1);
  for (const type of ['startJumio', 'startOnfido']) {
    const [m] = wrapper.ofType(type);
    expect(m?.data).toEqual({ token: expect.stringMatching(/\S/), workflowRunId: expect.stringMatching(/\S/) });
  }
  await expect(identity.getByText('The app continues the verification.')).toBeVisible();
  await expect(identity.getByRole('link', { name: 'Open the verification page' })).toHaveCount(0);
  expect(popups).toBe(0);
  await expectNoSeriousViolations(page, '/profile in the wrapper');
  expect(errors).toEqual([]);
});

test('outside the wrapper: no bridge, no wallet button', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'fundstr');
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(tenant.url('/cards'));
  await page.getByRole('tabpanel').getByRole('link', { name: 'Everyday card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause card', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wallet' })).toHaveCount(0);
  expect(await page.evaluate(() => 'ReactNativeWebView' in window)).toBe(false);
});
