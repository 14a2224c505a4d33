import type { StatementFigures } from '@app/contracts';
import { type DictionaryLanguage, type Texts, pick } from './data/dictionaries.ts';
import { type PdfColumn, type PdfLine, renderPdf } from './pdf.ts';

/** One row of the statement's table, already formatted (decimal strings, never floats). */
export interface StatementRow {
  date: string;
  transactionId: number;
  description: string;
  /** signed: "-12.50" out, "+12.50" in */
  amount: string;
  fee: string;
  status: 'completed' | 'processing' | 'rejected';
}

export interface StatementDocument {
  lang: DictionaryLanguage;
  entity: { name: string; address: string; footer: readonly string[] };
  accountId: number;
  currency: string;
  year: number;
  month: number;
  figures: StatementFigures;
  rows: readonly StatementRow[];
}

/**
 * The statement's own words in the six languages (en es pt ro ru uk, like data/dictionaries.ts);
 * the spec shows the figures (spec 2 §3 "Statement figures"), not the document's wording.
 */
const words = {
  title: [
    'Statement of account',
    'Extracto de la cuenta',
    'Extrato da conta',
    'Extras de cont',
    'Выписка по счёту',
    'Виписка за рахунком',
  ],
  period: ['Period', 'Periodo', 'Período', 'Perioada', 'Период', 'Період'],
  beginingBalance: [
    'Beginning balance',
    'Saldo inicial',
    'Saldo inicial',
    'Sold inițial',
    'Начальный остаток',
    'Початковий залишок',
  ],
  totalDebit: ['Total debit', 'Total de débitos', 'Total de débitos', 'Total debit', 'Всего списано', 'Усього списано'],
  totalCredit: [
    'Total credit',
    'Total de créditos',
    'Total de créditos',
    'Total credit',
    'Всего зачислено',
    'Усього зараховано',
  ],
  endingBalance: ['Ending balance', 'Saldo final', 'Saldo final', 'Sold final', 'Конечный остаток', 'Кінцевий залишок'],
  processing: ['Processing', 'En proceso', 'Em processamento', 'În procesare', 'В обработке', 'В обробці'],
  rejected: ['Rejected', 'Rechazada', 'Rejeitada', 'Respinsă', 'Отклонена', 'Відхилена'],
  completed: ['Completed', 'Completada', 'Concluída', 'Finalizată', 'Выполнена', 'Виконана'],
  date: ['Date', 'Fecha', 'Data', 'Data', 'Дата', 'Дата'],
  id: ['Id', 'Id', 'Id', 'Id', '№', '№'],
  description: ['Description', 'Descripción', 'Descrição', 'Descriere', 'Описание', 'Опис'],
  amount: ['Amount', 'Importe', 'Valor', 'Sumă', 'Сумма', 'Сума'],
  fee: ['Fee', 'Comisión', 'Taxa', 'Comision', 'Комиссия', 'Комісія'],
  status: ['Status', 'Estado', 'Estado', 'Stare', 'Статус', 'Статус'],
  none: [
    'No transactions this month.',
    'No hay movimientos este mes.',
    'Sem movimentos neste mês.',
    'Nicio tranzacție în această lună.',
    'В этом месяце операций нет.',
    'Цього місяця операцій немає.',
  ],
} satisfies Record<string, Texts>;

/** table columns on A4 between 50 pt margins (495 pt): date, id, description, amount, fee, status */
const columns: readonly PdfColumn[] = [
  { at: 0, width: 54 },
  { at: 58, width: 38 },
  { at: 100, width: 184 },
  { at: 288, width: 76, align: 'right' },
  { at: 368, width: 48, align: 'right' },
  { at: 426, width: 69 },
];

/** The month in the statement's language, e.g. "май 2025 г." (ICU of the runtime, like the dictionaries' names). */
export const periodName = (lang: DictionaryLanguage, year: number, month: number) =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** The lines of a monthly statement (spec 2 §7 "History and statements"): entity, figures, every row, footer. */
export function statementLines(s: StatementDocument): { lines: PdfLine[]; header: PdfLine; title: string } {
  const w = (key: keyof typeof words) => pick(words[key], s.lang);
  const cur = s.currency;
  const f = s.figures;
  const title = `${w('title')} ${s.accountId} (${cur})`;
  const header: PdfLine = {
    cells: [w('date'), w('id'), w('description'), `${w('amount')}, ${cur}`, w('fee'), w('status')],
    header: true,
  };
  const lines: PdfLine[] = [
    { text: s.entity.name, style: 'heading' },
    s.entity.address,
    '',
    { text: title, style: 'title' },
    `${w('period')}: ${periodName(s.lang, s.year, s.month)}`,
    '',
    `${w('beginingBalance')}: ${f.beginingBalance} ${cur}`,
    `${w('totalDebit')}: ${f.totalDebit} ${cur}`,
    `${w('totalCredit')}: ${f.totalCredit} ${cur}`,
    `${w('endingBalance')}: ${f.endingBalance} ${cur}`,
    `${w('processing')}: ${f.processingCount}   ${w('rejected')}: ${f.rejectedCount}`,
    '',
    header,
    ...s.rows.map((r) => ({
      cells: [r.date, String(r.transactionId), r.description, r.amount, r.fee, w(r.status)],
    })),
    ...(s.rows.length === 0 ? [w('none')] : []),
    '',
    ...s.entity.footer,
  ];
  return { lines, header, title };
}

/** A real multi-page PDF of the statement, the table's header repeated on every page. */
export async function statementPdf(s: StatementDocument): Promise<Buffer> {
  const { lines, header, title } = statementLines(s);
  return renderPdf({
    title: `${title} ${s.year}-${String(s.month).padStart(2, '0')}`,
    lines,
    columns,
    repeatOnEachPage: header,
    created: new Date(Date.UTC(s.year, s.month, 1)),
  });
}
