/**
 * The browser's dictionary, company and admin calls (issue 4). A consumer name of its own
 * (payments-web-company), so that this file alone writes its pact JSON and never races another test file.
 * Dictionaries go without a bearer token (spec 1 §6); the rest as a signed-in business or admin user.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  type CallDef,
  additionalQuestionsGet,
  addressDocumentTypesGet,
  birthCountriesGet,
  countriesGet,
  createClient,
  currenciesGet,
  documentTypesGet,
  estimatedMonthlyDepositsGet,
  industriesGet,
  occupationsGet,
  personalAgreementsGet,
  purposesGet,
  sourcesOfFundsGet,
  statesGet,
  transactionTypesGet,
} from '../src/index.ts';
import { bearer, bearerHeader, participants, pactDir, states } from './support.ts';

const { eachLike, integer, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webCompany,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const method = (name: string) => ({ method: name });

interface Case {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** dictionaries go without a session */
  signedIn: boolean;
  body: Record<string, unknown>;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

async function interaction(t: Test, c: Case): Promise<void> {
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query(method(c.def.method as string));
      if (c.signedIn) b.headers({ authorization: bearer() });
      b.jsonBody(c.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = c.signedIn
        ? createClient({ baseUrl: mock.url, headers: bearerHeader })
        : createClient({ baseUrl: mock.url });
      const res = (await client.call(c.def, { body: c.body })) as Record<string, unknown>;
      c.check(t, res);
    });
}

const ok00 = { responseCode: '00' };
const item = (id: number, name: string) => ({ id: integer(id), name: string(name) });
const first = (res: Record<string, unknown>, field: string) => (res[field] as Record<string, unknown>[])[0];

/** spec 1 §3 dictionaries: no session, `lang` in the body */
const dictionaryCase = (
  def: CallDef,
  description: string,
  body: Record<string, unknown>,
  response: Record<string, unknown>,
  check: Case['check'],
): Case => ({ def, description, state: states.fresh, signedIn: false, body, response, check });

const dictionaryCases: Case[] = [
  dictionaryCase(
    occupationsGet,
    'occupationsGet variant 1 in English',
    { lang: 'en', variant: 1 },
    { ...ok00, items: eachLike(item(1, 'Employed')) },
    (t, res) => t.type(first(res, 'items')?.name, 'string'),
  ),
  dictionaryCase(
    countriesGet,
    'countriesGet in Spanish',
    { lang: 'es' },
    {
      ...ok00,
      countries: eachLike({ code: string('AD'), name: string('Andorra'), phoneCode: string('376') }),
    },
    // numeric text becomes a number under normalizeNumericStrings; the contract reads it back as text
    (t, res) => t.type(first(res, 'countries')?.phoneCode, 'string'),
  ),
  dictionaryCase(
    currenciesGet,
    'currenciesGet in English',
    { lang: 'en' },
    { ...ok00, currencies: eachLike({ code: string('EUR'), name: string('Euro'), decimals: integer(2) }) },
    (t, res) => t.type(first(res, 'currencies')?.decimals, 'number'),
  ),
  dictionaryCase(
    transactionTypesGet,
    'transactionTypesGet in Romanian',
    { lang: 'ro' },
    { ...ok00, items: eachLike(item(1, 'Transfer între conturi proprii')) },
    (t, res) => t.ok(first(res, 'items')),
  ),
  dictionaryCase(
    birthCountriesGet,
    'birthCountriesGet in Ukrainian',
    { lang: 'uk' },
    { ...ok00, countries: eachLike({ code: string('AD'), name: string('Андорра') }) },
    (t, res) => t.type(first(res, 'countries')?.code, 'string'),
  ),
  dictionaryCase(
    personalAgreementsGet,
    'personalAgreementsGet in English',
    { lang: 'en' },
    {
      ...ok00,
      agreements: eachLike({
        id: integer(1),
        name: string('Terms and conditions'),
        url: string('https://legal.demo.test/en/terms.pdf'),
      }),
    },
    (t, res) => t.type(first(res, 'agreements')?.url, 'string'),
  ),
  dictionaryCase(
    estimatedMonthlyDepositsGet,
    'estimatedMonthlyDepositsGet in Portuguese',
    { lang: 'pt' },
    { ...ok00, items: eachLike(item(1, 'Até 1.000 USD')) },
    (t, res) => t.ok(first(res, 'items')),
  ),
  dictionaryCase(
    documentTypesGet,
    'documentTypesGet in English',
    { lang: 'en' },
    {
      ...ok00,
      customerDocumentCategories: eachLike({
        id: integer(1),
        name: string('Identity document'),
        customerDocumentTypes: eachLike(item(2, 'Passport')),
      }),
    },
    (t, res) => t.equal(first(res, 'customerDocumentCategories')?.id, 1),
  ),
  dictionaryCase(
    addressDocumentTypesGet,
    'addressDocumentTypesGet for Ukraine',
    { lang: 'en', countryCode: 'UA' },
    { ...ok00, items: eachLike(item(10, 'Utility bill')) },
    (t, res) => t.ok(first(res, 'items')),
  ),
  dictionaryCase(
    sourcesOfFundsGet,
    'sourcesOfFundsGet for a business',
    { lang: 'en', kind: 'business' },
    { ...ok00, items: eachLike(item(31, 'Revenue from sales')) },
    (t, res) => t.ok(first(res, 'items')),
  ),
  dictionaryCase(
    purposesGet,
    'purposesGet for a personal account',
    { lang: 'en', kind: 'personal' },
    { ...ok00, items: eachLike(item(1, 'Receiving salary')) },
    (t, res) => t.ok(first(res, 'items')),
  ),
  dictionaryCase(
    industriesGet,
    'industriesGet in English',
    { lang: 'en' },
    {
      ...ok00,
      groups: eachLike({ group: string('adult'), items: eachLike(item(1, 'Adult content websites')) }),
    },
    (t, res) => t.type(first(res, 'groups')?.group, 'string'),
  ),
  dictionaryCase(
    additionalQuestionsGet,
    'additionalQuestionsGet for a business',
    { lang: 'en', kind: 'business' },
    {
      ...ok00,
      questions: eachLike({
        id: string('businessAnotherAccount'),
        text: string('Do the company or its owners have another account with us?'),
        type: string('radio'),
        options: eachLike({ value: string('yes'), label: string('Yes') }),
      }),
    },
    (t, res) => t.type(first(res, 'questions')?.id, 'string'),
  ),
  dictionaryCase(
    statesGet,
    'statesGet for the United States',
    { lang: 'en', countryCode: 'US' },
    { ...ok00, states: eachLike({ code: string('AL'), name: string('Alabama') }) },
    (t, res) => t.ok(first(res, 'states')),
  ),
];

for (const c of dictionaryCases) t.test(`${c.def.id}: ${c.description}`, (t) => interaction(t, c));
