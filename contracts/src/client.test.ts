import t from 'tap';
import { z } from 'zod';
import { type CallDef, methodCall, restCall } from './call.ts';
import { type CallArgs, type CallInputOf, createClient } from './client.ts';
import { ok } from './envelope.ts';
import {
  authDeviceApproveMethod,
  customerInfoGet,
  type documentUpload,
  ipWhitelistAdd,
  type zohoJwt,
} from './index.ts';

/** A fetch that records what was sent and answers a success. */
function recorder() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body });
    return new Response(JSON.stringify({ responseCode: '00', approved: true }), { status: 200 });
  };
  return { sent, client: createClient({ baseUrl: 'http://x', fetch }) };
}

const withDefault = methodCall('withDefault', {
  summary: 'a body with a default',
  request: z.object({ page: z.number().int().default(1), pageSize: z.number().int() }),
  response: ok({}),
});

t.test('a call input is typed from its definition (the compiler checks the @ts-expect-error lines)', async (t) => {
  const { sent, client } = recorder();

  // method style: the body is the request schema's input
  await client.call(ipWhitelistAdd, { body: { ip: '10.0.0.1' } });
  // @ts-expect-error a required body field is missing
  const noIp: CallInputOf<typeof ipWhitelistAdd> = { body: { toIp: '10.0.0.9' } };
  // @ts-expect-error a required body may not be left out
  const noBody: CallArgs<typeof ipWhitelistAdd> = [];
  // a body whose fields are all optional may be left out: the client sends {}
  await client.call(customerInfoGet);
  // the schema's input, not its output: a field with a default may be left out
  await client.call(withDefault, { body: { pageSize: 10 } });
  // @ts-expect-error a string is not a number
  const badId: CallInputOf<typeof customerInfoGet> = { body: { fromCustomerId: '1' } };

  // REST: params name exactly the path's {segments}
  await client.call(authDeviceApproveMethod, { params: { deviceId: 'd1', methodId: 2 }, body: {} });
  // @ts-expect-error a missing path parameter
  const noMethodId: CallInputOf<typeof authDeviceApproveMethod> = { params: { deviceId: 'd1' }, body: {} };
  // @ts-expect-error a GET has no body
  const getBody: CallInputOf<typeof zohoJwt> = { body: { a: 1 } };
  // @ts-expect-error a path without segments takes no params
  const noSegments: CallInputOf<typeof zohoJwt> = { params: { id: 1 } };

  // multipart: the FormData it sends
  const form: CallInputOf<typeof documentUpload> = { body: new FormData() };
  // @ts-expect-error a multipart call does not take the JSON of its data part
  const json: CallInputOf<typeof documentUpload> = { body: { categoryId: 1 } };

  t.same(
    [noIp, noBody, badId, noMethodId, getBody, noSegments, json].map((x) => typeof x),
    ['object', 'object', 'object', 'object', 'object', 'object', 'object'],
    'the refused inputs exist only for the compiler',
  );
  t.type(form.body, FormData);
  t.match(sent, [
    { url: 'http://x/?method=ipWhitelistAdd', method: 'POST', body: '{"ip":"10.0.0.1"}' },
    { url: 'http://x/?method=customerInfoGet', body: '{}' },
    { url: 'http://x/?method=withDefault', body: '{"pageSize":10}' },
    { url: 'http://x/auth/devices/d1/approve/2', method: 'PATCH', body: '{}' },
  ]);
});

t.test('the wide CallDef (a table of calls) takes any input', async (t) => {
  const { sent, client } = recorder();
  const anyCall = restCall('POST', '/things/{id}', {
    summary: 'x',
    request: z.object({ a: z.string() }),
    response: ok({}),
  });
  const table: { def: CallDef; body: unknown }[] = [{ def: anyCall, body: { a: 'b' } }];
  for (const row of table) await client.call(row.def, { body: row.body, params: { id: 7 } });
  t.match(sent, [{ url: 'http://x/things/7', body: '{"a":"b"}' }]);
});
