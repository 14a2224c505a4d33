import t from 'tap';
import {
  accountActivate,
  blacklistAdd,
  blacklistDelete,
  blacklistGet,
  customerAccessListGet,
  deviceList,
  deviceUnlink,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistGet,
  legalInfoGet,
  loginHistoryGet,
  passwordChange,
  passwordChangeConfirm,
  passwordResetCodeCheck,
  passwordResetComplete,
  passwordResetRequest,
  postLogin,
  scpMigrationGet,
  seiAuthorize,
  termsAccept,
  twoStepConfirm,
  twoStepRequest,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, password, pkcePair, signIn } from '../../test/helper.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { loginHistory } from './security.ts';

const control = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/__fake/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });

const loginWith = (t: Parameters<typeof call>[0], app: FastifyInstance, username: string, pass: string) =>
  call(t, app, postLogin, {
    body: { client: 'spa', username, password: pass, codeChallenge: pkcePair().codeChallenge },
  });

t.test('activation: the control creates an inactive user; code 123456 activates once and answers tokens', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const made = await control(app, 'activation', { username: 'new@demo.test' });
  t.equal(made.statusCode, 200);
  const early = await loginWith(t, app, 'new@demo.test', password);
  t.equal(early.status, 403, 'no sign-in before activation');
  t.equal(early.json.message, 'The account is not activated yet');
  const wrong = await call(t, app, accountActivate, { body: { username: 'new@demo.test', activationCode: '000000' } });
  t.equal(wrong.json.responseCode, 'VF');
  const ok = await call(t, app, accountActivate, { body: { username: 'new@demo.test', activationCode: '123456' } });
  t.equal(ok.json.responseCode, '00');
  t.type(ok.json.accessToken, 'string');
  const again = await call(t, app, accountActivate, { body: { username: 'new@demo.test', activationCode: '123456' } });
  t.equal(again.json.responseCode, 'VF', 'an active account is not activated twice');
  t.equal((await loginWith(t, app, 'new@demo.test', password)).status, 200, 'signs in once active');
  t.equal((await control(app, 'activation', { username: 'personal@demo.test' })).statusCode, 400, 'no demo user');
});

t.test('password reset: request, code check, completion; the new password signs in', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const email = 'otp@demo.test';
  t.equal((await call(t, app, passwordResetRequest, { body: { email } })).json.responseCode, '00');
  t.equal(
    (await call(t, app, passwordResetRequest, { body: { email: 'nobody@demo.test' } })).json.responseCode,
    '00',
    'an unknown address is not revealed',
  );
  t.equal((await call(t, app, passwordResetCodeCheck, { body: { email, code: '1' } })).json.responseCode, 'VF');
  t.equal((await call(t, app, passwordResetCodeCheck, { body: { email, code: '123456' } })).json.responseCode, '00');
  const mismatch = await call(t, app, passwordResetComplete, {
    body: { email, code: '123456', password: 'New-pass-1', passwordRepeat: 'New-pass-2' },
  });
  t.equal(mismatch.json.responseCode, 'VF');
  const done = await call(t, app, passwordResetComplete, {
    body: { email, code: '123456', password: 'New-pass-1', passwordRepeat: 'New-pass-1' },
  });
  t.equal(done.json.responseCode, '00');
  t.equal((await loginWith(t, app, email, password)).status, 403, 'the old password is gone');
  t.equal((await loginWith(t, app, email, 'New-pass-1')).status, 200);
});

t.test('change password: current password checked; 123456 confirms and realtime says so', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const wrong = await call(t, app, passwordChange, {
    token,
    body: { password: 'nope', passwordNew: 'New-pass-1', passwordNewRepeat: 'New-pass-1' },
  });
  t.equal(wrong.json.responseCode, 'VF');
  const asked = await call(t, app, passwordChange, {
    token,
    body: { password, passwordNew: 'New-pass-1', passwordNewRepeat: 'New-pass-1' },
  });
  const requestKey = asked.json.requestKey as string;
  t.type(requestKey, 'string');
  t.equal(
    (await call(t, app, passwordChangeConfirm, { token, body: { code: '000000', requestKey } })).json.responseCode,
    'VF',
  );
  t.equal(
    (await call(t, app, passwordChangeConfirm, { token, body: { code: '123456', requestKey } })).json.responseCode,
    '00',
  );
  t.equal((await loginWith(t, app, 'personal@demo.test', 'New-pass-1')).status, 200);
  const cancel = await control(app, 'password-change', { username: 'personal@demo.test', result: false });
  t.equal(cancel.statusCode, 200);
});

t.test('two-step: request gives reqId; a wrong code is 400 with a message; 123456 answers new tokens', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const req = await call(t, app, twoStepRequest, { token, body: { mode: 'sms', typeMode: 'login' } });
  const reqId = req.json.reqId as string;
  const bad = await call(t, app, twoStepConfirm, { token, params: { reqId }, body: { code: '1' } });
  t.equal(bad.status, 400);
  t.equal(bad.json.message, 'Invalid confirmation code');
  const good = await call(t, app, twoStepConfirm, { token, params: { reqId }, body: { code: '123456' } });
  t.equal(good.status, 200);
  t.type(good.json.accessToken, 'string');
  t.equal((await call(t, app, twoStepConfirm, { token, params: { reqId }, body: { code: '123456' } })).status, 404);
});

