import t from 'tap';
import { getBrand } from '@app/brands';
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

// spec 3 §7 "GET zoho/jwt (widgetId, optional fromCustomerId)": the brand's help-desk widget, from the brands config
t.test('the gateway sends widgetId on the help-desk token call', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const me = await app.inject({ method: 'POST', url: '/helpdesk/me', headers: { ...json, cookie }, payload: {} });
  t.equal(me.statusCode, 200);
  t.same(stub.state.helpdeskTokenQueries, [{ widgetId: getBrand('paxum').helpdeskWidgetId }]);
  t.equal(getBrand('paxum').helpdeskWidgetId, 'hd-widget-paxum');
});

t.test('widgetId goes next to fromCustomerId when a business user acts for a customer', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app, 'business@demo.test');
  const acting = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie },
    payload: { customerId: 2002 },
  });
  t.equal(acting.statusCode, 200);
  await app.inject({ url: '/helpdesk/tickets', headers: { cookie } });
  t.same(stub.state.helpdeskTokenQueries, [{ widgetId: 'hd-widget-paxum', fromCustomerId: '2002' }]);
});

// spec 3 §8 "HTTP 429: help-desk requests aborted, failed flag set, with a timer": the timer needs Retry-After
t.test('a help-desk 429 reaches the browser unchanged, with its Retry-After', async (t) => {
  const { app } = await build(t);
  const { cookie } = await login(app);
  const res = await app.inject({ url: '/helpdesk/rate-limited/tickets', headers: { cookie } });
  t.equal(res.statusCode, 429);
  t.equal(res.headers['retry-after'], '17');
  t.same(res.json(), { message: 'Too many requests' });
});
