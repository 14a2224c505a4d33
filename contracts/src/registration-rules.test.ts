import t from 'tap';
import { WIZARD_DRAFT_VERSION, wizardLimits } from './constants.ts';
import {
  type BrandRegistration,
  type WizardContext,
  type WizardDraft,
  deleteCompany,
  deletePerson,
  deleteShareholderNode,
  emailCheckable,
  emailRuleValid,
  existenceStatusOf,
  existenceStatuses,
  holdsSourceOfWealthShare,
  industryGroupsFor,
  registrationChoices,
  restoreDraft,
  screenOf,
  selectableUserRights,
  serverFieldErrors,
  setShare,
  shareBasisPoints,
  shareClearsSourceOfFunds,
  shareValid,
  siblingTotalValid,
  ultimateBeneficiaryOwnerIds,
  userRightsValid,
  validateWizard,
  wizardUsers,
} from './registration-rules.ts';
import { sampleWizardContext, sampleWizardDraft } from './registration-sample.ts';

const ctx: WizardContext = { ...sampleWizardContext };
const rulesAt = (d: WizardDraft, c: WizardContext = ctx) => validateWizard(d, c).map((e) => `${e.path} ${e.rule}`);

t.test('spec 3 §9 constants', async (t) => {
  t.equal(WIZARD_DRAFT_VERSION, '3.54', '"Wizard draft version 3.54."');
  t.same(wizardLimits, {
    shareMinTotalPercent: 10,
    shareMaxTotalPercent: 100,
    sourceOfWealthThresholdPercent: 25,
    excludedSelectableRight: 5,
  });
});

t.test('shares are percent decimal strings compared in basis points, never floats', async (t) => {
  const rows: [share: string, want: number | null][] = [
    ['25', 2500],
    ['33.33', 3333],
    ['0.5', 50],
    ['100', 10000],
    ['', null],
    ['12.345', null],
    ['-5', null],
    ['1e2', null],
    ['abc', null],
  ];
  for (const [s, want] of rows) t.equal(shareBasisPoints(s), want, JSON.stringify(s));
});

t.test('spec 3 §5 "Each shareholder share must be above 0 and at most 100."', async (t) => {
  const rows: [share: string, want: boolean][] = [
    ['0', false],
    ['0.00', false],
    ['0.01', true],
    ['50', true],
    ['100', true],
    ['100.01', false],
    ['', false],
  ];
  for (const [s, want] of rows) t.equal(shareValid(s), want, JSON.stringify(s));
});

t.test('spec 3 §5 "Sibling shares total between 10 and 100 inclusive."', async (t) => {
  const rows: [shares: string[], want: boolean][] = [
    [['9.99'], false],
    [['10'], true],
    [['5', '5'], true],
    [['60', '40'], true],
    [['60', '40.01'], false],
    [['33.33', '33.33', '33.34'], true], // no float drift: 3333 + 3333 + 3334 = 10000
    [['100'], true],
    [[], true], // an empty group has no total; "At least one shareholder" is its own rule
  ];
  for (const [s, want] of rows) t.equal(siblingTotalValid(s), want, s.join(' + ') || '(none)');
});

t.test('spec 3 §5 "persons holding 25% or more need source details"; §4 "to 25% or lower clears"', async (t) => {
  const rows: [share: string, needs: boolean, clears: boolean][] = [
    ['24.99', false, true],
    ['25', true, true],
    ['25.01', true, false],
    ['60', true, false],
    ['', false, false],
  ];
  for (const [s, needs, clears] of rows) {
    t.equal(holdsSourceOfWealthShare(s), needs, `${s} needs`);
    t.equal(shareClearsSourceOfFunds(s), clears, `${s} clears`);
  }
});

