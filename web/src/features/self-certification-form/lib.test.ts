import t from 'tap';
import {
  type BusinessForm,
  type PersonalForm,
  type TaxRow,
  businessPayload,
  documentsNeeded,
  personalPayload,
  taxRowsPayload,
} from './lib.ts';

const row = (r: Partial<TaxRow>): TaxRow => ({
  countryCode: '',
  taxId: '',
  tinMissingReason: '',
  tinMissingExplanation: '',
  ...r,
});

t.test('spec 3 §5 "Tax ID" on every row', async (t) => {
  const rows: [string, TaxRow[], boolean, unknown][] = [
    ['a number is sent as typed, trimmed', [row({ countryCode: 'us', taxId: ' 123-45-6789 ' })], false, { ok: true, taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }] }],
    ['"A tax id without a number requires a missing reason"', [row({ countryCode: 'DE' })], false, { ok: false, problems: [{ tinMissingReason: 'reasonRequired' }] }],
    ['"The explanation is sent only for \'cannot obtain\'"', [row({ countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue', tinMissingExplanation: 'typed before' })], false, { ok: true, taxIds: [{ countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue' }] }],
    ["'cannot obtain' needs its explanation", [row({ countryCode: 'DE', tinMissingReason: 'cannotObtain' })], false, { ok: false, problems: [{ tinMissingExplanation: 'explanationRequired' }] }],
    ['"The country table says whether a personal or business number is required": US needs an EIN', [row({ countryCode: 'US', tinMissingReason: 'notRequired' })], true, { ok: false, problems: [{ tinMissingReason: 'numberRequiredHere' }] }],
    ['a country with required false may say not required', [row({ countryCode: 'VN', tinMissingReason: 'notRequired' })], true, { ok: true, taxIds: [{ countryCode: 'VN', tinMissingReason: 'notRequired' }] }],
    ['a country once', [row({ countryCode: 'US', taxId: '1' }), row({ countryCode: 'US', taxId: '2' })], false, { ok: false, problems: [{}, { countryCode: 'duplicateCountry' }] }],
    ['a country is needed', [row({ taxId: '1' })], false, { ok: false, problems: [{ countryCode: 'countryRequired' }] }],
  ]; // prettier-ignore
  for (const [quote, rs, business, want] of rows) t.same(taxRowsPayload(rs, business), want, quote);
});

const person: PersonalForm = {
  cityOfBirth: ' Chicago ',
  countryOfBirth: 'US',
  dateOfBirth: '1990-02-14',
  citizenship: 'US',
  isUSTaxPayer: true,
  taxIds: [row({ countryCode: 'US', taxId: '123-45-6789' })],
};

t.test('the personal variant: every field, a past date of birth, then the rows', async (t) => {
  t.same(personalPayload(person, '2026-11-28'), {
    ok: true,
    payload: {
      cityOfBirth: 'Chicago',
      countryOfBirth: 'US',
      dateOfBirth: '1990-02-14',
      citizenship: 'US',
      isUSTaxPayer: true,
      taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
    },
  });
  t.same(
    personalPayload({ ...person, cityOfBirth: ' ', dateOfBirth: '2030-01-01', isUSTaxPayer: null }, '2026-11-28'),
    { ok: false, problems: { fields: { cityOfBirth: 'required', dateOfBirth: 'dateInvalid', isUSTaxPayer: 'required' }, taxIds: [] } },
  ); // prettier-ignore
});

t.test('"isUSTaxPayer → W-9 else W-8"; the certificate of loss of nationality when it applies', async (t) => {
  const rows: [string, Parameters<typeof documentsNeeded>[0], Parameters<typeof documentsNeeded>[1], string[]][] = [
    ['not answered yet: nothing', { isUSTaxPayer: null }, {}, []],
    ['a US tax payer: W-9', { isUSTaxPayer: true, countryOfBirth: 'US', citizenship: 'US' }, {}, ['w9']],
    ['anybody else: W-8', { isUSTaxPayer: false, countryOfBirth: 'RO', citizenship: 'RO' }, {}, ['w8']],
    ['US-born, not a citizen nor a tax payer: W-8 and the certificate', { isUSTaxPayer: false, countryOfBirth: 'US', citizenship: 'DE' }, {}, ['w8', 'lossOfNationality']],
    ['a W-9 already in (pending) is not asked for again', { isUSTaxPayer: true }, { w9: 'pending' }, []],
    ['a rejected W-8 is asked for again', { isUSTaxPayer: false }, { w8: 'rejected' }, ['w8']],
  ]; // prettier-ignore
  for (const [quote, answers, statuses, want] of rows) t.same(documentsNeeded(answers, statuses), want, quote);
});

t.test('the business certification: entity type, shown questions, controlling persons, rows', async (t) => {
  const form: BusinessForm = {
    entityType: 'general',
    questions: { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true, giin: 'X' },
    taxIds: [row({ countryCode: 'US', taxId: '12-3456789' })],
    isUSTaxPayer: false,
    controllingPersonIds: [],
    placeOfBusinessAddressId: 6101,
    registeredAddressId: null,
  };
  t.same(businessPayload(form), {
    ok: false,
    problems: { fields: { controllingPersonIds: 'required' }, questions: [], taxIds: [] },
  });
  t.same(businessPayload({ ...form, controllingPersonIds: [7001] }), {
    ok: true,
    payload: {
      entityType: 'general',
      questions: { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true },
      taxIds: [{ countryCode: 'US', taxId: '12-3456789' }],
      isUSTaxPayer: false,
      controllingPersonIds: [7001],
      placeOfBusinessAddressId: 6101,
    },
  });
  const empty = businessPayload({ ...form, entityType: 'financial-institution', questions: {}, isUSTaxPayer: null });
  t.same(empty, {
    ok: false,
    problems: {
      fields: { isUSTaxPayer: 'required' },
      questions: ['giinMissingReason', 'isUsingClientFunds'],
      taxIds: [],
    },
  });
});
