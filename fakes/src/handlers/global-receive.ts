import {
  type CallDef,
  type GlobalReceiveMethod,
  type ReceivePaymentDetails,
  type ReceivePaymentStatus,
  binInfoGet,
  blockedBinListGet,
  extraParamsGet,
  globalReceiveApprovalCodeResend,
  globalReceiveBinInfoGet,
  globalReceiveBlockedBinListGet,
  globalReceiveCountriesGet,
  globalReceiveDetailsGet,
  globalReceiveExtraParamsGet,
  globalReceiveIbanGet,
  globalReceiveInstantBankListGet,
  globalReceiveInstantDetailsGet,
  globalReceiveLastWithdrawalsGet,
  globalReceiveMetaGet,
  globalReceiveMethodsGet,
  globalReceivePaymentApprove,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceiveSwiftGet,
  globalReceiveWithdrawalDetailsGet,
  ibanDictionaryGet,
  instantBankListGet,
  instantKeyInfoGet,
  paymentSecretHeader,
  paymentSecretPattern,
  swiftDictionaryGet,
} from '@app/contracts';
import {
  type CallContext,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  failure,
  isErrorAnswer,
  on,
  success,
} from '../core.ts';
import { type GlobalPaymentRow, createGlobalPayStore, globalPayFeeMinor } from '../global-pay-store.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { demoOtp } from '../seed-auth.ts';
import { bankDataHandlers } from './bank-data.ts';
import { cardHandlers } from './cards.ts';
import {
  type FieldProblem,
  choiceProblem,
  convertForPayout,
  maskEmail,
  methodsOf,
  payoutLabel,
  payoutProblems,
  receiveCountries,
} from './global-receive-payout.ts';

/**
 * The recipient side of a global payment (contracts global-receive.ts; spec 2 §7 "Global payment, recipient side",
 * spec 3 §7 "Global payment (recipient)") over global-pay-store.ts. No session: the `X-Payment-Secret` header names
 * the payment. An unknown secret is ENOA; a used one (paid, refused, expired) still reads its details, and every
 * other call answers ENOA saying why. Bad input is VF with validationErrors (a body the request schema refuses is
 * the server's TA1, like every call).
 *
 * Submit records the chosen payout and makes the payment 'processing' (store markPaymentProcessing; nothing moves);
 * the approval code (123456, seed-auth `demoOtp`) "goes" to the beneficiary's e-mail. Approve pays it through the
 * store's markPaymentPaid (one SQLite transaction; at most once: approving the paid operation again answers 00 and
 * posts nothing). Cancel refuses it through markPaymentRefused (the money goes back to the sender; idempotent).
 * Expiry: a 'sent' or 'processing' payment older than submitted_at + expire_days reads as 'expired' (the store does not
 * set it; its money stays in clearing).
 *
 * The bank-data lookups (SWIFT, IBAN, extra params, instant details and banks, blocked BINs) and the BIN info are the
 * sender side's own handlers (bank-data.ts, cards.ts), answered after the secret is checked.
 */

const day = 24 * 3600 * 1000;

const invalidLink = () =>
  failure('ENOA', 'This payment link is not valid. Please check the link, or ask the sender for a new one.');

const usedLink: Readonly<Record<string, string>> = {
  paid: 'This payment has already been received. The link can no longer be used.',
  refused: 'This payment was refused. The link can no longer be used.',
  expired: 'This payment link has expired. Please ask the sender to send the payment again.',
};

const vf = (problems: FieldProblem[]) =>
  failure('VF', problems.map((p) => p.description).join(', '), { validationErrors: problems });

/** The store's stored choice of a payout (payout_json). */
interface Payout {
  paymentMethod: GlobalReceiveMethod;
  currencyCode: string;
  toAmount: string;
  exchangeRate: string;
  paymentDetails: ReceivePaymentDetails;
  /** set when paid, ISO 8601 */
  paidAt?: string;
}

