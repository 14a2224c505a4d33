import { type DictionaryLanguage, type Texts, pick } from './data/dictionaries.ts';
import { type PdfColumn, type PdfLine, brandPdfLogo, renderPdf } from './pdf.ts';

/**
 * The account confirmation (spec 3 §7 "POST /pdf/api/generator_pdf/{name}"; spec 1 §1 brand config "pdfLogo (width,
 * link)" and "accountConfirmation legal entity block: name, address, footer lines, phone, email, web, used on account
 * confirmation documents"): the brand's logo, its legal entity, the confirmation that the customer holds the account
 * (holder, account number, currency), the date, the entity's contacts and footer lines. In the request's language.
 */
export interface AccountConfirmationDocument {
  lang: DictionaryLanguage;
  /** the brand's pdfLogo (the full brand config: publicBrandConfig does not carry it to the browser) */
  pdfLogo: { width: number; link: string };
  entity: {
    name: string;
    address: string;
    footer: readonly string[];
    phone: string;
    email: string;
    web: string;
  };
  customerName: string;
  accountId: number;
  currency: string;
  /** YYYY-MM-DD: the day it was made */
  date: string;
}

/**
 * The document's own words in the six languages (en es pt ro ru uk, like data/dictionaries.ts); the spec names the
 * entity block's fields, not the document's wording. `{entity}` is the legal entity's name.
 */
const words = {
  title: [
    'Account confirmation',
    'Confirmación de cuenta',
    'Confirmação de conta',
    'Confirmare de cont',
    'Подтверждение счёта',
    'Підтвердження рахунку',
  ],
  statement: [
    '{entity} confirms that the customer named below holds this account.',
    '{entity} confirma que el cliente indicado a continuación es titular de esta cuenta.',
    '{entity} confirma que o cliente indicado abaixo é titular desta conta.',
    '{entity} confirmă că clientul numit mai jos este titularul acestui cont.',
    '{entity} подтверждает, что указанный ниже клиент является владельцем этого счёта.',
    '{entity} підтверджує, що зазначений нижче клієнт є власником цього рахунку.',
  ],
  holder: [
    'Account holder',
    'Titular de la cuenta',
    'Titular da conta',
    'Titularul contului',
    'Владелец счёта',
    'Власник рахунку',
  ],
  number: ['Account number', 'Número de cuenta', 'Número da conta', 'Numărul contului', 'Номер счёта', 'Номер рахунку'],
  currency: ['Currency', 'Moneda', 'Moeda', 'Moneda', 'Валюта', 'Валюта'],
  date: ['Date', 'Fecha', 'Data', 'Data', 'Дата', 'Дата'],
  phone: ['Phone', 'Teléfono', 'Telefone', 'Telefon', 'Телефон', 'Телефон'],
  email: ['E-mail', 'Correo electrónico', 'E-mail', 'E-mail', 'Эл. почта', 'Ел. пошта'],
  web: ['Website', 'Sitio web', 'Site', 'Site web', 'Сайт', 'Сайт'],
} satisfies Record<string, Texts>;

const columns: readonly PdfColumn[] = [
  { at: 0, width: 150 },
  { at: 160, width: 335 },
];

/** The document's title and lines (exported for the test of its wording). */
export function accountConfirmationLines(d: AccountConfirmationDocument): { title: string; lines: PdfLine[] } {
  const w = (key: keyof typeof words) => pick(words[key], d.lang);
  const row = (label: string, value: string): PdfLine => ({ cells: [label, value] });
  const title = `${w('title')} ${d.accountId}`;
  const lines: PdfLine[] = [
    { text: d.entity.name, style: 'heading' },
    d.entity.address,
    '',
    { text: w('title'), style: 'title' },
    '',
    w('statement').replace('{entity}', d.entity.name),
    '',
    row(w('holder'), d.customerName),
    row(w('number'), String(d.accountId)),
    row(w('currency'), d.currency),
    row(w('date'), d.date),
    '',
    row(w('phone'), d.entity.phone),
    row(w('email'), d.entity.email),
    row(w('web'), d.entity.web),
    '',
    ...d.entity.footer,
  ];
  return { title, lines };
}

/** A real PDF (pdf-lib, DejaVu subsets with ToUnicode: Cyrillic and Romanian letters print and can be searched). */
export function accountConfirmationPdf(d: AccountConfirmationDocument): Promise<Buffer> {
  const { title, lines } = accountConfirmationLines(d);
  return renderPdf({
    title,
    lines,
    columns,
    logo: brandPdfLogo(d.pdfLogo),
    created: new Date(`${d.date}T00:00:00Z`),
  });
}