t.test('the e-mail rule: empty, or longer than 5 characters with "@" and "."', async (t) => {
  const rows: [email: string, valid: boolean, checkable: boolean][] = [
    ['', true, false],
    ['a@b.c', false, false], // 5 characters: not longer than 5
    ['ab@c.d', true, true],
    ['abcdef', false, false],
    ['abc@def', false, false],
    ['abc.def', false, false],
    ['ada@example.com', true, true],
  ];
  for (const [e, valid, checkable] of rows) {
    t.equal(emailRuleValid(e), valid, `${JSON.stringify(e)} valid`);
    t.equal(emailCheckable(e), checkable, `${JSON.stringify(e)} reaches the server`);
  }
});

t.test('spec 3 §3 "statuses: 0 none, 1 exists, 2 checking, 3 employee, -1 error"', async (t) => {
  t.same(existenceStatuses, { none: 0, exists: 1, checking: 2, employee: 3, error: -1 });
  t.equal(existenceStatusOf({ exists: false }), 0);
  t.equal(existenceStatusOf({ exists: true }), 1);
  t.equal(existenceStatusOf({ exists: true, isEmployee: true }), 3);
});

t.test(
  'spec 3 §5 "Rights value 5 is excluded from the selectable list." and "each needs non-zero access rights"',
  async (t) => {
    t.same(selectableUserRights, [0, 1, 2, 3, 4]);
    const rows: [rights: number, valid: boolean][] = [
      [0, false],
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
    ];
    for (const [r, valid] of rows) t.equal(userRightsValid(r), valid, `rights ${r}`);
  },
);

t.test('spec 3 §4 "restored only if the stored version equals the current version (3.54)"', async (t) => {
  const d = sampleWizardDraft();
  const rows: [name: string, stored: unknown, restored: boolean][] = [
    ['version 3.54 as text', JSON.stringify(d), true],
    ['version 3.54 as a value', d, true],
    ['version 3.53', JSON.stringify({ ...d, version: '3.53' }), false],
    ['version 3.54 as a number', { ...d, version: 3.54 }, false],
    ['no version', { ...d, version: undefined }, false],
    ['not JSON', '{', false],
    ['nothing stored', null, false],
    ['version without the forms', { version: '3.54' }, false],
  ];
  for (const [name, stored, restored] of rows) t.equal(restoreDraft(stored) !== null, restored, name);
});

t.test('spec 3 §5 "Server field errors (verify error) are joined from their descriptions with commas."', async (t) => {
  t.same(
    serverFieldErrors([
      { field: 'personList.1.email', description: 'E-mail is taken' },
      { field: 'personList.1.email', description: 'E-mail is invalid' },
      { field: 'shareholders', description: 'Total too high' },
      { description: 'Other' },
    ]),
    {
      'personList.1.email': 'E-mail is taken, E-mail is invalid',
      shareholders: 'Total too high',
      '': 'Other',
    },
  );
  t.same(serverFieldErrors(undefined), {});
});

t.test('spec 3 §1 brand rules: types and industries per brand', async (t) => {
  // the brands' registration keys as brands/src/data.ts holds them (contracts imports no package)
  const brand = (over: Partial<BrandRegistration>): BrandRegistration => ({
    allowRegistration: true,
    registrationPersonalTypes: ['webmasters', 'others'],
    registrationBusinessTypes: ['registrationAdvertisingNetworks', 'others'],
    hideAdultIndustriesInRegistration: false,
    sourceOfWealthEnable: true,
    ...over,
  });
  const paxum = brand({
    registrationPersonalTypes: ['webmasters', 'webcamModels', 'others'],
    registrationBusinessTypes: ['registrationLiveStreamingNetworks', 'registrationWebcamStudios', 'others'],
  });
  const aplus = brand({
    registrationBusinessTypes: ['registrationAdvertisingNetworks', 'others'],
    hideAdultIndustriesInRegistration: true,
  });
  const paydek = brand({ allowRegistration: false, hideAdultIndustriesInRegistration: true });
  t.same(
    registrationChoices(paxum).businessTypes,
    paxum.registrationBusinessTypes,
    "the brand's own list (webcam studios on paxum)",
  );
  t.same(
    registrationChoices(paydek),
    { allowed: false, personalTypes: [], businessTypes: [] },
    '"Paydek has registration disabled."',
  );
  const groups = [
    { group: 'adult', items: [] },
    { group: 'mainstream', items: [] },
  ];
  t.same(
    industryGroupsFor(aplus, groups).map((g) => g.group),
    ['mainstream'],
    '"Paydek, fundstruab, fundstr and aplus hide adult-industry categories."',
  );
  t.same(
    industryGroupsFor(paxum, groups).map((g) => g.group),
    ['adult', 'mainstream'],
    'paxum shows them',
  );
  // validateWizard refuses a type the brand does not offer (live streaming "not in aplus")
  const d = sampleWizardDraft();
  d.company.businessType = 'registrationLiveStreamingNetworks';
  t.same(rulesAt(d, { ...ctx, businessTypes: registrationChoices(aplus).businessTypes }), [
    'company.businessType businessTypeNotOffered',
  ]);
});

