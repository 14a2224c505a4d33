import t from 'tap';
import { build, json, login } from './helper.ts';

t.test('/helpdesk/* bridged with the remote-auth token, cached in the session', async (t) => {
  const { app, stub } = await build(t);
  const anon = await app.inject({ method: 'POST', url: '/helpdesk/me', headers: json, payload: {} });
  t.equal(anon.statusCode, 401);
  t.equal(anon.json().responseCode, 'AU');

  const { cookie } = await login(app);
  const me = await app.inject({ method: 'POST', url: '/helpdesk/me', headers: { ...json, cookie }, payload: {} });
  t.equal(me.statusCode, 200);
  t.equal(me.json().email, 'personal@demo.test');
  t.equal(me.json().path, '/helpdesk/me');
  const tickets = await app.inject({ url: '/helpdesk/tickets?limit=20&from=0', headers: { cookie } });
  t.equal(tickets.json().path, '/helpdesk/tickets?limit=20&from=0');
  t.equal(stub.state.helpdeskTokens, 1, 'one token for both calls');
  t.notMatch(me.body + tickets.body, /eyJ/, 'no access token reaches the browser');
});
