import { renderPdf } from './pdf.ts';

export type Agreement = {
  id: number;
  name: string;
  /** YYYY-MM-DD: the version's date */
  date: string;
};

/**
 * A legal document of the brand (spec 2 §7 "Agreement download (id, PDF)"). The real texts
 * are the provider's; the fakes print the document's name, version date and legal entity on a real PDF.
 */
export function agreementPdf(
  agreement: Agreement,
  entity: { name: string; address: string; footer: readonly string[] },
): Promise<Buffer> {
  return renderPdf({
    title: `${agreement.name} (${agreement.date})`,
    lines: [
      { text: entity.name, style: 'heading' },
      entity.address,
      '',
      { text: agreement.name, style: 'title' },
      `Version of ${agreement.date}`,
      '',
      'This document stands in for the legal text the provider publishes under this name.',
      '',
      ...entity.footer,
    ],
    created: new Date(`${agreement.date}T00:00:00Z`),
  });
}
