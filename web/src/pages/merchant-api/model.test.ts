import { type AllowedIp, type ApiKey, ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $customer } from '../../entities/customer/index.ts';
import {
  $ipEditor,
  $ipFieldErrors,
  AllowedIpsGate,
  allowedIpProblems,
  createIpMutation,
  fieldErrorsOf,
  ipCreateOpened,
  ipSaveSubmitted,
  ipsQuery,
} from './model/allowed-ips.ts';
import {
  $created,
  $keyEditor,
  $keys,
  ApiKeysGate,
  createKeyMutation,
  keyCreateOpened,
  keyRevokeAsked,
  keyRevokeConfirmed,
  keySaveSubmitted,
  keysQuery,
  nameProblem,
  revokeKeyMutation,
  secretDialogClosed,
} from './model/keys.ts';
import { apiLogQuery, emptyApiLogFilter } from './model/log.ts';

const customer = { customerId: 100002, customerType: 'business' } as never;
const key: ApiKey = {
  id: 3,
  customerId: 100002,
  name: 'Shop v2',
  enabled: true,
  prefix: 'mk_1a2b3c',
  createdAt: '2026-11-28T12:00:00.000Z',
};
const secretKey = `mk_${'1'.repeat(48)}`;

function scopeWith(calls: { id: string; input: unknown }[], patch: Record<string, () => unknown> = {}) {
  const record = (id: string, answer: () => unknown) => async (input: unknown) => {
    calls.push({ id, input });
    return answer();
  };
  return fork({
    values: [[$customer, customer]],
    handlers: [
      [keysQuery.__.executeFx, record('keys', () => ({ apiKeys: [key] }))],
      [createKeyMutation.__.executeFx, record('create', patch.create ?? (() => ({ apiKey: key, secretKey })))],
      [revokeKeyMutation.__.executeFx, record('revoke', () => undefined)],
      [ipsQuery.__.executeFx, record('ips', () => ({ allowedIps: [] as AllowedIp[] }))],
      [createIpMutation.__.executeFx, record('createIp', patch.createIp ?? (() => ({})))],
    ],
  });
}

t.test('the key name: spec 3 §5 "Whitespace in names is collapsed", then 1 to 100 characters', async (t) => {
  const rows: [string, string, ReturnType<typeof nameProblem>][] = [
    ['a name', 'Shop server', null],
    ['only spaces', '   ', 'required'],
    ['100 characters once collapsed', ` ${'x'.repeat(100)}  `, null],
    ['101 characters', 'x'.repeat(101), 'long'],
  ];
  for (const [why, name, want] of rows) t.equal(nameProblem(name), want, why);
});

t.test('the allowed IP form says only what it knows; the range is the upstream VF (spec 3 §8 popup)', async (t) => {
  t.same(allowedIpProblems({ name: 'Office', ipFrom: '10.0.0.9', ipTo: '10.0.0.1', enabled: true }), {
    name: null,
    ipFrom: null,
    ipTo: null,
  });
  t.same(allowedIpProblems({ name: ' ', ipFrom: '', ipTo: ' ', enabled: true }), {
    name: 'required',
    ipFrom: 'required',
    ipTo: 'required',
  });
  const vf = new ApiError('ipFrom must not be after ipTo', 400, 'VF', {
    responseCode: 'VF',
    validationErrors: [
      { field: 'ipTo', description: 'ipFrom must not be after ipTo' },
      { field: 'x', description: 'y' },
    ],
  });
  t.same(fieldErrorsOf(vf), { ipTo: 'ipFrom must not be after ipTo' }, 'the entries of known fields');
  t.same(fieldErrorsOf(new Error('network')), {}, 'no body: nothing next to the fields');
});

t.test('the API log query: spec 3 §7 "customerId&apiKeyId&fromDate&toDate", empty filters dropped', async (t) => {
  t.same(apiLogQuery(100002, emptyApiLogFilter), { customerId: 100002 });
  t.same(apiLogQuery(100002, { apiKeyId: 3, from: '2026-11-01', to: '2026-11-28' }), {
    customerId: 100002,
    apiKeyId: 3,
    fromDate: '2026-11-01',
    toDate: '2026-11-28',
  });
});

t.test('a created key: the secret is kept until its dialog closes, then forgotten', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls);
  await allSettled(ApiKeysGate.open, { scope, params: {} });
  t.same(scope.getState($keys), [key]);
  await allSettled(keyCreateOpened, { scope });
  await allSettled(keySaveSubmitted, { scope, params: { name: ' ', enabled: true } });
  t.notOk(
    calls.some((c) => c.id === 'create'),
    'a blank name is not sent',
  );
  await allSettled(keySaveSubmitted, { scope, params: { name: '  Shop   v2 ', enabled: true } });
  t.same(calls.find((c) => c.id === 'create')?.input, {
    body: { customerId: 100002, name: 'Shop v2', enabled: true },
  });
  t.equal(scope.getState($keyEditor), null, 'the form closes');
  t.equal(scope.getState($created)?.secretKey, secretKey, 'the secret, for its dialog');
  await allSettled(secretDialogClosed, { scope });
  t.equal(scope.getState($created), null, 'forgotten once the dialog closes');

  await allSettled(keyRevokeAsked, { scope, params: key });
  await allSettled(keyRevokeConfirmed, { scope });
  t.same(calls.find((c) => c.id === 'revoke')?.input, { params: { id: 3 }, query: { customerId: 100002 } });
});

t.test('a refused range creation: the form stays with the VF entries next to the fields', async (t) => {
  const calls: { id: string; input: unknown }[] = [];
  const scope = scopeWith(calls, {
    createIp: () => {
      throw new ApiError('ipFrom and ipTo must both be IPv4 or both IPv6', 400, 'VF', {
        validationErrors: [{ field: 'ipTo', description: 'ipFrom and ipTo must both be IPv4 or both IPv6' }],
      });
    },
  });
  await allSettled(AllowedIpsGate.open, { scope, params: {} });
  await allSettled(ipCreateOpened, { scope });
  await allSettled(ipSaveSubmitted, {
    scope,
    params: { name: 'Mixed', ipFrom: '10.0.0.1', ipTo: '2001:db8::1', enabled: true },
  });
  t.same(calls.find((c) => c.id === 'createIp')?.input, {
    body: { customerId: 100002, name: 'Mixed', enabled: true, ipFrom: '10.0.0.1', ipTo: '2001:db8::1' },
  });
  t.same(scope.getState($ipEditor), { mode: 'create' }, 'the form stays open');
  t.same(scope.getState($ipFieldErrors), { ipTo: 'ipFrom and ipTo must both be IPv4 or both IPv6' });
});
