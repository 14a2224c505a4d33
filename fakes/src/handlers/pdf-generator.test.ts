import t from 'tap';
import { accountListGet, pdfFileDownload, pdfFileTokenOf, pdfGenerate } from '@app/contracts';
import { getBrand } from '@app/brands';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { type AccountConfirmationDocument, accountConfirmationPdf } from '../account-confirmation-pdf.ts';
import { dictionaryLanguages } from '../data/dictionaries.ts';
import { PDF_FILE_TTL_MS } from './pdf-generator.ts';

// spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry file=base64. The response redirectLink
// opens the file"; spec 1 §1 "pdfLogo (width, link)", "accountConfirmation legal entity block: name, address, footer
// lines, phone, email, web, used on account confirmation documents"

type Account = { accountId: number; currencyCode: string; type: number; accountStatusId: number };

async function personal(t: Parameters<typeof signIn>[0], app: FastifyInstance) {
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const accounts = (await call(t, app, accountListGet, { token, body: {} })).json.accounts as Account[];
  const usd = accounts.find((a) => a.type === 1001 && a.currencyCode === 'USD');
  if (!usd) throw new Error('no USD account');
  const customerId = app.fakes.users.byUsername('paxum/1', 'personal@demo.test')?.customer_id ?? 0;
  const name = app.fakes.users.customer('paxum/1', customerId)?.name ?? '';
  return { token, accounts, usd, name };
}

const generate = (
  t: Parameters<typeof signIn>[0],
  app: FastifyInstance,
  token: string,
  o: {
    name?: string;
    accountId: number;
    file?: 'base64';
    lang?: string;
  },
) =>
  call(t, app, pdfGenerate, {
    token,
    params: { name: o.name ?? 'accountConfirmation' },
    body: { accountId: o.accountId, ...(o.file ? { file: o.file } : {}) },
    headers: o.lang ? { 'accept-language': o.lang } : {},
  });

async function download(app: FastifyInstance, token: string, redirectLink: string) {
  return app.inject({ method: 'GET', url: `/paxum/1${redirectLink}`, headers: { authorization: `Bearer ${token}` } });
}

t.test(
  'accountConfirmation in ru: a redirectLink whose PDF carries the Cyrillic, the entity block and the account',
  async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const { token, usd, name } = await personal(t, app);
    const made = await generate(t, app, token, { accountId: usd.accountId, lang: 'ru' });
    t.equal(made.status, 200);
    const link = made.json.redirectLink as string;
    t.ok(pdfFileTokenOf(link), 'a link to a made file', { link });
    const pdf = await download(app, token, link);
    t.equal(pdf.statusCode, 200);
    t.equal(pdf.headers['content-type'], 'application/pdf');
    t.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    const entity = getBrand('paxum').accountConfirmation;
    t.match(text, 'Подтверждение счёта', 'the title in Russian, in Cyrillic');
    t.match(text, `${entity.name} подтверждает`, 'the confirmation sentence');
    t.match(text, 'Номер счёта', 'a label in Russian');
    t.match(text, String(usd.accountId), 'the account number');
    t.match(text, 'USD', 'the currency');
    t.match(text, name, "the customer's name");
    t.match(text, '2025-06-01', 'the date it was made');
    for (const part of [entity.name, entity.address, entity.phone, entity.email, entity.web, ...entity.footer])
      t.match(text, part, `the entity block: ${part}`);
  },
);

t.test('accountConfirmation in es (a Latin language) and ua read as uk; en without Accept-Language', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { token, usd } = await personal(t, app);
  const rows: [string | undefined, string][] = [
    ['es', 'Confirmación de cuenta'],
    ['es-ES,es;q=0.9', 'Número de cuenta'],
    ['ua', 'Підтвердження рахунку'],
    ['ro', 'Titularul contului'],
    [undefined, 'Account confirmation'],
    ['de', 'Account number'],
  ];
  for (const [lang, want] of rows) {
    const made = await generate(t, app, token, { accountId: usd.accountId, ...(lang ? { lang } : {}) });
    const pdf = await download(app, token, made.json.redirectLink as string);
    t.match((await pdfText(pdf.rawPayload)).join('\n'), want, `${String(lang)}: ${want}`);
  }
});

