import { z } from 'zod';
import { methodCall } from './call.ts';
import { methodBody, ok } from './envelope.ts';

/**
 * Activation, password reset and terms (spec 3 §2, §7; spec 1 §6: activation
 * and password reset need no authentication). Activation answers tokens, so
 * it is token-issuing: the browser reaches it only through POST /session/activate.
 */
const activationCode = z.string().min(1);
const tokenAnswer = ok({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });

export const accountActivate = methodCall('accountActivate', {
  summary: 'activate a personal account with the e-mailed code; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodBody.extend({ username: z.string().min(1), activationCode }),
  response: tokenAnswer,
});

export const businessAccountActivate = methodCall('businessAccountActivate', {
  summary: 'activate a business account with the e-mailed code; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodBody.extend({ email: z.string().min(1), activationCode }),
  response: tokenAnswer,
});

export const employeeAccountActivate = methodCall('employeeAccountActivate', {
  summary: 'activate an employee (authorised user) account; answers tokens',
  auth: 'none',
  tokenIssuing: true,
  request: methodBody.extend({ username: z.string().min(1), activationCode }),
  response: tokenAnswer,
});

export const activationCodeResend = methodCall('activationCodeResend', {
  summary: 'send the activation code again',
  auth: 'none',
  request: methodBody.extend({ username: z.string().min(1) }),
  response: ok({}),
});

export const passwordResetRequest = methodCall('passwordResetRequest', {
  summary: 'start a password reset: a code goes to the e-mail address',
  auth: 'none',
  request: methodBody.extend({ email: z.string().min(1) }),
  response: ok({}),
});

export const passwordResetCodeCheck = methodCall('passwordResetCodeCheck', {
  summary: 'check the password reset code',
  auth: 'none',
  request: methodBody.extend({ email: z.string().min(1), code: z.string().min(1) }),
  response: ok({}),
});

export const passwordResetComplete = methodCall('passwordResetComplete', {
  summary: 'set the new password with the checked code',
  auth: 'none',
  request: methodBody.extend({
    email: z.string().min(1),
    code: z.string().min(1),
    password: z.string().min(1),
    passwordRepeat: z.string().min(1),
  }),
  response: ok({}),
});

export const termsAccept = methodCall('termsAccept', {
  summary: 'accept the pending terms (the ids of a TE answer)',
  request: methodBody.extend({ termsIds: z.array(z.union([z.string(), z.number()])).min(1) }),
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
