/**
 * The browser's mass transfers (spec 2 §4 "Mass transfers: a preview call (summary only) comes first, then the real
 * submit", §5 "Mass upload needs a file, a batch name and an account", §7 "Mass sample links by type", "mass by file
 * with summary (onlySummary, accountId, batchName, method)", "mass transfer (text or file)"; contracts
 * mass-transfers.ts). Consumer payments-web-mass-transfers: its own pact JSON, so this file never races another. Ids
 * are the fakes' seeded ones (support.ts demoAccounts), rows are the fakes' bank directory's demo data. Every state
 * starts from a freshly seeded tenant; the mass calls move money, so they carry an Idempotency-Key (a UUID), as the
 * web sends it. The uploads are multipart with a fixed boundary (like profile.consumer.test.ts's documentUpload):
 * the pact keeps these exact bytes and the provider verification replays them.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  type CallDef,
  externalMassTransfer,
  massRefusal,
  massTransferForm,
  massTransferSampleLinksGet,
  p2pMassTransfer,
} from '../src/index.ts';
import { exampleIdempotencyKey, idempotencyKeyPattern, methodInteraction } from './method-interaction.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  demoAccounts,
  participants,
  pactDir,
  states,
} from './support.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webMassTransfers,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const { personalUsd: usd, personalEur: eur } = demoAccounts;
const boundary = 'pact-mass-boundary-Qm9yZGVyMTIz';

const wireHeader =
  'amount,currencyCode,countryCode,beneficiaryName,beneficiaryAddress,beneficiaryCity,accountNumber,bankName,swift,reference';
const wireRow = (amount: string, iban = 'DE89370400440532013000') =>
  `${amount},EUR,DE,Erika Mustermann,Hauptstrasse 1,Koeln,${iban},Commerzbank AG,COBADEFFXXX,Invoice 42`;
const wireFile = [wireHeader, wireRow('200.00'), wireRow('150.00')].join('\n');
const badWireFile = [wireHeader, wireRow('200.00'), wireRow('200.00', 'DE88370400440532013000'), wireRow('50.00')].join(
  '\n',
);

/** The multipart bytes: the data part and, when given, the file part (ASCII, so a text body of the multipart type). */
function multipart(data: Record<string, unknown>, file?: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    (file === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`) +
    `--${boundary}--\r\n`
  );
}

/** PactV4's builder has no multi-part form with a data part: the form goes in as a text body of its type. */
function textBody(b: unknown, body: string): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
}

interface UploadCase {
  def: CallDef;
  description: string;
  data: Record<string, unknown>;
  file?: string;
  /** the provider state: a signed-in personal@ unless given */
  state?: { name: string; params: Record<string, string> };
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

async function uploadInteraction(t: Test, c: UploadCase): Promise<void> {
  const body = multipart(c.data, c.file);
  await pact
    .addInteraction()
    .given(c.state?.name ?? states.signedIn, c.state?.params ?? { username: demo.personal })
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: c.def.method as string });
      b.headers({ authorization: bearer(), 'idempotency-key': regex(idempotencyKeyPattern, exampleIdempotencyKey) });
      textBody(b, body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const res = await fetch(`${mock.url}/?method=${c.def.method as string}`, {
        method: 'POST',
        headers: {
          ...bearerHeader(),
          'idempotency-key': exampleIdempotencyKey,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (json.responseCode === '00') {
        const parsed = c.def.response.safeParse(json);
        t.ok(parsed.success, `the answer matches the ${c.def.id} contract`);
      }
      c.check(t, json);
    });
  // the form the web builds carries the same parts
  const form = massTransferForm(
    c.data as never,
    c.file === undefined ? undefined : { blob: new Blob([c.file], { type: 'text/csv' }), fileName: 'batch.csv' },
  );
  t.same([...form.keys()], c.file === undefined ? ['data'] : ['data', 'file']);
}

const summary = (count: number, total: string, totalFee: string, code: string) => ({
  count: integer(count),
  total: decimal(total),
  totalFee: decimal(totalFee),
  currencyCode: currency(code),
});

const batch = (status: string, approveType = 'none', sentTo = '') => ({
  batchId: integer(1),
  status,
  operationId: integer(1),
  approveType,
  approvalSentTo: string(sentTo),
  availableApprovalMethods: eachLike(approveType),
});

t.test('massTransferSampleLinksGet: a link per spec 2 §7 type', (t) =>
  methodInteraction(pact, t, {
    def: massTransferSampleLinksGet,
    description: 'massTransferSampleLinksGet: one sample CSV per type',
    state: states.signedIn,
    params: { username: demo.personal },
    body: {},
    response: {
      responseCode: '00',
      links: eachLike({
        type: 'wire',
        fileName: string('mass-wire-sample.csv'),
        url: regex('^data:text/csv;base64,[A-Za-z0-9+/=]+$', 'data:text/csv;base64,YW1vdW50'),
      }),
    },
    check: (t, res) => t.ok((res.links as unknown[]).length > 0),
  }),
);

const uploads: UploadCase[] = [
  {
    def: externalMassTransfer,
    description: 'externalMassTransfer preview (onlySummary) of two wires from the EUR account',
    data: { accountId: eur, batchName: 'May suppliers', method: 'wire', onlySummary: true },
    file: wireFile,
    response: { responseCode: '00', batchName: 'May suppliers', summary: summary(2, '350.00', '50.00', 'EUR') },
    check: (t, res) => t.equal(res.batch, undefined, 'a preview has no batch: nothing was sent'),
  },
  {
    def: externalMassTransfer,
    description: 'externalMassTransfer submit of two wires from the EUR account, approve mode none: pending',
    data: { accountId: eur, batchName: 'May suppliers', method: 'wire', onlySummary: false },
    file: wireFile,
    response: {
      responseCode: '00',
      batchName: 'May suppliers',
      summary: summary(2, '350.00', '50.00', 'EUR'),
      batch: batch('pending'),
    },
    check: (t, res) => t.equal((res.batch as { status: string }).status, 'pending'),
  },
  {
    // spec 2 §4 "Approval": the rows wait, nothing moves; transferApprove of operationId with the code pays them all
    def: externalMassTransfer,
    description: 'externalMassTransfer submit of two wires from the EUR account, approve mode otp: processing',
    data: { accountId: eur, batchName: 'May suppliers', method: 'wire', onlySummary: false },
    file: wireFile,
    state: { name: states.approveMode, params: { username: demo.personal, mode: 'otp' } },
    response: {
      responseCode: '00',
      batchName: 'May suppliers',
      summary: summary(2, '350.00', '50.00', 'EUR'),
      batch: batch('processing', 'otp', 'authenticator app'),
    },
    check: (t, res) => t.match(res.batch, { status: 'processing', approveType: 'otp' }),
  },
  {
    def: externalMassTransfer,
    description: 'externalMassTransfer of a file with two bad rows: VF with row-level errors, nothing sent',
    data: { accountId: eur, batchName: 'Bad rows', method: 'wire', onlySummary: false },
    file: badWireFile,
    response: {
      responseCode: 'VF',
      responseDescription: string('2 problems in the rows; nothing was sent'),
      rowErrors: [
        { row: 3, field: 'accountNumber', reason: string('DE88370400440532013000 is not a valid IBAN (check digits)') },
        { row: 4, field: 'amount', reason: string('the minimum of wire is 100.00 EUR') },
      ],
    },
    check: (t, res) => {
      const refusal = massRefusal.parse(res);
      t.same(
        refusal.rowErrors.map((e) => e.row),
        [3, 4],
      );
    },
  },
  {
    def: p2pMassTransfer,
    description: 'p2pMassTransfer preview of two rows typed as text from the USD account',
    data: {
      accountId: usd,
      batchName: 'Team lunch',
      onlySummary: true,
      text: 'business@demo.test,10.00,Lunch\nbusiness@demo.test,5.50',
    },
    response: { responseCode: '00', batchName: 'Team lunch', summary: summary(2, '15.50', '0.60', 'USD') },
    check: (t, res) => t.equal(res.batch, undefined),
  },
  {
    def: p2pMassTransfer,
    description: 'p2pMassTransfer submit of a file of two rows from the USD account: completed',
    data: { accountId: usd, batchName: 'Team lunch', onlySummary: false },
    file: 'email,amount,note\nbusiness@demo.test,10.00,Lunch\nbusiness@demo.test,5.50,',
    response: {
      responseCode: '00',
      batchName: 'Team lunch',
      summary: summary(2, '15.50', '0.60', 'USD'),
      batch: batch('completed'),
    },
    check: (t, res) => t.equal((res.batch as { status: string }).status, 'completed'),
  },
];

for (const c of uploads) t.test(c.description, (t) => uploadInteraction(t, c));
