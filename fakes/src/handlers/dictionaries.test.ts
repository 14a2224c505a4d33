import t from 'tap';
import {
  additionalQuestionsGet,
  addressDocumentTypesGet,
  birthCountriesGet,
  countriesGet,
  currenciesGet,
  documentCategoryIds,
  documentTypesGet,
  estimatedMonthlyDepositsGet,
  industriesGet,
  occupationsGet,
  personalAgreementsGet,
  purposesGet,
  sourcesOfFundsGet,
  statesGet,
  transactionTypesGet,
  transactionTypeIds,
} from '@app/contracts';
import { call, fakesWithClock } from '../../test/helper.ts';
import { dictionaryLanguage, dictionaryLanguages } from '../data/dictionaries.ts';

type Named = { id?: unknown; code?: unknown; name: string };
const names = (list: unknown) => (list as Named[]).map((x) => x.name);

t.test('dictionaryLanguage: the six languages, ua as uk, anything else en', async (t) => {
  const rows: [string | undefined, string][] = [
    ['en', 'en'],
    ['es', 'es'],
    ['pt-BR', 'pt'],
    ['RO', 'ro'],
    ['ru', 'ru'],
    ['uk', 'uk'],
    ['ua', 'uk'],
    ['de', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ];
  for (const [input, expected] of rows) t.equal(dictionaryLanguage(input), expected, `${String(input)} → ${expected}`);
});

t.test('every dictionary answers without a session, in the contract shape', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const cases = [
    { def: occupationsGet, body: { variant: 1 }, field: 'items' },
    { def: countriesGet, body: {}, field: 'countries' },
    { def: currenciesGet, body: {}, field: 'currencies' },
    { def: transactionTypesGet, body: {}, field: 'items' },
    { def: birthCountriesGet, body: {}, field: 'countries' },
    { def: personalAgreementsGet, body: {}, field: 'agreements' },
    { def: estimatedMonthlyDepositsGet, body: {}, field: 'items' },
    { def: documentTypesGet, body: {}, field: 'customerDocumentCategories' },
    { def: addressDocumentTypesGet, body: {}, field: 'items' },
    { def: sourcesOfFundsGet, body: { kind: 'personal' }, field: 'items' },
    { def: purposesGet, body: { kind: 'business' }, field: 'items' },
    { def: industriesGet, body: {}, field: 'groups' },
    { def: additionalQuestionsGet, body: { kind: 'personal' }, field: 'questions' },
    { def: statesGet, body: { countryCode: 'US' }, field: 'states' },
  ];
  for (const { def, body, field } of cases) {
    t.equal(def.auth, 'none', `${def.id} needs no session`);
    for (const lang of dictionaryLanguages) {
      const res = await call(t, app, def, { body: { lang, ...body } });
      t.equal(res.json.responseCode, '00', `${def.id} ${lang}`);
      t.ok((res.json[field] as unknown[]).length > 0, `${def.id} ${lang} lists something`);
    }
  }
});

t.test('bad input: a missing lang, an unknown variant or kind, a bad country code → TA1', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const bad = [
    { def: countriesGet, body: {} },
    { def: occupationsGet, body: { lang: 'en', variant: 3 } },
    { def: sourcesOfFundsGet, body: { lang: 'en', kind: 'company' } },
    { def: purposesGet, body: { lang: 'en' } },
    { def: additionalQuestionsGet, body: { lang: 'en', kind: 'employee' } },
    { def: statesGet, body: { lang: 'en' } },
    { def: addressDocumentTypesGet, body: { lang: 'en', countryCode: 'usa' } },
  ];
  for (const { def, body } of bad) {
    const res = await call(t, app, def, { body });
    t.equal(res.status, 400, `${def.id} ${JSON.stringify(body)}`);
    t.equal(res.json.responseCode, 'TA1');
    t.ok(res.json.responseDescription, 'says what is wrong');
  }
});

