import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { $customer } from '../../entities/customer/index.ts';
import { startPageRequested } from '../../entities/session/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import { sendTaxDocumentFx } from '../../features/self-certification-form/index.ts';
import {
  $completed,
  $documentProblems,
  $documentsNeeded,
  $form,
  $problems,
  $saveError,
  SelfCertificationPageGate,
  certificationQuery,
  fieldsChanged,
  saveMutation,
  submitted,
} from './model.ts';

const stored = {
  firstName: 'Farah',
  lastName: 'Haddad',
  countryOfBirth: 'US',
  citizenship: 'US',
  dateOfBirth: '1990-02-14',
  taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
};
const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Other calls the flow asks for (the start page, verification): answered by a stub, counted by event. */
function stubFetch(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(startPageRequested, (n) => n + 1);
}

function scope(opts: { save?: (body: unknown) => unknown; upload?: (kind: string) => unknown } = {}) {
  const saved: unknown[] = [];
  const uploaded: string[] = [];
  const s = fork({
    handlers: [
      [certificationQuery.__.executeFx, async () => ({ responseCode: '00', certification: stored })],
      [
        saveMutation.__.executeFx,
        async ({ body }: { body: unknown }) => {
          saved.push(body);
          const answer = opts.save?.(body);
          if (answer instanceof Error) throw answer;
          return {
            responseCode: '00',
            certification: { ...stored, ...(body as object) },
            fatcaCrsCertificationInfo: {},
          };
        },
      ],
      [
        sendTaxDocumentFx,
        async ({ part }: { part: { kind: string } }) => {
          const answer = opts.upload?.(part.kind);
          if (answer instanceof Error) throw answer;
          uploaded.push(part.kind);
          return { responseCode: '00', documentId: 1, status: 'uploaded', fatcaCrsCertificationInfo: {} };
        },
      ],
    ] as never,
  });
  return { s, saved, uploaded };
}

t.test('the stored certification fills the form; the answers say which documents are needed', async (t) => {
  stubFetch(t);
  const { s } = scope();
  await allSettled(SelfCertificationPageGate.open, { scope: s, params: undefined });
  t.match(s.getState($form), { countryOfBirth: 'US', isUSTaxPayer: null, taxIds: [{ countryCode: 'US' }] });
  t.same(s.getState($documentsNeeded), []);
  await allSettled(fieldsChanged, { scope: s, params: { isUSTaxPayer: true } });
  t.same(s.getState($documentsNeeded), ['w9'], '"isUSTaxPayer → W-9"');
  await allSettled(fieldsChanged, { scope: s, params: { isUSTaxPayer: false, citizenship: 'DE' } });
  t.same(s.getState($documentsNeeded), ['w8', 'lossOfNationality'], 'US-born, not a citizen: W-8 and the certificate');
});

t.test('missing answers and a missing file: nothing is sent', async (t) => {
  stubFetch(t);
  const { s, saved } = scope();
  await allSettled(SelfCertificationPageGate.open, { scope: s, params: undefined });
  await allSettled(submitted, { scope: s, params: { files: {}, today: '2026-11-28' } });
  t.match(s.getState($problems).fields, { cityOfBirth: 'required', isUSTaxPayer: 'required' });
  await allSettled(fieldsChanged, { scope: s, params: { cityOfBirth: 'Chicago', isUSTaxPayer: true } });
  await allSettled(submitted, { scope: s, params: { files: {}, today: '2026-11-28' } });
  t.same(s.getState($documentProblems), { w9: 'fileRequired' });
  t.same(saved, []);
});

t.test('save, then the W-9, then on to the start page with the data read again', async (t) => {
  const $starts = stubFetch(t);
  const { s, saved, uploaded } = scope();
  await allSettled(SelfCertificationPageGate.open, { scope: s, params: undefined });
  await allSettled(fieldsChanged, { scope: s, params: { cityOfBirth: 'Chicago', isUSTaxPayer: true } });
  await allSettled(submitted, { scope: s, params: { files: { w9: file('w9.pdf') }, today: '2026-11-28' } });
  t.match(saved, [
    { cityOfBirth: 'Chicago', isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }] },
  ]);
  t.same(uploaded, ['w9']);
  t.equal(s.getState($completed), true);
  t.equal(s.getState($starts), 1, 'the start page decides the next step');
});

t.test('a refused save keeps the form and sends no document; a failed upload is sent again', async (t) => {
  const $starts = stubFetch(t);
  let refuse = true;
  let failUpload = true;
  const { s, uploaded } = scope({
    save: () => (refuse ? new ApiError('Give the tax number or the reason it is missing', 200, 'VF', {}) : undefined),
    upload: () => (failUpload ? new TypeError('Failed to upload') : undefined),
  });
  await allSettled(SelfCertificationPageGate.open, { scope: s, params: undefined });
  await allSettled(fieldsChanged, { scope: s, params: { cityOfBirth: 'Chicago', isUSTaxPayer: true } });
  const files = { w9: file('w9.pdf') };
  await allSettled(submitted, { scope: s, params: { files, today: '2026-11-28' } });
  t.same(s.getState($saveError), { text: 'Give the tax number or the reason it is missing' });
  t.equal(s.getState($form)?.cityOfBirth, 'Chicago', 'nothing typed is lost');
  t.same(uploaded, []);
  refuse = false;
  await allSettled(submitted, { scope: s, params: { files, today: '2026-11-28' } });
  t.equal(s.getState($completed), false, 'the upload failed');
  failUpload = false;
  await allSettled(submitted, { scope: s, params: { files, today: '2026-11-28' } });
  t.same(uploaded, ['w9']);
  t.equal(s.getState($completed), true);
  t.equal(s.getState($starts), 1);
});

t.test('a business customer is sent to /self-certification-business, nothing personal is loaded', async (t) => {
  stubFetch(t);
  const went: unknown[] = [];
  let loaded = 0;
  const s = fork({
    values: [[$customer, { customerType: 'business' }]],
    handlers: [
      [certificationQuery.__.executeFx, async () => (loaded++, { responseCode: '00', certification: stored })],
      [navigateFx, async (to: unknown) => void went.push(to)],
    ] as never,
  });
  await allSettled(SelfCertificationPageGate.open, { scope: s, params: undefined });
  t.same(went, [{ to: '/self-certification-business', replace: true }]);
  t.equal(loaded, 0);
});
