import t from 'tap';
import {
  buttonEmbedSnippet,
  collapseWhitespace,
  logoCreateData,
  logoCreateForm,
  merchantButtonCreate,
  merchantButtonLimits,
  merchantLogoListGet,
  pbnSettingsUpdate,
} from './merchant-buttons.ts';

t.test('collapseWhitespace: spec 3 §5 "Whitespace in names is collapsed."', async (t) => {
  const rows: [string, string, string][] = [
    ['one space stays', 'Coffee beans', 'Coffee beans'],
    ['a run of spaces becomes one', 'Coffee    beans', 'Coffee beans'],
    ['tabs and newlines are whitespace too', 'Coffee\t\n beans', 'Coffee beans'],
    ['the ends are trimmed', '  Coffee beans  ', 'Coffee beans'],
    ['only whitespace is empty', ' \t ', ''],
  ];
  for (const [name, input, want] of rows) t.equal(collapseWhitespace(input), want, name);
});

t.test('spec 3 §9 "Logos ... 1000": the logo list asks 1000 a page', async (t) => {
  t.equal(merchantButtonLimits.logos, 1000);
  t.equal(merchantLogoListGet.request.parse({}).pageSize, 1000);
  t.notOk(merchantLogoListGet.request.safeParse({ pageSize: 1001 }).success, 'not more than 1000');
});

t.test('a saved button (decided: name, amount as a decimal string, currency, description, URLs, status)', async (t) => {
  const good = { name: '  Coffee   beans ', amount: '19.99', currencyCode: 'USD' };
  const parsed = merchantButtonCreate.request.parse(good);
  t.equal(parsed.name, 'Coffee beans', 'the name collapsed (spec 3 §5)');
  t.equal(parsed.statusId, 1, 'active unless said');
  t.equal(parsed.description, '');
  t.equal(parsed.returnUrl, '');
  const rows: [string, Record<string, unknown>, boolean][] = [
    ['whole amount', { amount: '20' }, true],
    ['two decimals', { amount: '0.01' }, true],
    ['three decimals', { amount: '1.005' }, false],
    ['zero', { amount: '0.00' }, false],
    ['negative', { amount: '-1' }, false],
    ['a number, not text', { amount: 19.99 }, false],
    ['an unknown currency', { currencyCode: 'XYZ' }, false],
    ['a blank name', { name: '   ' }, false],
    ['a return URL', { returnUrl: 'https://shop.example/thanks' }, true],
    ['a return URL that is not http(s)', { returnUrl: 'javascript:alert(1)' }, false],
    ['status 2 (inactive)', { statusId: 2 }, true],
    ['status 3', { statusId: 3 }, false],
  ];
  for (const [name, change, want] of rows)
    t.equal(merchantButtonCreate.request.safeParse({ ...good, ...change }).success, want, name);
});

t.test('buttonEmbedSnippet: a form that GETs the button pay page, texts escaped', async (t) => {
  t.equal(
    buttonEmbedSnippet({ id: 7, amount: '19.99', currencyCode: 'USD' }, 'https://pay.example/'),
    '<form action="https://pay.example/pay/button/7" method="get">\n' +
      '  <button type="submit">Pay 19.99 USD</button>\n' +
      '</form>',
  );
  t.match(buttonEmbedSnippet({ id: 1, amount: '1"<b>', currencyCode: 'USD' }, 'https://x'), /1&quot;&lt;b&gt;/);
});

t.test('spec 3 §7 "PBN settings get/update (statusId, or secret=1)"', async (t) => {
  t.ok(pbnSettingsUpdate.request.safeParse({ statusId: 2 }).success, 'statusId');
  t.ok(pbnSettingsUpdate.request.safeParse({ secret: 1 }).success, 'secret=1');
  t.notOk(pbnSettingsUpdate.request.safeParse({ secret: 2 }).success, 'secret 2 is not a request');
  t.notOk(pbnSettingsUpdate.request.safeParse({}).success, 'neither');
});

t.test('spec 3 §7 logo create: multipart, data as JSON with isDefault, name; file', async (t) => {
  t.same(logoCreateData.parse({ name: ' Main  logo ' }), { name: 'Main logo', isDefault: false });
  const form = logoCreateForm(
    { name: 'Main', isDefault: true },
    new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    'a.svg',
  );
  t.same([...form.keys()], ['data', 'file']);
  t.same(JSON.parse(String(form.get('data'))), { name: 'Main', isDefault: true });
});
