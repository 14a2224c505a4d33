import { expect, test } from '@playwright/test';
import { brandUrl, controls, expectNoSeriousViolations, freshTenant, signIn } from './support.ts';

const password = 'Demo-pass-1';

/** Spec 1 §2 start page after login: the start page of a business with related accounts is the acting-customer picker. */
test('business@: the start page is the customer picker; the chosen customer is the one /home shows', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, { username: 'business@demo.test', password });
  await expect(page).toHaveURL(/\/customer-access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a customer' })).toBeVisible();
  const europe = page.getByRole('button', { name: /Demo Trading Europe SRL/ });
  await expect(europe).toContainText('Full access');
  await expect(page.getByRole('button', { name: /Demo Studio LLC/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/customer-access');

  // keyboard: focus and Enter choose
  await europe.focus();
  const put = page.waitForRequest((r) => r.url().endsWith('/session/customer') && r.method() === 'PUT');
  await page.keyboard.press('Enter');
  expect((await put).postDataJSON()).toEqual({ customerId: 100101 });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('acting-customer')).toHaveText('Acting for Demo Trading Europe SRL');
  // that customer's accounts (EUR 5400.00 and RON 15000.00 in the fakes), not the owner's USD
  const accounts = page.getByRole('table');
  await expect(accounts).toContainText('RON');
  await expect(accounts).not.toContainText('USD');

  // the header offers the switch back
  await page.getByRole('link', { name: 'Switch customer' }).click();
  await expect(page).toHaveURL(/\/customer-access$/);
  await expect(page.getByRole('button', { name: /Demo Trading Europe SRL/ })).toHaveAttribute('aria-current', 'true');
});

/** Spec 1 §2: "A business representative whose access list lacks balanceInfo reaches only the company documents page." */
test('rep@: lands on /company-documents and stays there whatever the address bar says', async ({ page }) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page, { username: 'rep@demo.test', password });
  await expect(page).toHaveURL(/\/company-documents$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const typed of ['/home', '/setting', '/customer-access']) {
    await page.goto(`${brandUrl('paxum')}${typed}`);
    await expect(page, `typed ${typed}`).toHaveURL(/\/company-documents$/);
  }
});

/** Spec 1 §2: "An unsigned user has the intended path stored and is sent to login." */
test('a signed-out visit to /setting goes to login, and the sign-in lands on /setting', async ({ page }) => {
  await page.goto(`${brandUrl('paydek')}/setting`);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Spec 1 §2: /self-certification-representative "needs an auth secret from the query or session ... otherwise back to login". */
test('/self-certification-representative: no secret goes to login; the seeded secret shows the representative', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/self-certification-representative`);
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`${brandUrl('paxum')}/self-certification-representative?authSecret=rep-secret-1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax residency self-certification' })).toBeVisible();
  await expect(page.getByText('Riley Stone').first()).toBeVisible();
  // the certification loads into its form (spec 3 §7 representative FATCA/CRS update)
  await expect(page.getByLabel('City of birth')).toHaveValue('Boston');
  // the secret authorises: it leaves the address bar, and a reload still works from the tab's session
  await expect(page).toHaveURL(/\/self-certification-representative$/);
  await page.reload();
  await expect(page.getByText('Riley Stone').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/self-certification-representative');

  await page.goto(`${brandUrl('paxum')}/self-certification-representative?authSecret=expired-secret`);
  await expect(page).toHaveURL(/\/login$/);
});

/** Spec 1 §2 start page step 3: a business without related accounts whose authorised-user info fails goes to authorised-user login. */
test('a failing businessAuthorisedUserGet: the authorised-user login page (/oau), with a way out', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'fundstr');
  const armed = await request.post(`${controls}/fail-next`, {
    data: { ...tenant.data, call: 'businessAuthorisedUserGet', responseCode: 'ENOA' },
  });
  expect(armed.ok()).toBe(true);
  await page.goto(tenant.url('/login'));
  await signIn(page, { username: 'rep@demo.test', password });
  await expect(page).toHaveURL(/\/oau$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Authorised user' })).toBeVisible();
  await expectNoSeriousViolations(page, '/oau');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
