import { ApiError, existenceStatuses, captchaTestToken } from '@app/contracts';
import t from 'tap';
import type { SessionConfig } from '../../shared/api/index.ts';
import {
  type PersonalForm,
  emailProblem,
  emptyForm,
  formProblems,
  fullPhone,
  personalRegistrationOf,
  requestOf,
  serverErrorsOf,
} from './lib.ts';

const terms = [
  {
    id: 'terms',
    key: 'termsAndConditions',
    label: 'I have read and accept',
    text: 'the Paxum Terms',
    url: 'https://x.example/t',
    value: false,
  },
  {
    id: 'privacy',
    key: 'privacyPolicy',
    label: 'I have read and accept',
    text: 'the Paxum Privacy Policy',
    url: 'https://x.example/p',
    value: false,
  },
];
const config = (over: Record<string, unknown> = {}) =>
  ({
    brand: 'paxum',
    projectName: 'Paxum',
    languages: ['en'],
    allowRegistration: true,
    registrationPersonalTypes: ['webmasters', 'webcamModels', 'others'],
    registrationBusinessTypes: ['others'],
    terms,
    ...over,
  }) as SessionConfig;

t.test("spec 3 §1 from the public config: allowed, the brand's personal types and terms", async (t) => {
  t.equal(personalRegistrationOf(null), null, 'not loaded yet');
  const paxum = personalRegistrationOf(config());
  t.same(paxum?.types, ['webmasters', 'webcamModels', 'others']);
  t.same(
    paxum?.terms.map((x) => x.id),
    ['terms', 'privacy'],
  );
  const paydek = personalRegistrationOf(config({ allowRegistration: false }));
  t.same([paydek?.allowed, paydek?.types], [false, []], '"Paydek has registration disabled."');
});

t.test('the e-mail: required, the rule, then its existence status (spec 3 §3 statuses)', async (t) => {
  const rows: [string, number, string | null][] = [
    ['', existenceStatuses.none, 'required'],
    ['a@b.c', existenceStatuses.none, 'emailInvalid'],
    ['name@example', existenceStatuses.none, 'emailInvalid'],
    ['nova@demo.test', existenceStatuses.none, null],
    ['nova@demo.test', existenceStatuses.exists, 'emailExists'],
    ['nova@demo.test', existenceStatuses.employee, 'emailEmployee'],
    ['nova@demo.test', existenceStatuses.checking, 'emailChecking'],
    ['nova@demo.test', existenceStatuses.error, null],
  ];
  for (const [email, status, problem] of rows)
    t.equal(emailProblem(email, status as never), problem, `${email || '(empty)'} status ${status}`);
});

const filled: PersonalForm = {
  email: 'nova@demo.test',
  password: 'Demo-pass-1',
  passwordRepeat: 'Demo-pass-1',
  firstName: ' Nova ',
  lastName: 'Reyes',
  countryCode: 'US',
  phoneCode: '1',
  phone: '202 555-0111',
  registrationType: 'webcamModels',
  accepted: ['terms', 'privacy'],
  captcha: captchaTestToken,
};
const none = { email: existenceStatuses.none, phone: existenceStatuses.none } as const;

t.test("the form's problems before sending", async (t) => {
  const brand = personalRegistrationOf(config());
  if (!brand) throw new Error('no brand');
  t.same(formProblems(filled, brand, none), {}, 'a filled form may be sent');
  const rows: [string, Partial<PersonalForm>, Record<string, string>][] = [
    [
      'a weak password (the password reset rules)',
      { password: 'password', passwordRepeat: 'password' },
      { password: 'passwordRules' },
    ],
    ['the repeat differs', { passwordRepeat: 'Demo-pass-2' }, { passwordRepeat: 'repeat' }],
    ['names required', { firstName: ' ', lastName: '' }, { firstName: 'required', lastName: 'required' }],
    ['no country', { countryCode: '' }, { countryCode: 'country' }],
    ['a phone too short', { phone: '123' }, { phone: 'phoneInvalid' }],
    ['letters in the phone', { phone: '202 555 01aa' }, { phone: 'phoneInvalid' }],
    ['a type the brand does not offer', { registrationType: 'developers' }, { registrationType: 'type' }],
    ['spec 3 §1 terms and the privacy policy, each accepted', { accepted: ['terms'] }, { accepted: 'terms' }],
    ['spec 3 §1 the bot challenge', { captcha: '' }, { captcha: 'captcha' }],
  ];
  for (const [name, change, problems] of rows)
    t.same(formProblems({ ...filled, ...change }, brand, none), problems, name);
  t.same(
    formProblems(filled, brand, { ...none, phone: existenceStatuses.exists }),
    { phone: 'phoneExists' },
    'phone taken',
  );
  t.same(Object.keys(formProblems(emptyForm, brand, none)).length, 10, 'an empty form: every field');
});

t.test('the request: trimmed names, the full phone, the accepted terms ids', async (t) => {
  t.equal(fullPhone(filled), '+12025550111');
  t.same(requestOf(filled), {
    email: 'nova@demo.test',
    password: 'Demo-pass-1',
    firstName: 'Nova',
    lastName: 'Reyes',
    phone: '+12025550111',
    countryCode: 'US',
    registrationType: 'webcamModels',
    acceptedTerms: ['terms', 'privacy'],
    captcha: captchaTestToken,
  });
  t.notOk('device' in requestOf(filled), 'spec 3 §3 "device, only when in the mobile wrapper": a browser sends none');
  t.same(
    requestOf(filled, { type: 'ios', name: 'Nova’s phone' }).device,
    { type: 'ios', name: 'Nova’s phone' },
    'in the wrapper, its device',
  );
});

t.test('spec 3 §5 VF errors onto the fields, joined with commas; the rest above the form', async (t) => {
  const vf = new ApiError('x', 200, 'VF', {
    responseCode: 'VF',
    validationErrors: [
      { field: 'email', description: 'This e-mail address is already registered.' },
      { field: 'acceptedTerms', description: 'Accept A' },
      { field: 'acceptedTerms', description: 'Accept B' },
    ],
  });
  t.same(serverErrorsOf(vf.body), {
    fields: { email: 'This e-mail address is already registered.', accepted: 'Accept A, Accept B' },
    general: null,
  });
  t.same(serverErrorsOf({ validationErrors: [{ description: 'Closed.' }, { field: 'x', description: 'Other' }] }), {
    fields: {},
    general: 'Closed., Other',
  });
  t.same(serverErrorsOf({ responseCode: 'VF', responseDescription: 'Closed.' }), { fields: {}, general: null });
});
