import t from 'tap';
import {
  type BusinessQuestion,
  type BusinessQuestions,
  type EntityType,
  businessFatcaCrsUpdate,
  businessQuestionProblems,
  businessQuestionsFor,
  controllingPersonsRequired,
  fatcaCrsUpdate,
  lossOfNationalityRequired,
  requiredTaxForm,
  shownAnswers,
  taxDocumentForm,
} from './tax-certification.ts';

t.test('"isUSTaxPayer → W-9 else W-8"', async (t) => {
  t.equal(requiredTaxForm(true), 'w9', 'a US tax payer: W-9');
  t.equal(requiredTaxForm(false), 'w8', 'anybody else: W-8');
});

t.test('spec 3 §3 "the loss-of-nationality certificate" (ours: US-born, not a US tax payer nor citizen)', async (t) => {
  const rows: [string, Parameters<typeof lossOfNationalityRequired>[0], boolean][] = [
    ['born in the US, German citizen, not a US tax payer', { countryOfBirth: 'US', citizenship: 'DE', isUSTaxPayer: false }, true],
    ['born in the US, a US tax payer', { countryOfBirth: 'US', citizenship: 'DE', isUSTaxPayer: true }, false],
    ['born in the US, still a US citizen', { countryOfBirth: 'US', citizenship: 'US', isUSTaxPayer: false }, false],
    ['born elsewhere', { countryOfBirth: 'RO', citizenship: 'RO', isUSTaxPayer: false }, false],
    ['not answered yet', { countryOfBirth: 'US', citizenship: 'DE' }, false],
  ]; // prettier-ignore
  for (const [quote, input, want] of rows) t.equal(lossOfNationalityRequired(input), want, quote);
});

t.test(
  'spec 3 §3 "entityType: financial-institution, investment or general": the questions shown by the answers',
  async (t) => {
    const rows: [string, EntityType | undefined, BusinessQuestions, BusinessQuestion[]][] = [
    ['no entity type yet: no question', undefined, {}, []],
    ['financial institution without a GIIN: its reason', 'financial-institution', {}, ['giin', 'giinMissingReason', 'isUsingClientFunds']],
    ['financial institution with a GIIN', 'financial-institution', { giin: '98Q96B.00000.LE.250' }, ['giin', 'isUsingClientFunds']],
    ['investment, first question', 'investment', {}, ['isFinancialInstitution']],
    ['investment that is a financial institution: GIIN', 'investment', { isFinancialInstitution: true }, ['isFinancialInstitution', 'giin', 'giinMissingReason']],
    ['investment not a financial institution: managed by one?', 'investment', { isFinancialInstitution: false }, ['isFinancialInstitution', 'isManagedByFinancialInstitution']],
    ['investment managed by a financial institution: GIIN', 'investment', { isFinancialInstitution: false, isManagedByFinancialInstitution: true, giin: 'X' }, ['isFinancialInstitution', 'isManagedByFinancialInstitution', 'giin']],
    ['general, first question', 'general', {}, ['isPubliclyTraded']],
    ['general, publicly traded: market and ticker', 'general', { isPubliclyTraded: true }, ['isPubliclyTraded', 'companySecurityMarket', 'companyTicket']],
    ['general, not traded: owned by a traded company?', 'general', { isPubliclyTraded: false }, ['isPubliclyTraded', 'isOwnPubliclyTradedCompany']],
    ['general, owned by a traded company: companyOwnedByYou', 'general', { isPubliclyTraded: false, isOwnPubliclyTradedCompany: true }, ['isPubliclyTraded', 'isOwnPubliclyTradedCompany', 'companyOwnedByYou']],
    ['general, neither: passive income?', 'general', { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false }, ['isPubliclyTraded', 'isOwnPubliclyTradedCompany', 'isEarnPassiveIncome']],
  ]; // prettier-ignore
    for (const [quote, type, q, want] of rows) t.same(businessQuestionsFor(type, q), want, quote);
  },
);

t.test('spec 3 §3 "controllingPersons": named by a passive entity', async (t) => {
  const rows: [string, EntityType, BusinessQuestions, boolean][] = [
    ['general earning passive income', 'general', { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true }, true],
    ['general with active income', 'general', { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: false }, false],
    ['general, publicly traded', 'general', { isPubliclyTraded: true, isEarnPassiveIncome: true }, false],
    ['investment neither a financial institution nor managed by one', 'investment', { isFinancialInstitution: false, isManagedByFinancialInstitution: false }, true],
    ['investment managed by a financial institution', 'investment', { isFinancialInstitution: false, isManagedByFinancialInstitution: true }, false],
    ['financial institution', 'financial-institution', {}, false],
  ]; // prettier-ignore
  for (const [quote, type, q, want] of rows) t.equal(controllingPersonsRequired(type, q), want, quote);
});

t.test('the shown questions need answers; hidden answers are not sent', async (t) => {
  t.same(businessQuestionProblems('financial-institution', {}), ['giinMissingReason', 'isUsingClientFunds']);
  t.same(businessQuestionProblems('financial-institution', { giin: 'G', isUsingClientFunds: false }), []);
  t.same(businessQuestionProblems('general', { isPubliclyTraded: false, isOwnPubliclyTradedCompany: true, companyOwnedByYou: { market: 'NYSE', name: 'Parent' } }), ['companyOwnedByYou'], 'the owner needs market, name and ticket'); // prettier-ignore
  t.same(
    shownAnswers('general', {
      isPubliclyTraded: true,
      companySecurityMarket: ' NASDAQ ',
      // a numeric-looking ticker may come back as a number (normalizeNumericStrings)
      companyTicket: 1234 as unknown as string,
      isEarnPassiveIncome: true,
    }),
    { isPubliclyTraded: true, companySecurityMarket: 'NASDAQ', companyTicket: '1234' },
    'an answer to a question no longer shown is dropped; a numeric ticker goes as text',
  );
});

t.test('the update requests: every tax id row parsed, a certification needs one', async (t) => {
  const personal = {
    cityOfBirth: 'Boston',
    countryOfBirth: 'US',
    dateOfBirth: '1986-07-21',
    citizenship: 'DE',
    taxIds: [{ countryCode: 'DE', taxId: '12345678901' }],
    isUSTaxPayer: false,
  };
  t.ok(fatcaCrsUpdate.request.safeParse(personal).success);
  t.notOk(fatcaCrsUpdate.request.safeParse({ ...personal, taxIds: [] }).success, 'at least one tax residence');
  t.notOk(fatcaCrsUpdate.request.safeParse({ ...personal, countryOfBirth: 'usa' }).success, 'a country code');
  t.ok(
    businessFatcaCrsUpdate.request.safeParse({
      entityType: 'general',
      questions: { isPubliclyTraded: true, companySecurityMarket: 'NYSE', companyTicket: 'DEMO' },
      taxIds: [
        { countryCode: 'US', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Applied, not issued yet' },
      ],
      isUSTaxPayer: true,
    }).success,
  );
  t.notOk(
    businessFatcaCrsUpdate.request.safeParse({ entityType: 'bank', questions: {}, taxIds: [], isUSTaxPayer: true })
      .success,
    'the three entity types only',
  );
});

t.test('spec 3 §7 "multipart with a data field and a file[document] part"', async (t) => {
  const form = taxDocumentForm({ form: 'w8' }, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'w8.pdf');
  t.same([...form.keys()], ['data', 'file[document]']);
  t.equal(form.get('data'), '{"form":"w8"}');
});