t.test('scp migration: none by default; the control sets soft with daysLeft', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  t.match((await call(t, app, scpMigrationGet, { token })).json, { requirement: 'none' });
  const set = await control(app, 'scp-migration', {
    username: 'personal@demo.test',
    migration: { requirement: 'soft', daysLeft: 12, strategy: 'migrate' },
  });
  t.equal(set.statusCode, 200);
  t.same((await call(t, app, scpMigrationGet, { token })).json, {
    requirement: 'soft',
    daysLeft: 12,
    strategy: 'migrate',
  });
});

t.test('IP whitelist: one seeded entry; add a range, reject a reversed one, delete', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  t.equal(((await call(t, app, ipWhitelistGet, { token })).json.entries as unknown[]).length, 1);
  const reversed = await call(t, app, ipWhitelistAdd, { token, body: { ip: '10.0.0.9', toIp: '10.0.0.1' } });
  t.equal(reversed.json.responseCode, 'VF');
  const bad = await call(t, app, ipWhitelistAdd, { token, body: { ip: '300.1.1.1' } });
  t.equal(bad.status, 400, 'an invalid address is TA1');
  await call(t, app, ipWhitelistAdd, { token, body: { ip: '10.0.0.1', toIp: '10.0.0.9' } });
  t.equal(((await call(t, app, ipWhitelistGet, { token })).json.entries as unknown[]).length, 2);
  t.equal((await call(t, app, ipWhitelistDelete, { token, body: { id: 1 } })).json.responseCode, '00');
  t.match((await call(t, app, ipWhitelistGet, { token })).json.entries, [{ ip: '10.0.0.1', toIp: '10.0.0.9' }]);
});

t.test('blacklist, devices, access list, sei, terms', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  await call(t, app, blacklistAdd, { token, body: { email: 'x@example.com', blockType: 'all' } });
  t.equal(
    (await call(t, app, blacklistAdd, { token, body: { email: 'X@example.com', blockType: 'all' } })).json.responseCode,
    'VF',
  );
  await call(t, app, blacklistDelete, { token, body: { email: 'chargeback@example.com' } });
  t.same((await call(t, app, blacklistGet, { token })).json.users, [{ email: 'x@example.com', blockType: 'all' }]);

  t.equal((await call(t, app, deviceUnlink, { token, params: { deviceId: 73 } })).status, 204);
  t.same((await call(t, app, deviceList, { token })).json.devices, []);
  t.equal((await call(t, app, deviceUnlink, { token, params: { deviceId: 71 } })).status, 404, "not someone else's");

  t.equal((await call(t, app, seiAuthorize, { token, params: { id: 'sei-demo-1' }, body: {} })).status, 200);
  t.equal((await call(t, app, seiAuthorize, { token, params: { id: 'other' }, body: {} })).status, 404);

  const business = (await signIn(t, app, 'business@demo.test')).accessToken;
  const list = (await call(t, app, customerAccessListGet, { token: business })).json.customerAccesses as unknown[];
  t.ok(list.length > 1, 'own company and related accounts');

  await control(app, 'terms', { username: 'personal@demo.test', pending: true });
  t.equal((await call(t, app, termsAccept, { token, body: { termsIds: ['terms'] } })).json.responseCode, '00');
});

t.test('login history: dated within the last weeks, paged', async (t) => {
  const now = Date.UTC(2025, 5, 1, 12);
  const all = loginHistory(now);
  t.ok(all.length >= 5);
  t.ok(all.every((e) => Date.parse(e.date) <= now && Date.parse(e.date) > now - 40 * 86400_000));
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const page = await call(t, app, loginHistoryGet, {
    token,
    body: { fromDate: '2025-05-01', toDate: '2025-06-01', pageNumber: 2, pageSize: 3 },
  });
  t.equal(page.json.total, all.length);
  t.equal((page.json.items as unknown[]).length, 3);
});

t.test('agreement download: a PDF', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const res = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=agreementDownload',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ id: 2 }),
  });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/pdf/);
  t.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  t.match(res.rawPayload.toString('latin1'), /%%EOF\n?$/);
  const text = (await pdfText(res.rawPayload)).join('\n');
  t.match(text, 'Privacy Policy', "the document's name");
  t.match(text, 'Version of 2024-03-01');
  t.match(text, 'Paxum Ltd.', "the brand's legal entity");
});

t.test('legal documents: their titles in the request language (Accept-Language)', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const names = async (lang: string) =>
    (
      (await call(t, app, legalInfoGet, { token, headers: { 'accept-language': lang } })).json.agreements as {
        name: string;
      }[]
    ).map((a) => a.name);
  t.same(await names('ru'), ['Условия обслуживания', 'Политика конфиденциальности'], 'a ru page lists Russian titles');
  t.same(await names('pt-PT'), ['Termos e condições', 'Política de privacidade']);
  t.same(await names('en'), ['Terms and Conditions', 'Privacy Policy']);
  t.same(await names('xx'), ['Terms and Conditions', 'Privacy Policy'], 'an unknown language: English');
});
