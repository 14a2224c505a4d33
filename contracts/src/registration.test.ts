import t from 'tap';
import {
  emailExistsCheck,
  passwordProblems,
  personalRegister,
  phoneExistsCheck,
  registrationClosedMessage,
  samplePersonalRegistration,
} from './index.ts';

t.test('spec 3 §6 "Calls allowed without authentication: registration …, e-mail and phone checks"', async (t) => {
  for (const def of [personalRegister, emailExistsCheck, phoneExistsCheck]) t.equal(def.auth, 'none', def.id);
});

t.test('password rules of the password reset: 8+ characters, a lower and an upper case letter, a digit', async (t) => {
  const rows: [string, string, ReturnType<typeof passwordProblems>][] = [
    ['a good one', 'Demo-pass-1', []],
    ['too short', 'Ab1', ['length']],
    ['no upper case', 'demo-pass-1', ['upper']],
    ['no lower case', 'DEMO-PASS-1', ['lower']],
    ['no digit', 'Demo-pass-x', ['digit']],
    ['empty', '', ['length', 'lower', 'upper', 'digit']],
  ];
  for (const [name, password, problems] of rows) t.same(passwordProblems(password), problems, name);
});

t.test('the request: typed fields, the captcha as a string, device only when given', async (t) => {
  const body = samplePersonalRegistration({ email: 'new@demo.test' });
  t.ok(personalRegister.request.safeParse(body).success, 'without device (not in the mobile wrapper)');
  t.ok(
    personalRegister.request.safeParse({ ...body, device: { type: 'ios', name: 'iPhone' } }).success,
    'with the wrapper device',
  );
  t.notOk(personalRegister.request.safeParse({ ...body, acceptedTerms: [] }).success, 'terms must be accepted');
  t.notOk(personalRegister.request.safeParse({ ...body, countryCode: 'usa' }).success, 'a two-letter country');
  t.notOk(personalRegister.request.safeParse({ ...body, captcha: undefined }).success, 'captcha is sent');
});

t.test('spec 3 §1 "Paydek has registration disabled.": the brand is named in the refusal', async (t) => {
  t.match(registrationClosedMessage('Paydek'), /closed at Paydek\./);
});
