/**
 * The sender's global pay batch (spec 2 §3 "Global pay batch", "Batch upload response"; §4 "Global pay batch
 * lifecycle"; §7 "Global pay batch"; §8 code 92; spec 3 §4 "Batch upload", §7 "Batch actions"; contracts
 * global-pay.ts). Consumer payments-web-global-pay: its own pact JSON, so this file never races another. The draft
 * batch comes from the provider state globalPayDraft (uploaded from `globalPayPactFile` on personal@'s USD account);
 * its batch and payment ids come from the state, since ids are handed out across tenants. The upload is multipart
 * with a fixed boundary (like mass-transfers.consumer.test.ts): the pact keeps the exact bytes and the provider
 * verification replays them. Only the submit moves money (Idempotency-Key).
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  globalPayBatchDetailsGet,
  globalPayBatchGet,
  globalPayBatchReject,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchUpdate,
  globalPayBatchUpload,
  globalPayCountryMethodDetailsGet,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalPayPaymentAdd,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayPaymentUpdate,
  globalPayRefusal,
  globalPayUploadForm,
  identicalBatchOf,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  demoAccounts,
  globalPayPactFile,
  participants,
  pactDir,
  states,
} from './support.ts';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webGlobalPay,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const isoInstant = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);
const boundary = 'pact-global-boundary-R2xvYmFsMTIz';
const usd = demoAccounts.personalUsd;
const draft = { state: states.globalPayDraft, params: { username: demo.personal } };
const signedIn = { state: states.signedIn, params: { username: demo.personal } };
const batchId = () => fromProviderState('${batchId}', 1);
const paymentId = () => fromProviderState('${paymentId}', 1);

const payment = (status: string) => ({
  id: integer(1),
  amount: decimal('100.00'),
  currencyCode: currency('USD'),
  description: string('Consulting May'),
  beneficiaryType: string('person'),
  beneficiaryName: string('Ana Paula Souza'),
  beneficiaryEmail: string('ana@example.com'),
  beneficiaryCountryCode: regex('^[A-Z]{2}$', 'BR'),
  feeShare: regex('^(sender|beneficiary)$', 'sender'),
  fee: decimal('1.00'),
  removed: boolean(false),
  status,
});

const batch = (status: string, paymentStatus = 'draft') => ({
  batchId: integer(1),
  batchName: string('Pact payouts'),
  accountId: integer(usd),
  currencyCode: currency('USD'),
  status,
  feeShare: regex('^(sender|beneficiary)$', 'sender'),
  created: isoInstant('2025-06-01T12:00:00.000Z'),
  payments: eachLike(
    paymentStatus === 'sent'
      ? { ...payment('sent'), receiveLink: regex('^/receive/[A-Za-z0-9_-]{22,}$', '/receive/AbCdEfGhIjKlMnOpQrStUvWx') }
      : payment(paymentStatus),
  ),
  paymentMethods: eachLike({
    name: regex('^(wire|eft|oct|instant_payment)$', 'wire'),
    forbidden: boolean(false),
  }),
  count: integer(2),
  total: decimal('150.00'),
  totalFee: decimal('1.50'),
  totalDebit: decimal('151.00'),
});

const counts = (over: Record<string, number>) => ({
  draft: integer(over.draft ?? 0),
  sent: integer(over.sent ?? 0),
  processing: integer(0),
  paid: integer(0),
  refused: integer(0),
  expired: integer(0),
  removed: integer(0),
});

/** The multipart bytes: the data part and the attachedFile part (ASCII, a text body of the multipart type). */
function multipart(data: Record<string, unknown>, file: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="attachedFile"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n` +
    `--${boundary}--\r\n`
  );
}

function textBody(b: unknown, body: string): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
}

interface UploadCase {
  description: string;
  state: string;
  data: Record<string, unknown>;
  file: string;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

async function uploadInteraction(t: Test, c: UploadCase): Promise<void> {
  const body = multipart(c.data, c.file);
  await pact
    .addInteraction()
    .given(c.state, { username: demo.personal })
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: globalPayBatchUpload.method as string });
      b.headers({ authorization: bearer() });
      textBody(b, body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const res = await fetch(`${mock.url}/?method=${globalPayBatchUpload.method as string}`, {
        method: 'POST',
        headers: { ...bearerHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (json.responseCode === '00')
        t.ok(globalPayBatchUpload.response.safeParse(json).success, 'the answer matches the upload contract');
      c.check(t, json);
    });
  // the form the web builds carries the same parts
  const form = globalPayUploadForm(c.data as never, {
    blob: new Blob([c.file], { type: 'text/csv' }),
    fileName: 'batch.csv',
  });
  t.same([...form.keys()], ['data', 'attachedFile']);
}

const pactData = { accountId: usd, batchName: 'Pact payouts' };

const uploads: UploadCase[] = [
  {
    description: 'globalPayBatchUpload of two payments: a draft (responseCode, date, batchId, result)',
    state: states.signedIn,
    data: pactData,
    file: globalPayPactFile,
    response: {
      responseCode: '00',
      date: isoInstant('2025-06-01T12:00:00.000Z'),
      batchId: integer(1),
      result: batch('draft'),
    },
    check: (t, res) => t.equal((res.result as { status: string }).status, 'draft'),
  },
  {
    description: 'globalPayBatchUpload of a batch identical to a draft: code 92 with confirmDate and batch id',
    state: states.globalPayDraft,
    data: pactData,
    file: globalPayPactFile,
    response: {
      responseCode: '92',
      responseDescription: string('An identical batch (1) was uploaded before; confirm to upload it again'),
      confirmDate: isoInstant('2025-06-01T12:00:00.000Z'),
      batchId: integer(1),
    },
    check: (t, res) => t.ok(identicalBatchOf(res), 'identicalBatchOf reads it'),
  },
  {
    description: 'globalPayBatchUpload of the identical batch with ignoreIdenticalBatch: a new draft',
    state: states.globalPayDraft,
    data: { ...pactData, ignoreIdenticalBatch: true },
    file: globalPayPactFile,
    response: {
      responseCode: '00',
      date: isoInstant('2025-06-01T12:00:00.000Z'),
      batchId: integer(2),
      result: batch('draft'),
    },
    check: (t, res) => t.type(res.batchId, 'number'),
  },
  {
    description: 'globalPayBatchUpload of a file with a bad row: VF with row errors, no batch',
    state: states.signedIn,
    data: { ...pactData, batchName: 'Bad rows' },
    file: globalPayPactFile.replace('BR,sender', 'BRA,sender'),
    response: {
      responseCode: 'VF',
      responseDescription: string('1 problems in the file; no batch was made'),
      rowErrors: [{ row: 2, field: 'beneficiaryCountryCode', reason: string('an ISO 3166 alpha-2 code') }],
    },
    check: (t, res) => t.equal(globalPayRefusal.parse(res).rowErrors[0]?.row, 2),
  },
];

for (const c of uploads) t.test(c.description, (t) => uploadInteraction(t, c));

const newPayment = {
  amount: '20.00',
  beneficiaryType: 'person',
  beneficiaryName: 'Lena Schmidt',
  beneficiaryEmail: 'lena@example.de',
  beneficiaryCountryCode: 'DE',
};
const batchOf = (res: Record<string, unknown>) => res.batch as { status: string; count: number; payments: unknown[] };

const cases: MethodCase[] = [
  {
    def: globalPayBatchGet,
    description: 'globalPayBatchGet of a draft: its payments and methods',
    ...draft,
    body: { batchId: 1 },
    pinned: { batchId: batchId() },
    response: { responseCode: '00', batch: batch('draft') },
    check: (t, res) => t.equal(batchOf(res).status, 'draft'),
  },
  {
    def: globalPayBatchDetailsGet,
    description: 'globalPayBatchDetailsGet of a draft: the batch and how many payments in each status',
    ...draft,
    body: { batchId: 1 },
    pinned: { batchId: batchId() },
    response: { responseCode: '00', batch: batch('draft'), counts: counts({ draft: 2 }) },
    check: (t, res) => t.equal((res.counts as { draft: number }).draft, 2),
  },
  {
    def: globalPayBatchStatusGet,
    description: 'globalPayBatchStatusGet of a draft',
    ...draft,
    body: { batchId: 1 },
    pinned: { batchId: batchId() },
    response: { responseCode: '00', batchId: integer(1), status: 'draft', counts: counts({ draft: 2 }) },
    check: (t, res) => t.equal(res.status, 'draft'),
  },
  {
    def: globalPayBatchSubmit,
    description: 'globalPayBatchSubmit of a draft: paid at once, the payments sent with their links',
    ...draft,
    body: { batchId: 1 },
    pinned: { batchId: batchId() },
    response: {
      responseCode: '00',
      batch: { ...batch('submitted', 'sent'), submitted: isoInstant('2025-06-01T12:00:00.000Z') },
      operationId: integer(1),
      approveType: 'none',
      approvalSentTo: string(''),
      availableApprovalMethods: eachLike('none'),
    },
    check: (t, res) => t.equal(batchOf(res).status, 'submitted'),
  },
  {
    def: globalPayBatchReject,
    description: 'globalPayBatchReject (cancel) of a draft',
    ...draft,
    body: { batchId: 1 },
    pinned: { batchId: batchId() },
    response: { responseCode: '00', batch: batch('rejected') },
    check: (t, res) => t.equal(batchOf(res).status, 'rejected'),
  },
  {
    def: globalPayBatchUpdate,
    description: 'globalPayBatchUpdate renames a draft',
    ...draft,
    body: { batchId: 1, batchName: 'June payouts' },
    pinned: { batchId: batchId(), batchName: 'June payouts' },
    response: { responseCode: '00', batch: { ...batch('draft'), batchName: 'June payouts' } },
    check: (t, res) => t.equal((res.batch as { batchName: string }).batchName, 'June payouts'),
  },
  {
    def: globalPayPaymentAdd,
    description: 'globalPayPaymentAdd to a draft',
    ...draft,
    body: { batchId: 1, paymentData: newPayment },
    pinned: { batchId: batchId(), paymentData: newPayment },
    response: { responseCode: '00', batch: { ...batch('draft'), count: integer(3) }, paymentId: integer(3) },
    check: (t, res) => t.type(res.paymentId, 'number'),
  },
  {
    def: globalPayPaymentUpdate,
    description: 'globalPayPaymentUpdate changes the amount of a payment',
    ...draft,
    body: { batchId: 1, paymentId: 1, paymentData: { amount: '120.00' } },
    pinned: { batchId: batchId(), paymentId: paymentId(), paymentData: { amount: '120.00' } },
    response: { responseCode: '00', batch: batch('draft') },
    check: (t, res) => t.equal(batchOf(res).status, 'draft'),
  },
  {
    def: globalPayPaymentUpdate,
    description: 'globalPayPaymentUpdate with an amount of three decimals in USD: VF',
    ...draft,
    body: { batchId: 1, paymentId: 1, paymentData: { amount: '1.001' } },
    pinned: { batchId: batchId(), paymentId: paymentId(), paymentData: { amount: '1.001' } },
    response: { responseCode: 'VF', responseDescription: string('amount: 1.001 is not an amount of USD') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: globalPayPaymentFullUpdate,
    description: 'globalPayPaymentFullUpdate keeps one payment and adds one (the other is removed)',
    ...draft,
    body: {
      batchId: 1,
      list: [{ paymentId: 1, ...newPayment, beneficiaryName: 'Ana Paula Souza' }, newPayment],
    },
    pinned: {
      batchId: batchId(),
      list: [{ paymentId: paymentId(), ...newPayment, beneficiaryName: 'Ana Paula Souza' }, newPayment],
    },
    response: { responseCode: '00', batch: batch('draft') },
    check: (t, res) => t.equal(batchOf(res).count, 2),
  },
  {
    def: globalPayPaymentRemove,
    description: 'globalPayPaymentRemove of a payment of a draft',
    ...draft,
    body: { batchId: 1, paymentId: 1 },
    pinned: { batchId: batchId(), paymentId: paymentId() },
    response: { responseCode: '00', batch: { ...batch('draft'), count: integer(1) } },
    check: (t, res) => t.equal(batchOf(res).count, 1),
  },
  {
    def: globalPayPaymentRestore,
    description: 'globalPayPaymentRestore of a payment of a draft',
    ...draft,
    body: { batchId: 1, paymentId: 1 },
    pinned: { batchId: batchId(), paymentId: paymentId() },
    response: { responseCode: '00', batch: batch('draft') },
    check: (t, res) => t.equal(batchOf(res).count, 2),
  },
  {
    def: globalPayFeeShareSet,
    description: 'globalPayFeeShareSet: the beneficiaries pay the fees of a draft',
    ...draft,
    body: { batchId: 1, feeShare: 'beneficiary' },
    pinned: { batchId: batchId(), feeShare: 'beneficiary' },
    response: { responseCode: '00', batch: { ...batch('draft'), feeShare: 'beneficiary' } },
    check: (t, res) => t.equal((res.batch as { feeShare: string }).feeShare, 'beneficiary'),
  },
  {
    def: globalPayMethodForbiddenSet,
    description: 'globalPayMethodForbiddenSet forbids card payouts (oct) in a draft',
    ...draft,
    body: { batchId: 1, method: 'oct', forbidden: true },
    pinned: { batchId: batchId(), method: 'oct', forbidden: true },
    response: {
      responseCode: '00',
      batch: batch('draft'),
      paymentMethods: eachLike({ name: regex('^(wire|eft|oct|instant_payment)$', 'oct'), forbidden: boolean(true) }),
    },
    check: (t, res) => t.ok((res.paymentMethods as { name: string; forbidden: boolean }[]).some((m) => m.forbidden)),
  },
  {
    def: globalPayCountryMethodDetailsGet,
    description: 'globalPayCountryMethodDetailsGet of the US',
    ...signedIn,
    body: { countryCode: 'US' },
    response: {
      responseCode: '00',
      countryCode: 'US',
      methods: eachLike({
        name: regex('^(wire|eft|oct|instant_payment)$', 'wire'),
        currencies: eachLike(currency('USD')),
        forbidden: boolean(false),
      }),
    },
    check: (t, res) => t.ok((res.methods as unknown[]).length > 0),
  },
];

for (const c of cases) t.test(c.description, (t) => methodInteraction(pact, t, c));