t.test('the sample draft (two-level tree) is valid', async (t) => {
  t.same(validateWizard(sampleWizardDraft(), ctx), []);
  t.same(ultimateBeneficiaryOwnerIds(sampleWizardDraft()), ['p1', 'p2']);
  t.same(wizardUsers(sampleWizardDraft()), [{ personId: 'p1', accessRights: 2 }]);
});

type Change = (d: WizardDraft) => void;
t.test('validateWizard: each rule of spec 3 §5, every error at once', async (t) => {
  const rows: [rule: string, change: Change, want: string[], c?: WizardContext][] = [
    [
      '"Each shareholder share must be above 0"',
      (d) => {
        d.shareholders[0]!.share = '0';
      },
      ['shareholders.0.share shareInvalid'],
    ],
    [
      '"... and at most 100" (and the siblings then total above 100)',
      (d) => {
        d.shareholders[1]!.children[0]!.share = '100.5';
      },
      ['shareholders.1.children shareTotal', 'shareholders.1.children.0.share shareInvalid'],
    ],
    [
      '"Sibling shares total between 10 and 100 inclusive." (above)',
      (d) => {
        d.shareholders[0]!.share = '70';
      },
      ['shareholders shareTotal'],
    ],
    [
      '"Sibling shares total between 10 and 100 inclusive." (below, nested)',
      (d) => {
        d.shareholders[1]!.children[0]!.share = '5';
      },
      ['shareholders.1.children shareTotal'],
    ],
    [
      '"Every company shareholder needs at least one director."',
      (d) => {
        d.companyList[0]!.directors = [];
      },
      ['companyList.0.directors directorRequired'],
    ],
    [
      '"At least one shareholder is required."',
      (d) => {
        d.shareholders = [];
      },
      ['shareholders shareholderRequired'],
    ],
    [
      '"If source-of-wealth is enabled, persons holding 25% or more need source details for every chosen source."',
      (d) => {
        d.personList[0]!.sourcesOfFunds = [
          { sourceId: 1, details: 'Salary' },
          { sourceId: 2, details: ' ' },
        ];
        d.personList[1]!.sourcesOfFunds = [];
      },
      [
        'personList.0.sourcesOfFunds.1.details sourceDetailsRequired',
        'personList.1.sourcesOfFunds sourceOfFundsRequired',
      ],
    ],
    [
      'source of wealth off for the brand: no source details needed',
      (d) => {
        d.personList[1]!.sourcesOfFunds = [];
      },
      [],
      { ...ctx, sourceOfWealthEnable: false },
    ],
    [
      'below 25%: no source details needed',
      (d) => {
        d.shareholders[1]!.children[0]!.share = '20';
        d.personList[1]!.sourcesOfFunds = [];
      },
      [],
    ],
    [
      '"The root company needs at least one director"',
      (d) => {
        d.directors = [];
      },
      ['directors directorRequired'],
    ],
    [
      '"... and all four forms valid" (generalForm)',
      (d) => {
        d.company.name = '';
        d.company.email = 'nope';
        d.company.website = '';
      },
      ['company.name required', 'company.website required', 'company.email emailInvalid'],
    ],
    [
      '"... and all four forms valid" (financialInfoForm: amounts are decimal strings)',
      (d) => {
        d.financialDetail.monthlyDepositAmount = '1e5';
        d.financialDetail.purposeIds = [];
        d.financialDetail.industry = null;
      },
      [
        'financialDetail.monthlyDepositAmount amountInvalid',
        'financialDetail.purposeIds required',
        'financialDetail.industry required',
      ],
    ],
    [
      '"... and all four forms valid" (dueDilligenceForm)',
      (d) => {
        d.dueDiligence.government = true;
        d.dueDiligence.taxPayers = null;
      },
      ['dueDiligence.taxPayers required', 'dueDiligence.governmentDetails detailsRequired'],
    ],
    [
      '"... and all four forms valid" (legalForm: spec 3 §1 terms and privacy policy)',
      (d) => {
        d.legalInformation[1]!.value = false;
      },
      ['legalInformation.1.value termNotAccepted'],
    ],
    [
      '"Each company node needs a valid screen."',
      (d) => {
        d.companyList[0]!.name = '';
        d.companyList[0]!.address.city = '';
      },
      ['companyList.0.name required', 'companyList.0.address.city required'],
    ],
    [
      '"A person needs valid fields."',
      (d) => {
        d.personList[1]!.lastName = '';
        d.personList[1]!.birthday = '12/04/1980';
        d.personList[1]!.email = 'x@y';
      },
      ['personList.1.lastName required', 'personList.1.birthday invalid', 'personList.1.email emailInvalid'],
    ],
    [
      '"A person who becomes a user needs an e-mail not already registered." (exists)',
      () => undefined,
      ['personList.0.email emailExists'],
      { ...ctx, emailStatus: (e) => (e.startsWith('ada') ? existenceStatuses.exists : existenceStatuses.none) },
    ],
    [
      "... an employee's e-mail, one still being checked, a failed check",
      (d) => {
        d.personList[1]!.isUser = true;
        d.personList[1]!.accessRights = 1;
        d.personList[1]!.email = 'ben@example.com';
      },
      ['company.email emailCheckFailed', 'personList.0.email emailEmployee', 'personList.1.email emailChecking'],
      {
        ...ctx,
        emailStatus: (e) =>
          e.startsWith('ada')
            ? existenceStatuses.employee
            : e.startsWith('ben')
              ? existenceStatuses.checking
              : existenceStatuses.error,
      },
    ],
    [
      'a person who is not a user is not checked',
      (d) => {
        d.personList[1]!.email = 'ben@example.com';
      },
      [],
      { ...ctx, emailStatus: (e) => (e.startsWith('ben') ? existenceStatuses.exists : existenceStatuses.none) },
    ],
    [
      '"Users: each needs non-zero access rights"',
      (d) => {
        d.personList[1]!.isUser = true;
        d.personList[1]!.email = 'ben@example.com';
        d.personList[1]!.accessRights = 0;
      },
      ['personList.1.accessRights userRightsRequired'],
    ],
    [
      '"... and at least one must have rights value 2."',
      (d) => {
        d.personList[0]!.accessRights = 1;
      },
      ['users fullAccessUserRequired'],
    ],
    [
      '"Rights value 5 is excluded from the selectable list."',
      (d) => {
        d.personList[0]!.accessRights = 5;
      },
      ['personList.0.accessRights userRightsRequired', 'users fullAccessUserRequired'],
    ],
    [
      'a user is required (one with rights 2)',
      (d) => {
        d.personList[0]!.isUser = false;
      },
      ['users userRequired'],
    ],
    [
      'spec 3 §5 \'Tax ID\' "A tax id without a number requires a missing reason"',
      (d) => {
        d.personList[0]!.taxId = { countryCode: 'US' };
        d.personList[1]!.taxId = { countryCode: 'GB', tinMissingReason: 'notRequired' };
      },
      ['personList.0.taxId.tinMissingReason tinMissingReasonRequired'],
    ],
    [
      'a node naming a person or company not in the lists',
      (d) => {
        d.shareholders[0]!.personId = 'p9';
        d.shareholders[1]!.companyId = 'c9';
      },
      ['shareholders.0.personId unknownPerson', 'shareholders.1.companyId unknownCompany'],
    ],
    [
      'show all errors: several screens at once',
      (d) => {
        d.company.name = '';
        d.directors = [];
        d.shareholders[0]!.share = '80';
        d.personList[0]!.accessRights = 1;
      },
      [
        'company.name required',
        'directors directorRequired',
        'shareholders shareTotal',
        'users fullAccessUserRequired',
      ],
    ],
  ];
  for (const [rule, change, want, c] of rows) {
    const d = sampleWizardDraft();
    change(d);
    t.same(rulesAt(d, c ?? ctx), want, rule);
  }
});

