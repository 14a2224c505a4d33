import { type Page, expect, test } from '@playwright/test';
import {
  brandUrl,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * The cards screens (spec 2 §2, §4) in Chromium through the gateway over the fakes: personal@demo.test has an active physical
 * card (Everyday card), an active virtual card (Online shopping), a paused virtual card (Subscriptions) and a
 * closed card account (Old card). Each test starts from a freshly seeded tenant of its brand.
 */
const brand = 'fundstr';

async function signedInAt(page: Page, path: string) {
  const tenant = await freshTenant(page.request, brand);
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${brandUrl(brand)}${path}`);
}

test('cards: physical, virtual and closed lists; a card paused and unpaused', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signedInAt(page, '/cards');
  // spec 2 §2: "the physical list if any card is physical"
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Physical cards (2)' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('row', { name: /Everyday card/ })).toContainText('•••• •••• •••• 4821');
  await expectNoSeriousViolations(page, '/cards');
  await page.getByRole('tab', { name: 'Virtual cards (2)' }).click();
  await expect(panel.getByRole('row', { name: /Subscriptions/ })).toContainText('Paused');
  await page.getByRole('tab', { name: 'Closed (1)' }).click();
  await expect(panel.getByRole('row', { name: /Old card/ })).toContainText('Closed');
  await expect(panel.getByRole('link')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Physical cards (2)' }).click();
  await panel.getByRole('link', { name: 'Everyday card' }).click();
  await expect(page).toHaveURL(/\/cards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday card' })).toBeVisible();
  const status = page.getByTestId('card-status');
  await expect(status).toHaveText('Active');
  await expect(page.getByTestId('card-balance')).toHaveText('$310.00');
  // spec 2 §4 for an Active physical card: pause, PIN, block; no unpause, no rename
  await expect(page.getByRole('button', { name: 'Unpause card', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Card name')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/cards/{accountId}');

  await page.getByRole('button', { name: 'Pause card', exact: true }).click();
  await expect(status).toHaveText('Paused');
  await expect(page.getByRole('button', { name: 'Pause card', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unpause card', exact: true }).click();
  await expect(status).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Pause card', exact: true })).toBeVisible();

  // the state is the server's: a reload still shows it active
  await page.reload();
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  expect(errors).toEqual([]);
});

test('card detail: rename a virtual card; block asks first and cannot be undone', async ({ page }) => {
  await signedInAt(page, '/cards');
  await page.getByRole('tab', { name: 'Virtual cards (2)' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Online shopping' }).click();
  const name = page.getByLabel('Card name');
  await name.fill('  ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter a name for the card.')).toBeVisible();
  await name.fill('Travel');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();

  await page.getByRole('button', { name: 'Block card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this card?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoSeriousViolations(page, 'block confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Block card' }).click();
  await dialog.getByRole('button', { name: 'Block card' }).click();
  // status 4 Canceled (not 11 closed): the card stays on view with no action left (spec 2 §4)
  await expect(page.getByTestId('card-status')).toHaveText('Canceled');
  await expect(page.getByText('No action is possible for this card in its status.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block card' })).toHaveCount(0);
});

test('card PIN: show it, refuse a bad change with field errors, change it', async ({ page }) => {
  await signedInAt(page, '/cards');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Everyday card' }).click();
  await page.getByRole('link', { name: 'PIN' }).click();
  await expect(page).toHaveURL(/\/card\/\d+\/pin\/$/);
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(page.getByTestId('pin')).toHaveText('1234');
  await page.getByRole('button', { name: 'Hide PIN' }).click();
  await expect(page.getByTestId('pin')).toHaveCount(0);

  await page.getByLabel('New PIN (4 digits)').fill('12');
  await page.getByLabel('Repeat the new PIN').fill('13');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('The PIN is 4 digits.')).toBeVisible();
  await expect(page.getByText('The two PINs do not match.')).toBeVisible();
  await expect(page.getByText('Confirm that the old PIN stops working.')).toBeVisible();
  await expect(page.getByLabel('New PIN (4 digits)')).toHaveValue('12');
  await expectNoSeriousViolations(page, '/card/{accountId}/pin/');
  await page.getByLabel('New PIN (4 digits)').fill('4321');
  await page.getByLabel('Repeat the new PIN').fill('4321');
  await page.getByLabel('I understand that the old PIN stops working.').check();
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('The PIN has been changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(page.getByTestId('pin')).toHaveText('4321');
});

test('a closed card account has no detail page: back to /cards', async ({ page }) => {
  await signedInAt(page, '/cards');
  await page.getByRole('tab', { name: 'Closed (1)' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row', { name: /Old card/ })).toBeVisible();
  // the fakes' demo id of the closed card account (seeded last)
  await page.goto(`${brandUrl(brand)}/cards/300019`);
  await expect(page).toHaveURL(/\/cards$/);
});

test('apply for a card: fees and shipping by country; a country without cards shows 0 and no options', async ({
  page,
}) => {
  await signedInAt(page, '/cards');
  const apply = page.getByRole('region', { name: 'Apply for a card' });
  await chooseOption(selectField(apply, 'Country of delivery'), 'Romania');
  await expect(apply.getByTestId('fee-issue')).toHaveText('40.00 lei');
  await expect(apply.getByTestId('fee-annual')).toHaveText('90.00 lei');
  await expect(apply.getByTestId('fee-monthly')).toHaveText('5.00 lei');
  await expect(apply.getByTestId('shipping-express')).toContainText(
    'Express shipping is not available in this country',
  );
  await expect(apply.getByTestId('shipping-standard')).toContainText('0.00 lei');
  await expectNoSeriousViolations(page, '/cards apply for a card');
  await chooseOption(selectField(apply, 'Country of delivery'), 'France');
  await expect(apply.getByRole('alert')).toHaveText('Cards are not offered in FR');
  await expect(apply.getByTestId('fee-issue')).toHaveText('0.00');
  await expect(apply.getByText('No shipping options.')).toBeVisible();
});

test('external card: add one (BIN info, field errors keep values), then confirm it with the code of its check', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedInAt(page, '/add-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expect(page.getByText('You have not added an external card yet.')).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry (MM/YY)').fill('13/30');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('This is not a valid card number.')).toBeVisible();
  await expect(page.getByText('Enter the expiry as MM/YY.')).toBeVisible();
  await expect(page.getByText('Enter the name on the card.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1112');
  await expect(page.getByTestId('bin-info')).toHaveText('VISA DEBIT card issued by Test Issuer');
  await expectNoSeriousViolations(page, '/add-card');
  // a Luhn-valid number
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Name on the card').fill('Alex Morgan');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/confirm-card\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm a card' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('1111');
  await page.getByLabel('Code from the statement').fill('12');
  await page.getByRole('button', { name: 'Confirm card' }).click();
  await expect(page.getByText('Enter the 4-digit code.')).toBeVisible();
  await page.getByLabel('Code from the statement').fill('9999');
  await page.getByRole('button', { name: 'Confirm card' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code does not match');
  await expectNoSeriousViolations(page, '/confirm-card/{cardId}');
  // the fakes' zero-amount check carries the code 1234 (fakes/README.md)
  await page.getByLabel('Code from the statement').fill('1234');
  await page.getByRole('button', { name: 'Confirm card' }).click();
  await expect(page.getByText(/The card .*1111 is confirmed\./)).toBeVisible();
  await page.getByRole('link', { name: 'Back to your cards' }).click();
  await expect(page.getByText('Confirmed')).toBeVisible();
  expect(errors).toEqual([]);
});

test('reissue with express shipping shows the fee first, charges the card once, then the replacement is on its way', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedInAt(page, '/cards');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Everyday card' }).click();
  // spec 2 §4 "Balance": the issuer's balance on request
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByTestId('balance-inquiry')).toHaveText('Balance from the card issuer: $310.00 (pending $0.00)');
  await page.getByRole('button', { name: 'Reissue card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reissue this card?' });
  await expect(dialog.getByTestId('reissue-total')).toHaveText('$5.00');
  await dialog.getByLabel('Express shipping (+$25.00)').check();
  await expect(dialog.getByTestId('reissue-total')).toHaveText('$30.00');
  await expectNoSeriousViolations(page, 'reissue confirmation');
  await dialog.getByRole('button', { name: 'Reissue for $30.00' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('A replacement card is ordered. Fee charged: $30.00.')).toBeVisible();
  await expect(page.getByTestId('replacement-state')).toHaveText(
    'A replacement card is on its way (express shipping).',
  );
  // charged once, from the card, even after a double click
  await expect(page.getByTestId('card-balance')).toHaveText('$280.00');
  await expect(page.getByRole('button', { name: 'Reissue card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to express shipping' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('card-balance')).toHaveText('$280.00');
  expect(errors).toEqual([]);
});

test('standard reissue, then its shipping upgraded to express', async ({ page }) => {
  await signedInAt(page, '/cards');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Everyday card' }).click();
  await page.getByRole('button', { name: 'Reissue card' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reissue for $5.00' }).click();
  await expect(page.getByTestId('replacement-state')).toHaveText(
    'A replacement card is on its way (standard shipping).',
  );
  await page.getByRole('button', { name: 'Upgrade to express shipping' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to express shipping?' });
  await expect(dialog).toContainText('$25.00 is taken from this card.');
  await dialog.getByRole('button', { name: 'Upgrade for $25.00' }).click();
  await expect(page.getByText('Shipping upgraded to express. Fee charged: $25.00.')).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText('$280.00');
});

test('activation of a delivered card: the fee, the fee account, the PIN shown once', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signedInAt(page, '/cards');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('row', { name: /New card/ })).toContainText('Shipped');
  await panel.getByRole('link', { name: 'New card' }).click();
  await expect(page.getByTestId('card-status')).toHaveText('Shipped');
  await page.getByRole('button', { name: 'Activate card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate this card' });
  await expect(dialog.getByTestId('activation-fee')).toHaveText('Activation fee: $5.00');
  await expect(selectField(dialog, 'Pay the fee from')).toContainText('$1,250.50');
  await expectNoSeriousViolations(page, 'card activation');
  await dialog.getByRole('button', { name: 'Activate' }).click();
  const done = page.getByRole('dialog', { name: 'Card activated' });
  await expect(done.getByTestId('activation-pin')).toHaveText(/^\d{4}$/);
  const pin = await done.getByTestId('activation-pin').textContent();
  await expectNoSeriousViolations(page, 'card activated with its PIN');
  await done.getByRole('button', { name: 'Hide PIN' }).click();
  await expect(done.getByTestId('activation-pin')).toHaveCount(0);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  await expect(page.getByText('The card is activated. Fee charged: $5.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate card' })).toHaveCount(0);
  // the PIN given at activation is the card's PIN
  await page.getByRole('link', { name: 'PIN' }).click();
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(page.getByTestId('pin')).toHaveText(pin as string);
  expect(errors).toEqual([]);
});

test('a virtual card says it needs the mobile app for online payments', async ({ page }) => {
  await signedInAt(page, '/cards');
  await page.getByRole('tab', { name: 'Virtual cards (2)' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Online shopping' }).click();
  await expect(page.getByText('Needs the mobile app (iOS, Android).')).toBeVisible();
  await expect(
    page.getByText('Online payments with this card are confirmed in the mobile app (3-D Secure).'),
  ).toBeVisible();
});

test('replacing an address warns first when a card on its way still goes to the old address', async ({ page }) => {
  await signedInAt(page, '/profile');
  const addresses = page.getByRole('region', { name: 'Addresses', exact: true });
  await addresses.getByRole('button', { name: 'Replace' }).first().click();
  await addresses.getByLabel('Address line 1').fill('500 Howard Street');
  await addresses.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cards and this address' });
  // the delivered card (New card, status 21 Shipped) travels to the old address (spec 2 §7 compatibility check)
  await expect(dialog).toContainText(
    'These cards are already on their way and will still go to the old address: New card.',
  );
  await expectNoSeriousViolations(page, 'address replacement warning');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses.getByLabel('Address line 1')).toHaveValue('500 Howard Street');
  await addresses.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Replace anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses).toContainText('500 Howard Street');
});
