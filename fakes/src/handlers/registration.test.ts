import t from 'tap';
import {
  accountActivate,
  captchaMessages,
  emailExistsCheck,
  personalRegister,
  phoneExistsCheck,
  registrationClosedMessage,
  samplePersonalRegistration,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

/** Spec 3 §1, §4, §5, §6: personal registration, its refusals, the existence checks; through activation and sign-in. */

const form = (over: Record<string, unknown> = {}) => ({ ...samplePersonalRegistration(), ...over });

const activationCode = (app: FastifyInstance, username: string, brand = 'paxum') =>
  app.inject({ method: 'GET', url: `/__fake/activation-code?brand=${brand}&stage=1&username=${username}` });

const fieldOf = (json: Record<string, unknown>) =>
  (json.validationErrors as { field: string; description: string }[] | undefined)?.[0];

t.test('refusals: each answers VF with its field and registers nobody', async (t) => {
  const { app } = fakesWithClock();
  const rows: [string, Record<string, unknown>, string, string | undefined, string][] = [
    ['spec 3 §1 "Paydek has registration disabled."', {}, 'paydek/1', undefined, registrationClosedMessage('Paydek')],
    ['spec 3 §1 "webcamModels (paxum only)"', { registrationType: 'webcamModels' }, 'aplus/1', 'registrationType', ''],
    ['a type no brand offers', { registrationType: 'astronauts' }, 'paxum/1', 'registrationType', ''],
    [
      'spec 3 §1 "accepting the terms and the privacy policy"',
      { acceptedTerms: ['terms'] },
      'paxum/1',
      'acceptedTerms',
      '',
    ],
    ['no bot challenge result', { captcha: '' }, 'paxum/1', 'captcha', captchaMessages.missing],
    [
      'a bot challenge token other than the test one',
      { captcha: 'forged' },
      'paxum/1',
      'captcha',
      captchaMessages.failed,
    ],
    ['a weak password (the password reset rules)', { password: 'password' }, 'paxum/1', 'password', ''],
    ['a registered e-mail', { email: 'personal@demo.test' }, 'paxum/1', 'email', ''],
    ['an invalid e-mail', { email: 'nova@' }, 'paxum/1', 'email', ''],
  ];
  for (const [name, over, tenant, field, text] of rows) {
    const res = await call(t, app, personalRegister, { tenant, body: form(over) });
    t.equal(res.json.responseCode, 'VF', `${name}: VF`);
    t.equal(fieldOf(res.json)?.field, field, `${name}: field ${field ?? '(none)'}`);
    if (text) t.equal(res.json.responseDescription, text, `${name}: the text`);
    const code = await activationCode(app, String(form(over).email), tenant.split('/')[0]);
    if (over.email !== 'personal@demo.test') t.equal(code.statusCode, 404, `${name}: nobody waits for activation`);
  }
});

t.test('success: pending activation, the e-mailed code activates, then the user signs in', async (t) => {
  const { app } = fakesWithClock();
  const done = await call(t, app, personalRegister, { body: form() });
  t.equal(done.json.responseCode, '00');
  t.equal(done.json.username, 'nova@demo.test');

  const again = await call(t, app, personalRegister, { body: form() });
  t.equal(fieldOf(again.json)?.field, 'email', 'the same e-mail twice is a duplicate');

  const code = await activationCode(app, 'nova@demo.test');
  t.equal(code.statusCode, 200);
  const { activationCode: activation } = code.json<{ activationCode: string }>();
  const active = await call(t, app, accountActivate, {
    body: { username: 'nova@demo.test', activationCode: activation },
  });
  t.equal(active.json.responseCode, '00', 'activated');
  t.type(active.json.accessToken, 'string', 'activation answers tokens');
  t.equal((await activationCode(app, 'nova@demo.test')).statusCode, 404, 'no longer pending');

  // signIn uses the demo password, which the form used
  await signIn(t, app, 'nova@demo.test');
  const exists = await call(t, app, emailExistsCheck, { body: { email: 'nova@demo.test' } });
  t.same([exists.json.exists, exists.json.isEmployee], [true, false], 'the new user now exists');
  const phone = await call(t, app, phoneExistsCheck, { body: { phone: '+1 (202) 555-0111' } });
  t.equal(phone.json.exists, true, 'its phone too, formatting ignored');
});

t.test('spec 3 §5 existence checks: exists for seeded users, isEmployee for a company user', async (t) => {
  const { app } = fakesWithClock();
  const rows: [string, boolean, boolean][] = [
    ['personal@demo.test', true, false],
    ['PERSONAL@demo.test', true, false],
    ['business@demo.test', true, false],
    ['initiator@demo.test', true, true],
    ['nobody@demo.test', false, false],
  ];
  for (const [email, exists, isEmployee] of rows) {
    const res = await call(t, app, emailExistsCheck, { body: { email } });
    t.same([res.json.exists, res.json.isEmployee], [exists, isEmployee], email);
  }
  t.equal((await call(t, app, phoneExistsCheck, { body: { phone: '+1 646 555 0142' } })).json.exists, true, 'seeded');
  t.equal((await call(t, app, phoneExistsCheck, { body: { phone: '+44 20 7946 0000' } })).json.exists, false, 'free');
});

t.test('the activation-code control needs a real tenant', async (t) => {
  const { app } = fakesWithClock();
  const res = await app.inject({ method: 'GET', url: '/__fake/activation-code?brand=nope&stage=1&username=x' });
  t.equal(res.statusCode, 400);
});