t.test('errors name the wizard screen (spec 3 §2 wizard forms)', async (t) => {
  const rows: [path: string, screen: string][] = [
    ['company.email', 'generalForm'],
    ['financialDetail.industry', 'financialInfoForm'],
    ['dueDiligence.lawsuits', 'dueDilligenceForm'],
    ['legalInformation.0.value', 'legalForm'],
    ['directors', 'directorsHub'],
    ['shareholders.0.children.1.share', 'shareholdersHub'],
    ['users', 'usersHub'],
    ['personList.2.accessRights', 'usersHub'],
    ['personList.2.email', 'personForm'],
    ['companyList.0.name', 'companyForm'],
  ];
  for (const [path, screen] of rows) t.equal(screenOf(path), screen, path);
});

t.test('spec 3 §4 "Deleting a person or company node removes persons or companies left orphaned."', async (t) => {
  const d = sampleWizardDraft();
  const noCompany = deleteShareholderNode(d, [1]);
  t.same(noCompany.shareholders.length, 1);
  t.same(noCompany.companyList, [], 'the company of the deleted node goes');
  t.same(
    noCompany.personList.map((p) => p.id),
    ['p1'],
    'Ben Holder (its only shareholder and director) is left orphaned and goes',
  );
  t.same(d.companyList.length, 1, 'the draft given is not changed');

  const noBenNode = deleteShareholderNode(d, [1, 0]);
  t.same(noBenNode.shareholders[1]!.children, []);
  t.same(
    noBenNode.personList.map((p) => p.id),
    ['p1', 'p2'],
    "Ben stays: he is still the company's director",
  );

  const noBen = deletePerson(d, 'p2');
  t.same(noBen.companyList[0]!.directors, []);
  t.same(
    noBen.personList.map((p) => p.id),
    ['p1'],
  );

  const noNorthwind = deleteCompany(d, 'c1');
  t.same(
    noNorthwind.shareholders.map((n) => n.personId),
    ['p1'],
  );
  t.same(
    noNorthwind.personList.map((p) => p.id),
    ['p1'],
  );

  // a user who holds no share and directs nothing is not an orphan
  const withUser = sampleWizardDraft();
  withUser.personList[1]!.isUser = true;
  t.same(
    deleteShareholderNode(withUser, [1]).personList.map((p) => p.id),
    ['p1', 'p2'],
  );
});

t.test(
  'spec 3 §4 "Changing a shareholder\'s share to 25% or lower clears that person\'s source-of-funds details."',
  async (t) => {
    const rows: [share: string, cleared: boolean][] = [
      ['30', false],
      ['25.01', false],
      ['25', true],
      ['10', true],
      ['', false], // not a number yet: nothing cleared
    ];
    for (const [share, cleared] of rows) {
      const d = setShare(sampleWizardDraft(), [1, 0], share);
      t.equal(d.shareholders[1]!.children[0]!.share, share);
      t.equal(d.personList[1]!.sourcesOfFunds.length === 0, cleared, `to ${JSON.stringify(share)}`);
      t.equal(d.personList[0]!.sourcesOfFunds.length, 1, 'the other person keeps theirs');
    }
    const company = setShare(sampleWizardDraft(), [1], '20');
    t.equal(company.personList[1]!.sourcesOfFunds.length, 1, "a company node's share clears nobody");
  },
);
