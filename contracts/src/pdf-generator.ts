import * as z from 'zod/mini';

import { restCall } from './call.ts';
import { CLOSED_ACCOUNT_STATUS, isCardAccountType } from './constants.ts';

/**
 * Document generation (spec 3 §7 "Document generation and mobile wrapper": "POST /pdf/api/generator_pdf/{name}. In
 * the wrapper it may carry file=base64. The response redirectLink opens the file"; "Files download through a fetched
 * blob, or through the wrapper"). The spec names the call, not its documents nor its body. Decisions:
 *
 * - `{name}` is one of `pdfDocumentNames`. Today one: `accountConfirmation`, the confirmation that the customer holds
 *   an account (spec 1 §1 brand config "accountConfirmation legal entity block: name, address, footer lines, phone,
 *   email, web, used on account confirmation documents"; the brand's "pdfLogo (width, link)" on top). Another name is
 *   refused with 400 TA1.
 * - The body names the account (`accountId`); the document's language is the request's Accept-Language (the gateway
 *   adds the user's language to every call; en when it names none of en es pt ro ru uk; ua is uk).
 * - Which accounts get a confirmation: `accountConfirmationAllowed` (an open account that is not a card's). Any
 *   other account, or one that is not the caller's (the acting customer's for a business user), is 404.
 * - Answer without `file`: `{ redirectLink }`, the path of the made file relative to the upstream's base
 *   (`/pdf/api/files/<token>`, `pdfFileLinkPrefix`). The browser reaches it only through the gateway's /api
 *   passthrough, so it does not open it as a page: it fetches it as a blob (`pdfFileDownload`, bearer, application/pdf
 *   bytes; `pdfFileTokenOf` reads the token) and saves it (spec 3 §7 "Files download through a fetched blob"). A file
 *   is the caller's only (another user's token is 404) and lives 10 minutes.
 * - Answer with `file: 'base64'` (the mobile wrapper, which takes files, not links): `{ file, fileName }`, the PDF's
 *   bytes in base64 and its name; the web hands them to the wrapper's download.
 */
export const pdfDocumentNames = ['accountConfirmation'] as const;
export const pdfDocumentName = z.enum(pdfDocumentNames);
export type PdfDocumentName = z.infer<typeof pdfDocumentName>;

export const pdfGeneratorBody = z.object({
  accountId: z.int().check(z.positive()),
  /** spec 3 §7 "In the wrapper it may carry file=base64" */
  file: z.optional(z.literal('base64')),
});
export type PdfGeneratorBody = z.infer<typeof pdfGeneratorBody>;

/** The made file's path under the upstream's base; the token after it names the file. */
export const pdfFileLinkPrefix = '/pdf/api/files/';
export const pdfFileToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'a PDF file token'));

export const pdfGeneratedLink = z.looseObject({
  redirectLink: z.string().check(z.startsWith(pdfFileLinkPrefix)),
});
export const pdfGeneratedFile = z.looseObject({
  /** the PDF's bytes, base64 */
  file: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')),
  fileName: z.string().check(z.regex(/^[\w.-]{1,100}\.pdf$/, 'a PDF file name')),
});
export const pdfGenerated = z.union([pdfGeneratedLink, pdfGeneratedFile]);
export type PdfGenerated = z.infer<typeof pdfGenerated>;

export const pdfGenerate = restCall('POST', '/pdf/api/generator_pdf/{name}', {
  summary: 'make a document (accountConfirmation) as a PDF: a redirectLink to it, or with file=base64 its bytes',
  request: pdfGeneratorBody,
  response: pdfGenerated,
});

export const pdfFileDownload = restCall('GET', '/pdf/api/files/{token}', {
  summary: "a made document's PDF, by the token of its redirectLink (application/pdf bytes)",
  binary: true,
  request: z.undefined(),
  response: z.custom<ArrayBuffer>((v) => v instanceof ArrayBuffer),
});

export const pdfGeneratorCalls = [pdfGenerate, pdfFileDownload] as const;

/** The token of a redirectLink this call answers (`/pdf/api/files/<token>`, or a full address ending so), else null. */
export function pdfFileTokenOf(redirectLink: string): string | null {
  let path = redirectLink;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const at = path.lastIndexOf(pdfFileLinkPrefix);
  if (at < 0) return null;
  const token = path.slice(at + pdfFileLinkPrefix.length);
  return pdfFileToken.safeParse(token).success ? token : null;
}

/**
 * Which accounts get an account confirmation (decided; spec 2 §3 "Type values: 1001 payment, 4001 prepayment, 4002
 * receiving, card types 2006 to 2135"): an account that holds money in the customer's name and is not closed. A
 * card's account is the card's (its own screens, its own documents), and a closed account (status 11) is no longer
 * held, so neither is confirmed.
 */
export function accountConfirmationAllowed(account: { type: number; accountStatusId: number }): boolean {
  return !isCardAccountType(account.type) && account.accountStatusId !== CLOSED_ACCOUNT_STATUS;
}

/** The saved file's name: one account's confirmation. */
export const accountConfirmationFileName = (accountId: number): string => `account-confirmation-${accountId}.pdf`;
