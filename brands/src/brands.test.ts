import t from 'tap';
import { brandData } from './data.ts';
import { brandFromHost, brandIds, brands, getBrand, loadBrands, parseStage, publicBrandConfig } from './index.ts';
import { brandConfig } from './schema.ts';

// Every key of spec 1 §1 (plus the theme) — a brand lacking one fails validation.
const specKeys = [
  'projectName',
  'projectLogo',
  'allowRegistration',
  'registrationPersonalTypes',
  'registrationBusinessTypes',
  'hideAdultIndustriesInRegistration',
  'appUrl',
  'googleAppLink',
  'appleAppLink',
  'pdfLogo',
  'terms',
  'feeLinks',
  'supports',
  'availableLangs',
  'contractsEnable',
  'sourceOfWealthEnable',
  'accountConfirmation',
  'botChallengeSiteKey',
  'mapsUrl',
  'theme',
] as const;

t.test('all six brands load and carry every key', async (t) => {
  t.same([...brandIds].sort(), Object.keys(brands).sort());
  for (const id of brandIds) for (const key of specKeys) t.ok(key in getBrand(id), `${id} has ${key}`);
});

t.test('a brand lacking any key fails validation at load', async (t) => {
  for (const key of specKeys) {
    const { [key]: _dropped, ...rest } = brandData.paxum;
    t.notOk(brandConfig.safeParse(rest).success, `without ${key} paxum is rejected`);
    t.throws(() => loadBrands({ ...brandData, paxum: rest }), new RegExp(`brand paxum is invalid: ${key}`));
  }
});

// Spec 3 §1 brand rules, one row per rule quoted from the spec.
const has = (
  id: (typeof brandIds)[number],
  list: 'registrationPersonalTypes' | 'registrationBusinessTypes',
  x: string,
) => (getBrand(id)[list] as readonly string[]).includes(x);

t.test('brand rules of spec 3 §1', async (t) => {
  const rows: [string, (id: (typeof brandIds)[number]) => boolean, readonly string[]][] = [
    ['Paydek has registration disabled.', (id) => !getBrand(id).allowRegistration, ['paydek']],
    ['Brand C offers only en and es', (id) => getBrand(id).availableLangs.join(',') === 'en,es', ['paydek']],
    ['webcamModels (paxum only)', (id) => has(id, 'registrationPersonalTypes', 'webcamModels'), ['paxum']],
    [
      'registrationWebcamStudios (paxum only)',
      (id) => has(id, 'registrationBusinessTypes', 'registrationWebcamStudios'),
      ['paxum'],
    ],
    [
      'registrationLiveStreamingNetworks (not in aplus)',
      (id) => !has(id, 'registrationBusinessTypes', 'registrationLiveStreamingNetworks'),
      ['aplus'],
    ],
    [
      'Paydek, fundstruab, fundstr and aplus hide adult-industry categories.',
      (id) => getBrand(id).hideAdultIndustriesInRegistration,
      ['paydek', 'fundstruab', 'fundstr', 'aplus'],
    ],
    [
      'others offer en, es, ro, ru, ua, pt',
      (id) => ['en', 'es', 'ro', 'ru', 'uk', 'pt'].every((l) => (getBrand(id).availableLangs as string[]).includes(l)),
      ['paxum', 'paxumbank', 'fundstruab', 'fundstr', 'aplus'],
    ],
    [
      "each shown with the label 'I have read and accept'",
      (id) => getBrand(id).terms.every((x) => x.label === 'I have read and accept'),
      brandIds,
    ],
  ];
  for (const [rule, holds, expected] of rows) {
    t.same(brandIds.filter(holds), [...expected], rule);
  }
});

t.test('host → brand', async (t) => {
  const rows: [string, Record<string, (typeof brandIds)[number]> | undefined, string | undefined][] = [
    ['paxum.localhost:8080', undefined, 'paxum'],
    ['APLUS.localhost', undefined, 'aplus'],
    ['fundstruab.localhost:80', undefined, 'fundstruab'],
    ['localhost:8080', undefined, undefined],
    ['evil.localhost', undefined, undefined],
    ['paxum.localhost.evil.example', undefined, undefined],
    ['app.paydek.example', { 'app.paydek.example': 'paydek' }, 'paydek'],
    ['app.paydek.example:443', { 'app.paydek.example': 'paydek' }, 'paydek'],
  ];
  for (const [host, map, want] of rows) t.equal(brandFromHost(host, map), want, host);
});

t.test('staging index 1 to 15', async (t) => {
  const rows: [unknown, number | undefined][] = [
    ['1', 1],
    ['15', 15],
    [7, 7],
    ['0', undefined],
    ['16', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ];
  for (const [x, want] of rows) t.equal(parseStage(x), want, String(x));
});

t.test('public config leaves out the legal-entity block', async (t) => {
  const pub = publicBrandConfig('paxum') as Record<string, unknown>;
  t.notOk('accountConfirmation' in pub);
  t.equal(pub.projectName, 'Paxum');
});

// spec 3 §7 "GET zoho/jwt (widgetId, …)": each brand has its own help-desk widget, public like the rest of the config
t.test('each brand has a help-desk widget id of its own, in the public config', async (t) => {
  const ids = brandIds.map((id) => getBrand(id).helpdeskWidgetId);
  t.equal(new Set(ids).size, brandIds.length, 'no two brands share a widget');
  t.equal((publicBrandConfig('paxum') as Record<string, unknown>).helpdeskWidgetId, 'hd-widget-paxum');
  const { helpdeskWidgetId: _w, ...rest } = brandData.paxum;
  t.notOk(brandConfig.safeParse(rest).success, 'a brand without one is rejected');
});

// WCAG contrast of the theme pairs the web uses, so axe never finds a brand unreadable.
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const l = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (l[0] as number) + 0.7152 * (l[1] as number) + 0.0722 * (l[2] as number);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

t.test('theme colours meet 4.5:1', async (t) => {
  for (const id of brandIds) {
    const c = getBrand(id).theme.colors;
    for (const [fg, bg] of [
      [c.primaryText, c.primary],
      [c.text, c.background],
      [c.text, c.surface],
      [c.mutedText, c.background],
      [c.primary, c.surface],
      [c.primary, c.background],
      [c.accent, c.surface],
      [c.danger, c.surface],
    ] as const)
      t.ok(contrast(fg, bg) >= 4.5, `${id}: ${fg} on ${bg} = ${contrast(fg, bg).toFixed(2)}`);
  }
});
