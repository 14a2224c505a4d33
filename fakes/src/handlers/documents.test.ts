import t from 'tap';
import {
  customerInfoGet,
  customerVerify,
  documentDelete,
  documentUpload,
  envelope,
  profileGet,
  type Customer,
  type Profile,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

function form(parts: Part[], boundary = '----fakes-test-7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const data = (fields: Record<string, unknown>): Part => ({ name: 'data', data: JSON.stringify(fields) });
const file = (bytes: Buffer, type: string, filename = 'doc.pdf'): Part => ({
  name: 'file[document]',
  filename,
  type,
  data: bytes,
});
const passport = { categoryId: 1, documentTypeId: 2, expiresDate: '2034-05-01' };

async function upload(t: Parameters<typeof call>[0], app: FastifyInstance, token: string, parts: Part[]) {
  const { payload, contentType } = form(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=documentUpload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  const json = res.json() as Record<string, unknown>;
  const schema = res.statusCode === 200 && json.responseCode === '00' ? documentUpload.response : envelope;
  t.ok(schema.safeParse(json).success, 'the answer matches its contract');
  return { status: res.statusCode, json };
}

async function session(t: Parameters<typeof call>[0], username = 'personal@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  const profile = async () => (await call(t, app, profileGet, { token })).json.profile as Profile;
  return { app: app as FastifyInstance, token, profile };
}

t.test('documentUpload: a pdf, a png and a jpeg are stored with their metadata', async (t) => {
  const { app, token, profile } = await session(t);
  const one = await upload(t, app, token, [data(passport), file(pdf, 'application/pdf', 'passport.pdf')]);
  t.match(one, { status: 200, json: { responseCode: '00', statusId: 0 } });
  const front = await upload(t, app, token, [
    data({ categoryId: 1, documentTypeId: 4, side: 'front' }),
    file(png, 'image/png', 'id-front.png'),
  ]);
  const back = await upload(t, app, token, [
    data({ categoryId: 1, documentTypeId: 4, side: 'back' }),
    file(jpeg, 'image/jpeg', 'id-back.jpg'),
  ]);
  t.equal(back.json.responseCode, '00');
  const docs = (await profile()).documents;
  t.match(
    docs.find((d) => d.id === one.json.documentId),
    {
      statusId: 0,
      documentType: 'Passport',
      categoryId: 1,
      fileName: 'passport.pdf',
      createdUsername: 'personal@demo.test',
    },
  );
  t.match(
    docs.find((d) => d.id === front.json.documentId),
    { side: 'front', isSubDocument: false },
  );
  t.match(
    docs.find((d) => d.id === back.json.documentId),
    { side: 'back', isSubDocument: true },
  );
  const stored = app.fakes.db
    .prepare<[], { json: string }>(
      "SELECT json FROM customer_profiles WHERE tenant = 'paxum/1' AND customer_id = 100001",
    )
    .get();
  t.match(stored?.json, `"size":${pdf.length}`, 'the size is kept');
});

t.test('documentUpload: an address document lands on its address', async (t) => {
  const { app, token, profile } = await session(t);
  const res = await upload(t, app, token, [
    data({ categoryId: 2, documentTypeId: 11, addressId: 1002, issuedDate: '2025-04-01' }),
    file(pdf, 'application/pdf', 'statement.pdf'),
  ]);
  t.equal(res.json.responseCode, '00');
  const address = (await profile()).addresses[0];
  t.equal(address?.uploadedDocuments.length, 2);
  const missing = await upload(t, app, token, [
    data({ categoryId: 2, documentTypeId: 11, addressId: 4 }),
    file(pdf, 'application/pdf'),
  ]);
  t.match(missing.json, { responseCode: 'VF', responseDescription: 'Address not found' });
});

t.test('documentUpload: a bad file gets a clear TA1 and nothing is stored', async (t) => {
  const { app, token, profile } = await session(t);
  const before = (await profile()).documents.length;
  const rows: [string, Part[], string][] = [
    ['empty', [data(passport), file(Buffer.alloc(0), 'application/pdf')], 'File is empty'],
    [
      'over 10 MiB',
      [data(passport), file(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf')],
      'File is too large',
    ],
    ['a gif', [data(passport), file(Buffer.from('GIF89a....'), 'image/gif', 'a.gif')], 'File type not allowed'],
    ['declared pdf, really png', [data(passport), file(png, 'application/pdf')], 'File type not allowed'],
    ['declared png, really text', [data(passport), file(Buffer.from('hello'), 'image/png')], 'File type not allowed'],
    [
      'no declared type',
      [data(passport), { name: 'file[document]', filename: 'x', data: pdf }],
      'File type not allowed',
    ],
    ['no file part', [data(passport)], 'file[document]: the file part is missing'],
    [
      'two files',
      [data(passport), file(pdf, 'application/pdf'), file(pdf, 'application/pdf')],
      'file[document]: send one file per upload',
    ],
    ['no data part', [file(pdf, 'application/pdf')], 'data: expected one data part (JSON)'],
    [
      'data not JSON',
      [{ name: 'data', data: '{oops' }, file(pdf, 'application/pdf')],
      'data: the data part is not valid JSON',
    ],
  ];
  for (const [name, parts, description] of rows) {
    const res = await upload(t, app, token, parts);
    t.match(res, { status: 400, json: { responseCode: 'TA1', responseDescription: description } }, name);
  }
  const dataRows: [string, Record<string, unknown>, RegExp][] = [
    ['no category', { documentTypeId: 2 }, /categoryId/],
    ['category 13', { categoryId: 13, documentTypeId: 2 }, /categoryId/],
    ['type of another category', { categoryId: 2, documentTypeId: 2 }, /not in category 2/],
    ['type 4 without a side', { categoryId: 1, documentTypeId: 4 }, /side: one of front, back/],
    ['type 88 with front', { categoryId: 1, documentTypeId: 88, side: 'front' }, /registrationStamp, passportFront/],
    ['a side on a one-sided type', { categoryId: 1, documentTypeId: 2, side: 'back' }, /one side/],
    ['expired', { categoryId: 1, documentTypeId: 2, expiresDate: '2020-01-01' }, /expired/],
    ['issued in the future', { categoryId: 1, documentTypeId: 2, issuedDate: '2099-01-01' }, /future/],
  ];
  for (const [name, fields, description] of dataRows) {
    const res = await upload(t, app, token, [data(fields), file(pdf, 'application/pdf')]);
    t.equal(res.json.responseCode, 'TA1', name);
    t.match(res.json.responseDescription, description, name);
  }
  t.equal((await profile()).documents.length, before, 'nothing stored');

  const json = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=documentUpload',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(passport),
  });
  t.match(json.json(), { responseCode: 'TA1', responseDescription: /multipart\/form-data/ }, 'JSON is refused');
  const unauthenticated = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=documentUpload',
    headers: { 'content-type': form([]).contentType },
    payload: form([data(passport), file(pdf, 'application/pdf')]).payload,
  });
  t.equal(unauthenticated.statusCode, 401);
  const toJsonCall = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=profileGet',
    headers: { authorization: `Bearer ${token}`, 'content-type': form([]).contentType },
    payload: form([data({})]).payload,
  });
  t.match(toJsonCall.json(), { responseCode: 'TA1', responseDescription: 'Expected a JSON body' });
});

