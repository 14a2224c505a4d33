/**
 * The browser's documents (spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry file=base64.
 * The response redirectLink opens the file"; "Files download through a fetched blob"; decisions in
 * contracts/src/pdf-generator.ts).
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, createClient, pdfFileDownload, pdfFileTokenOf, pdfGenerate } from '../src/index.ts';
import { bearer, bearerHeader, demo, demoAccounts, participants, pactDir, states } from './support.ts';

const { fromProviderState, integer, regex } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webDocuments,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const client = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });
const signedIn = { username: demo.personal };
const exampleToken = 'aB3_-xYz0123456789abcdEF';

t.test('accountConfirmation: a redirectLink to the made PDF', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, signedIn)
    .uponReceiving('POST /pdf/api/generator_pdf/accountConfirmation for an own account')
    .withRequest('POST', '/pdf/api/generator_pdf/accountConfirmation', (b) =>
      b.headers({ authorization: bearer() }).jsonBody({ accountId: integer(demoAccounts.personalUsd) }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({ redirectLink: regex('^/pdf/api/files/[A-Za-z0-9_-]{16,64}$', `/pdf/api/files/${exampleToken}`) }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(pdfGenerate, {
        params: { name: 'accountConfirmation' },
        body: { accountId: demoAccounts.personalUsd },
      });
      t.ok('redirectLink' in res && pdfFileTokenOf(String(res.redirectLink)) === exampleToken, 'a link to the file');
    });
});

t.test('accountConfirmation with file=base64 (the mobile wrapper): the PDF in base64 and its name', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, signedIn)
    .uponReceiving('POST /pdf/api/generator_pdf/accountConfirmation with file=base64')
    .withRequest('POST', '/pdf/api/generator_pdf/accountConfirmation', (b) =>
      b.headers({ authorization: bearer() }).jsonBody({ accountId: integer(demoAccounts.personalUsd), file: 'base64' }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        file: regex('^JVBERi[A-Za-z0-9+/]*={0,2}$', 'JVBERi0xLjcK'),
        fileName: regex('^account-confirmation-\\d+\\.pdf$', 'account-confirmation-300001.pdf'),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(pdfGenerate, {
        params: { name: 'accountConfirmation' },
        body: { accountId: demoAccounts.personalUsd, file: 'base64' },
      });
      t.ok('file' in res && Buffer.from(String(res.file), 'base64').toString('latin1').startsWith('%PDF-'));
    });
});

t.test('an unknown document name: 400 TA1', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, signedIn)
    .uponReceiving('POST /pdf/api/generator_pdf/{name} with a name the generator does not know')
    .withRequest('POST', '/pdf/api/generator_pdf/bankReference', (b) =>
      b.headers({ authorization: bearer() }).jsonBody({ accountId: integer(demoAccounts.personalUsd) }),
    )
    .willRespondWith(400, (b) =>
      b.jsonBody({ responseCode: 'TA1', responseDescription: regex('^name: .*$', 'name: no document named x') }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url)
        .call(pdfGenerate, { params: { name: 'bankReference' }, body: { accountId: demoAccounts.personalUsd } })
        .catch((e: unknown) => e);
      t.ok(res instanceof ApiError);
      t.equal((res as ApiError).responseCode, 'TA1');
    });
});

t.test('the made file fetched as a blob by its token: application/pdf', async (t) => {
  await pact
    .addInteraction()
    .given(states.accountConfirmationMade, signedIn)
    .uponReceiving('GET /pdf/api/files/{token} of a made account confirmation')
    .withRequest('GET', fromProviderState('/pdf/api/files/${token}', `/pdf/api/files/${exampleToken}`), (b) =>
      b.headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) => b.body('application/pdf', Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1')))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(pdfFileDownload, { params: { token: exampleToken } });
      t.equal(Buffer.from(res).subarray(0, 5).toString('latin1'), '%PDF-', 'PDF bytes');
    });
});
