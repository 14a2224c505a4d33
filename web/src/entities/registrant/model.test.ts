import { existenceStatuses } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { createEmailCheck, createPhoneCheck } from './model.ts';

/** Spec 3 §5 existence checks (cached) with spec 3 §3 statuses; the e-mail rule keeps invalid ones off the server. */

const email = createEmailCheck();
const phone = createPhoneCheck();

t.test('e-mail: invalid or empty never asked; checking, then the answer; cached per value', async (t) => {
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const scope = fork();
  // the check's query goes through the contracts client's fetch: answer it here
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: unknown, init?: { body?: string }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string };
    sent.push(String(body.email));
    if (body.email === 'slow@demo.test') await new Promise<void>((r) => (release = r));
    if (body.email === 'broken@demo.test') return new Response('{}', { status: 500 });
    const exists = body.email === 'personal@demo.test' || body.email === 'initiator@demo.test';
    return new Response(
      JSON.stringify({ responseCode: '00', exists, isEmployee: body.email === 'initiator@demo.test' }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });

  const rows: [string, string, number][] = [
    ['empty: "empty, or longer than 5 characters"', '', existenceStatuses.none],
    ['too short', 'a@b.c', existenceStatuses.none],
    ['no dot', 'name@example', existenceStatuses.none],
    ['registered', 'personal@demo.test', existenceStatuses.exists],
    ['an employee', 'initiator@demo.test', existenceStatuses.employee],
    ['free', 'nova@demo.test', existenceStatuses.none],
    ['the check fails', 'broken@demo.test', existenceStatuses.error],
  ];
  for (const [name, value, status] of rows) {
    await allSettled(email.checkRequested, { scope, params: value });
    t.equal(scope.getState(email.$status), status, name);
  }
  t.same(
    sent,
    ['personal@demo.test', 'initiator@demo.test', 'nova@demo.test', 'broken@demo.test'],
    'only valid e-mails were asked',
  );

  sent.length = 0;
  await allSettled(email.checkRequested, { scope, params: ' Personal@demo.test ' });
  t.equal(scope.getState(email.$status), existenceStatuses.exists, 'the cached answer, case and spaces aside');
  t.same(sent, [], 'a cached value is not asked again');
  await allSettled(email.checkRequested, { scope, params: 'broken@demo.test' });
  t.same(sent, ['broken@demo.test'], 'a failed check is asked again');

  sent.length = 0;
  const pending = allSettled(email.checkRequested, { scope, params: 'slow@demo.test' });
  await new Promise((r) => setTimeout(r, 10));
  t.equal(scope.getState(email.$status), existenceStatuses.checking, "'checking' while the answer is on its way");
  release();
  await pending;
  t.equal(scope.getState(email.$status), existenceStatuses.none);

  await allSettled(email.reset, { scope });
  t.same(scope.getState(email.$statuses), {}, 'reset forgets the cache');
});

t.test('phone: asked by its digits, cached; a short number is not asked', async (t) => {
  const sent: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: unknown, init?: { body?: string }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { phone?: string };
    sent.push(String(body.phone));
    return new Response(JSON.stringify({ responseCode: '00', exists: body.phone === '+16465550142' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  const scope = fork();
  await allSettled(phone.checkRequested, { scope, params: '+1 646 555 0142' });
  t.equal(scope.getState(phone.$status), existenceStatuses.exists);
  await allSettled(phone.checkRequested, { scope, params: '+1 (646) 555-0142' });
  await allSettled(phone.checkRequested, { scope, params: '12345' });
  t.equal(scope.getState(phone.$status), existenceStatuses.none, 'too short to ask');
  t.same(sent, ['+16465550142'], 'asked once, as +digits');
});
