import t from 'tap';
import { type RequiredActionInput, requiredActionCount, requiredActions } from './actions.ts';

const home = { address1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
const clean: RequiredActionInput = {
  isBusiness: false,
  fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'validated' },
  addresses: [home],
  proofOfResidenceStatus: 'validated',
  identityStatus: 'confirmed',
  phones: [{ confirmed: true }],
  videoIdentityStatus: undefined,
};

t.test('spec 1 §4 "Required action count", one row per summand', async (t) => {
  const rows: [summand: string, input: Partial<RequiredActionInput>, want: string[]][] = [
    ['nothing remains', {}, []],
    [
      '"FATCA/CRS documents missing or rejected (for personal: none …)"',
      { fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'none' } },
      ['fatcaCrs'],
    ],
    [
      '"(for personal: … rejected)"',
      { fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'rejected' } },
      ['fatcaCrs'],
    ],
    [
      'personal: a pending certificate is no action',
      { fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'pending' } },
      [],
    ],
    [
      '"for businesses: none or rejected on any of the four documents" (W-9 none)',
      {
        isBusiness: true,
        fatcaCrsCertificationInfo: { w9FormDocumentStatus: 'none', w8BenFormDocumentStatus: 'validated' },
      },
      ['fatcaCrs'],
    ],
    [
      '"…any of the four documents" (loss of nationality rejected)',
      { isBusiness: true, fatcaCrsCertificationInfo: { certificateOfLossOfNationalityDocumentStatus: 'rejected' } },
      ['fatcaCrs'],
    ],
    [
      '"…any of the four documents" (W-8BEN none)',
      { isBusiness: true, fatcaCrsCertificationInfo: { w8BenFormDocumentStatus: 'none' } },
      ['fatcaCrs'],
    ],
    [
      'business: two bad documents still count once',
      {
        isBusiness: true,
        fatcaCrsCertificationInfo: {
          w9FormDocumentStatus: 'none',
          taxResidencySelfCertificationDocumentStatus: 'rejected',
        },
      },
      ['fatcaCrs'],
    ],
    ['"an address missing"', { addresses: [] }, ['address']],
    ['"…or incomplete"', { addresses: [{ ...home, city: ' ' }] }, ['address']],
    ['"proof of residence expired-soon"', { proofOfResidenceStatus: 'expiredSoon' }, ['proofOfResidence']],
    ['"proof of residence … none"', { proofOfResidenceStatus: 'none' }, ['proofOfResidence']],
    ['"proof of residence … rejected"', { proofOfResidenceStatus: 'rejected' }, ['proofOfResidence']],
    ['proof of residence pending is no action', { proofOfResidenceStatus: 'pending' }, []],
    ['"identity status undefined"', { identityStatus: undefined }, ['identity']],
    ['"…or name-mismatch"', { identityStatus: 'nameMismatch' }, ['identity']],
    ['"…rejected"', { identityStatus: 'rejected' }, ['identity']],
    ['"…or canceled"', { identityStatus: 'canceled' }, ['identity']],
    ['identity submitted is no action', { identityStatus: 'submitted' }, []],
    ['"an unconfirmed phone"', { phones: [{ confirmed: false }] }, ['phone']],
    ['no phone at all', { phones: [] }, ['phone']],
    [
      'a second, unconfirmed number beside a confirmed one adds nothing',
      { phones: [{ confirmed: true }, { confirmed: false }] },
      [],
    ],
    ['"video identity rejected"', { videoIdentityStatus: 'rejected' }, ['videoIdentity']],
    [
      'demo unverified@demo.test: unconfirmed phone, no address, no identity, FATCA none → 4',
      {
        phones: [{ confirmed: false }],
        addresses: [],
        identityStatus: undefined,
        proofOfResidenceStatus: undefined,
        fatcaCrsCertificationInfo: { taxResidencySelfCertificationDocumentStatus: 'none' },
      },
      ['fatcaCrs', 'address', 'identity', 'phone'],
    ],
  ];
  for (const [summand, input, want] of rows) {
    const i = { ...clean, ...input };
    t.same(requiredActions(i), want, summand);
    t.equal(requiredActionCount(i), want.length, `${summand}: count`);
  }
});
