import { type Page, expect, test } from '@playwright/test';
import {
  business,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signInOn,
  signedInPage,
} from './support.ts';

/**
 * Revenue-split contracts (spec 3 §2 /revenue-split, /revenue-split/new, /revenue-split/{contractId}; §4 "Contract
 * statuses"; §7 "Contracts service"), through the gateway's third upstream and the fakes' contracts service. The
 * fakes seed business@ (Demo Studio, Demo Games) with personal@: one ACTIVE contract (Demo Studio) and one TERMINATED
 * (Demo Games), so a new one with personal@ is for Demo Games. Signing happens at the fakes' e-signature page.
 */

/** business@ fills /revenue-split/new for a contract with personal@ (business@ pays) and lands on its page. */
async function createContract(page: Page, obligations: { payer: string[]; receiver: string[] }) {
  await page.getByRole('link', { name: 'New contract' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New revenue-split contract' })).toBeVisible();
  await page.getByLabel('Other side’s e-mail').fill('personal@demo.test');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('counterparty-found')).toHaveText('Found: a personal customer (personal@demo.test).');
  await chooseOption(selectField(page, 'Company'), 'Demo Games');
  await page.getByLabel('Share of the revenue, in %').fill('12.5');
  await page.getByLabel('Payer’s signer (full name)').fill('Dana Demo');
  await page.getByLabel('Receiver’s signer (full name)').fill('Alex Morgan');
  for (const [group, items] of [
    ['Payer’s obligations', obligations.payer],
    ['Receiver’s obligations', obligations.receiver],
  ] as const) {
    const box = page.getByRole('group', { name: group });
    for (const [i, text] of items.entries()) {
      if (i > 0) await box.getByRole('button', { name: 'Add an obligation' }).click();
      await box.getByLabel(`Obligation ${i + 1}`, { exact: true }).fill(text);
    }
  }
  await expectNoSeriousViolations(page, '/revenue-split/new');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page).toHaveURL(/\/revenue-split\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Demo Games: contract \d+$/ })).toBeVisible();
  return Number(/\/revenue-split\/(\d+)$/.exec(page.url())?.[1]);
}

/** Signs the contract shown on `page` at the e-signature provider's page (a new tab), as that page's user. */
async function signAtProvider(page: Page) {
  await page.getByRole('group', { name: 'What you can do' }).getByRole('button', { name: 'Sign', exact: true }).click();
  const link = page.getByRole('link', { name: 'Open the signing page' });
  await expect(link).toBeVisible();
  const [provider] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await provider.waitForLoadState();
  await provider.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(provider.getByText('Signed. You can close this window.')).toBeVisible();
  await provider.close();
  await page.bringToFront();
}

const status = (page: Page) => page.locator('.contract-summary .contract-status');