export function globalReceiveHandlers(core: Core): CallHandler[] {
  const store = createGlobalPayStore(core);
  const { db } = core;
  const nextOperationId = db.prepare<[], { next: number }>(
    'SELECT COALESCE(MAX(operation_id), 760000) + 1 AS next FROM global_payments WHERE operation_id IS NOT NULL',
  );
  const paidOfBeneficiary = db.prepare<[string, string, number], GlobalPaymentRow>(
    `SELECT * FROM global_payments WHERE tenant = ? AND beneficiary_email = ? AND status = 'paid' AND payment_id <> ?
     ORDER BY payment_id DESC`,
  );

  /** The payment's status as the recipient sees it (spec 2 §4 "Global payment status comes from the server"). */
  function statusOf(p: GlobalPaymentRow): ReceivePaymentStatus {
    if (p.status === 'draft') return 'error';
    const open = p.status === 'sent' || p.status === 'processing';
    if (open && p.submitted_at !== null && core.now() > Number(p.submitted_at) + p.expire_days * day) return 'expired';
    return p.status;
  }

  /** The payment of the request's secret (any status), or ENOA. */
  function paymentOf(ctx: CallContext): GlobalPaymentRow | ErrorAnswer {
    const raw = ctx.headers[paymentSecretHeader];
    const secret = typeof raw === 'string' ? raw : undefined;
    if (!secret || !paymentSecretPattern.test(secret)) return invalidLink();
    const p = store.paymentBySecret(ctx.tenant.key, secret);
    if (!p || p.removed === 1 || p.status === 'draft') return invalidLink();
    return p;
  }

  /** The payment of the secret while the recipient may still act on it ('sent' or 'processing'), or ENOA. */
  function openPayment(ctx: CallContext): GlobalPaymentRow | ErrorAnswer {
    const p = paymentOf(ctx);
    if (isErrorAnswer(p)) return p;
    const status = statusOf(p);
    if (status === 'sent' || status === 'processing') return p;
    return failure('ENOA', usedLink[status] ?? 'This payment link can no longer be used.');
  }

  const forbiddenOf = (p: GlobalPaymentRow): string[] => {
    const batch = store.batchById(p.tenant, p.batch_id);
    try {
      const list = JSON.parse(batch?.forbidden_methods ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  };

  /** The meta of a choice: rate, what arrives, the fee (spec 2 §3 "Payment meta"). */
  function metaOf(p: GlobalPaymentRow, toCurrencyCode: string) {
    const amountMinor = parseMinor(p.amount, p.currency) ?? 0;
    const feeMinor = globalPayFeeMinor(amountMinor);
    const net = p.fee_share === 'beneficiary' ? amountMinor - feeMinor : amountMinor;
    const converted = convertForPayout(net, p.currency, toCurrencyCode);
    if (!converted) return undefined;
    return {
      exchangeRate: converted.rate,
      toAmount: formatMinor(converted.toMinor, toCurrencyCode),
      fee: formatMinor(feeMinor, p.currency),
    };
  }

  const payoutOf = (p: GlobalPaymentRow): Payout | undefined =>
    p.payout_json ? ((JSON.parse(p.payout_json) as Payout | null) ?? undefined) : undefined;

  /** A recipient call answered by a sender-side handler once the secret is checked. */
  const byHandler = (def: CallDef, target: CallHandler | undefined): CallHandler => {
    if (!target) throw new Error(`no fakes handler to answer ${def.id} with`);
    return {
      def,
      handle: (ctx) => {
        const p = openPayment(ctx);
        return isErrorAnswer(p) ? p : target.handle(ctx);
      },
    };
  };
  const others = new Map([...bankDataHandlers(), ...cardHandlers(core)].map((h) => [h.def.id, h]));

  return [
    on(globalReceiveDetailsGet, (ctx) => {
      const p = paymentOf(ctx);
      if (isErrorAnswer(p)) return p;
      const batch = store.batchById(ctx.tenant.key, p.batch_id);
      const sender = batch ? core.users.customer(ctx.tenant.key, batch.customer_id) : undefined;
      return success({
        payment: {
          beneficiaryName: p.beneficiary_name,
          status: statusOf(p),
          senderName: sender?.name ?? '',
          amount: p.amount,
          currencyCode: p.currency,
          description: p.description ?? '',
          feeIsBen: p.fee_share === 'beneficiary',
          paymentId: p.payment_id,
          submittedDate: new Date(Number(p.submitted_at ?? p.created_at)).toISOString(),
          expireDays: p.expire_days,
        },
      });
    }),
    on(globalReceiveCountriesGet, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const forbidden = forbiddenOf(p);
      return success({ countries: receiveCountries.filter((c) => methodsOf(c, forbidden).length > 0) });
    }),
    on(globalReceiveMethodsGet, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const { countryCode } = ctx.body;
      if (!(receiveCountries as readonly string[]).includes(countryCode))
        return vf([{ field: 'countryCode', description: `payouts to ${countryCode} are not available` }]);
      return success({ methods: methodsOf(countryCode, forbiddenOf(p)) });
    }),
    on(globalReceiveMetaGet, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const { paymentMethod, toCurrencyCode, countryCode } = ctx.body;
      const problem = choiceProblem(countryCode, paymentMethod, toCurrencyCode, forbiddenOf(p));
      if (problem) return vf([{ field: problem.slice(0, problem.indexOf(':')), description: problem }]);
      const meta = metaOf(p, toCurrencyCode);
      if (!meta) return vf([{ field: 'toCurrencyCode', description: `no exchange rate to ${toCurrencyCode}` }]);
      return success(meta);
    }),
    on(globalReceiveLastWithdrawalsGet, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const rows = paidOfBeneficiary.all(ctx.tenant.key, p.beneficiary_email, p.payment_id).slice(0, ctx.body.limit);
      const withdrawals = rows.flatMap((row) => {
        const payout = payoutOf(row);
        if (!payout) return [];
        return [
          {
            paymentId: row.payment_id,
            paymentMethod: payout.paymentMethod,
            countryCode: payout.paymentDetails.countryCode,
            currencyCode: payout.currencyCode,
            amount: payout.toAmount,
            paidDate: payout.paidAt ?? new Date(Number(row.submitted_at ?? row.created_at)).toISOString(),
            label: payoutLabel(payout.paymentMethod, payout.paymentDetails),
          },
        ];
      });
      return success({ withdrawals });
    }),
    on(globalReceiveWithdrawalDetailsGet, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const row = paidOfBeneficiary
        .all(ctx.tenant.key, p.beneficiary_email, p.payment_id)
        .find((r) => r.payment_id === ctx.body.paymentId);
      const payout = row ? payoutOf(row) : undefined;
      if (!payout)
        return vf([{ field: 'paymentId', description: `no earlier payout ${ctx.body.paymentId} of this recipient` }]);
      return success({
        paymentMethod: payout.paymentMethod,
        currencyCode: payout.currencyCode,
        paymentDetails: payout.paymentDetails,
      });
    }),
    byHandler(globalReceiveBlockedBinListGet, others.get(blockedBinListGet.id)),
    byHandler(globalReceiveBinInfoGet, others.get(binInfoGet.id)),
    byHandler(globalReceiveInstantDetailsGet, others.get(instantKeyInfoGet.id)),
    byHandler(globalReceiveInstantBankListGet, others.get(instantBankListGet.id)),
    byHandler(globalReceiveExtraParamsGet, others.get(extraParamsGet.id)),
    byHandler(globalReceiveSwiftGet, others.get(swiftDictionaryGet.id)),
    byHandler(globalReceiveIbanGet, others.get(ibanDictionaryGet.id)),
    on(globalReceivePaymentCancel, (ctx) => {
      const p = paymentOf(ctx);
      if (isErrorAnswer(p)) return p;
      if (ctx.body.paymentId !== p.payment_id)
        return vf([{ field: 'paymentId', description: 'paymentId is not the payment of this link' }]);
      // spec 2 §4 "After a successful refusal it becomes refused": refusing again answers the same
      if (p.status === 'refused') return success({ status: 'refused' as const });
      const open = openPayment(ctx);
      if (isErrorAnswer(open)) return open;
      const result = store.markPaymentRefused(ctx.tenant.key, p.payment_id);
      if (!result.ok || result.payment.status !== 'refused')
        return failure('ENOA', usedLink[result.ok ? result.payment.status : 'paid'] ?? 'The payment cannot be refused');
      return success({ status: 'refused' as const });
    }),
    on(globalReceivePaymentSubmit, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const { paymentMethod, currencyCode, paymentDetails } = ctx.body;
      const problem = choiceProblem(paymentDetails.countryCode, paymentMethod, currencyCode, forbiddenOf(p));
      if (problem) {
        const field = problem.slice(0, problem.indexOf(':'));
        return vf([{ field: field === 'countryCode' ? 'paymentDetails.countryCode' : field, description: problem }]);
      }
      const problems = payoutProblems(paymentMethod, paymentDetails);
      if (problems.length > 0) return vf(problems);
      const meta = metaOf(p, currencyCode);
      if (!meta) return vf([{ field: 'currencyCode', description: `no exchange rate to ${currencyCode}` }]);
      const operationId = (nextOperationId.get() as { next: number }).next;
      const payout: Payout = {
        paymentMethod,
        currencyCode,
        toAmount: meta.toAmount,
        exchangeRate: meta.exchangeRate,
        paymentDetails,
      };
      if (!store.markPaymentProcessing(ctx.tenant.key, p.payment_id, { payout, operationId }))
        return failure('ENOA', 'This payment link can no longer be used.');
      return success({
        operationId,
        approveType: 'approvalCode' as const,
        approvalSentTo: maskEmail(p.beneficiary_email),
        availableApprovalMethods: ['approvalCode' as const],
      });
    }),
    on(globalReceivePaymentApprove, (ctx) => {
      const p = paymentOf(ctx);
      if (isErrorAnswer(p)) return p;
      const { operationId, approvalCode } = ctx.body;
      // the paid operation approved again (a double click, a lost answer): the same outcome, nothing posted
      if (p.status === 'paid' && p.operation_id === operationId)
        return success({ responseDescription: 'The payment has been received' });
      const open = openPayment(ctx);
      if (isErrorAnswer(open)) return open;
      if (p.status !== 'processing' || p.operation_id !== operationId)
        return vf([{ field: 'operationId', description: 'No payout of this payment waits for approval with this id' }]);
      if (approvalCode !== demoOtp) return vf([{ field: 'approvalCode', description: 'The code is not correct' }]);
      const payout = payoutOf(p);
      const result = store.markPaymentPaid(ctx.tenant.key, p.payment_id, {
        payout: { ...payout, paidAt: new Date(core.now()).toISOString() },
        operationId,
      });
      if (!result.ok || result.payment.status !== 'paid')
        return failure('ENOA', usedLink[result.ok ? result.payment.status : 'expired'] ?? 'The payment cannot be paid');
      return success({ responseDescription: 'The payment has been received' });
    }),
    on(globalReceiveApprovalCodeResend, (ctx) => {
      const p = openPayment(ctx);
      if (isErrorAnswer(p)) return p;
      const { operationId, approveType } = ctx.body;
      if (p.status !== 'processing' || p.operation_id !== operationId)
        return vf([{ field: 'operationId', description: 'No payout of this payment waits for approval with this id' }]);
      if (approveType !== 'approvalCode')
        return vf([{ field: 'approveType', description: `${approveType} is not offered: the code goes by e-mail` }]);
      return success({ approvalSentTo: maskEmail(p.beneficiary_email) });
    }),
  ];
}
