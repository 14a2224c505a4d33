import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)
import { methodCall } from './call.ts';
import { methodRequest, ok } from './envelope.ts';

/**
 * Activation, password reset and terms (spec 3 §2, §7; spec 1 §6: activation
 * and password reset need no authentication). Activation answers tokens, so
 * it is token-issuing: the browser reaches it only through POST /session/activate.
 */
const activationCode = z.string().check(z.minLength(1));
const tokenAnswer = ok({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

export const accountActivate = methodCall('accountActivate', {
  summary: 'activate a personal account with the e-mailed code; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodRequest({ username: z.string().check(z.minLength(1)), activationCode }),
  response: tokenAnswer,
});

export const businessAccountActivate = methodCall('businessAccountActivate', {
  summary: 'activate a business account with the e-mailed code; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodRequest({ email: z.string().check(z.minLength(1)), activationCode }),
  response: tokenAnswer,
});

export const employeeAccountActivate = methodCall('employeeAccountActivate', {
  summary: 'activate an employee (authorised user) account; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodRequest({ username: z.string().check(z.minLength(1)), activationCode }),
  response: tokenAnswer,
});

export const activationCodeResend = methodCall('activationCodeResend', {
  summary: 'send the activation code again',
  auth: 'none',
  request: methodRequest({ username: z.string().check(z.minLength(1)) }),
  response: ok({}),
});

export const passwordResetRequest = methodCall('passwordResetRequest', {
  summary: 'start a password reset: a code goes to the e-mail address',
  auth: 'none',
  request: methodRequest({ email: z.string().check(z.minLength(1)) }),
  response: ok({}),
});

export const passwordResetCodeCheck = methodCall('passwordResetCodeCheck', {
  summary: 'check the password reset code',
  auth: 'none',
  request: methodRequest({ email: z.string().check(z.minLength(1)), code: z.string().check(z.minLength(1)) }),
  response: ok({}),
});

export const passwordResetComplete = methodCall('passwordResetComplete', {
  summary: 'set the new password with the checked code',
  auth: 'none',
  request: methodRequest({
    email: z.string().check(z.minLength(1)),
    code: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    passwordRepeat: z.string().check(z.minLength(1)),
  }),
  response: ok({}),
});

export const termsAccept = methodCall('termsAccept', {
  summary: 'accept the pending terms (the ids of a TE answer)',
  request: methodRequest({ termsIds: z.array(z.union([z.string(), z.number()])).check(z.minLength(1)) }),
  response: ok({}),
});

export const activationCalls = [
  accountActivate,
  businessAccountActivate,
  employeeAccountActivate,
  activationCodeResend,
  passwordResetRequest,
  passwordResetCodeCheck,
  passwordResetComplete,
  termsAccept,
] as const;
