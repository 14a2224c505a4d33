import t from 'tap';
import { type MenuEntryId, type ProfileMenuInput, profileMenu } from './profile-menu.ts';

const personal: ProfileMenuInput = {
  kind: 'personal',
  requestMoney: false,
  verified: true,
  contractsEnable: true,
  requiredActionCount: 0,
  companyActionRequired: false,
};
const company: ProfileMenuInput = { ...personal, kind: 'company' };
const ids = (i: ProfileMenuInput) => profileMenu(i).map((e) => e.id);

t.test('spec 1 §2 menu orders', async (t) => {
  const rows: [rule: string, input: ProfileMenuInput, want: MenuEntryId[]][] = [
    [
      '"Personal menu order: profile, notifications, account security, smart contracts, pre-approved payments, payout blacklist, login history, legal."',
      personal,
      [
        'profile',
        'notifications',
        'accountSecurity',
        'smartContracts',
        'preapprovedPayments',
        'payoutBlacklist',
        'loginHistory',
        'legal',
      ],
    ],
    [
      '"Invoices are inserted at the fifth position if requestMoney is permitted."',
      { ...personal, requestMoney: true },
      [
        'profile',
        'notifications',
        'accountSecurity',
        'smartContracts',
        'invoices',
        'preapprovedPayments',
        'payoutBlacklist',
        'loginHistory',
        'legal',
      ],
    ],
    [
      '"Company menu order: company details, manage users, payment emails, smart contracts, pre-approved payments, payout blacklist, notifications, legal, merchant."',
      company,
      [
        'companyDetails',
        'manageUsers',
        'paymentEmails',
        'smartContracts',
        'preapprovedPayments',
        'payoutBlacklist',
        'notifications',
        'legal',
        'merchant',
      ],
    ],
    [
      '"Invoices are inserted at the eighth position if requestMoney is permitted."',
      { ...company, requestMoney: true },
      [
        'companyDetails',
        'manageUsers',
        'paymentEmails',
        'smartContracts',
        'preapprovedPayments',
        'payoutBlacklist',
        'notifications',
        'invoices',
        'legal',
        'merchant',
      ],
    ],
    [
      '"The smart contracts entry is hidden unless the user is verified": personal, not verified',
      { ...personal, verified: false },
      [
        'profile',
        'notifications',
        'accountSecurity',
        'preapprovedPayments',
        'payoutBlacklist',
        'loginHistory',
        'legal',
      ],
    ],
    [
      '"…and contracts are enabled": company, contracts disabled for the brand',
      { ...company, contractsEnable: false },
      [
        'companyDetails',
        'manageUsers',
        'paymentEmails',
        'preapprovedPayments',
        'payoutBlacklist',
        'notifications',
        'legal',
        'merchant',
      ],
    ],
    [
      'hidden smart contracts with requestMoney: invoices keep their place after account security',
      { ...personal, verified: false, requestMoney: true },
      [
        'profile',
        'notifications',
        'accountSecurity',
        'invoices',
        'preapprovedPayments',
        'payoutBlacklist',
        'loginHistory',
        'legal',
      ],
    ],
  ];
  for (const [rule, input, want] of rows) t.same(ids(input), want, rule);
});

t.test('spec 1 §2 "Profile menu entries and their paths"', async (t) => {
  const all = [...profileMenu({ ...personal, requestMoney: true }), ...profileMenu(company)];
  const href = Object.fromEntries(all.map((e) => [e.id, e.href]));
  t.same(href, {
    profile: '/profile',
    notifications: '/profile/notifications',
    accountSecurity: '/setting',
    smartContracts: '/revenue-split',
    invoices: '/transfer/invoices',
    preapprovedPayments: '/transfer/preapproved-payments',
    payoutBlacklist: '/payout-blacklist',
    loginHistory: '/login-history',
    legal: '/legal',
    companyDetails: '/company',
    manageUsers: '/company-access',
    paymentEmails: '/company-emails',
    merchant: '/merchant',
  });
});

t.test(
  'spec 1 §2 "its badge shows the pending requests count (red) when above zero, else the active count (blue)"',
  async (t) => {
    const badge = (i: Partial<ProfileMenuInput>) =>
      profileMenu({ ...personal, ...i }).find((e) => e.id === 'smartContracts')?.badge;
    const rows: [rule: string, input: Partial<ProfileMenuInput>, want: unknown][] = [
      ['pending 2 above zero: red 2', { contractsPending: 2, contractsActive: 5 }, { count: 2, tone: 'red' }],
      ['pending 0: active 5 blue', { contractsPending: 0, contractsActive: 5 }, { count: 5, tone: 'blue' }],
      ['pending 0, active 0: active 0 blue', { contractsPending: 0, contractsActive: 0 }, { count: 0, tone: 'blue' }],
      ['counts not loaded: no badge', {}, undefined],
    ];
    for (const [rule, input, want] of rows) t.same(badge(input), want, rule);
  },
);

t.test(
  'spec 1 §2 "The profile entry is highlighted if required actions remain; the company entry is highlighted if a company action is required."',
  async (t) => {
    const highlighted = (i: ProfileMenuInput) =>
      profileMenu(i)
        .filter((e) => e.highlighted)
        .map((e) => e.id);
    const rows: [rule: string, input: ProfileMenuInput, want: MenuEntryId[]][] = [
      ['personal, 4 required actions: profile highlighted', { ...personal, requiredActionCount: 4 }, ['profile']],
      ['personal, no required action: nothing highlighted', personal, []],
      [
        'company, company action required: company highlighted',
        { ...company, companyActionRequired: true },
        ['companyDetails'],
      ],
      ['company, none required: nothing highlighted', company, []],
    ];
    for (const [rule, input, want] of rows) t.same(highlighted(input), want, rule);
  },
);