t.test('spec 2 §7 "Transaction type dictionary": one entry per id of contracts\' transactionTypeIds', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, transactionTypesGet, { body: { lang: 'en' } });
  // the spec names the dictionary, not its ids: these are the fakes' (contracts constants.ts), fee included
  const rows: [id: number, en: string][] = [
    [transactionTypeIds.ownTransfer, 'Transfer between own accounts'],
    [transactionTypeIds.paymentSent, 'Payment sent'],
    [transactionTypeIds.paymentReceived, 'Payment received'],
    [transactionTypeIds.wireDeposit, 'Bank wire deposit'],
    [transactionTypeIds.wireWithdrawal, 'Bank wire withdrawal'],
    [transactionTypeIds.cardTopUp, 'Card top-up'],
    [transactionTypeIds.cardPurchase, 'Card purchase'],
    [transactionTypeIds.currencyExchange, 'Currency exchange'],
    [transactionTypeIds.fee, 'Fee'],
    [transactionTypeIds.refund, 'Refund'],
  ];
  t.same(
    (res.json.items as Named[]).map((i) => [i.id, i.name]),
    rows,
  );
  t.same(
    rows.map(([id]) => id),
    Object.values(transactionTypeIds),
    'every id of the table, none other',
  );
});

t.test('an unknown language falls back to English', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const en = await call(t, app, transactionTypesGet, { body: { lang: 'en' } });
  const de = await call(t, app, transactionTypesGet, { body: { lang: 'de' } });
  t.same(de.json.items, en.json.items);
  const es = await call(t, app, transactionTypesGet, { body: { lang: 'es' } });
  t.not(names(es.json.items)[0], names(en.json.items)[0], 'Spanish is translated');
  const countries = await call(t, app, countriesGet, { body: { lang: 'xx' } });
  t.same(
    (countries.json.countries as Named[]).find((c) => c.code === 'DE'),
    { code: 'DE', name: 'Germany', phoneCode: 49 },
    'English name; the dialling code arrives as a number after normalisation',
  );
});

t.test('countries: every ISO 3166 code once; names in the language; birth countries without Antarctica', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, countriesGet, { body: { lang: 'uk' } });
  const list = res.json.countries as { code: string; name: string; phoneCode: number }[];
  t.equal(list.length, 249);
  t.equal(new Set(list.map((c) => c.code)).size, 249, 'no duplicates');
  t.same(
    list.find((c) => c.code === 'UA'),
    { code: 'UA', name: 'Україна', phoneCode: 380 },
  );
  const birth = await call(t, app, birthCountriesGet, { body: { lang: 'es' } });
  const codes = (birth.json.countries as { code: string }[]).map((c) => c.code);
  t.notOk(codes.includes('AQ'));
  t.ok(codes.includes('ES'));
  t.equal((birth.json.countries as Named[]).find((c) => c.code === 'DE')?.name, 'Alemania');
});

t.test('currencies carry their decimals', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, currenciesGet, { body: { lang: 'en' } });
  const list = res.json.currencies as { code: string; name: string; decimals: number }[];
  for (const code of ['EUR', 'USD', 'GBP', 'AUD', 'CAD', 'RON'])
    t.ok(
      list.some((c) => c.code === code),
      code,
    );
  t.same(
    list.find((c) => c.code === 'USD'),
    { code: 'USD', name: 'US Dollar', decimals: 2 },
  );
  t.equal(list.find((c) => c.code === 'JPY')?.decimals, 0);
});

t.test('occupations: the two variants differ', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const one = await call(t, app, occupationsGet, { body: { lang: 'en', variant: 1 } });
  const two = await call(t, app, occupationsGet, { body: { lang: 'en', variant: 2 } });
  t.ok(names(one.json.items).includes('Student'));
  t.ok(names(two.json.items).includes('Director'));
  t.notSame(one.json.items, two.json.items);
  const ru = await call(t, app, occupationsGet, { body: { lang: 'ru', variant: 1 } });
  t.ok(names(ru.json.items).includes('Студент'));
});

t.test('document types: categories 1 to 12; types 4 and 5 two-sided; type 88 RU/UA only', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, documentTypesGet, { body: { lang: 'en' } });
  type Cat = {
    id: number;
    name: string;
    customerDocumentTypes: { id: number; sides?: string[]; countryCodes?: string[] }[];
  };
  const cats = res.json.customerDocumentCategories as Cat[];
  t.same(
    cats.map((c) => c.id),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  t.same(
    cats.map((c) => c.id),
    Object.values(documentCategoryIds),
    'spec 1 §3 "Document categories": contracts\' documentCategoryIds, in the spec\'s order',
  );
  const types = cats.flatMap((c) => c.customerDocumentTypes);
  t.same(types.find((d) => d.id === 4)?.sides, ['front', 'back']);
  t.same(types.find((d) => d.id === 5)?.sides, ['front', 'back']);
  t.same(
    types.find((d) => d.id === 88),
    {
      id: 88,
      name: 'Internal passport',
      sides: ['registrationStamp', 'passportFront'],
      countryCodes: ['RU', 'UA'],
    },
  );
  t.equal(types.find((d) => d.id === 2)?.sides, undefined, 'a passport is one file');
});

