/**
 * The browser's dictionary, company and admin calls (spec 1 §6, spec 3 §7). A consumer name of its own
 * (payments-web-company), so that this file alone writes its pact JSON and never races another test file.
 * Dictionaries go without a bearer token (spec 1 §6); the rest as a signed-in business or admin user.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  ApiError,
  type CallDef,
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminDueDiligenceUpdate,
  adminFinancialDataUpdate,
  additionalQuestionsGet,
  addressDocumentTypesGet,
  birthCountriesGet,
  companyAccessListGet,
  companyAccessUpdate,
  companyInfoGet,
  companyPotentialUsersGet,
  countriesGet,
  createClient,
  currenciesGet,
  documentTypesGet,
  estimatedMonthlyDepositsGet,
  industriesGet,
  occupationsGet,
  paymentEmailAdd,
  paymentEmailDelete,
  paymentEmailsGet,
  personalAgreementsGet,
  purposesGet,
  representativeAdd,
  representativeListGet,
  sourcesOfFundsGet,
  statesGet,
  transactionTypesGet,
  transactionTypeIds,
} from '../src/index.ts';
import { bearer, bearerHeader, decimalPattern, demo, participants, pactDir, states } from './support.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

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
    { ...ok00, items: eachLike(item(transactionTypeIds.ownTransfer, 'Transfer între conturi proprii')) },
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

// Company (spec 3 §3, §5): business@demo.test's company; fixed ids of the fakes' demo data -------------

const admin = 'admin@demo.test';
/** the fakes' demo ids (fakes/src/seed-company.ts, handlers/admin.ts) */
const demoIds = {
  repUserId: 5009,
  paymentEmailId: 2,
  /** limited@demo.test's customer has document 4701 assigned by an administrator */
  assignedDocument: { customerId: 100008, documentId: 4701 },
} as const;

const business = (
  def: CallDef,
  description: string,
  body: Record<string, unknown>,
  response: Record<string, unknown>,
  check: Case['check'],
): Case => ({
  def,
  description,
  state: states.signedIn,
  params: { username: demo.business },
  signedIn: true,
  body,
  response,
  check,
});

const uploaded = {
  id: integer(6301),
  statusId: integer(2),
  uploaded: string('2019-11-04T12:00:00Z'),
  documentTypeId: integer(60),
  documentType: string('Certificate of incorporation'),
  categoryId: integer(4),
  isSubDocument: boolean(false),
};

