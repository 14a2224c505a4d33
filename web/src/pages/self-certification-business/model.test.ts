import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { startPageRequested } from '../../entities/session/index.ts';
import { sendTaxDocumentFx } from '../../features/self-certification-form/index.ts';
import {
  $completed,
  $documentsNeeded,
  $form,
  $problems,
  SelfCertificationBusinessPageGate,
  certificationQuery,
  fieldsChanged,
  saveMutation,
  submitted,
} from './model.ts';

const stored = {
  businessName: 'Demo Trading LLC',
  questions: {},
  taxIds: [{ countryCode: 'US', taxId: '12-3456789' }],
  controllingPersons: [],
  placeOfBusinessAddressId: 6101,
  registeredAddressId: 6101,
  w8FormDocumentStatus: 'notRequired',
  w9FormDocumentStatus: 'notRequired',
  representatives: [{ representativeId: 7001, firstName: 'Riley', lastName: 'Stone' }],
  addresses: [{ addressId: 6101, address1: '350 Fifth Avenue', city: 'New York', countryCode: 'US' }],
};

function setup(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  const $starts = createStore(0).on(startPageRequested, (n) => n + 1);
  const saved: unknown[] = [];
  const uploaded: string[] = [];
  const s = fork({
    handlers: [
      [certificationQuery.__.executeFx, async () => ({ responseCode: '00', certification: stored })],
      [
        saveMutation.__.executeFx,
        async ({ body }: { body: Record<string, unknown> }) => {
          saved.push(body);
          return { responseCode: '00', certification: { ...stored, ...body }, fatcaCrsCertificationInfo: {} };
        },
      ],
      [
        sendTaxDocumentFx,
        async ({ part }: { part: { kind: string } }) => {
          uploaded.push(part.kind);
          return { responseCode: '00', documentId: 1, status: 'uploaded', fatcaCrsCertificationInfo: {} };
        },
      ],
    ] as never,
  });
  return { s, saved, uploaded, $starts };
}

t.test('spec 3 §3: a passive general entity names its controlling persons, then its W-8 goes', async (t) => {
  const { s, saved, uploaded, $starts } = setup(t);
  await allSettled(SelfCertificationBusinessPageGate.open, { scope: s, params: undefined });
  t.match(s.getState($form), { entityType: null, placeOfBusinessAddressId: 6101, taxIds: [{ countryCode: 'US' }] });

  await allSettled(submitted, { scope: s, params: { files: {} } });
  t.match(s.getState($problems).fields, { entityType: 'required', isUSTaxPayer: 'required' });
  t.same(saved, []);

  const questions = { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true };
  await allSettled(fieldsChanged, { scope: s, params: { entityType: 'general', questions, isUSTaxPayer: false } });
  t.same(s.getState($documentsNeeded), ['w8'], '"isUSTaxPayer → W-9 else W-8"; a stored notRequired is asked for');
  const w8 = new File(['%PDF-1.4'], 'w8.pdf', { type: 'application/pdf' });
  await allSettled(submitted, { scope: s, params: { files: { w8 } } });
  t.same(s.getState($problems).fields, { controllingPersonIds: 'required' });
  t.same(saved, []);

  await allSettled(fieldsChanged, { scope: s, params: { controllingPersonIds: [7001] } });
  await allSettled(submitted, { scope: s, params: { files: { w8 } } });
  t.same(saved, [
    {
      entityType: 'general',
      questions,
      taxIds: [{ countryCode: 'US', taxId: '12-3456789' }],
      isUSTaxPayer: false,
      controllingPersonIds: [7001],
      placeOfBusinessAddressId: 6101,
      registeredAddressId: 6101,
    },
  ]);
  t.same(uploaded, ['w8']);
  t.equal(s.getState($completed), true);
  t.equal(s.getState($starts), 1, 'on per the start page');
});
