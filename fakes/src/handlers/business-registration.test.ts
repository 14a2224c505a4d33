import t from 'tap';
import {
  accountListGet,
  businessAccountActivate,
  customerInfoGet,
  userAccessInfoGet,
  businessRegister,
  captchaMessages,
  companyAccessListGet,
  companyInfoGet,
  registrationClosedMessage,
  representativeListGet,
  sampleBusinessRegistration,
} from '@app/contracts';
import { call, fakesWithClock } from '../../test/helper.ts';
import { demoCode } from '../security-store.ts';
import { sameEmailText, wizardRuleTexts } from './business-registration.ts';

type Field = { field: string; description: string };
const fields = (json: Record<string, unknown>) => (json.validationErrors as Field[] | undefined)?.map((e) => e.field);

t.test('businessRegister: the company waits for activation, then its owner signs in and sees it', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const body = sampleBusinessRegistration('ok');
  const res = await call(t, app, businessRegister, { body });
  t.equal(res.json.responseCode, '00', 'registered');
  t.equal(res.json.email, 'company-ok@example.com', 'the owner logs in with the company e-mail');

  const wrong = await call(t, app, businessAccountActivate, {
    body: { email: 'company-ok@example.com', activationCode: 'nope' },
  });
  t.equal(wrong.json.responseCode, 'VF', 'a wrong code is refused');
  const activated = await call(t, app, businessAccountActivate, {
    body: { email: 'company-ok@example.com', activationCode: demoCode },
  });
  t.equal(activated.json.responseCode, '00', 'business activation (e-mail, code) answers tokens');
  const token = activated.json.accessToken as string;
  t.ok(token);

  const customer = await call(t, app, customerInfoGet, { token, body: {} });
  t.match(customer.json, { responseCode: '00' }, 'the signed-in owner is a business customer');
  t.match(customer.json, { customer: { customerType: 'business', businessName: 'Example Media Ltd' } });
  const access = await call(t, app, userAccessInfoGet, { token, body: {} });
  t.match(access.json, { responseCode: '00', customerAccessInfo: { accessRights: 2 } }, 'the owner has full access');
  t.equal(
    (await call(t, app, accountListGet, { token, body: {} })).json.responseCode,
    '00',
    'home can list its accounts',
  );

  const info = await call(t, app, companyInfoGet, { token, body: {} });
  t.match(info.json.company, {
    name: 'Example Media Ltd',
    tradingName: 'Example Media',
    email: 'company-ok@example.com',
    registrationNumber: 'REG-100200',
    verified: false,
    financialDetail: { monthlyDepositAmount: '25000.00', monthlyDepositCurrencyCode: 'USD' },
    additionalQuestionAnswers: [{ questionId: 'businessAnotherAccount', value: 'no' }],
  });
  const reps = (await call(t, app, representativeListGet, { token, body: {} })).json.representatives as {
    firstName: string;
    positionId: number;
  }[];
  t.same(
    reps.map((r) => [r.firstName, r.positionId]),
    [
      ['Ada', 2],
      ['Ada', 6],
      ['Ada', 8],
      ['Ben', 8],
    ],
    'spec 3 §3 positions: director 2, shareholder 6, owner 8 (25% or more)',
  );
  const users = (await call(t, app, companyAccessListGet, { token, body: {} })).json.users as {
    email: string;
    accessRights: number;
  }[];
  t.same(
    users.map((u) => [u.email, u.accessRights]),
    [
      ['company-ok@example.com', 2],
      ['ada-ok@example.com', 2],
    ],
  );

  const again = await call(t, app, businessRegister, { body });
  t.equal(again.json.responseCode, 'VF', 'the same e-mails again are refused');
  t.same(fields(again.json), ['company.email', 'personList.0.email']);
  t.equal(
    again.json.responseDescription,
    [wizardRuleTexts.emailExists, wizardRuleTexts.emailExists].join(', '),
    'spec 3 §8 VF: the descriptions joined with commas',
  );
});

t.test('businessRegister refusals', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const refused = async (change: (b: ReturnType<typeof sampleBusinessRegistration>) => void, tenant = 'paxum/1') => {
    const b = sampleBusinessRegistration('refused');
    change(b);
    return (await call(t, app, businessRegister, { body: b, tenant })).json;
  };

  const paydek = await refused(() => undefined, 'paydek/1');
  t.match(
    paydek,
    { responseCode: 'VF', responseDescription: registrationClosedMessage('Paydek') },
    'spec 3 §1 "Paydek has registration disabled."',
  );

  t.match(
    await refused((b) => delete b.captcha),
    { responseCode: 'VF', validationErrors: [{ field: 'captcha', description: captchaMessages.missing }] },
    'no captcha',
  );
  t.match(
    await refused((b) => (b.captcha = '')),
    { responseCode: 'VF', validationErrors: [{ field: 'captcha', description: captchaMessages.missing }] },
    'an empty captcha',
  );
  t.match(
    await refused((b) => (b.captcha = 'some.other.token')),
    { responseCode: 'VF', validationErrors: [{ field: 'captcha', description: captchaMessages.failed }] },
    'any other token',
  );

  const shares = await refused((b) => {
    b.shareholders[1]!.children.push({ type: 1, share: '0', personId: 'p1', children: [] });
    b.shareholders[0]!.share = '70';
  });
  t.equal(shares.responseCode, 'VF');
  t.same(
    (shares.validationErrors as Field[]).map((e) => [e.field, e.description]),
    [
      ['shareholders', wizardRuleTexts.shareTotal],
      ['shareholders.1.children.1.share', wizardRuleTexts.shareInvalid],
    ],
    'spec 3 §5 share rules, with the paths the wizard shows',
  );

  const all = await refused((b) => {
    b.company.name = '';
    b.directors = [];
    b.companyList[0]!.directors = [];
    b.personList[1]!.sourcesOfFunds = [];
    b.personList[0]!.accessRights = 1;
    b.legalInformation[0]!.value = false;
  });
  t.same(
    fields(all),
    [
      'company.name',
      'legalInformation.0.value',
      'directors',
      'companyList.0.directors',
      'personList.1.sourcesOfFunds',
      'users',
    ],
    'every broken rule at once',
  );

  const sameEmail = await refused((b) => {
    b.personList[0]!.email = b.company.email;
  });
  t.match(sameEmail, { validationErrors: [{ field: 'personList.0.email', description: sameEmailText }] });

  const webcam = await refused((b) => (b.company.businessType = 'registrationWebcamStudios'), 'aplus/1');
  t.match(
    webcam,
    { validationErrors: [{ field: 'company.businessType', description: wizardRuleTexts.businessTypeNotOffered }] },
    'spec 3 §1 webcam studios on paxum only',
  );
});

t.test('source of wealth follows the brand (spec 3 §5 "If source-of-wealth is enabled")', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const b = sampleBusinessRegistration('sow');
  b.personList[1]!.sourcesOfFunds = [];
  const paxum = (await call(t, app, businessRegister, { body: b })).json;
  t.same(fields(paxum), ['personList.1.sourcesOfFunds'], 'paxum enables it');
  const fundstr = (await call(t, app, businessRegister, { body: b, tenant: 'fundstr/1' })).json;
  t.equal(fundstr.responseCode, '00', 'fundstr does not: registered without source details');
});
