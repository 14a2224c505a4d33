import type { InvoiceStatus } from '@app/contracts';
import { type PdfColumn, type PdfLine, brandPdfLogo, renderPdf } from '../pdf.ts';

/**
 * The invoice as a PDF (spec 2 §2 popup 'Invoice Info' with its PDF; §3 "Invoice"): the brand's pdfLogo (spec 1 §1:
 * the PNG its link names, drawn pdfLogo.width points wide), the legal entity, the parties, the amount (decimal
 * strings, never floats), the note and the entity's footer. English only: the spec shows the invoice's fields, not the
 * document's wording.
 */
export interface InvoiceDocument {
  /** the brand's pdfLogo (spec 1 §1 "pdfLogo (width, link)") */
  pdfLogo: { width: number; link: string };
  entity: { name: string; address: string; footer: readonly string[] };
  id: number;
  /** "Name <e-mail>" */
  payee: string;
  payer: string;
  amount: string;
  fee: string;
  currency: string;
  status: InvoiceStatus;
  /** YYYY-MM-DD */
  sentDate: string;
  dueDate: string;
  note: string;
  rejectNote?: string;
  isFunding: boolean;
}

const columns: readonly PdfColumn[] = [
  { at: 0, width: 120 },
  { at: 130, width: 365 },
];

const statusText: Record<InvoiceStatus, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };

export function invoiceLines(d: InvoiceDocument): { title: string; lines: PdfLine[] } {
  const title = `${d.isFunding ? 'Funding invoice' : 'Invoice'} #${d.id}`;
  const row = (label: string, value: string): PdfLine => ({ cells: [label, value] });
  const lines: PdfLine[] = [
    { text: d.entity.name, style: 'heading' },
    d.entity.address,
    '',
    { text: title, style: 'title' },
    '',
    row('From (payee)', d.payee),
    row('To (payer)', d.payer),
    row('Sent', d.sentDate),
    row('Due', d.dueDate),
    row('Status', statusText[d.status]),
    '',
    row('Amount', `${d.amount} ${d.currency}`),
    row('Fee', `${d.fee} ${d.currency}`),
    row('Total', `${d.amount} ${d.currency}`),
    '',
    ...(d.note === '' ? [] : [row('Note', d.note)]),
    ...(d.rejectNote === undefined ? [] : [row('Rejected because', d.rejectNote)]),
    '',
    ...d.entity.footer,
  ];
  return { title, lines };
}

/** A real PDF of one page (more when the note is long). */
export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const { title, lines } = invoiceLines(d);
  return renderPdf({
    title,
    lines,
    columns,
    logo: brandPdfLogo(d.pdfLogo),
    created: new Date(`${d.sentDate}T00:00:00Z`),
  });
}
