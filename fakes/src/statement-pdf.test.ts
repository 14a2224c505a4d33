import t from 'tap';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../test/pdf-text.ts';
import { type StatementDocument, type StatementRow, statementPdf } from './statement-pdf.ts';

const entity = { name: 'Paxum Ltd.', address: '1 Example Street', footer: ['Footer line one.', 'Footer line two.'] };
const figures = {
  beginingBalance: '100.00',
  totalDebit: '30.50',
  totalCredit: '12.25',
  endingBalance: '81.75',
  processingCount: 1,
  rejectedCount: 0,
};
const row = (i: number): StatementRow => ({
  date: '2025-05-02',
  transactionId: 700000 + i,
  description: `Payment ${i} (with parens) and a back\\slash`,
  amount: '-1.25',
  fee: '0.00',
  status: 'completed',
});
const statement = (over: Partial<StatementDocument>): StatementDocument => ({
  lang: 'en',
  entity,
  accountId: 300001,
  currency: 'USD',
  year: 2025,
  month: 5,
  figures,
  rows: [],
  ...over,
});

t.test('a long statement is a real multi-page PDF with every row and the table header on each page', async (t) => {
  const rows = Array.from({ length: 130 }, (_, i) => row(i));
  const bytes = await statementPdf(statement({ rows }));
  t.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  t.match(bytes.subarray(-6).toString('latin1'), /%%EOF\n?$/);
  const doc = await PDFDocument.load(bytes);
  t.ok(doc.getPageCount() >= 2, `130 rows need more than one page (${doc.getPageCount()})`);
  t.equal(doc.getTitle(), 'Statement of account 300001 (USD) 2025-05');
  const pages = await pdfText(bytes);
  t.equal(pages.length, doc.getPageCount());
  const all = pages.join('\n');
  for (const r of rows) t.ok(all.includes(String(r.transactionId)), `row ${r.transactionId} is printed`);
  t.ok(
    all.replace(/\n/g, ' ').includes('Payment 0 (with parens) and a back\\slash'),
    'a long description wraps in its column, whole, and needs no escaping by the caller',
  );
  t.match(all, 'Ending balance: 81.75 USD');
  for (const [i, page] of pages.entries())
    t.match(page, /^Date\nId\nDescription\nAmount, USD\nFee\nStatus$/m, `page ${i + 1}`);
  t.match(pages.at(-1), /Footer line one\.\nFooter line two\.$/, 'the footer ends the statement');
});

t.test('ru, uk and ro statements print their own letters (embedded DejaVu, no "?")', async (t) => {
  const cases: [StatementDocument['lang'], string[]][] = [
    ['ru', ['Выписка по счёту 300001 (USD)', 'Конечный остаток: 81.75 USD', 'май 2025', 'Выполнена', 'Перевод Алёне']],
    ['uk', ['Виписка за рахунком 300001 (USD)', 'Кінцевий залишок: 81.75 USD', 'травень 2025', 'Виконана']],
    ['ro', ['Extras de cont 300001 (USD)', 'Sold inițial: 100.00 USD', 'mai 2025', 'Finalizată']],
  ];
  for (const [lang, expected] of cases) {
    const bytes = await statementPdf(statement({ lang, rows: [{ ...row(1), description: 'Перевод Алёне' }] }));
    const text = (await pdfText(bytes)).join('\n');
    for (const e of expected) t.ok(text.toLowerCase().includes(e.toLowerCase()), `${lang}: ${e}`);
    t.notMatch(text, /[?\ufffd]/, `${lang}: no letter is replaced`);
  }
});

t.test('an empty month says so', async (t) => {
  const text = (await pdfText(await statementPdf(statement({ lang: 'es' })))).join('\n');
  t.match(text, 'No hay movimientos este mes.');
  t.match(text, 'Saldo final: 81.75 USD');
});
