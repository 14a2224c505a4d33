import { createHash } from 'node:crypto';
import {
  type GlobalPayBatch,
  type GlobalPayCounts,
  globalPayBatchDetailsGet,
  globalPayBatchGet,
  globalPayBatchReject,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchUpdate,
  globalPayBatchUpload,
  globalPayCountryMethodDetailsGet,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalPayPaymentAdd,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayPaymentUpdate,
  globalPayUploadParts,
  globalReceiveMethods,
  isCardAccountType,
} from '@app/contracts';
import {
  type CallContext,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  envelopeError,
  failure,
  isErrorAnswer,
  on,
  success,
} from '../core.ts';
import {
  type GlobalBatchRow,
  type GlobalPaymentInput,
  GlobalPayError,
  createGlobalPayStore,
  globalPayFeeMinor,
  heldMinor,
} from '../global-pay-store.ts';
import { formatMinor, parseMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { amountProblem, globalRows } from './global-pay-rows.ts';
import { methodsOf } from './global-receive-payout.ts';
import { fileTextProblem } from './mass-transfers-rows.ts';
import { createMoneyMovement } from './transfer-apply.ts';
import { Refusal } from './transfer-plan.ts';
import { caller } from './transfers.ts';

/**
 * The sender's global pay batch (contracts global-pay.ts has the calls and every decision; spec 2 §3 "Global pay
 * batch", "Batch upload response", §4 "Global pay batch lifecycle", §7 "Global pay batch", §8 code 92). The data and
 * the money are global-pay-store.ts's:
 *
 * - upload: the file's rows (global-pay-rows.ts) become a DRAFT batch of the acting customer on `accountId` (an open
 *   payment account of theirs; amounts in its currency). A file with bad rows is VF with `rowErrors`, no batch. The
 *   content hash (account, batch name, rows) finds an identical draft or submitted batch of the same user: code 92
 *   with its `confirmDate` and `batchId`, no batch, unless `ignoreIdenticalBatch`.
 * - every edit needs a draft of the acting customer (another customer's batch reads as unknown, TA1; a batch that is
 *   not a draft is VF) and answers the batch.
 * - submit: store.submitBatch, in the call's SQLite transaction (idempotency.ts); a submitted batch answers again
 *   with `repeated: true` and posts nothing, whatever the key. Reject: a draft becomes rejected.
 * - country method details: the payout table of the recipient side (global-receive-payout.ts `methodsOf`).
 */

/** Undoes an edit's writes and answers its refusal. */
class Rollback extends Error {
  readonly answer: ErrorAnswer;
  constructor(answer: ErrorAnswer) {
    super('rollback');
    this.answer = answer;
  }
}

const iso = (ms: number | null): string | undefined => (ms === null ? undefined : new Date(ms).toISOString());

export function globalPayHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const store = createGlobalPayStore(core);
  const money = createMoneyMovement(core);

  const forbiddenOf = (b: GlobalBatchRow): string[] => {
    const list = JSON.parse(b.forbidden_methods) as unknown;
    return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
  };

  function view(tenant: string, b: GlobalBatchRow): GlobalPayBatch {
    const payments = store.paymentsOfBatch(tenant, b.batch_id);
    const currency = payments[0]?.currency ?? money.accountById.get(tenant, b.account_id)?.currency ?? 'USD';
    let total = 0;
    let totalFee = 0;
    let totalDebit = 0;
    let count = 0;
    const forbidden = forbiddenOf(b);
    return {
      batchId: b.batch_id,
      batchName: b.batch_name,
      accountId: b.account_id,
      currencyCode: currency,
      status: b.status,
      feeShare: b.fee_share,
      created: iso(b.created_at) as string,
      ...(b.submitted_at === null ? {} : { submitted: iso(b.submitted_at) }),
      payments: payments.map((p) => {
        const minor = parseMinor(p.amount, p.currency) ?? 0;
        const fee = globalPayFeeMinor(minor);
        if (p.removed === 0) {
          count += 1;
          total += minor;
          totalFee += fee;
          totalDebit += heldMinor(minor, p.fee_share);
        }
        return {
          id: p.payment_id,
          amount: p.amount,
          currencyCode: p.currency,
          description: p.description,
          beneficiaryType: p.beneficiary_type,
          beneficiaryName: p.beneficiary_name,
          beneficiaryEmail: p.beneficiary_email,
          beneficiaryCountryCode: p.beneficiary_country_code,
          feeShare: p.fee_share,
          fee: formatMinor(fee, p.currency),
          removed: p.removed === 1,
          status: p.status,
          ...(p.secret === null ? {} : { receiveLink: `/receive/${p.secret}` }),
        };
      }),
      paymentMethods: globalReceiveMethods.map((name) => ({ name, forbidden: forbidden.includes(name) })),
      count,
      total: formatMinor(total, currency),
      totalFee: formatMinor(totalFee, currency),
      totalDebit: formatMinor(totalDebit, currency),
    };
  }

  function countsOf(tenant: string, batchId: number): GlobalPayCounts {
    const counts: GlobalPayCounts = { draft: 0, sent: 0, processing: 0, paid: 0, refused: 0, expired: 0, removed: 0 };
    for (const p of store.paymentsOfBatch(tenant, batchId)) {
      if (p.removed === 1) counts.removed += 1;
      else counts[p.status] += 1;
    }
    return counts;
  }

  /** The acting customer's batch; another customer's reads as unknown. */
  function batchOf(ctx: CallContext, batchId: number): GlobalBatchRow | ErrorAnswer {
    const c = caller(core, ctx);
    if (isErrorAnswer(c)) return c;
    const b = store.batchById(ctx.tenant.key, batchId);
    if (!b || b.customer_id !== c.customerId) return failure('TA1', `batchId: no batch ${batchId}`);
    return b;
  }

  /** The acting customer's draft batch. */
  function draftOf(ctx: CallContext, batchId: number): GlobalBatchRow | ErrorAnswer {
    const b = batchOf(ctx, batchId);
    if (isErrorAnswer(b)) return b;
    if (b.status !== 'draft')
      return failure('VF', `batchId: batch ${batchId} is ${b.status}; only a draft can be changed`);
    return b;
  }

  /** A payment of the batch, or the refusal. */
  function paymentOf(tenant: string, b: GlobalBatchRow, paymentId: number) {
    const p = store.paymentById(tenant, paymentId);
    if (!p || p.batch_id !== b.batch_id)
      return failure('TA1', `paymentId: no payment ${paymentId} in batch ${b.batch_id}`);
    return p;
  }

  const currencyOf = (tenant: string, b: GlobalBatchRow): string =>
    money.accountById.get(tenant, b.account_id)?.currency ?? 'USD';

  /** An edit of a draft: checks it, runs `change` in one transaction, answers the batch. */
  function editDraft(
    ctx: CallContext,
    batchId: number,
    change: (tenant: string, b: GlobalBatchRow) => ErrorAnswer | void,
  ) {
    const b = draftOf(ctx, batchId);
    if (isErrorAnswer(b)) return b;
    const tenant = ctx.tenant.key;
    try {
      db.transaction(() => {
        const refusal = change(tenant, b);
        if (refusal) throw new Rollback(refusal);
      })();
    } catch (err) {
      if (err instanceof Rollback) return err.answer;
      throw err;
    }
    return success({ batch: view(tenant, store.batchById(tenant, batchId) as GlobalBatchRow) });
  }

  const setPaymentField = (field: string) =>
    db.prepare(`UPDATE global_payments SET ${field} = ? WHERE tenant = ? AND payment_id = ?`);
  const columns: Record<keyof GlobalPaymentInput, string> = {
    amount: 'amount',
    description: 'description',
    beneficiaryType: 'beneficiary_type',
    beneficiaryName: 'beneficiary_name',
    beneficiaryEmail: 'beneficiary_email',
    beneficiaryCountryCode: 'beneficiary_country_code',
    feeShare: 'fee_share',
  };
  const setters = Object.fromEntries(Object.entries(columns).map(([k, col]) => [k, setPaymentField(col)])) as Record<
    keyof GlobalPaymentInput,
    ReturnType<typeof setPaymentField>
  >;
  const setRemoved = setPaymentField('removed');

  /** Writes some fields of a payment; an amount that is not one of the currency is the refusal. */
  function writePayment(tenant: string, currency: string, paymentId: number, data: Partial<GlobalPaymentInput>) {
    if (data.amount !== undefined) {
      const problem = amountProblem(data.amount, currency);
      if (problem) return failure('VF', `amount: ${problem}`);
    }
    for (const [k, v] of Object.entries(data) as [keyof GlobalPaymentInput, string | undefined][])
      if (v !== undefined) setters[k].run(v, tenant, paymentId);
    return undefined;
  }

  function uploadFile(ctx: CallContext): { text: string } | ErrorAnswer {
    const files = (ctx.parts ?? []).filter((p) => p.name === globalPayUploadParts.filePart);
    if (files.length > 1) return envelopeError(400, 'TA1', 'attachedFile: send one file per batch');
    const file = files[0];
    if (!file) return envelopeError(400, 'TA1', 'attachedFile: the file part is missing');
    const problem = fileTextProblem(file.data);
    if (problem) return envelopeError(400, 'TA1', `attachedFile: ${problem}`);
    return { text: file.data.toString('utf8') };
  }

  return [
    on(globalPayBatchUpload, (ctx) => {
      const c = caller(core, ctx);
      if (isErrorAnswer(c)) return c;
      const file = uploadFile(ctx);
      if (isErrorAnswer(file)) return file;
      const tenant = ctx.tenant.key;
      const { accountId, batchName, ignoreIdenticalBatch } = ctx.body;
      let currency: string;
      try {
        const account = money.ownAccount(tenant, c.customerId, accountId, 'accountId');
        if (isCardAccountType(account.type))
          throw new Refusal('VF', 'accountId: global pay leaves from a payment account, not a card');
        currency = account.currency;
      } catch (err) {
        if (err instanceof Refusal) return failure(err.code, err.message);
        throw err;
      }
      const rows = globalRows(file.text, currency);
      if (!rows.ok)
        return failure('VF', `${rows.errors.length} problems in the file; no batch was made`, {
          rowErrors: rows.errors,
        });
      const payments = rows.rows.map(({ row: _row, ...p }) => p);
      const hash = createHash('sha256')
        .update(JSON.stringify([accountId, batchName, payments]))
        .digest('base64url');
      const same = store.identicalBatch(tenant, c.user.user_id, hash);
      if (same && ignoreIdenticalBatch !== true)
        // spec 2 §4: "Code 92 means the upload must be confirmed because an identical batch exists"
        return failure('92', `An identical batch (${same.batch_id}) was uploaded before; confirm to upload it again`, {
          confirmDate: iso(same.created_at),
          batchId: same.batch_id,
        });
      const batch = store.createDraft({
        tenant,
        userId: (c.user as UserRow).user_id,
        customerId: c.customerId,
        accountId,
        currency,
        batchName,
        contentHash: hash,
        payments,
      });
      return success({ date: iso(batch.created_at) as string, batchId: batch.batch_id, result: view(tenant, batch) });
    }),
    on(globalPayBatchGet, (ctx) => {
      const b = batchOf(ctx, ctx.body.batchId);
      return isErrorAnswer(b) ? b : success({ batch: view(ctx.tenant.key, b) });
    }),
    on(globalPayBatchDetailsGet, (ctx) => {
      const b = batchOf(ctx, ctx.body.batchId);
      if (isErrorAnswer(b)) return b;
      return success({ batch: view(ctx.tenant.key, b), counts: countsOf(ctx.tenant.key, b.batch_id) });
    }),
    on(globalPayBatchStatusGet, (ctx) => {
      const b = batchOf(ctx, ctx.body.batchId);
      if (isErrorAnswer(b)) return b;
      return success({ batchId: b.batch_id, status: b.status, counts: countsOf(ctx.tenant.key, b.batch_id) });
    }),
    on(globalPayBatchSubmit, (ctx) => {
      const b = batchOf(ctx, ctx.body.batchId);
      if (isErrorAnswer(b)) return b;
      const tenant = ctx.tenant.key;
      try {
        const r = store.submitBatch(tenant, b.batch_id);
        return success({
          batch: view(tenant, r.batch),
          ...(r.replayed ? { repeated: true } : {}),
          operationId: r.batch.batch_id,
          approveType: 'none' as const,
          approvalSentTo: '',
          availableApprovalMethods: ['none' as const],
        });
      } catch (err) {
        if (err instanceof GlobalPayError) return failure(err.code, err.message);
        throw err;
      }
    }),
    on(globalPayBatchReject, (ctx) => {
      const b = batchOf(ctx, ctx.body.batchId);
      if (isErrorAnswer(b)) return b;
      const tenant = ctx.tenant.key;
      if (b.status === 'submitted')
        return failure('VF', `batchId: batch ${b.batch_id} was submitted; its payments are with their recipients`);
      if (b.status === 'draft')
        db.prepare("UPDATE global_batches SET status = 'rejected' WHERE tenant = ? AND batch_id = ?").run(
          tenant,
          b.batch_id,
        );
      return success({ batch: view(tenant, store.batchById(tenant, b.batch_id) as GlobalBatchRow) });
    }),
    on(globalPayBatchUpdate, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        db.prepare('UPDATE global_batches SET batch_name = ? WHERE tenant = ? AND batch_id = ?').run(
          ctx.body.batchName,
          tenant,
          b.batch_id,
        );
      }),
    ),
    on(globalPayPaymentAdd, (ctx) => {
      let paymentId = 0;
      const answer = editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const currency = currencyOf(tenant, b);
        const d = ctx.body.paymentData;
        const problem = amountProblem(d.amount, currency);
        if (problem) return failure('VF', `paymentData.amount: ${problem}`);
        paymentId = store.insertDraftPayment(
          tenant,
          b.batch_id,
          currency,
          b.fee_share,
          { ...d, description: d.description ?? '' },
          core.now(),
        );
      });
      if (isErrorAnswer(answer)) return answer;
      return success({ ...(answer.body as { batch: GlobalPayBatch }), paymentId });
    }),
    on(globalPayPaymentUpdate, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const p = paymentOf(tenant, b, ctx.body.paymentId);
        if (isErrorAnswer(p)) return p;
        return writePayment(tenant, currencyOf(tenant, b), p.payment_id, ctx.body.paymentData);
      }),
    ),
    on(globalPayPaymentFullUpdate, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const currency = currencyOf(tenant, b);
        const kept = new Set<number>();
        for (const [i, row] of ctx.body.list.entries()) {
          const { paymentId, ...data } = row;
          const full = { ...data, description: data.description ?? '' };
          if (paymentId === undefined) {
            const problem = amountProblem(data.amount, currency);
            if (problem) return failure('VF', `list.${i}.amount: ${problem}`);
            kept.add(store.insertDraftPayment(tenant, b.batch_id, currency, b.fee_share, full, core.now()));
            continue;
          }
          const p = paymentOf(tenant, b, paymentId);
          if (isErrorAnswer(p)) return p;
          const refusal = writePayment(tenant, currency, paymentId, {
            ...full,
            feeShare: data.feeShare ?? p.fee_share,
          });
          if (refusal) return refusal;
          setRemoved.run(0, tenant, paymentId);
          kept.add(paymentId);
        }
        for (const p of store.paymentsOfBatch(tenant, b.batch_id))
          if (!kept.has(p.payment_id)) setRemoved.run(1, tenant, p.payment_id);
      }),
    ),
    on(globalPayPaymentRemove, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const p = paymentOf(tenant, b, ctx.body.paymentId);
        if (isErrorAnswer(p)) return p;
        setRemoved.run(1, tenant, p.payment_id);
      }),
    ),
    on(globalPayPaymentRestore, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const p = paymentOf(tenant, b, ctx.body.paymentId);
        if (isErrorAnswer(p)) return p;
        setRemoved.run(0, tenant, p.payment_id);
      }),
    ),
    on(globalPayFeeShareSet, (ctx) =>
      editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const { feeShare, paymentId } = ctx.body;
        if (paymentId !== undefined) {
          const p = paymentOf(tenant, b, paymentId);
          if (isErrorAnswer(p)) return p;
          setters.feeShare.run(feeShare, tenant, p.payment_id);
          return;
        }
        db.prepare('UPDATE global_batches SET fee_share = ? WHERE tenant = ? AND batch_id = ?').run(
          feeShare,
          tenant,
          b.batch_id,
        );
        db.prepare('UPDATE global_payments SET fee_share = ? WHERE tenant = ? AND batch_id = ?').run(
          feeShare,
          tenant,
          b.batch_id,
        );
      }),
    ),
    on(globalPayMethodForbiddenSet, (ctx) => {
      const answer = editDraft(ctx, ctx.body.batchId, (tenant, b) => {
        const { method, forbidden } = ctx.body;
        const now = new Set(forbiddenOf(b));
        if (forbidden) now.add(method);
        else now.delete(method);
        const list = globalReceiveMethods.filter((m) => now.has(m));
        if (list.length === globalReceiveMethods.length)
          return failure('VF', 'forbidden: at least one payout method must stay allowed');
        db.prepare('UPDATE global_batches SET forbidden_methods = ? WHERE tenant = ? AND batch_id = ?').run(
          JSON.stringify(list),
          tenant,
          b.batch_id,
        );
      });
      if (isErrorAnswer(answer)) return answer;
      const { batch } = answer.body as { batch: GlobalPayBatch };
      return success({ batch, paymentMethods: batch.paymentMethods });
    }),
    on(globalPayCountryMethodDetailsGet, (ctx) => {
      const c = caller(core, ctx);
      if (isErrorAnswer(c)) return c;
      const { countryCode, batchId } = ctx.body;
      let forbidden: string[] = [];
      if (batchId !== undefined) {
        const b = batchOf(ctx, batchId);
        if (isErrorAnswer(b)) return b;
        forbidden = forbiddenOf(b);
      }
      return success({
        countryCode,
        methods: methodsOf(countryCode, []).map((m) => ({
          name: m.paymentMethod,
          currencies: m.currencies,
          forbidden: forbidden.includes(m.paymentMethod),
        })),
      });
    }),
  ];
}
