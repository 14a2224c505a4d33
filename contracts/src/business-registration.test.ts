import t from 'tap';
import { businessRegister, businessRegistrationOf, businessRegistrationRequest } from './business-registration.ts';
import { validateWizard } from './registration-rules.ts';
import { sampleBusinessRegistration, sampleWizardContext, sampleWizardDraft } from './registration-sample.ts';

t.test('businessRegister: spec 3 §6 allowed without authentication, spec 3 §7 a named method', async (t) => {
  t.equal(businessRegister.auth, 'none');
  t.equal(businessRegister.style, 'method');
  t.equal(businessRegister.movesMoney, false);
});

t.test('the payload of a draft has every part of spec 3 §3', async (t) => {
  const body = sampleBusinessRegistration('t1');
  const parsed = businessRegistrationRequest.safeParse(body);
  t.ok(parsed.success, 'the sample payload fits the request schema');
  t.same(Object.keys(body).sort(), [
    'authorizedCompanyRepresentative',
    'captcha',
    'company',
    'companyList',
    'directors',
    'dueDiligence',
    'financialDetail',
    'legalInformation',
    'personList',
    'shareholders',
    'ultimateBeneficiaryOwners',
    'users',
  ]);
  t.notOk('version' in body, 'the draft version stays in the browser');
  t.same(body.users, [{ personId: 'p1', accessRights: 2 }], 'users: the persons who become users');
  t.same(
    body.ultimateBeneficiaryOwners.map((o) => o.personId),
    ['p1', 'p2'],
    'ultimateBeneficiaryOwners: the persons holding 25% or more',
  );
  t.equal(typeof body.financialDetail.monthlyDepositAmount, 'string', 'amounts are decimal strings');
  t.same(validateWizard(body, sampleWizardContext), [], 'the rules read the payload as the draft');
});

t.test('device only when given (spec 3 §3 "device, only when in the mobile wrapper")', async (t) => {
  const withDevice = businessRegistrationOf(sampleWizardDraft(), {
    captcha: 'x',
    device: { type: 'android', name: 'Pixel' },
  });
  t.same(withDevice.device, { type: 'android', name: 'Pixel' });
  t.notOk('device' in businessRegistrationOf(sampleWizardDraft(), { captcha: 'x' }));
});

t.test('the schema: shapes only, money never a number', async (t) => {
  const body = sampleBusinessRegistration();
  const fits = (change: (b: Record<string, unknown>) => void) => {
    const b = structuredClone(body) as unknown as Record<string, unknown>;
    change(b);
    return businessRegistrationRequest.safeParse(b).success;
  };
  t.notOk(
    fits((b) => ((b.financialDetail as Record<string, unknown>).monthlyDepositAmount = 25000)),
    'a number amount is refused',
  );
  t.notOk(
    fits((b) => ((b.shareholders as { type: number }[])[0]!.type = 3)),
    'node type is 1 or 2',
  );
  t.notOk(
    fits((b) => ((b.shareholders as { children: { share: unknown }[] }[])[1]!.children[0]!.share = 100)),
    'a nested share is a string',
  );
  t.ok(
    fits((b) => ((b.shareholders as { share: string }[])[0]!.share = '0')),
    'a share of 0 fits the shape: the rules answer it (VF with its path)',
  );
  t.ok(
    fits((b) => delete b.captcha),
    'a missing captcha fits the shape: the upstream answers VF on captcha',
  );
});
