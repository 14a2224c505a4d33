/**
 * The merchant pages' saved buttons, PBN settings and business logos (spec 3 §2 buttons/*, §3 "Logo: name,
 * isDefault, file", §7 "Merchant": "PBN settings get/update (statusId, or secret=1)", "Logo list (pageSize 1000);
 * create as multipart (data as JSON with isDefault, name; file); get; update; delete", "Saved button list, get,
 * create, update, delete"; contracts merchant-buttons.ts). Consumer payments-web-merchant-buttons: its own pact JSON.
 * Every interaction starts signed in as business@ on a fresh tenant, whose seed (fakes seed-merchant-buttons.ts) has
 * buttons 1 and 2, PBN settings statusId 1 and the default logo 1; ids are handed out per tenant, so a new button is 3
 * and a new logo 2. The refusals: another merchant's (or an unknown) button or logo is VF on id; a file that is not
 * PNG, JPEG or SVG is VF on file.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  logoCreateForm,
  merchantButtonCreate,
  merchantButtonDelete,
  merchantButtonGet,
  merchantButtonLimits,
  merchantButtonListGet,
  merchantButtonUpdate,
  merchantLogoCreate,
  merchantLogoDelete,
  merchantLogoGet,
  merchantLogoListGet,
  merchantLogoUpdate,
  pbnSettingsGet,
  pbnSettingsUpdate,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { isoInstant, signedIn, vfAnswer as vf } from './rest-interaction.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  participants,
  pactDir,
  states,
} from './support.ts';

const { eachLike, integer, regex, string, boolean } = MatchersV3;

const pact = new PactV4({
  consumer: 'payments-web-merchant-buttons',
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const business = signedIn(demo.business);
const personal = signedIn(demo.personal);

const buttonOf = (fields: Record<string, unknown> = {}) => ({
  id: integer(1),
  customerId: integer(100002),
  name: string('Coffee beans'),
  amount: regex(decimalPattern, '19.99'),
  currencyCode: regex(currencyPattern, 'USD'),
  description: string('One bag of roasted coffee beans (1 kg)'),
  returnUrl: string('https://shop.example/thanks'),
  cancelUrl: string('https://shop.example/cart'),
  statusId: integer(1),
  createdAt: isoInstant('2026-11-26T12:00:00.000Z'),
  updatedAt: isoInstant('2026-11-26T12:00:00.000Z'),
  ...fields,
});

const pbn = (statusId: number) => ({
  statusId,
  secretKey: regex('^[0-9A-Za-z-]{16,64}$', 'pbn-demo-0000000000000000000000000'),
});

const logoOf = (fields: Record<string, unknown> = {}) => ({
  id: integer(1),
  customerId: integer(100002),
  name: string('Demo Trading'),
  isDefault: boolean(true),
  file: regex('^data:image/(png|jpeg|svg\\+xml);base64,[A-Za-z0-9+/=]+$', 'data:image/png;base64,iVBORw0KGgo='),
  mimeType: regex('^image/(png|jpeg|svg\\+xml)$', 'image/png'),
  size: integer(120),
  createdAt: isoInstant('2026-11-28T12:00:00.000Z'),
  ...fields,
});

const cases: MethodCase[] = [
  {
    def: merchantButtonListGet,
    description: "merchantButtonListGet: business@'s saved buttons",
    ...business,
    body: {},
    response: { responseCode: '00', buttons: eachLike(buttonOf()) },
    check: (t, res) => t.ok((res.buttons as unknown[]).length >= 1),
  },
  {
    def: merchantButtonGet,
    description: 'merchantButtonGet of a seeded button',
    ...business,
    body: { id: 1 },
    response: { responseCode: '00', button: buttonOf() },
    check: (t, res) => t.equal((res.button as { id: number }).id, 1),
  },
  {
    def: merchantButtonGet,
    description: "merchantButtonGet of another merchant's button: VF not found",
    ...personal,
    body: { id: 1 },
    response: vf('id', 'No button 1'),
    check: (t, res) => {
      t.equal(res.responseCode, 'VF');
      t.match(res.message, /No button 1/);
    },
  },
  {
    def: merchantButtonCreate,
    description: 'merchantButtonCreate of a button with every field',
    ...business,
    body: {
      name: 'Tea box',
      amount: '7.50',
      currencyCode: 'GBP',
      description: 'Assorted teas',
      returnUrl: 'https://shop.example/ok',
      cancelUrl: 'https://shop.example/cart',
      statusId: 1,
    },
    response: {
      responseCode: '00',
      button: buttonOf({
        id: integer(3),
        name: 'Tea box',
        amount: '7.50',
        currencyCode: 'GBP',
        description: 'Assorted teas',
        returnUrl: 'https://shop.example/ok',
        statusId: 1,
      }),
    },
    check: (t, res) => t.equal((res.button as { name: string }).name, 'Tea box'),
  },
  {
    def: merchantButtonUpdate,
    description: 'merchantButtonUpdate of a seeded button (made inactive)',
    ...business,
    body: {
      id: 1,
      name: 'Coffee beans',
      amount: '21.00',
      currencyCode: 'USD',
      description: '',
      returnUrl: '',
      cancelUrl: '',
      statusId: 2,
    },
    response: {
      responseCode: '00',
      button: buttonOf({ amount: '21.00', statusId: 2, description: '', returnUrl: '', cancelUrl: '' }),
    },
    check: (t, res) => t.equal((res.button as { statusId: number }).statusId, 2),
  },
  {
    def: merchantButtonDelete,
    description: 'merchantButtonDelete of a seeded button',
    ...business,
    body: { id: 2 },
    response: { responseCode: '00' },
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: merchantButtonDelete,
    description: 'merchantButtonDelete of an unknown button: VF not found',
    ...business,
    body: { id: 99 },
    response: vf('id', 'No button 99'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: pbnSettingsGet,
    description: "pbnSettingsGet: business@'s status and key",
    ...business,
    body: {},
    response: { responseCode: '00', pbnSettings: pbn(1) },
    check: (t, res) => t.equal((res.pbnSettings as { statusId: number }).statusId, 1),
  },
  {
    def: pbnSettingsUpdate,
    description: 'pbnSettingsUpdate of the status',
    ...business,
    body: { statusId: 2 },
    response: { responseCode: '00', pbnSettings: pbn(2) },
    check: (t, res) => t.equal((res.pbnSettings as { statusId: number }).statusId, 2),
  },
  {
    def: pbnSettingsUpdate,
    description: 'pbnSettingsUpdate with secret=1 (a new key)',
    ...business,
    body: { secret: 1 },
    response: { responseCode: '00', pbnSettings: pbn(1) },
    check: (t, res) => t.type((res.pbnSettings as { secretKey: string }).secretKey, 'string'),
  },
  {
    def: merchantLogoListGet,
    description: 'merchantLogoListGet (pageSize 1000)',
    ...business,
    body: { pageSize: merchantButtonLimits.logos, pageNumber: 1 },
    response: { responseCode: '00', logos: eachLike(logoOf()), total: integer(1) },
    check: (t, res) => t.ok((res.logos as { isDefault: boolean }[]).some((l) => l.isDefault)),
  },
  {
    def: merchantLogoGet,
    description: 'merchantLogoGet of the seeded logo',
    ...business,
    body: { id: 1 },
    response: { responseCode: '00', logo: logoOf() },
    check: (t, res) => t.equal((res.logo as { id: number }).id, 1),
  },
  {
    def: merchantLogoGet,
    description: 'merchantLogoGet of an unknown logo: VF not found',
    ...business,
    body: { id: 99 },
    response: vf('id', 'No logo 99'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: merchantLogoUpdate,
    description: 'merchantLogoUpdate: renamed, no longer the default',
    ...business,
    body: { id: 1, name: 'Demo Trading blue', isDefault: false },
    response: { responseCode: '00', logo: logoOf({ name: 'Demo Trading blue', isDefault: false }) },
    check: (t, res) => t.equal((res.logo as { isDefault: boolean }).isDefault, false),
  },
  {
    def: merchantLogoDelete,
    description: 'merchantLogoDelete of the seeded logo',
    ...business,
    body: { id: 1 },
    response: { responseCode: '00' },
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));

// A fixed boundary: the pact file keeps these exact bytes and the provider verification replays them. The logo is an
// SVG, so the whole form is ASCII and goes in as a text body of the multipart type (as profile.consumer.test.ts does).
const boundary = 'pact-merchant-logo-boundary-7MA4YWxk';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

function multipartBody(data: Record<string, unknown>, file: string, type: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.svg"\r\n` +
    `Content-Type: ${type}\r\n\r\n${file}\r\n--${boundary}--\r\n`
  );
}

function textBody(b: unknown, body: string): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
}

async function upload(t: Test, description: string, body: string, status: number, response: Record<string, unknown>) {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.business })
    .uponReceiving(description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: 'merchantLogoCreate' });
      b.headers({ authorization: bearer() });
      textBody(b, body);
    })
    .willRespondWith(status, (b) => b.jsonBody(response))
    .executeTest(async (mock) => {
      const res = await fetch(`${mock.url}/?method=merchantLogoCreate`, {
        method: 'POST',
        headers: { ...bearerHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (json.responseCode === '00') t.ok(merchantLogoCreate.response.safeParse(json).success, 'matches the contract');
      else t.equal(json.responseCode, 'VF');
    });
}

t.test('merchantLogoCreate: multipart data { isDefault, name } + file (an SVG), made the default', async (t) => {
  await upload(
    t,
    'merchantLogoCreate of an SVG logo made the default (multipart)',
    multipartBody({ isDefault: true, name: 'Vector logo' }, svg, 'image/svg+xml'),
    200,
    {
      responseCode: '00',
      logo: logoOf({
        id: integer(2),
        name: 'Vector logo',
        isDefault: true,
        mimeType: 'image/svg+xml',
        file: regex(
          '^data:image/svg\\+xml;base64,[A-Za-z0-9+/=]+$',
          `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        ),
      }),
    },
  );
  // the form the web builds carries the same two parts
  const form = logoCreateForm(
    { isDefault: true, name: 'Vector logo' },
    new Blob([svg], { type: 'image/svg+xml' }),
    'logo.svg',
  );
  t.same([...form.keys()], ['data', 'file']);
});

t.test('merchantLogoCreate of a text file: VF on file', async (t) => {
  await upload(
    t,
    'merchantLogoCreate of a plain text file: VF File type not allowed',
    multipartBody({ isDefault: false, name: 'Notes' }, 'not an image', 'text/plain'),
    200,
    vf('file', 'File type not allowed: use PNG, JPEG or SVG'),
  );
});