test('a contract with two obligations each side, signed by both sides, then terminated', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tenant = await freshTenant(request, 'paxum');
  const a = await signedInPage(browser, tenant, business);
  const errorsA = collectPageErrors(a);
  await a.goto(tenant.url('/revenue-split'));
  await expect(a.getByRole('heading', { level: 1, name: 'Revenue-split contracts' })).toBeVisible();
  await expect(a.getByTestId('contracts-meta').locator('[data-counter="total"] dd')).toHaveText('2');
  await expectNoSeriousViolations(a, '/revenue-split');

  const id = await createContract(a, {
    payer: ['Pay 12.5% of the Demo Games revenue monthly', 'Send a revenue report each month'],
    receiver: ['Stream Demo Games titles weekly', 'Mention Demo Games in every stream'],
  });
  await expect(status(a)).toHaveText('Unsigned');
  await expect(a.getByRole('region', { name: 'Payer' }).getByRole('listitem')).toHaveCount(2);
  await expect(a.getByRole('region', { name: 'Receiver' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(a, '/revenue-split/{id} unsigned');

  await signAtProvider(a);
  await expect(status(a)).toHaveText('Waiting for a signature', { timeout: 15_000 });
  await expect(a.getByTestId('signed-sender')).toContainText('Signed');

  // the counterparty: the request shows in its list and its menu badge is red until it signs
  const b = await signedInPage(browser, tenant, personal);
  const errorsB = collectPageErrors(b);
  await b.goto(tenant.url('/revenue-split'));
  const row = b.getByRole('row').filter({ hasText: 'Demo Games' }).filter({ hasText: 'Awaits your signature' });
  await expect(row).toBeVisible();
  await expect(b.getByTestId('contracts-badge')).toHaveAttribute('data-tone', 'red');
  await row.getByRole('link', { name: 'Demo Games' }).click();
  await expect(b).toHaveURL(new RegExp(`/revenue-split/${id}$`));
  await expect(b.getByRole('group', { name: 'What you can do' }).getByRole('button', { name: 'Reject' })).toBeVisible();
  await signAtProvider(b);
  await expect(status(b)).toHaveText('Active', { timeout: 15_000 });
  await expect(b.getByTestId('contracts-badge')).toHaveAttribute('data-tone', 'blue');

  // business@ terminates with a note; personal@ agrees to end it now
  await a.reload();
  await expect(status(a)).toHaveText('Active');
  await a.getByRole('button', { name: 'Terminate', exact: true }).click();
  const dialog = a.getByRole('dialog', { name: 'Terminate this contract?' });
  await dialog.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(dialog.getByText('Enter the reason for the termination.')).toBeVisible();
  await dialog.getByLabel('Reason for the termination').fill('The game is no longer streamed');
  await expectNoSeriousViolations(a, 'terminate dialog');
  await dialog.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(a)).toHaveText('Terminating');
  await expect(a.getByRole('button', { name: 'Cancel termination' })).toBeVisible();

  await b.reload();
  await expect(status(b)).toHaveText('Terminating');
  await expect(b.getByText('The game is no longer streamed')).toBeVisible();
  await b.getByRole('button', { name: 'Terminate now' }).click();
  const now = b.getByRole('dialog', { name: 'End the contract now?' });
  await now.getByRole('button', { name: 'Terminate now' }).click();
  await expect(now).toHaveCount(0);
  await expect(status(b)).toHaveText('Terminated');
  await expectNoSeriousViolations(b, '/revenue-split/{id} terminated');
  await a.reload();
  await expect(status(a)).toHaveText('Terminated');
  await expect(a.getByRole('button', { name: 'Contract PDF' })).toBeVisible();
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test('a contract rejected by the counterparty', async ({ browser, request }) => {
  const tenant = await freshTenant(request, 'paxum');
  const a = await signedInPage(browser, tenant, business);
  await a.goto(tenant.url('/revenue-split'));
  const id = await createContract(a, { payer: ['Pay the share monthly'], receiver: ['Stream weekly'] });
  const b = await signedInPage(browser, tenant, personal);
  const errors = collectPageErrors(b);
  await b.goto(tenant.url(`/revenue-split/${id}`));
  await expect(status(b)).toHaveText('Unsigned');
  await b.getByRole('button', { name: 'Reject' }).click();
  const dialog = b.getByRole('dialog', { name: 'Reject this contract?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(status(b)).toHaveText('Unsigned');
  await b.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(status(b)).toHaveText('Rejected');
  await expect(b.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await a.reload();
  await expect(status(a)).toHaveText('Rejected');
  await expect(a.getByRole('button', { name: 'Cancel contract' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the list filters, a refused form that keeps what was typed, an unknown e-mail and a missing contract', async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, business);
  await page.goto(tenant.url('/revenue-split'));
  const table = page.getByTestId('contracts');
  await expect(table.getByRole('row')).toHaveCount(3);
  await chooseOption(selectField(page, 'Status'), 'Ended');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Terminated');
  await chooseOption(selectField(page, 'Status'), 'All statuses');
  await page.getByLabel('Company', { exact: true }).fill('studio');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Demo Studio');
  await page.getByLabel('Company', { exact: true }).fill('nothing like it');
  await expect(page.getByText('No contracts match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('link', { name: 'New contract' }).click();
  await page.getByLabel('Other side’s e-mail').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('No customer with the e-mail nobody@demo.test.')).toBeVisible();
  await page.getByLabel('Share of the revenue, in %').fill('120');
  await page.getByLabel('Payer’s signer (full name)').fill('Dana Demo');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByText('Enter a share above 0 and at most 100, for example 12.5.')).toBeVisible();
  await expect(page.getByText('Find the other side by e-mail first.')).toBeVisible();
  await expect(page.getByLabel('Payer’s signer (full name)')).toHaveValue('Dana Demo');
  await expectNoSeriousViolations(page, '/revenue-split/new refused');

  await page.goto(tenant.url('/revenue-split/999999'));
  await expect(page.getByTestId('contract-not-found')).toContainText('Contract not found');
  await page.goto(tenant.url('/revenue-split/abc'));
  await expect(page.getByTestId('contract-not-found')).toContainText('There is no contract at this address.');
  await expectNoSeriousViolations(page, 'a missing contract');
  // the 404s are the answers this test asked for (spec 3 §8 "Customer lookup not found", "Contract not found")
  expect([...errors].sort()).toEqual([
    '404 /api/contract/999999',
    '404 /api/contract/999999/checkSigner',
    '404 /api/customer/lookup',
  ]);
});

test("the payer's signer identified (spec 3 §4 identification: NEW, PROCESSING, SUCCESS)", async ({
  page,
  request,
}) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, personal);
  // personal@ pays business@ a share of its own company's revenue: a personal payer's signer is identified
  await page.goto(tenant.url('/revenue-split/new'));
  await page.getByLabel('Other side’s e-mail').fill('business@demo.test');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('counterparty-found')).toHaveText('Found: a business customer (business@demo.test).');
  await chooseOption(selectField(page, 'Company'), 'Alex Morgan Streams');
  await page.getByLabel('Share of the revenue, in %').fill('5');
  await page.getByLabel('Payer’s signer (full name)').fill('Alex Morgan');
  await page.getByLabel('Receiver’s signer (full name)').fill('Dana Demo');
  await page.getByRole('group', { name: 'Payer’s obligations' }).getByLabel('Obligation 1').fill('Pay 5% monthly');
  await page
    .getByRole('group', { name: 'Receiver’s obligations' })
    .getByLabel('Obligation 1')
    .fill('Promote the streams');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Alex Morgan Streams: contract \d+$/ })).toBeVisible();
  const identification = page.locator('[data-identification]');
  await expect(identification).toHaveAttribute('data-identification', 'NEW');

  await page.getByRole('button', { name: 'Identify the payer’s signer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identify the payer’s signer' });
  await dialog.getByRole('button', { name: 'Start identification' }).click();
  await expect(dialog.getByText('Choose an identity provider.')).toBeVisible();
  await chooseOption(selectField(dialog, 'Identity provider'), 'Jumio');
  await expectNoSeriousViolations(page, 'identification dialog');
  await dialog.getByRole('button', { name: 'Start identification' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(identification).toHaveAttribute('data-identification', 'PROCESSING');
  await expect(page.getByRole('link', { name: 'Open the identity check' })).toBeVisible();
  await page.getByRole('button', { name: 'I have finished' }).click();
  await expect(identification).toHaveAttribute('data-identification', 'SUCCESS');
  await expect(identification).toHaveText('Identified');
  await expect(status(page)).toHaveText('Unsigned');
  expect(errors).toEqual([]);
});
