import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getBrand } from '@app/brands';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
  decodePDFRawStream,
} from 'pdf-lib';
import { collectPageErrors, expectNoSeriousViolations, freshTenant, personal, signInOn } from './support.ts';

/**
 * Documents (spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry file=base64. The response
 * redirectLink opens the file"; "Files download through a fetched blob"; spec 1 §1 "accountConfirmation legal entity
 * block ... used on account confirmation documents") in Chromium, through the gateway over the fakes.
 */

/**
 * The text of a PDF the fakes write (pdf-lib, font subsets with a ToUnicode map): each `Tj` of glyph ids turned back
 * into letters by its font's map. The same reading as the fakes' test helper (fakes/test/pdf-text.ts), written again
 * here because web may not import fakes (design.md).
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const decode = (s: PDFStream) =>
    Buffer.from(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents()).toString('latin1');
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  const cmapOf = (text: string) => {
    const map = new Map<number, string>();
    for (const [, body] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, code, to] of (body ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
        map.set(Number.parseInt(code as string, 16), utf16(to as string));
    for (const [, body] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo, hi, to] of (body ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const first = Number.parseInt(lo as string, 16);
        const start = utf16(to as string);
        for (let c = first; c <= Number.parseInt(hi as string, 16); c++)
          map.set(c, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + (c - first)));
      }
    return map;
  };
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    for (const [name, ref] of page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)?.entries() ?? []) {
      const toUnicode = doc.context.lookup(ref as PDFRef, PDFDict).lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode instanceof PDFRawStream ? cmapOf(decode(toUnicode)) : new Map());
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    let cmap = new Map<number, string>();
    for (const s of streams) {
      if (!(s instanceof PDFRawStream)) continue;
      for (const m of decode(s).matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1] !== undefined) cmap = fonts.get(m[1]) ?? new Map();
        else lines.push((m[2]?.match(/.{4}/g) ?? []).map((g) => cmap.get(Number.parseInt(g, 16)) ?? '\ufffd').join(''));
      }
    }
  }
  return lines.join('\n');
}

test('account confirmation in ru: downloaded from /statements, its PDF in Cyrillic with the brand’s legal entity', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  await page.goto(tenant.url('/statements'));
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();

  // the signed-in layout's language switcher (features/switch-language): the gateway passes it on as Accept-Language
  await page.getByLabel('Language', { exact: true }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const section = page.getByRole('region', { name: 'Подтверждение счёта' });
  await expect(section).toBeVisible();
  const button = section.getByRole('button', { name: /^Скачать подтверждение счёта \d+ \([A-Z]{3}\)$/ });
  await expect(button).toBeEnabled();
  await expectNoSeriousViolations(page, '/statements (ru) with the account confirmation');
  const accountId = /(\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? '';

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`account-confirmation-${accountId}.pdf`);
  await expect(section.getByText('Подтверждение счёта скачано.')).toBeVisible();
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(pdf));
  const entity = getBrand('paxum').accountConfirmation;
  expect(text).toContain('Подтверждение счёта');
  expect(text).toContain(`${entity.name} подтверждает`);
  expect(text).toContain('Номер счёта');
  expect(text).toContain(accountId);
  for (const part of [entity.name, entity.address, entity.phone, entity.email, entity.web])
    expect(text).toContain(part);
  expect(text).not.toContain('\ufffd');
  await expectNoSeriousViolations(page, '/statements (ru) after the download');
  expect(errors).toEqual([]);
});

test('a refused account confirmation shows its error and a retry that works', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'paxum');
  await signInOn(page, tenant, personal);
  // the generator refuses once (as a real upstream might), then answers
  let refused = false;
  await page.route('**/api/pdf/api/generator_pdf/**', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ responseCode: 'UE', responseDescription: 'Unexpected error' }),
    });
  });
  await page.goto(tenant.url('/statements'));
  const section = page.getByRole('region', { name: 'Account confirmation' });
  await section.getByRole('button', { name: /^Download the account confirmation of account \d+/ }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page, '/statements with a failed account confirmation');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Try again' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^account-confirmation-\d+\.pdf$/);
  await expect(section.getByRole('alert')).toBeHidden();
});
