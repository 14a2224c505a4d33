import { type Locator, expect, test } from '@playwright/test';
import {
  brandUrl,
  chooseCountry,
  chooseOption,
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
} from './support.ts';

/** A react-aria checkbox (its input is visually hidden under the drawn box), ticked by keyboard. */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

/**
 * Spec 3 §1 (brand rules, terms, bot challenge), §2 (/register, /register/personal), §4 (activation), §5 (existence
 * checks): personal registration end to end through the gateway over the fakes.
 */

test('a personal registration, then the e-mailed code activates it and the new customer lands home', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  const email = `nova-${Date.now()}@demo.test`;
  await page.goto(tenant.url('/login'));
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoSeriousViolations(page, '/register');
  await page.getByRole('link', { name: 'Personal account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal registration' })).toBeVisible();

  const form = page.locator('form');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(personal.password);
  await page.getByLabel('Repeat the password').fill(personal.password);
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Reyes');
  await chooseCountry(page, 'Country', 'United States');
  await page.getByLabel(/^Phone number/).fill('202 555 0111');
  // spec 3 §1: paxum offers every personal type, webcam models included
  await chooseOption(selectField(page, 'What describes you best'), 'Webcam model');
  // sending without the terms and the bot check: every problem shows, nothing typed is lost
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Accept the terms and the privacy policy to register.')).toBeVisible();
  await expect(form.getByText('Please confirm you are not a robot.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expectNoSeriousViolations(page, '/register/personal with errors');

  // spec 3 §1: the brand's terms and privacy policy, each 'I have read and accept'
  await tick(page.getByRole('checkbox', { name: 'I have read and accept the Paxum Terms and Conditions' }));
  await tick(page.getByRole('checkbox', { name: 'I have read and accept the Paxum Privacy Policy' }));
  const bot = page.getByRole('group', { name: 'Bot check (test mode)' });
  await tick(bot.getByRole('checkbox', { name: 'I am not a robot' }));
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent an activation e-mail to ${email}.`)).toBeVisible();
  await expectNoSeriousViolations(page, 'registered, waiting for the code');
  const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(tenant.data).map(([k, v]) => [k, String(v)])) });
  q.set('username', email);
  const answer = await request.get(`${controls}/activation-code?${q}`);
  expect(answer.ok()).toBe(true);
  const { activationCode } = (await answer.json()) as { activationCode: string };
  await page.getByLabel('Activation code').fill(activationCode);
  await page.getByRole('button', { name: 'Activate' }).click();

  // spec 3 §4: activation yields tokens, the user data loads, home with a success notice
  await expect(page).toHaveURL(/\/home(\?|$)/);
  const notice = page.getByRole('dialog', { name: 'Account Activation' });
  await expect(notice).toContainText('Your account has been activated.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: /Nova Reyes/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('paydek has registration disabled: /register and /register/personal say so and lead to sign-in', async ({
  page,
}) => {
  await page.goto(`${brandUrl('paydek')}/register`);
  const closed = 'Registration of new accounts is closed at Paydek. If you have an account, sign in.';
  await expect(page.getByText(closed)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personal account' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'paydek /register');
  await page.goto(`${brandUrl('paydek')}/register/personal`);
  await expect(page.getByText(closed)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('spec 3 §5: the e-mail check on leaving the field: an invalid one is not asked, a registered one is caught', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('method=emailExistsCheck')) asked.push(String(r.postDataJSON()?.email));
  });
  await page.goto(`${brandUrl('paxum')}/register/personal`);
  const email = page.getByLabel('E-mail');
  await email.fill('a@b.c');
  await email.press('Tab');
  await expect(page.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible();
  expect(asked).toEqual([]);

  await email.fill(personal.username);
  await email.press('Tab');
  await expect(page.getByText('This e-mail address is already registered.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with this e-mail address' })).toBeVisible();
  await expectNoSeriousViolations(page, '/register/personal, a registered e-mail');
  // cached per value: leaving the field again asks nothing
  await email.focus();
  await email.press('Tab');
  expect(asked).toEqual([personal.username]);
  await page.getByRole('link', { name: 'Sign in with this e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
