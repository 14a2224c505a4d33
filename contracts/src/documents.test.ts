import t from 'tap';
import { ApiError, ContractError, createClient, readAnswer } from './client.ts';
import { documentStatusId, documentUpload, documentUploadForm, documentUploadLimits } from './documents.ts';
import { upstreamCalls } from './index.ts';
import { normalizeNumericStrings } from './normalize.ts';
import { phone, profileGet } from './profile.ts';

t.test(
  'documentUpload, the mass transfers by file, the global pay batch upload, the tax forms and the merchant logo are the multipart calls',
  async (t) => {
    t.same(
      upstreamCalls.filter((c) => c.multipart).map((c) => c.id),
      [
        // spec 3 §7 "W-form upload and loss-of-nationality upload: multipart with a data field and a file[document] part"
        'fatcaCrsTaxFormUpload',
        'lossOfNationalityUpload',
        'documentUpload',
        'externalMassTransfer',
        'p2pMassTransfer',
        'globalPayBatchUpload',
        // spec 3 §7 "Logo list (pageSize 1000); create as multipart (data as JSON with isDefault, name; file)"
        'merchantLogoCreate',
      ],
    );
  },
);

t.test('the client sends the FormData as is, without a JSON content type', async (t) => {
  let seen: RequestInit | undefined;
  const client = createClient({
    baseUrl: 'http://upstream.test/api',
    fetch: async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({ responseCode: '00', documentId: '1008', statusId: '0' }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const form = documentUploadForm(
    { categoryId: 1, documentTypeId: 4, side: 'front' },
    new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    'front.pdf',
  );
  const res = await client.call(documentUpload, { body: form });
  t.equal(seen?.body, form, 'the same FormData');
  t.notOk((seen?.headers as Record<string, string>)['content-type'], 'fetch writes the multipart type and boundary');
  t.same(res, { responseCode: '00', documentId: 1008, statusId: 0 });
  t.same([...form.keys()], [documentUploadLimits.dataPart, documentUploadLimits.filePart]);
  t.same(JSON.parse(String(form.get('data'))), { categoryId: 1, documentTypeId: 4, side: 'front' });
  // @ts-expect-error the JSON of the data part instead of the form: the compiler refuses it, and so does the client
  await t.rejects(client.call(documentUpload, { body: { categoryId: 1 } }), /pass a FormData body/);
});

t.test('spec 1 §3 document status ids', async (t) => {
  for (const id of [0, 2, 4, 5, 26, 31, 38, 41, 64]) t.ok(documentStatusId.safeParse(id).success, `${id} is a status`);
  for (const id of [1, 3, 40, 65]) t.notOk(documentStatusId.safeParse(id).success, `${id} is not`);
});

t.test('phone digits survive numeric normalisation as text', async (t) => {
  const raw = { id: '1001', countryCode: '40', number: '721555310', confirmed: true };
  t.same(phone.parse(normalizeNumericStrings(raw)), {
    id: 1001,
    countryCode: '40',
    number: '721555310',
    confirmed: true,
  });
  const answer = {
    responseCode: '00',
    profile: { phones: [raw], addresses: [], emails: [], documents: [], taxId: '1880412123456' },
  };
  t.ok(profileGet.response.safeParse(normalizeNumericStrings(answer)).success, 'profileGet after normalisation');
});

t.test('readAnswer judges an upload answer like the client does (for XMLHttpRequest uploads)', async (t) => {
  t.same(readAnswer(documentUpload, 200, '{"responseCode":"00","documentId":"7","statusId":"0"}'), {
    responseCode: '00',
    documentId: 7,
    statusId: 0,
  });
  const tooLarge = (() => {
    try {
      readAnswer(documentUpload, 400, '{"responseCode":"TA1","responseDescription":"File is too large"}');
    } catch (e) {
      return e;
    }
  })();
  t.ok(tooLarge instanceof ApiError);
  t.match(tooLarge, { status: 400, responseCode: 'TA1', message: 'File is too large' });
  t.throws(() => readAnswer(documentUpload, 200, '{"responseCode":"VF","responseDescription":"No"}'), ApiError);
  t.throws(() => readAnswer(documentUpload, 200, '{"responseCode":"00"}'), ContractError);
});