t.test('file=base64 (the mobile wrapper): the PDF itself and its name', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { token, usd } = await personal(t, app);
  const made = await generate(t, app, token, { accountId: usd.accountId, file: 'base64', lang: 'pt' });
  t.equal(made.status, 200);
  t.equal(made.json.fileName, `account-confirmation-${usd.accountId}.pdf`);
  t.notOk('redirectLink' in made.json, 'no link');
  const bytes = Buffer.from(made.json.file as string, 'base64');
  t.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  t.match((await pdfText(bytes)).join('\n'), 'Confirmação de conta');
});

t.test(
  'refusals: unknown name 400 TA1; not the caller’s or a card’s account 404; a file is its maker’s and lives 10 minutes',
  async (t) => {
    const { app, advance } = fakesWithClock();
    t.teardown(() => app.close());
    const { token, usd, accounts } = await personal(t, app);
    const unknown = await generate(t, app, token, { name: 'bankReference', accountId: usd.accountId });
    t.equal(unknown.status, 400);
    t.equal(unknown.json.responseCode, 'TA1');

    const { accessToken: business } = await signIn(t, app, 'business@demo.test');
    const other = await generate(t, app, business, { accountId: usd.accountId });
    t.equal(other.status, 404, "another customer's account");
    t.equal(other.json.responseCode, 'TA1');
    t.equal((await generate(t, app, token, { accountId: 999999 })).status, 404, 'no such account');
    const card = accounts.find((a) => a.type >= 2006 && a.type <= 2135);
    if (card) t.equal((await generate(t, app, token, { accountId: card.accountId })).status, 404, "a card's account");

    const bad = await app.inject({
      method: 'POST',
      url: '/paxum/1/pdf/api/generator_pdf/accountConfirmation',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ accountId: 'x' }),
    });
    t.equal(bad.statusCode, 400, 'a body outside the contract');
    t.equal((bad.json() as { responseCode: string }).responseCode, 'TA1');

    const made = await generate(t, app, token, { accountId: usd.accountId });
    const link = made.json.redirectLink as string;
    t.equal((await download(app, business, link)).statusCode, 404, "another user's token reads as no file");
    t.equal((await download(app, token, `${link.slice(0, -4)}AAAA`)).statusCode, 404, 'an unknown token');
    t.equal((await download(app, token, link)).statusCode, 200);
    advance(PDF_FILE_TTL_MS / 1000 + 1);
    // the access token has expired by then too: a new sign-in of the same user
    const { accessToken: again } = await signIn(t, app, 'personal@demo.test');
    const late = await download(app, again, link);
    t.equal(late.statusCode, 404, 'after 10 minutes');
    const res = await call(t, app, pdfFileDownload, { token: again, params: { token: pdfFileTokenOf(link) ?? '' } });
    t.equal(res.status, 404);
  },
);

t.test('the document in each of the six languages draws the logo and prints its own letters', async (t) => {
  const brand = getBrand('paxum');
  const doc = (lang: AccountConfirmationDocument['lang']): AccountConfirmationDocument => ({
    lang,
    pdfLogo: brand.pdfLogo,
    entity: brand.accountConfirmation,
    customerName: 'Олена Ковальчук',
    accountId: 300001,
    currency: 'EUR',
    date: '2025-06-01',
  });
  const titles = [
    'Account confirmation',
    'Confirmación de cuenta',
    'Confirmação de conta',
    'Confirmare de cont',
    'Подтверждение счёта',
    'Підтвердження рахунку',
  ];
  for (const [i, lang] of dictionaryLanguages.entries()) {
    const bytes = await accountConfirmationPdf(doc(lang));
    const text = (await pdfText(new Uint8Array(bytes))).join('\n');
    t.match(text, titles[i] as string, `${lang}: its title`);
    t.match(text, 'Олена Ковальчук', `${lang}: a Cyrillic name prints`);
    t.notMatch(text, '\ufffd', `${lang}: no letter without its glyph`);
    t.match(bytes.toString('latin1'), /\/Subtype\s*\/Image/, `${lang}: the logo image`);
  }
});
