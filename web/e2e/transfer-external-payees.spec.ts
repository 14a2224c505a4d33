import { type Page, type Request, expect, test } from '@playwright/test';
import {
  accountNumbered,
  brandUrl,
  chooseCountry,
  chooseOption,
  collectPageErrors,
  expectNoSeriousViolations,
  freshTenant,
  selectField,
  signIn,
} from './support.ts';

/**
 * The payee beneficiary blocks of /transfer/external (features card-payout-beneficiary and instant-beneficiary;
 * spec 2 §3 "BIN info", §5, §7 "instant key info and bank list, blocked BIN list") in Chromium through the gateway
 * over the fakes. personal@ (approve mode none) sends from its seeded account 300001 USD; the fakes block the card
 * BINs 400000 and 510510 and know the Pix key CPF 123.456.789-09 of Ana Paula Souza (Itaú). Each test takes a tenant
 * of its own, reset first.
 */
const brand = 'paxum' as const;

async function openTransfer(page: Page, request: Parameters<typeof freshTenant>[0], type: string) {
  const tenant = await freshTenant(request, brand);
  await page.goto(`${brandUrl(brand)}/login?stage=${tenant.stage}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(tenant.url(`/transfer/external?type=${type}&permission=3d`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The submits of one method the page sends (POST /api/?method=…). */
function submitsOf(page: Page, method: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).searchParams.get('method') === method) sent.push(r);
  });
  return sent;
}

const toOthers = (page: Page) => page.getByRole('group', { name: 'To someone else' });

test('a card payout to a blocked BIN is refused before submit (spec 2 §5); another card is paid', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const sent = submitsOf(page, 'octTransfer');
  await openTransfer(page, request, 'oct');
  await expect(toOthers(page).getByRole('radio', { name: 'To a card' })).toBeChecked();
  await chooseOption(selectField(page, 'From account'), accountNumbered('300001'));
  await chooseCountry(page, 'Destination country', 'United States');
  await chooseOption(selectField(page, 'Currency the beneficiary receives'), /^USD ·/);

  const block = page.getByTestId('card-payout-beneficiary');
  await block.getByLabel("Cardholder's name", { exact: true }).fill('Ann Lee');
  const card = block.getByLabel('Card number', { exact: true });
  await card.fill('4000 0000 0000 0002');
  await card.blur();
  await expect(card).toHaveAccessibleDescription('Payouts to cards of this bank are not possible.');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('25.00');
  await expect(page.getByTestId('fee')).not.toHaveText('—');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(card).toHaveAccessibleDescription('Payouts to cards of this bank are not possible.');
  await expectNoSeriousViolations(page, '/transfer/external oct, a blocked BIN');
  expect(sent, 'nothing sent for a blocked card').toHaveLength(0);

  // the other blocked BIN, typed without spaces
  await card.fill('5105105105105100');
  await expect(card).toHaveAccessibleDescription('Payouts to cards of this bank are not possible.');

  // a card the fakes know: BIN info from its first 6 digits, the number shown back masked, sent without spaces
  await card.fill('4111 1111 1111 1111');
  await expect(card).not.toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText('VISA DEBIT card from Test Issuer')).toBeVisible();
  await expect(block.getByText('The money goes to card •••• •••• •••• 1111.')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/external oct');
  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('method') === 'octTransfer');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await (await answer).json()).toMatchObject({ responseCode: '00' });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toMatchObject({
    beneficiaryName: 'Ann Lee',
    cardNumber: '4111111111111111',
    amount: '25.00',
    currencyCode: 'USD',
    countryCode: 'US',
  });
  expect(errors).toEqual([]);
});

test('an instant payment by key: looked up, the holder confirmed, then paid (spec 2 §7)', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const sent = submitsOf(page, 'instantTransfer');
  await openTransfer(page, request, 'instant_payment');
  await expect(toOthers(page).getByRole('radio', { name: 'Instant payment' })).toBeChecked();
  await chooseOption(selectField(page, 'From account'), accountNumbered('300001'));

  const block = page.getByTestId('instant-beneficiary');
  await expect(block.getByText('Banks that take instant payments')).toBeVisible();
  const taxId = block.getByLabel("Recipient's CPF or CNPJ", { exact: true });
  await taxId.fill('123.456.789-00');
  await taxId.blur();
  await expect(taxId).toHaveAccessibleDescription('This is not a valid CPF (11 digits) or CNPJ (14 digits).');
  await taxId.fill('123.456.789-09');
  await chooseOption(selectField(block, 'Key type'), 'CPF');
  await block.getByLabel('Key', { exact: true }).fill('123.456.789-09');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('30.00');

  // not looked up yet: refused before submit
  await page.getByRole('button', { name: 'Send' }).click();
  const lookUp = block.getByRole('button', { name: 'Look up' });
  await expect(lookUp).toHaveAccessibleDescription('Look up the key and confirm the recipient.');
  expect(sent).toHaveLength(0);

  await lookUp.click();
  const recipient = block.getByRole('region', { name: 'Check the recipient' });
  await expect(recipient.getByText('Ana Paula Souza')).toBeVisible();
  await expect(recipient.getByText('Itaú Unibanco S.A.')).toBeVisible();
  await expect(recipient.getByText('****5-6 · Checking')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/external instant payment, the holder to confirm');
  await recipient.getByRole('button', { name: 'Pay this recipient' }).click();
  await expect(recipient.getByRole('status')).toHaveText('Recipient confirmed: Ana Paula Souza.');
  await expect(lookUp).not.toHaveAttribute('aria-describedby');

  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('method') === 'instantTransfer');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await (await answer).json()).toMatchObject({ responseCode: '00' });
  expect(sent[0]?.postDataJSON()).toMatchObject({
    taxId: '12345678909',
    instantKey: '12345678909',
    instantKeyType: 'CPF',
    beneficiaryName: 'Ana Paula Souza',
    countryCode: 'BR',
    currencyCode: 'BRL',
  });
  await expectNoSeriousViolations(page, '/transfer/external instant payment sent');
  expect(errors).toEqual([]);
});

test('a crypto withdrawal: USDT on Tron, the address checked for its network, with its fee', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const sent = submitsOf(page, 'cryptoTransfer');
  await openTransfer(page, request, 'crypto_eft');
  await expect(toOthers(page).getByRole('radio', { name: 'Crypto' })).toBeChecked();
  await chooseOption(selectField(page, 'From account'), accountNumbered('300001'));
  await chooseCountry(page, 'Destination country', 'United States');
  await chooseOption(selectField(page, 'Currency the beneficiary receives'), /^USDT ·/);

  const block = page.getByTestId('crypto-beneficiary');
  await chooseOption(selectField(block, 'Network'), 'Tron');
  const address = block.getByLabel('Wallet address', { exact: true });
  await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await address.blur();
  await expect(address).toHaveAccessibleDescription('This is not a valid Tron address.');
  await address.fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await block.getByLabel('Memo or tag (only if the receiving platform asks for one)', { exact: true }).fill('778899');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('40.00');
  await expect(page.getByTestId('fee')).not.toHaveText('—');
  await expect(page.getByTestId('network-fee')).toBeVisible();
  await expectNoSeriousViolations(page, '/transfer/external crypto');
  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('method') === 'cryptoTransfer');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await (await answer).json()).toMatchObject({ responseCode: '00' });
  expect(sent[0]?.postDataJSON()).toMatchObject({
    network: 'TRON',
    address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    memo: '778899',
    currencyCode: 'USDT',
  });
  expect(errors).toEqual([]);
});

test('an Interac e-Transfer to a Canadian mobile typed as (416) 555-0100, sent as +14165550100', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const sent = submitsOf(page, 'interacTransfer');
  await openTransfer(page, request, 'interac');
  await expect(toOthers(page).getByRole('radio', { name: 'Interac' })).toBeChecked();
  await chooseOption(selectField(page, 'From account'), accountNumbered('300001'));

  const block = page.getByTestId('interac-beneficiary');
  await block.getByLabel("Recipient's name", { exact: true }).fill('Jean Tremblay');
  // spec 2 §5 e-mail check: 5 characters is not "longer than 5"
  const email = block.getByLabel("Recipient's e-mail", { exact: true });
  await email.fill('a@b.c');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await block.getByRole('radio', { name: 'Mobile number' }).check();
  const phone = block.getByLabel("Recipient's mobile number", { exact: true });
  await phone.fill('(416) 555-01');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(
    'Enter a Canadian mobile number: +1 and ten digits, e.g. (416) 555-0100.',
  );
  await phone.fill('(416) 555-0100');
  await expect(block.getByText('+14165550100')).toBeVisible();
  await page.getByLabel('Amount (USD)', { exact: true }).fill('20.00');
  await expect(page.getByTestId('fee')).not.toHaveText('—');
  await expectNoSeriousViolations(page, '/transfer/external interac');
  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('method') === 'interacTransfer');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await (await answer).json()).toMatchObject({ responseCode: '00' });
  const body: unknown = sent[0]?.postDataJSON();
  expect(body).toMatchObject({ beneficiaryName: 'Jean Tremblay', phone: '+14165550100', currencyCode: 'CAD' });
  expect(body).not.toHaveProperty('email');
  expect(errors).toEqual([]);
});
