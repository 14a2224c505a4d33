import t from 'tap';
import {
  type TaxNumberForm,
  countryTax,
  defaultCountryTax,
  notRequiredCountries,
  taxIdRowProblems,
  taxNumberPayload,
} from './tax-ids.ts';

t.test('spec 3 §3 "Country tax table"', async (t) => {
  const us = countryTax('US');
  t.same(
    [us.tinPersonal.shortName, us.tinPersonal.required],
    ['SSN/ITIN', true],
    '"The United States uses an SSN/ITIN for personal"',
  );
  t.same([us.tinBusiness.shortName, us.tinBusiness.required], ['EIN', true], '"…and an EIN for business"');
  t.equal(countryTax('us').tinBusiness.shortName, 'EIN', 'codes in any case');

  // "Countries with required false and crs false: DZ, BY, BJ, …, VA, VN." — one row each.
  const listed =
    'DZ, BY, BJ, BA, BW, BF, CM, CV, CI, DJ, DO, EG, SV, GA, GT, GY, HT, HN, LS, MK, MR, MN, NA, PW, PG, PY, PH, SN, RS, TZ, TG, TN, UZ, VA, VN'.split(
      ', ',
    );
  t.equal(listed.length, 35);
  t.same([...notRequiredCountries], listed, 'the table holds exactly the listed countries');
  for (const code of listed) {
    const c = countryTax(code);
    t.same(
      [c.tinPersonal.required, c.tinBusiness.required, c.crs],
      [false, false, false],
      `${code}: required false, crs false`,
    );
  }

  t.same(countryTax('ZZ'), defaultCountryTax, '"An unknown country defaults to a generic TIN, not required, no CRS."');
  t.same(
    [defaultCountryTax.tinPersonal.shortName, defaultCountryTax.tinPersonal.required, defaultCountryTax.crs],
    ['TIN', false, false],
  );
  t.same(countryTax(undefined), defaultCountryTax, 'no country: the default');

  // Our decision (spec 3 §3: "Many other countries are listed with their own values (not reproduced here)").
  const ours: [string, string, string][] = [
    ['GB', 'UTR/NINO', 'UTR'],
    ['DE', 'Steuer-IdNr', 'St.-Nr.'],
    ['RO', 'CNP', 'CUI'],
    ['CA', 'SIN', 'BN'],
    ['ES', 'NIF', 'NIF'],
  ];
  for (const [code, personal, business] of ours) {
    const c = countryTax(code);
    t.same(
      [c.tinPersonal.shortName, c.tinBusiness.shortName, c.tinPersonal.required, c.crs],
      [personal, business, true, true],
      `${code} (our decision)`,
    );
  }
});

t.test('taxNumberPayload: spec 3 §5 "Tax ID"', async (t) => {
  const form = (f: Partial<TaxNumberForm>): TaxNumberForm => ({
    countryCode: 'RO',
    taxId: '',
    tinMissingReason: '',
    tinMissingExplanation: '',
    ...f,
  });
  const rows: [why: string, f: Partial<TaxNumberForm>, want: unknown][] = [
    [
      'a number is sent alone',
      { taxId: ' 1880412123456 ', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'x' },
      { ok: true, payload: { countryCode: 'RO', taxId: '1880412123456' } },
    ],
    [
      '"A tax id without a number requires a missing reason"',
      {},
      { ok: false, problems: { tinMissingReason: 'reasonRequired' } },
    ],
    [
      '"country does not issue"',
      { countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue', tinMissingExplanation: 'dropped' },
      { ok: true, payload: { countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue' } },
    ],
    [
      '"cannot obtain": "The explanation is sent only for \'cannot obtain\'"',
      { tinMissingReason: 'cannotObtain', tinMissingExplanation: ' Office closed ' },
      {
        ok: true,
        payload: { countryCode: 'RO', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Office closed' },
      },
    ],
    [
      '"cannot obtain" without an explanation (our decision: needed)',
      { tinMissingReason: 'cannotObtain' },
      { ok: false, problems: { tinMissingExplanation: 'explanationRequired' } },
    ],
    [
      '"not required" where the table says so: no explanation sent',
      { countryCode: 'VN', tinMissingReason: 'notRequired', tinMissingExplanation: 'dropped' },
      { ok: true, payload: { countryCode: 'VN', tinMissingReason: 'notRequired' } },
    ],
    [
      '"not required" where the table requires a number (our decision: refused)',
      { countryCode: 'US', tinMissingReason: 'notRequired' },
      { ok: false, problems: { tinMissingReason: 'numberRequiredHere' } },
    ],
    ['a country is needed', { countryCode: ' ' }, { ok: false, problems: { countryCode: 'countryRequired' } }],
  ];
  for (const [why, f, want] of rows) t.same(taxNumberPayload(form(f)), want, why);
});

t.test('taxIdRowProblems: spec 3 §5 "Tax ID" on a row as the server receives it', async (t) => {
  const rows: [
    why: string,
    row: Parameters<typeof taxIdRowProblems>[0],
    kind: 'personal' | 'business',
    want: string[],
  ][] = [
    ['a number alone', { countryCode: 'US', taxId: '123-45-6789' }, 'personal', []],
    [
      '"A tax id without a number requires a missing reason"',
      { countryCode: 'RO' },
      'personal',
      ['tinMissingReason:reasonRequired'],
    ],
    [
      'an empty number is no number',
      { countryCode: 'RO', taxId: ' ' },
      'personal',
      ['tinMissingReason:reasonRequired'],
    ],
    ['"country does not issue"', { countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue' }, 'personal', []],
    [
      'a number and a reason together',
      { countryCode: 'RO', taxId: '1', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'x' },
      'personal',
      ['tinMissingReason:numberOrReason'],
    ],
    [
      '"cannot obtain" with its explanation',
      { countryCode: 'RO', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Not resident yet' },
      'personal',
      [],
    ],
    [
      '"cannot obtain" without one',
      { countryCode: 'RO', tinMissingReason: 'cannotObtain' },
      'personal',
      ['tinMissingExplanation:explanationRequired'],
    ],
    [
      '"The explanation is sent only for \'cannot obtain\'"',
      { countryCode: 'DZ', tinMissingReason: 'notRequired', tinMissingExplanation: 'x' },
      'personal',
      ['tinMissingExplanation:explanationNotSent'],
    ],
    [
      '"not required" where the table requires the personal number (US SSN/ITIN)',
      { countryCode: 'US', tinMissingReason: 'notRequired' },
      'personal',
      ['tinMissingReason:numberRequiredHere'],
    ],
    [
      '"not required" where the table requires the business number (US EIN)',
      { countryCode: 'us', tinMissingReason: 'notRequired' },
      'business',
      ['tinMissingReason:numberRequiredHere'],
    ],
    ['"not required" where it is not (DZ)', { countryCode: 'DZ', tinMissingReason: 'notRequired' }, 'business', []],
    ['no country', { countryCode: '', taxId: '1' }, 'personal', ['countryCode:countryRequired']],
  ];
  for (const [why, row, kind, want] of rows)
    t.same(
      taxIdRowProblems(row, kind).map((p) => `${p.field}:${p.problem}`),
      want,
      why,
    );
});
