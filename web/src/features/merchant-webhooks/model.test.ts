import { ApiError, type Webhook } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $customer } from '../../entities/customer/index.ts';
import {
  $deleting,
  $editor,
  $pingOutcome,
  $saveError,
  $serverFieldErrors,
  $webhooks,
  WebhooksGate,
  createOpened,
  createWebhookMutation,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  deleteMutation,
  editOpened,
  listQuery,
  pingClicked,
  pingMutation,
  saveSubmitted,
  toggleMutation,
  toggled,
  updateMutation,
  webhookProblems,
} from './model.ts';

const hook: Webhook = { id: 7, customerId: 100002, name: 'Shop', enabled: true, url: 'http://127.0.0.1:9/hook' };
const customer = { customerId: 100002, customerType: 'business' } as never;

function scopeWith(calls: { id: string; input: unknown }[], patch: Record<string, () => unknown> = {}) {
  const record = (id: string, answer: () => unknown) => async (input: unknown) => {
    calls.push({ id, input });
    return answer();
  };
  return fork({
    values: [[$customer, customer]],
    handlers: [
      [listQuery.__.executeFx, record('list', patch.list ?? (() => ({ webhooks: [hook] })))],
      [createWebhookMutation.__.executeFx, record('create', patch.create ?? (() => ({ webhook: hook })))],
      [updateMutation.__.executeFx, record('update', patch.update ?? (() => ({ webhook: hook })))],
      [toggleMutation.__.executeFx, record('toggle', () => ({ webhook: { ...hook, enabled: false } }))],
      [deleteMutation.__.executeFx, record('delete', () => undefined)],
      [
        pingMutation.__.executeFx,
        record('ping', patch.ping ?? (() => ({ delivered: true, status: 200, durationMs: 4 }))),
      ],
    ],
  });
}

t.test('the form: a name and an http(s) URL (contracts webhookFields)', async (t) => {
  const rows: [string, { name: string; url: string }, ReturnType<typeof webhookProblems>][] = [
    ['both filled', { name: 'Shop', url: 'https://shop.example/hook' }, { name: null, url: null }],
    ['nothing typed', { name: ' ', url: '' }, { name: 'required', url: 'required' }],
    ['a URL without http', { name: 'Shop', url: 'ftp://x' }, { name: null, url: 'invalid' }],
    ['a name over 100 characters', { name: 'x'.repeat(101), url: 'http://127.0.0.1/h' }, { name: 'long', url: null }],
  ];
  for (const [why, v, problems] of rows) t.same(webhookProblems({ ...v, enabled: true }), problems, why);
});

t.test('opening lists the acting customer\'s webhooks (spec 3 §7 "GET public-api/webhook?customerId")', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls);
  await allSettled(WebhooksGate.open, { scope, params: {} });
  t.same(calls, [{ id: 'list', input: 100002 }]);
  t.same(scope.getState($webhooks), [hook]);
});

t.test('create sends customerId, name, enabled, url; the form closes and the list reloads', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls);
  await allSettled(WebhooksGate.open, { scope, params: {} });
  await allSettled(createOpened, { scope });
  await allSettled(saveSubmitted, { scope, params: { name: 'Shop', url: 'nope', enabled: true } });
  t.notOk(
    calls.some((c) => c.id === 'create'),
    'an invalid URL is not sent',
  );
  await allSettled(saveSubmitted, {
    scope,
    params: { name: '  My   shop ', url: ' http://127.0.0.1:5/h ', enabled: false },
  });
  t.same(calls.find((c) => c.id === 'create')?.input, {
    body: { customerId: 100002, name: 'My shop', url: 'http://127.0.0.1:5/h', enabled: false },
  });
  t.equal(scope.getState($editor), null);
  t.equal(calls.filter((c) => c.id === 'list').length, 2);
});

t.test(
  'a refused creation keeps the form open (the popup shows the answer, spec 3 §8), its VF next to the field',
  async (t) => {
    const calls: { id: string; input: unknown }[] = [];
    const scope = scopeWith(calls, {
      create: () => {
        throw new ApiError('A customer has at most 10 webhooks', 400, 'VF', {
          responseCode: 'VF',
          responseDescription: 'A customer has at most 10 webhooks',
          validationErrors: [{ field: 'url', description: 'A customer has at most 10 webhooks' }],
        });
      },
    });
    await allSettled(WebhooksGate.open, { scope, params: {} });
    await allSettled(createOpened, { scope });
    await allSettled(saveSubmitted, { scope, params: { name: 'Shop', url: 'http://127.0.0.1/h', enabled: true } });
    t.same(scope.getState($editor), { mode: 'create' });
    t.same(scope.getState($serverFieldErrors), { url: 'A customer has at most 10 webhooks' });
    await allSettled(createOpened, { scope });
    t.same(scope.getState($serverFieldErrors), {}, 'a new form starts clean');
  },
);

t.test('edit sends PUT with the id; a refusal is shown in the form', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls, {
    update: () => {
      throw new ApiError('not found', 404, 'NF', {});
    },
  });
  await allSettled(WebhooksGate.open, { scope, params: {} });
  await allSettled(editOpened, { scope, params: hook });
  await allSettled(saveSubmitted, { scope, params: { name: 'Shop 2', url: hook.url, enabled: true } });
  t.same(calls.find((c) => c.id === 'update')?.input, {
    params: { id: 7 },
    body: { customerId: 100002, name: 'Shop 2', url: hook.url, enabled: true },
  });
  t.same(scope.getState($saveError), { text: 'not found' });
  t.same(scope.getState($editor), { mode: 'edit', webhook: hook });
});

t.test('enable/disable sends the webhook with enabled flipped', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls);
  await allSettled(WebhooksGate.open, { scope, params: {} });
  await allSettled(toggled, { scope, params: hook });
  t.same(calls.find((c) => c.id === 'toggle')?.input, {
    params: { id: 7 },
    body: { customerId: 100002, name: 'Shop', url: hook.url, enabled: false },
  });
});

t.test('delete only after the confirmation (cancel sends nothing)', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls);
  await allSettled(WebhooksGate.open, { scope, params: {} });
  await allSettled(deleteAsked, { scope, params: hook });
  await allSettled(deleteCancelled, { scope });
  t.notOk(calls.some((c) => c.id === 'delete'));
  await allSettled(deleteConfirmed, { scope });
  t.notOk(
    calls.some((c) => c.id === 'delete'),
    'nothing asked: nothing deleted',
  );
  await allSettled(deleteAsked, { scope, params: hook });
  await allSettled(deleteConfirmed, { scope });
  t.same(calls.find((c) => c.id === 'delete')?.input, { params: { id: 7 }, query: { customerId: 100002 } });
  t.equal(scope.getState($deleting), null);
});

t.test('ping: the answer says whether it arrived and why not', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls, { ping: () => ({ delivered: false, error: 'connection refused', durationMs: 2 }) });
  await allSettled(WebhooksGate.open, { scope, params: {} });
  await allSettled(pingClicked, { scope, params: hook });
  t.same(calls.find((c) => c.id === 'ping')?.input, { body: { customerId: 100002, url: hook.url } });
  t.same(scope.getState($pingOutcome), {
    webhook: hook,
    result: { delivered: false, error: 'connection refused', durationMs: 2 },
  });
});
