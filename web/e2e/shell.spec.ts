import { expect, test } from '@playwright/test';
import { brandUrl, expectNoSeriousViolations, signIn } from './support.ts';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto(`${brandUrl('paxum')}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoSeriousViolations(page, '404');
});

test("spec 1 §2's named routes without a screen of their own lead to theirs; page_404 has an address", async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/404`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto(`${brandUrl('paxum')}/auth`);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${brandUrl('paxum')}/register/new-business?ref=mail`);
  await expect(page).toHaveURL(/\/register\/business\?ref=mail$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'auth.register-new-business');
});

test('an address asked for before sign-in opens after it (every declared route is a built screen now)', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/messages`);
  // Spec 1 §2: an unsigned user has the intended path stored and is sent to login.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // A signed-in user on /login goes home.
  await page.goto(`${brandUrl('paxum')}/login`);
  await expect(page).toHaveURL(/\/home$/);
});

test('sign-in form: invalid e-mail shown inline, values kept', async ({ page }) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');

  await page.getByLabel('E-mail').fill('personal@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('personal@demo.test');
  await expect(page).toHaveURL(/\/login$/);
});

test('the language switcher changes the UI language and is kept', async ({ page }) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  const switcher = page.getByLabel('Language');
  await expect(switcher.locator('option')).toHaveCount(6);
  await switcher.selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Вхід' })).toBeVisible();
});

test('paydek offers only en and es', async ({ page }) => {
  await page.goto(`${brandUrl('paydek')}/login`);
  const options = page.getByLabel('Language').locator('option');
  await expect(options).toHaveCount(2);
  await expect(options).toHaveText(['English', 'Español']);
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto(`${brandUrl('paxumbank')}/login`);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type('personal@demo.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Demo-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

test('spec 1 §1: the signed-in footer links the fees of the customer type, the support contacts and the apps', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paxum')}/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const footer = page.getByRole('navigation', { name: 'Help and links' });
  await expect(footer.getByRole('link', { name: 'Fees' })).toHaveAttribute(
    'href',
    'https://paxum.example/fees/personal',
  );
  await expect(footer.getByRole('link', { name: 'WhatsApp your manager' })).toHaveAttribute(
    'href',
    'https://wa.me/10000000000',
  );
  await expect(footer.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
    'href',
    'mailto:support@paxum.example',
  );
  await expect(footer.getByRole('link', { name: 'Get the app on Google Play' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get the app on the App Store' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home with its footer');
});

test('a session lost on the server (AU) signs out to /login and comes back after sign-in', async ({
  page,
  context,
}) => {
  await page.goto(`${brandUrl('fundstruab')}/login`);
  await signIn(page);
  await expect(page.getByText('$1,250.50')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  // the cards page shown (its chunk loaded, its calls answered) before the session is lost on the server
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await context.clearCookies();
  // Client-side navigation: the accounts call answers 401 AU, the app signs out and keeps the path.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('$1,250.50')).toBeVisible();
});

test('phone width (spec 1 §9 mobile 476): home is usable and axe is clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${brandUrl('paxumbank')}/login`);
  await expectNoSeriousViolations(page, 'phone /login');
  await signIn(page);
  await expect(page.getByText('$1,250.50')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousViolations(page, 'phone /home');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
});