t.test('documentDelete: an uploaded document goes, a confirmed one stays', async (t) => {
  const { app, token, profile } = await session(t);
  const up = await upload(t, app, token, [data(passport), file(pdf, 'application/pdf')]);
  const documentId = up.json.documentId as number;
  t.equal((await call(t, app, documentDelete, { token, body: { documentId } })).json.responseCode, '00');
  t.notOk((await profile()).documents.some((d) => d.id === documentId));
  t.match((await call(t, app, documentDelete, { token, body: { documentId } })).json, {
    responseCode: 'VF',
    responseDescription: 'Document not found',
  });
  t.match((await call(t, app, documentDelete, { token, body: { documentId: 1005 } })).json, {
    responseCode: 'VF',
    responseDescription: 'A confirmed document cannot be deleted',
  });
  t.equal((await call(t, app, documentDelete, { token, body: { documentId: 'x' } })).status, 400);
});

t.test('an identity upload answers a duplicate-documents request', async (t) => {
  const { app, token } = await session(t);
  await app.inject({
    method: 'POST',
    url: '/__fake/profile-state',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, username: 'personal@demo.test', state: 'duplicateDocuments' }),
  });
  const before = (await call(t, app, customerInfoGet, { token })).json.customer as Customer;
  t.match(before, { duplicateDocuments: true });
  t.notOk(before.duplicateDocumentsUploaded);
  t.equal((await upload(t, app, token, [data(passport), file(pdf, 'application/pdf')])).json.responseCode, '00');
  t.match((await call(t, app, customerInfoGet, { token })).json.customer, {
    duplicateDocuments: true,
    duplicateDocumentsUploaded: true,
  });
});

t.test('customerVerify after an identity upload submits the identity', async (t) => {
  const { app, token, profile } = await session(t, 'unverified@demo.test');
  t.notOk((await profile()).identity, 'no identity yet');
  const up = await upload(t, app, token, [data(passport), file(pdf, 'application/pdf', 'passport.pdf')]);
  t.equal(up.json.responseCode, '00');
  t.equal((await call(t, app, customerVerify, { token })).json.responseCode, '00');
  t.match((await profile()).identity, { status: 'submitted', typeId: 2, type: 'Passport', expiresDate: '2034-05-01' });
});
