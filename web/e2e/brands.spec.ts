import { expect, test } from '@playwright/test';
import { brandIds, brandUrl, collectPageErrors, expectNoSeriousViolations, signIn } from './support.ts';

/** Spec 1 §1 brands: per brand, by its host, personal@demo.test signs in, sees balances, signs out; axe is clean. */
for (const brand of brandIds) {
  test(`${brand}: sign in, see the balances, sign out`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${brandUrl(brand)}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page, `${brand} /login`);

    await signIn(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alex Morgan' })).toBeVisible();
    // The fakes' seed: USD 1250.50, EUR 980.25, RON 4520.00 payment accounts.
    const accounts = page.getByRole('table', { name: /Accounts/ });
    await expect(accounts.getByText('$1,250.50')).toBeVisible();
    await expect(accounts.getByText('€980.25')).toBeVisible();
    await expect(accounts.getByText('4,520.00 lei')).toBeVisible();
    await expectNoSeriousViolations(page, `${brand} /home`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Signed out for real: home sends back to sign-in.
    await page.goto(`${brandUrl(brand)}/home`);
    await expect(page).toHaveURL(/\/login$/);
    // A CSP violation, a failed chunk or a React error would show here.
    expect(errors).toEqual([]);
  });
}
