import t from 'tap';
import { build, json, login } from './helper.ts';

/** Bodies that try to reach Object.prototype: as a key, escaped, nested, and through constructor.prototype. */
const poisoned = [
  ['__proto__ key', '{"username":"personal@demo.test","password":"Demo-pass-1","__proto__":{"polluted":"yes"}}'],
  ['escaped __proto__', '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":"yes"}}'],
  ['nested __proto__', '{"list":[{"a":{"__proto__":{"polluted":"yes"}}}]}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
] as const;

const clean = () => {
  const probe: Record<string, unknown> = {};
  return probe.polluted === undefined && !('polluted' in Object.prototype);
};

t.test('/session/*: a prototype-poisoning body is refused with 400 TA1, nothing reaches a prototype', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  for (const [name, body] of poisoned) {
    for (const [method, url] of [
      ['POST', '/session/login'],
      ['PUT', '/session/customer'],
      ['POST', '/session/activate'],
    ] as const) {
      const before = stub.state.calls.length;
      const res = await app.inject({ method, url, headers: { ...json, cookie }, payload: body });
      t.equal(res.statusCode, 400, `${name} → ${method} ${url}: 400`);
      t.same(res.json(), { responseCode: 'TA1', responseDescription: 'Invalid JSON body' });
      t.equal(stub.state.calls.length, before, 'nothing sent upstream');
    }
  }
  t.ok(clean(), 'Object.prototype untouched');
  const fine = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: json,
    payload:
      '{"username":"personal@demo.test","password":"Demo-pass-1","note":"the constructor and proto words are fine"}',
  });
  t.equal(fine.statusCode, 200, 'the words alone, as values, are fine');
});

t.test('/api pass-through: the same bodies are refused before the upstream; ordinary bytes go unchanged', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  for (const [name, body] of poisoned) {
    const before = stub.state.calls.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/?method=accountListGet',
      headers: { 'content-type': 'application/json; charset=utf-8', cookie },
      payload: body,
    });
    t.equal(res.statusCode, 400, `${name}: 400`);
    t.equal(res.json().responseCode, 'TA1');
    t.equal(stub.state.calls.length, before, 'not forwarded');
  }
  t.ok(clean(), 'Object.prototype untouched');
  const body = '{"constructorName":"x","prototypeId":7,"text":"caf\\u00e9"}';
  const ok = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie },
    payload: body,
  });
  t.equal(ok.statusCode, 200, 'look-alike keys and a \\u escape pass');
  t.equal(stub.state.lastBody, JSON.stringify(JSON.parse(body)), 'forwarded as sent');
});
