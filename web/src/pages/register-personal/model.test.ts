import { ApiError, captchaTestToken } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $config } from '../../entities/brand/index.ts';
import type { SessionConfig } from '../../shared/api/index.ts';
import {
  $form,
  $generalError,
  $registered,
  $serverErrors,
  fieldChanged,
  registerMutation,
  submitted,
} from './model.ts';

const config = {
  brand: 'paxum',
  projectName: 'Paxum',
  languages: ['en'],
  allowRegistration: true,
  registrationPersonalTypes: ['freelancers'],
  terms: [
    { id: 'terms', label: 'I have read and accept', text: 'the Terms', url: 'https://x.example/t' },
    { id: 'privacy', label: 'I have read and accept', text: 'the Privacy Policy', url: 'https://x.example/p' },
  ],
} as unknown as SessionConfig;

const filled = {
  email: 'nova@demo.test',
  password: 'Demo-pass-1',
  passwordRepeat: 'Demo-pass-1',
  firstName: 'Nova',
  lastName: 'Reyes',
  countryCode: 'US',
  phoneCode: '1',
  phone: '2025550111',
  registrationType: 'freelancers',
  accepted: ['terms', 'privacy'],
  captcha: captchaTestToken,
};

t.test('a form with problems is not sent; a filled one is, once', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [
        registerMutation.__.executeFx,
        async (input: unknown) => (sent.push(input), { responseCode: '00', username: 'nova@demo.test' }),
      ],
    ],
  });
  await allSettled(fieldChanged, { scope, params: { email: 'nova@demo.test' } });
  await allSettled(submitted, { scope });
  t.same(sent, [], 'problems: nothing sent');
  await allSettled(fieldChanged, { scope, params: filled });
  await allSettled(submitted, { scope });
  t.equal(sent.length, 1);
  t.match(sent[0], { body: { email: 'nova@demo.test', phone: '+12025550111', acceptedTerms: ['terms', 'privacy'] } });
  t.equal(scope.getState($registered), 'nova@demo.test', 'the activation step follows');
});

t.test('a VF refusal lands on its field and keeps what was typed; a change of the field clears it', async (t) => {
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [
        registerMutation.__.executeFx,
        async () => {
          throw new ApiError('x', 200, 'VF', {
            responseCode: 'VF',
            validationErrors: [{ field: 'email', description: 'This e-mail address is already registered.' }],
          });
        },
      ],
    ],
  });
  await allSettled(fieldChanged, { scope, params: filled });
  await allSettled(submitted, { scope });
  t.same(scope.getState($serverErrors), { email: 'This e-mail address is already registered.' });
  t.equal(scope.getState($generalError), null);
  t.same(scope.getState($form), filled, 'nothing typed is lost');
  t.equal(scope.getState($registered), null);
  await allSettled(fieldChanged, { scope, params: { email: 'other@demo.test' } });
  t.same(scope.getState($serverErrors), {});
});

t.test('a refusal naming no field (a brand without registration) shows above the form', async (t) => {
  const scope = fork({
    values: [[$config, config]],
    handlers: [
      [
        registerMutation.__.executeFx,
        async () => {
          throw new ApiError('Closed.', 200, 'VF', { responseCode: 'VF', responseDescription: 'Closed.' });
        },
      ],
    ],
  });
  await allSettled(fieldChanged, { scope, params: filled });
  await allSettled(submitted, { scope });
  t.ok(scope.getState($generalError), 'a general message');
  t.same(scope.getState($serverErrors), {});
});
