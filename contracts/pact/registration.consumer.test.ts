/**
 * Personal registration and the e-mail / phone existence checks (spec 3 §1, §5, §6, §7), as the browser sends them:
 * no bearer token (spec 3 §6 "Calls allowed without authentication: registration …, e-mail and phone checks").
 * A consumer name of its own (payments-web-registration): this file alone writes its pact.
 */
import t from 'tap';
import type { Test } from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ApiError,
  type CallDef,
  captchaMessages,
  createClient,
  emailExistsCheck,
  personalRegister,
  phoneExistsCheck,
  samplePersonalRegistration,
} from '../src/index.ts';
import { demo, participants, pactDir, states } from './support.ts';

const { boolean, string } = MatchersV3;

const pact = new PactV4({
  consumer: 'payments-web-registration',
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

interface Case {
  def: CallDef;
  description: string;
  body: Record<string, unknown>;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

/** Pins the call without a session on a fresh tenant; a failure is checked as the ApiError it becomes. */
async function interaction(t: Test, c: Case): Promise<void> {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: c.def.method as string });
      b.jsonBody(c.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url });
      if (c.response.responseCode !== '00') {
        const err = await client.call(c.def, { body: c.body }).then(
          () => undefined,
          (e: unknown) => e,
        );
        t.ok(err instanceof ApiError, 'a failure is an ApiError');
        c.check(t, { ...(err as ApiError), message: (err as ApiError).message });
        return;
      }
      c.check(t, (await client.call(c.def, { body: c.body })) as Record<string, unknown>);
    });
}

const form = (over: Record<string, unknown> = {}) => ({ ...samplePersonalRegistration(), ...over });

const verifyError = (field: string, description: string) => ({
  responseCode: 'VF',
  responseDescription: string(description),
  validationErrors: [{ field, description: string(description) }],
});

const bodyOf = (res: Record<string, unknown>) => res.body as Record<string, unknown>;
const firstError = (res: Record<string, unknown>) =>
  (bodyOf(res).validationErrors as { field: string; description: string }[])[0] ?? { field: '', description: '' };

const cases: Case[] = [
  {
    def: personalRegister,
    description: 'personalRegister of a new e-mail with the test bot-challenge token',
    body: form(),
    response: { responseCode: '00', username: string('nova@demo.test') },
    check: (t, res) => t.equal(res.username, 'nova@demo.test'),
  },
  {
    def: personalRegister,
    description: 'personalRegister of an e-mail already registered is refused on the field email',
    body: form({ email: demo.personal }),
    response: verifyError('email', 'This e-mail address is already registered.'),
    check: (t, res) => {
      t.equal(res.responseCode, 'VF');
      t.equal(firstError(res).field, 'email');
    },
  },
  {
    def: personalRegister,
    description: 'personalRegister without a bot-challenge result is refused on the field captcha',
    body: form({ captcha: '' }),
    response: verifyError('captcha', captchaMessages.missing),
    check: (t, res) => {
      t.equal(firstError(res).field, 'captcha');
      t.equal(res.message, captchaMessages.missing, 'the message is the validation error (spec 3 §8 VF)');
    },
  },
  {
    def: personalRegister,
    description: 'personalRegister with a bot-challenge token that fails is refused on the field captcha',
    body: form({ captcha: 'forged-token' }),
    response: verifyError('captcha', captchaMessages.failed),
    check: (t, res) => t.equal(res.message, captchaMessages.failed),
  },
  {
    def: personalRegister,
    description: 'personalRegister with a weak password is refused on the field password',
    body: form({ password: 'password' }),
    response: verifyError(
      'password',
      'The password must have at least 8 characters, a lower case and an upper case letter and a digit.',
    ),
    check: (t, res) => t.equal(firstError(res).field, 'password'),
  },
  {
    def: emailExistsCheck,
    description: 'emailExistsCheck of a registered e-mail',
    body: { email: demo.personal },
    response: { responseCode: '00', exists: true, isEmployee: boolean(false) },
    check: (t, res) => t.equal(res.exists, true),
  },
  {
    def: emailExistsCheck,
    description: 'emailExistsCheck of a company user (an employee)',
    body: { email: demo.initiator },
    response: { responseCode: '00', exists: true, isEmployee: true },
    check: (t, res) => t.equal(res.isEmployee, true),
  },
  {
    def: emailExistsCheck,
    description: 'emailExistsCheck of a free e-mail',
    body: { email: 'nova@demo.test' },
    response: { responseCode: '00', exists: false, isEmployee: false },
    check: (t, res) => t.same([res.exists, res.isEmployee], [false, false]),
  },
  {
    def: phoneExistsCheck,
    description: 'phoneExistsCheck of a registered phone',
    body: { phone: '+1 646 555 0142' },
    response: { responseCode: '00', exists: true },
    check: (t, res) => t.equal(res.exists, true),
  },
  {
    def: phoneExistsCheck,
    description: 'phoneExistsCheck of a free phone',
    body: { phone: '+44 20 7946 0000' },
    response: { responseCode: '00', exists: false },
    check: (t, res) => t.equal(res.exists, false),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));