t.test('address document types: the countryCode filter adds what a country accepts', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const ids = async (countryCode?: string) =>
    (
      (await call(t, app, addressDocumentTypesGet, { body: { lang: 'en', ...(countryCode ? { countryCode } : {}) } }))
        .json.items as { id: number }[]
    ).map((i) => i.id);
  t.same(await ids(), [10, 11, 12, 13]);
  t.same(await ids('RO'), [10, 11, 12, 13]);
  t.same(await ids('UA'), [10, 11, 12, 13, 88]);
  t.same(await ids('US'), [10, 11, 12, 13, 14]);
});

t.test('sources of funds (4 kinds), purposes (2), industries (4 groups): Other asks to specify', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const seen = new Set<string>();
  for (const kind of ['personal', 'personalV2', 'employee', 'business']) {
    const res = await call(t, app, sourcesOfFundsGet, { body: { lang: 'en', kind } });
    const items = res.json.items as { id: number; name: string; specify?: boolean }[];
    seen.add(JSON.stringify(items.map((i) => i.id)));
    t.same(items.at(-1), { ...items.at(-1), name: 'Other', specify: true }, `${kind}: Other asks to specify`);
  }
  t.equal(seen.size, 4, 'four different lists');
  const personal = await call(t, app, purposesGet, { body: { lang: 'pt', kind: 'personal' } });
  const business = await call(t, app, purposesGet, { body: { lang: 'pt', kind: 'business' } });
  t.notSame(personal.json.items, business.json.items);
  t.equal(names(business.json.items).at(-1), 'Outro');
  const industries = await call(t, app, industriesGet, { body: { lang: 'en' } });
  t.same(
    (industries.json.groups as { group: string }[]).map((g) => g.group),
    ['adult', 'mainstream', 'financial', 'investment'],
  );
});

t.test('additional questions: anotherAccount; businessAnotherAccount and controlAccount with option 2', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  type Q = { id: string; type: string; options?: { value: string | number; label: string }[] };
  const personal = (await call(t, app, additionalQuestionsGet, { body: { lang: 'en', kind: 'personal' } })).json
    .questions as Q[];
  t.same(
    personal.map((q) => q.id),
    ['anotherAccount'],
  );
  t.same(
    personal[0]?.options?.map((o) => o.value),
    ['yes', 'no'],
  );
  const business = (await call(t, app, additionalQuestionsGet, { body: { lang: 'ro', kind: 'business' } })).json
    .questions as Q[];
  t.same(
    business.map((q) => q.id),
    ['businessAnotherAccount', 'controlAccount'],
  );
  const control = business.find((q) => q.id === 'controlAccount');
  t.equal(control?.type, 'radio');
  t.ok(
    control?.options?.some((o) => String(o.value) === '2'),
    "option '2' (a number after normalisation)",
  );
  t.equal(business[0]?.options?.[0]?.label, 'Da', 'labels in the language');
});

t.test('states: US, CA and AU; any other country an empty list', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const count = async (countryCode: string) =>
    ((await call(t, app, statesGet, { body: { lang: 'en', countryCode } })).json.states as unknown[]).length;
  t.equal(await count('US'), 51, '50 states and DC');
  t.equal(await count('CA'), 13);
  t.equal(await count('AU'), 8);
  t.equal(await count('RO'), 0);
});

t.test('personal agreements link a document in the language', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, personalAgreementsGet, { body: { lang: 'ro' } });
  const list = res.json.agreements as { id: number; name: string; url: string }[];
  t.equal(list.length, 3);
  t.equal(list[0]?.name, 'Termeni și condiții');
  t.match(list[0]?.url, /^https:\/\/legal\.demo\.test\/ro\//);
});
