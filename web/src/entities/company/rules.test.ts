import t from 'tap';
import {
  type CompanyAction,
  type CompanyActionInput,
  type RepresentativeAction,
  type RepresentativeActionInput,
  companyActions,
  companyDocState,
  companyNeedsAction,
  companySection,
  representativeActions,
  representativeNeedsAction,
} from './rules.ts';

const complete: CompanyActionInput = {
  name: 'Demo Ltd',
  registrationCountryCode: 'GB',
  tradingName: 'Demo',
  email: 'office@demo.test',
  registrationNumber: '123456',
  registrationDate: '2020-01-02',
  businessTaxId: 'GB123',
  website: 'https://demo.test',
  phone: { countryCode: '44', number: '2071234567' },
  corporateDocumentsStatus: 2,
  additionalDocumentsStatus: 1,
  addresses: [{ uploadedDocuments: [{ statusId: 0 }, { statusId: 2 }] }],
};

t.test('spec 3 §5 "A company needs action if any of these is missing: …"', async (t) => {
  const rows: [rule: string, change: Partial<CompanyActionInput>, want: CompanyAction[]][] = [
    ['nothing missing, documents fine: no action', {}, []],
    ['"name" missing', { name: undefined }, ['name']],
    ['"name" blank counts as missing', { name: '  ' }, ['name']],
    ['"country" missing', { registrationCountryCode: '' }, ['registrationCountryCode']],
    ['"trading name" missing', { tradingName: undefined }, ['tradingName']],
    ['"e-mail" missing', { email: undefined }, ['email']],
    ['"registration number" missing', { registrationNumber: undefined }, ['registrationNumber']],
    ['"date" missing', { registrationDate: undefined }, ['registrationDate']],
    ['"tax id" missing', { businessTaxId: undefined }, ['businessTaxId']],
    ['"phone number" missing (no phone)', { phone: undefined }, ['phone']],
    ['"phone number" missing (phone without a number)', { phone: { countryCode: '44', number: '' } }, ['phone']],
    ['"website" missing', { website: undefined }, ['website']],
    ['several missing: each listed once', { name: undefined, website: undefined }, ['name', 'website']],
  ];
  for (const [rule, change, want] of rows) {
    const input = { ...complete, ...change };
    t.same(companyActions(input), want, rule);
    t.equal(companyNeedsAction(input), want.length > 0, `${rule}: needs action`);
  }
});

t.test(
  'spec 3 §5 "…if the corporate or additional document status is not 1 or 2, or if address documents are not in status 0 or 2"',
  async (t) => {
    const rows: [rule: string, change: Partial<CompanyActionInput>, want: CompanyAction[]][] = [
      ['corporate status 1 is fine', { corporateDocumentsStatus: 1 }, []],
      ['corporate status 2 is fine', { corporateDocumentsStatus: 2 }, []],
      ['corporate status 0 is "not 1 or 2"', { corporateDocumentsStatus: 0 }, ['corporateDocuments']],
      ['corporate status 3 is "not 1 or 2"', { corporateDocumentsStatus: 3 }, ['corporateDocuments']],
      ['corporate status absent is "not 1 or 2"', { corporateDocumentsStatus: undefined }, ['corporateDocuments']],
      ['additional status 2 is fine', { additionalDocumentsStatus: 2 }, []],
      ['additional status 4 is "not 1 or 2"', { additionalDocumentsStatus: 4 }, ['additionalDocuments']],
      ['additional status absent is "not 1 or 2"', { additionalDocumentsStatus: undefined }, ['additionalDocuments']],
      ['address documents in status 0 are fine', { addresses: [{ uploadedDocuments: [{ statusId: 0 }] }] }, []],
      ['address documents in status 2 are fine', { addresses: [{ uploadedDocuments: [{ statusId: 2 }] }] }, []],
      [
        'an address document in status 26 is "not in status 0 or 2"',
        { addresses: [{ uploadedDocuments: [{ statusId: 2 }] }, { uploadedDocuments: [{ statusId: 26 }] }] },
        ['addressDocuments'],
      ],
      [
        'an address document in status 1 is "not in status 0 or 2"',
        { addresses: [{ uploadedDocuments: [{ statusId: 1 }] }] },
        ['addressDocuments'],
      ],
      ['no address documents: nothing to check', { addresses: [{ uploadedDocuments: [] }] }, []],
      ['no addresses: nothing to check', { addresses: [] }, []],
    ];
    for (const [rule, change, want] of rows) {
      t.same(companyActions({ ...complete, ...change }), want, rule);
    }
  },
);

t.test(
  'spec 3 §5 "A representative needs action if the address, identity or control document status is set and not 1 or 2"',
  async (t) => {
    const rows: [rule: string, input: RepresentativeActionInput, want: RepresentativeAction[]][] = [
      ['no status set: no action', {}, []],
      ['address 1: fine', { addressDocumentStatus: 1 }, []],
      ['address 2: fine', { addressDocumentStatus: 2 }, []],
      ['address 0: set and not 1 or 2', { addressDocumentStatus: 0 }, ['addressDocument']],
      ['identity 1: fine', { identityDocumentStatus: 1 }, []],
      ['identity 3: set and not 1 or 2', { identityDocumentStatus: 3 }, ['identityDocument']],
      ['identity 0: set and not 1 or 2', { identityDocumentStatus: 0 }, ['identityDocument']],
      ['control 2: fine', { controlDocumentStatus: 2 }, []],
      ['control 4: set and not 1 or 2', { controlDocumentStatus: 4 }, ['controlDocument']],
      [
        'all three set and not 1 or 2',
        { addressDocumentStatus: 0, identityDocumentStatus: 26, controlDocumentStatus: 3 },
        ['addressDocument', 'identityDocument', 'controlDocument'],
      ],
      ['all three fine', { addressDocumentStatus: 1, identityDocumentStatus: 2, controlDocumentStatus: 1 }, []],
    ];
    for (const [rule, input, want] of rows) {
      t.same(representativeActions(input), want, rule);
      t.equal(representativeNeedsAction(input), want.length > 0, `${rule}: needs action`);
    }
  },
);

t.test('companyDocState: "1 or 2" fine, another value needs action, absent not set', async (t) => {
  const rows: [status: number | undefined, want: string][] = [
    [1, 'fine'],
    [2, 'fine'],
    [0, 'needsAction'],
    [3, 'needsAction'],
    [undefined, 'notSet'],
  ];
  for (const [status, want] of rows) t.equal(companyDocState(status), want, `${String(status)} → ${want}`);
});

t.test('spec 3 §2 "/company and /company/{path}: company screens default to documents"', async (t) => {
  const rows: [path: string | undefined, want: string | null][] = [
    [undefined, 'documents'],
    ['', 'documents'],
    ['documents', 'documents'],
    ['details', 'details'],
    ['representatives', 'representatives'],
    ['questionnaire', 'questionnaire'],
    ['nope', null],
  ];
  for (const [path, want] of rows) t.equal(companySection(path), want, `${String(path)} → ${String(want)}`);
});
