import { randomBytes } from 'node:crypto';
import {
  accountConfirmationAllowed,
  accountConfirmationFileName,
  pdfDocumentName,
  pdfFileDownload,
  pdfFileLinkPrefix,
  pdfGenerate,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import {
  type BinaryAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  envelopeError,
  isErrorAnswer,
  on,
  onBinary,
} from '../core.ts';
import { accountConfirmationPdf } from '../account-confirmation-pdf.ts';
import { type DictionaryLanguage, dictionaryLanguage } from '../data/dictionaries.ts';
import { createUserState } from '../user-state.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/**
 * The PDF generator (spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry file=base64. The
 * response redirectLink opens the file"; decisions in contracts/src/pdf-generator.ts). A made file is kept in the
 * caller's user_state under its token (what it is of, its language and day; a tenant reset forgets it) and drawn again
 * when it is fetched, so the same link answers the same document. It lives 10 minutes.
 */
export const PDF_FILE_TTL_MS = 10 * 60_000;

interface MadeFile {
  name: 'accountConfirmation';
  accountId: number;
  customerId: number;
  lang: DictionaryLanguage;
  date: string;
  madeAt: number;
}

interface AccountRow {
  account_id: number;
  customer_id: number;
  type: number;
  status_id: number;
  currency: string;
}

export function pdfGeneratorHandlers(core: Core): CallHandler[] {
  const state = createUserState(core.db);
  const accountById = core.db.prepare<[string, number], AccountRow>(
    `SELECT account_id, customer_id, type, status_id, currency FROM accounts
      WHERE tenant = ? AND account_id = ? AND kind = 'customer'`,
  );
  const userOf = (ctx: CallContext) => ctx.auth?.user as UserRow;
  const notFound = () => envelopeError(404, 'TA1', 'accountId: no account of this customer to confirm');

  /** The account to confirm: the acting customer's, open and not a card's (accountConfirmationAllowed); else 404. */
  function accountToConfirm(
    ctx: CallContext,
    accountId: number,
  ): { account: AccountRow; customerId: number } | ErrorAnswer {
    const acting = actingCustomer(core, ctx, userOf(ctx));
    if (typeof acting !== 'number') return notFound();
    const account = accountById.get(ctx.tenant.key, accountId);
    if (!account || account.customer_id !== acting) return notFound();
    if (!accountConfirmationAllowed({ type: account.type, accountStatusId: account.status_id })) return notFound();
    return { account, customerId: acting };
  }

  function render(ctx: CallContext, made: MadeFile): Promise<Buffer> | ErrorAnswer {
    const account = accountById.get(ctx.tenant.key, made.accountId);
    const customer = core.users.customer(ctx.tenant.key, made.customerId);
    if (!account || !customer) return notFound();
    // the full brand config, as the real upstream holds it (publicBrandConfig strips pdfLogo and accountConfirmation)
    const brand = getBrand(ctx.tenant.brand);
    return accountConfirmationPdf({
      lang: made.lang,
      pdfLogo: brand.pdfLogo,
      entity: brand.accountConfirmation,
      customerName: customer.name,
      accountId: account.account_id,
      currency: account.currency,
      date: made.date,
    });
  }

  return [
    on(pdfGenerate, async (ctx) => {
      const name = pdfDocumentName.safeParse(ctx.params.name);
      if (!name.success) return envelopeError(400, 'TA1', `name: no document named ${String(ctx.params.name)}`);
      const found = accountToConfirm(ctx, ctx.body.accountId);
      if (isErrorAnswer(found)) return found;
      const user = userOf(ctx);
      const made: MadeFile = {
        name: name.data,
        accountId: found.account.account_id,
        customerId: found.customerId,
        // the language the gateway passes on (Accept-Language), else English
        lang: dictionaryLanguage(ctx.headers['accept-language']),
        date: new Date(core.now()).toISOString().slice(0, 10),
        madeAt: core.now(),
      };
      if (ctx.body.file === 'base64') {
        const pdf = await render(ctx, made);
        if (isErrorAnswer(pdf)) return pdf;
        return {
          status: 200,
          body: { file: pdf.toString('base64'), fileName: accountConfirmationFileName(made.accountId) },
        };
      }
      const token = randomBytes(18).toString('base64url');
      state.write(ctx.tenant.key, user.user_id, `pdfFile:${token}`, made);
      return { status: 200, body: { redirectLink: `${pdfFileLinkPrefix}${token}` } };
    }),
    onBinary(pdfFileDownload, async (ctx) => {
      const user = userOf(ctx);
      const key = `pdfFile:${ctx.params.token ?? ''}`;
      // another user's token reads as none: a file is its maker's only
      const made = state.read<MadeFile | null>(ctx.tenant.key, user.user_id, key, () => null);
      if (!made || core.now() - made.madeAt > PDF_FILE_TTL_MS) {
        if (made) state.remove(ctx.tenant.key, user.user_id, key);
        return envelopeError(404, 'TA1', 'token: no such file (or it has expired)');
      }
      const pdf = await render(ctx, made);
      if (isErrorAnswer(pdf)) return pdf;
      return { status: 200, contentType: 'application/pdf', body: pdf } satisfies BinaryAnswer;
    }),
  ];
}
