import t from 'tap';
import {
  type MerchantLogo,
  type SavedButton,
  envelope,
  merchantButtonCreate,
  merchantButtonDelete,
  merchantButtonGet,
  merchantButtonListGet,
  merchantButtonUpdate,
  merchantLogoCreate,
  merchantLogoDelete,
  merchantLogoGet,
  merchantLogoListGet,
  merchantLogoUpdate,
  pbnSettingsGet,
  pbnSettingsUpdate,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { seededPbnSecret } from '../seed-merchant-buttons.ts';

type T = Parameters<typeof call>[0];

async function session(t: T, username = 'business@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  return { app: app as FastifyInstance, token };
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

async function uploadLogo(
  t: T,
  app: FastifyInstance,
  token: string,
  data: Record<string, unknown>,
  file?: { bytes: Buffer; type: string; name?: string },
  headers: Record<string, string> = {},
) {
  const boundary = '----fakes-logo-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'logo'}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=merchantLogoCreate',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
    payload: Buffer.concat(chunks),
  });
  const json = res.json() as Record<string, unknown>;
  const schema = json.responseCode === '00' ? merchantLogoCreate.response : envelope;
  t.ok(schema.safeParse(json).success, 'the answer matches its contract');
  return json;
}

t.test('saved buttons: the seed, create (name collapsed), get, update, delete; another id is not found', async (t) => {
  const { app, token } = await session(t);
  const list = async () => (await call(t, app, merchantButtonListGet, { token })).json.buttons as SavedButton[];
  t.same(
    (await list()).map((b) => [b.id, b.name, b.amount, b.currencyCode, b.statusId]),
    [
      [2, 'Gift card', '50.00', 'EUR', 2],
      [1, 'Coffee beans', '19.99', 'USD', 1],
    ],
    'business@ has two seeded buttons, newest first',
  );
  const created = await call(t, app, merchantButtonCreate, {
    token,
    body: { name: '  Tea   box ', amount: '7.50', currencyCode: 'GBP', returnUrl: 'https://shop.example/ok' },
  });
  const button = created.json.button as SavedButton;
  t.match(button, { id: 3, name: 'Tea box', amount: '7.50', currencyCode: 'GBP', statusId: 1, customerId: 100002 });
  t.match((await call(t, app, merchantButtonGet, { token, body: { id: 3 } })).json.button, { name: 'Tea box' });
  const updated = await call(t, app, merchantButtonUpdate, {
    token,
    body: { id: 3, name: 'Tea box XL', amount: '9.00', currencyCode: 'GBP', statusId: 2 },
  });
  t.match(updated.json.button, { name: 'Tea box XL', amount: '9.00', statusId: 2, returnUrl: '' });
  t.equal((await call(t, app, merchantButtonDelete, { token, body: { id: 3 } })).json.responseCode, '00');
  t.equal((await list()).length, 2);
  const gone = await call(t, app, merchantButtonGet, { token, body: { id: 3 } });
  t.match(gone.json, { responseCode: 'VF', responseDescription: 'No button 3' });
  t.equal((await call(t, app, merchantButtonDelete, { token, body: { id: 3 } })).json.responseCode, 'VF');
  const bad = await call(t, app, merchantButtonCreate, {
    token,
    body: { name: 'X', amount: '1.005', currencyCode: 'USD' },
  });
  t.equal(bad.json.responseCode, 'TA1', 'an amount with 3 decimals is refused by the contract');
});

t.test("another merchant's buttons: never shown; a customer not acted for is refused", async (t) => {
  const { app, token } = await session(t, 'personal@demo.test');
  t.same((await call(t, app, merchantButtonListGet, { token })).json.buttons, [], 'personal@ has none');
  const theirs = await call(t, app, merchantButtonGet, { token, body: { id: 1 } });
  t.match(theirs.json, { responseCode: 'VF', responseDescription: 'No button 1' }, "business@'s button is not found");
  const upd = await call(t, app, merchantButtonUpdate, {
    token,
    body: { id: 1, name: 'Mine', amount: '1.00', currencyCode: 'USD' },
  });
  t.equal(upd.json.responseCode, 'VF');
  const acting = await call(t, app, merchantButtonListGet, { token, body: { fromCustomerId: 100002 } });
  t.match(acting.json, { responseCode: '13', responseDescription: 'Access denied' });
});