const companyCases: Case[] = [
  business(
    companyInfoGet,
    'companyInfoGet for a business customer',
    {},
    {
      ...ok00,
      company: like({
        name: string('Demo Trading LLC'),
        registrationCountryCode: string('US'),
        tradingName: string('Demo Trading'),
        email: string('office@trading.demo.test'),
        verified: boolean(true),
        limited: boolean(false),
        addresses: eachLike({
          addressId: integer(6101),
          kind: integer(2),
          address1: string('350 Fifth Avenue'),
          city: string('New York'),
          postalCode: string('10118'),
          countryCode: string('US'),
          addressStatus: integer(1),
          confirmed: boolean(true),
          isDocumentOutOfDate: boolean(false),
          isCardDocumentRequired: boolean(false),
          isDocumentRequired: boolean(false),
          uploadedDocuments: eachLike(uploaded),
        }),
        corporateDocuments: eachLike(uploaded),
        corporateDocumentsStatus: integer(2),
        additionalDocuments: eachLike(uploaded),
        sourceOfWealthDocuments: eachLike(uploaded),
        financialDetail: like({
          monthlyDepositAmount: regex(decimalPattern, '25000.00'),
          monthlyDepositCurrencyCode: string('USD'),
        }),
      }),
    },
    (t, res) => {
      const company = res.company as { verified: boolean; financialDetail: { monthlyDepositAmount: string } };
      t.equal(company.verified, true);
      t.type(company.financialDetail.monthlyDepositAmount, 'string', 'money stays text');
    },
  ),
  business(
    representativeListGet,
    'representativeListGet for a business customer',
    {},
    {
      ...ok00,
      representatives: eachLike({
        id: integer(7001),
        customerId: integer(200001),
        firstName: string('Riley'),
        lastName: string('Stone'),
        email: string('rep@demo.test'),
        positionId: integer(2),
        identityDocumentStatus: integer(2),
        identityVerificationStatus: string('completed'),
      }),
    },
    (t, res) => t.type(first(res, 'representatives')?.positionId, 'number'),
  ),
  business(
    companyAccessListGet,
    'companyAccessListGet for a business customer',
    {},
    {
      ...ok00,
      users: eachLike({
        userId: integer(5002),
        firstName: string('Jordan'),
        lastName: string('Lee'),
        email: string('business@demo.test'),
        accessRights: integer(2),
      }),
    },
    (t, res) => t.type(first(res, 'users')?.accessRights, 'number'),
  ),
  business(
    companyAccessUpdate,
    "companyAccessUpdate of a user's rights to 3",
    { userId: demoIds.repUserId, accessRights: 3 },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
  business(
    companyPotentialUsersGet,
    'companyPotentialUsersGet for a business customer',
    {},
    {
      ...ok00,
      users: eachLike({
        personId: integer(8001),
        firstName: string('Morgan'),
        lastName: string('Blake'),
        email: string('morgan.blake@trading.demo.test'),
      }),
    },
    (t, res) => t.type(first(res, 'users')?.personId, 'number'),
  ),
  business(
    representativeAdd,
    'representativeAdd with read access',
    { firstName: 'Taylor', lastName: 'Quinn', email: 'taylor.quinn@trading.demo.test', accessRights: 1 },
    { ...ok00, userId: integer(9001) },
    (t, res) => t.type(res.userId, 'number'),
  ),
  business(
    paymentEmailsGet,
    'paymentEmailsGet for a business customer',
    {},
    {
      ...ok00,
      emails: eachLike({ id: integer(1), email: string('payments@trading.demo.test'), confirmed: boolean(true) }),
    },
    (t, res) => t.type(first(res, 'emails')?.confirmed, 'boolean'),
  ),
  business(
    paymentEmailAdd,
    'paymentEmailAdd of a new address',
    { email: 'sales@trading.demo.test' },
    { ...ok00, id: integer(9001) },
    (t, res) => t.type(res.id, 'number'),
  ),
  business(
    paymentEmailDelete,
    'paymentEmailDelete of a listed address',
    { id: demoIds.paymentEmailId },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
];

for (const c of companyCases) t.test(`${c.def.id}: ${c.description}`, (t) => interaction(t, c));

// Admin (spec 1 §6): admin@demo.test -------------------------------------------------------------------------

const asAdmin = (
  def: CallDef,
  description: string,
  body: Record<string, unknown>,
  response: Record<string, unknown>,
  check: Case['check'],
): Case => ({ ...business(def, description, body, response, check), params: { username: admin } });

const adminCases: Case[] = [
  asAdmin(
    adminCustomersGet,
    'adminCustomersGet first page',
    { pageNumber: 1, pageSize: 20 },
    {
      ...ok00,
      customers: eachLike({
        customerId: integer(100001),
        name: string('Alex Morgan'),
        email: string('personal@demo.test'),
        customerType: string('personal'),
        verified: boolean(true),
        limited: boolean(false),
      }),
      total: integer(13),
    },
    (t, res) => t.type(res.total, 'number'),
  ),
  asAdmin(
    adminDocumentAssign,
    'adminDocumentAssign of a document to a customer',
    { customerId: 100007, documentId: 4711 },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
  asAdmin(
    adminDocumentRemove,
    'adminDocumentRemove of a document the demo data assigned',
    { customerId: demoIds.assignedDocument.customerId, documentId: demoIds.assignedDocument.documentId },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
  asAdmin(
    adminFinancialDataUpdate,
    "adminFinancialDataUpdate of a company's monthly deposits",
    { customerId: 100002, financialDetail: { monthlyDepositAmount: '50000.00', monthlyDepositCurrencyCode: 'EUR' } },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
  asAdmin(
    adminDueDiligenceUpdate,
    'adminDueDiligenceUpdate to level 4',
    { customerId: 100001, dueDiligenceLevel: 4, notes: 'Enhanced review' },
    ok00,
    (t, res) => t.equal(res.responseCode, '00'),
  ),
];

for (const c of adminCases) t.test(`${c.def.id}: ${c.description}`, (t) => interaction(t, c));

// Errors ---------------------------------------------------------------------------------------------------

const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

async function errorInteraction(
  t: Test,
  c: { def: CallDef; description: string; username: string; body: Record<string, unknown>; code: string; text: string },
): Promise<void> {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: c.username })
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) =>
      b
        .query(method(c.def.method as string))
        .headers({ authorization: bearer() })
        .jsonBody(c.body),
    )
    .willRespondWith(200, (b) => b.jsonBody({ responseCode: c.code, responseDescription: c.text }))
    .executeTest(async (mock) => {
      const err = await rejection(
        createClient({ baseUrl: mock.url, headers: bearerHeader }).call(c.def, { body: c.body }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, c.code);
      t.equal((err as ApiError).message, c.text, 'the description is the message');
    });
}

t.test('adminCustomersGet: 13 for a user who is not an administrator', (t) =>
  errorInteraction(t, {
    def: adminCustomersGet,
    description: 'adminCustomersGet by a personal customer',
    username: demo.personal,
    body: { pageNumber: 1, pageSize: 20 },
    code: '13',
    text: 'Access denied',
  }),
);

t.test('representativeAdd: TA1 for access rights 5', (t) =>
  errorInteraction(t, {
    def: representativeAdd,
    description: 'representativeAdd with access rights 5',
    username: demo.business,
    body: { firstName: 'Taylor', lastName: 'Quinn', email: 'taylor.quinn@trading.demo.test', accessRights: 5 },
    code: 'TA1',
    text: 'Access rights 5 cannot be assigned',
  }),
);