t.test('PBN settings: seeded statusId 1 and key; statusId saved; secret=1 regenerates the key only', async (t) => {
  const { app, token } = await session(t);
  const got = await call(t, app, pbnSettingsGet, { token });
  t.same(got.json.pbnSettings, { statusId: 1, secretKey: seededPbnSecret });
  const off = await call(t, app, pbnSettingsUpdate, { token, body: { statusId: 2 } });
  t.same(off.json.pbnSettings, { statusId: 2, secretKey: seededPbnSecret });
  const fresh = await call(t, app, pbnSettingsUpdate, { token, body: { secret: 1 } });
  const settings = fresh.json.pbnSettings as { statusId: number; secretKey: string };
  t.equal(settings.statusId, 2, 'the status stays');
  t.not(settings.secretKey, seededPbnSecret, 'a new key');
  t.match(settings.secretKey, /^[0-9a-f]{32}$/);
  t.same((await call(t, app, pbnSettingsGet, { token })).json.pbnSettings, settings, 'kept');
  const { app: app2, token: personal } = await session(t, 'personal@demo.test');
  const theirs = await call(t, app2, pbnSettingsGet, { token: personal });
  t.match(theirs.json.pbnSettings, { statusId: 1 }, 'a customer without settings gets status on');
  t.not((theirs.json.pbnSettings as { secretKey: string }).secretKey, seededPbnSecret, 'and a key of its own');
});

t.test('logos: seeded default PNG; upload png/svg; one default; rename; delete; bad files are VF', async (t) => {
  const { app, token } = await session(t);
  const list = async () => (await call(t, app, merchantLogoListGet, { token })).json.logos as MerchantLogo[];
  const seeded = await list();
  t.equal(seeded.length, 1);
  t.match(seeded[0], { id: 1, name: 'Demo Trading', isDefault: true, mimeType: 'image/png' });
  t.match(seeded[0]?.file, /^data:image\/png;base64,iVBORw0KGgo/, 'a PNG as a data: URL');

  const a = await uploadLogo(
    t,
    app,
    token,
    { name: '  Square  ', isDefault: false },
    { bytes: png, type: 'image/png' },
  );
  t.match(a.logo, { id: 2, name: 'Square', isDefault: false, size: png.length });
  const b = await uploadLogo(t, app, token, { name: 'Vector', isDefault: true }, { bytes: svg, type: 'image/svg+xml' });
  t.match(b.logo, { id: 3, isDefault: true, mimeType: 'image/svg+xml' });
  t.same(
    (await list()).map((l) => [l.id, l.isDefault]),
    [
      [3, true],
      [2, false],
      [1, false],
    ],
    'a new default clears the old one; the default comes first',
  );
  const made = await call(t, app, merchantLogoUpdate, { token, body: { id: 2, name: 'Square two', isDefault: true } });
  t.match(made.json.logo, { id: 2, name: 'Square two', isDefault: true });
  t.same(
    (await list()).filter((l) => l.isDefault).map((l) => l.id),
    [2],
    'one default logo',
  );
  t.match((await call(t, app, merchantLogoGet, { token, body: { id: 3 } })).json.logo, { isDefault: false });
  t.equal((await call(t, app, merchantLogoDelete, { token, body: { id: 2 } })).json.responseCode, '00');
  t.same(
    (await list()).map((l) => [l.id, l.isDefault]),
    [
      [3, false],
      [1, false],
    ],
    'deleting the default leaves none',
  );
  t.match((await call(t, app, merchantLogoGet, { token, body: { id: 2 } })).json, { responseCode: 'VF' });

  const rows: [string, { bytes: Buffer; type: string } | undefined, string][] = [
    ['a GIF', { bytes: gif, type: 'image/gif' }, 'File type not allowed: use PNG, JPEG or SVG'],
    ['a PNG that is not one', { bytes: gif, type: 'image/png' }, 'File type not allowed: use PNG, JPEG or SVG'],
    ['an empty file', { bytes: Buffer.alloc(0), type: 'image/png' }, 'File is empty'],
    [
      'over 512 KiB',
      { bytes: Buffer.concat([png, Buffer.alloc(512 * 1024)]), type: 'image/png' },
      'File is too large: at most 512 KiB',
    ],
    ['no file part', undefined, 'file: the file part is missing'],
  ];
  for (const [name, file, description] of rows) {
    const res = await uploadLogo(t, app, token, { name: 'Bad', isDefault: false }, file);
    t.match(res, { responseCode: 'VF', responseDescription: description, validationErrors: [{ field: 'file' }] }, name);
  }
  t.equal((await list()).length, 2, 'nothing stored by the refusals');

  const { app: app2, token: personal } = await session(t, 'personal@demo.test');
  t.same((await call(t, app2, merchantLogoListGet, { token: personal })).json.logos, []);
  const theirs = await call(t, app2, merchantLogoUpdate, {
    token: personal,
    body: { id: 1, name: 'x', isDefault: true },
  });
  t.equal(theirs.json.responseCode, 'VF', "another merchant's logo is not found");
  const refused = await uploadLogo(
    t,
    app2,
    personal,
    { name: 'x', isDefault: false },
    { bytes: png, type: 'image/png' },
    { 'customer-id': '100002' },
  );
  t.match(refused, { responseCode: '13' });
});
