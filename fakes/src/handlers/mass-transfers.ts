import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type CallDef,
  type MassBatch,
  type MassRowError,
  type MassSampleType,
  type MassSummary,
  externalMassTransfer,
  externalSubmitCalls,
  isCardAccountType,
  massSampleTypes,
  massTransferSampleLinksGet,
  massUploadLimits,
  p2pMassTransfer,
  p2pTransfer,
} from '@app/contracts';
import {
  type CallContext,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  type Reply,
  envelopeError,
  failure,
  isErrorAnswer,
  on,
  success,
} from '../core.ts';
import { externalStatus } from '../external-transfer-rules.ts';
import { formatMinor } from '../money.ts';
import type { MultipartPart } from '../multipart.ts';
import type { UserRow } from '../users.ts';
import { planExternalFor } from './external-transfers.ts';
import { type MassRow, type Rows, externalRows, fileTextProblem, p2pRows, rowErrorOf } from './mass-transfers-rows.ts';
import { type MoneyMovement, createMoneyMovement } from './transfer-apply.ts';
import { createRequestStore } from './transaction-requests-store.ts';
import { type TransferPlan, Refusal, approvalSentTo, approveModeOf } from './transfer-plan.ts';
import { caller } from './transfers.ts';

/**
 * Mass transfers (contracts mass-transfers.ts has the format and the decisions; spec 2 §4 "Mass transfers: a preview
 * call (summary only) comes first, then the real submit", §5, §6, §7). Every row is checked by the single submit's
 * own contract schema and planned by the single submit's planner (external-transfers-plan.ts through
 * external-transfers.ts `planExternalFor`; transfer-plan.ts `planP2p` through transfer-apply.ts), so a row is refused
 * here exactly when its single submit would be; the rows together must fit the account's available balance.
 *
 * - preview (`onlySummary`): the summary, nothing moves, nothing is kept;
 * - submit: every row is submitted by transfer-apply.ts `run` (one history transaction and one journal entry each)
 *   inside ONE SQLite transaction (a savepoint in the call's own, idempotency.ts): a row that fails rolls back every
 *   row before it, and the answer is the refusal. The batch is kept in `mass_batches` with a hash of what it pays
 *   (method, account, batch name, rows): the same batch sent again under another Idempotency-Key answers the
 *   stored batch with `repeated: true` and moves nothing (the same key replays, idempotency.ts).
 * - approval (mass-transfers-approval.ts): under approve mode none the rows are paid at once; under otp, sms,
 *   approvalCode or push every row waits `processing` (nothing moves) and the batch answers status `processing`, its
 *   approveType and its first row's transaction id as operationId; transferApprove of it with the code (or the push
 *   control) pays every row of the batch at once, and only once.
 */

// the batches paid are kept in db.ts's mass_batches (batch-history.ts lists them)

interface BatchRow {
  batch_id: number;
  answer_json: string;
}

/** The sample file of each type (fakes/src/data/mass-samples/<type>.csv). */
export function sampleFile(type: MassSampleType): { fileName: string; text: string } {
  const fileName = `mass-${type}-sample.csv`;
  const text = readFileSync(new URL(`../data/mass-samples/${type}.csv`, import.meta.url), 'utf8');
  return { fileName, text };
}

/** The file part of a form, checked; undefined when the form has none. */
function filePartOf(parts: MultipartPart[] | undefined): { file?: MultipartPart } | { refusal: ErrorAnswer } {
  const files = (parts ?? []).filter((p) => p.name === massUploadLimits.filePart);
  if (files.length > 1) return { refusal: envelopeError(400, 'TA1', 'file: send one file per batch') };
  const file = files[0];
  if (!file) return {};
  const problem = fileTextProblem(file.data);
  return problem ? { refusal: envelopeError(400, 'TA1', problem) } : { file };
}

interface BatchInput {
  kind: string;
  accountId: number;
  batchName: string;
  onlySummary: boolean;
  rows: Rows;
  /** the single submit whose request schema checks each row */
  def: CallDef;
  /** a row's request body for the single submit */
  bodyOf: (fields: Record<string, unknown>) => Record<string, unknown>;
  /** plans a row against the ledger as it is now (a Refusal says why not) */
  plan: (body: Record<string, unknown>) => TransferPlan;
  /** a submitted row's status (external: pending for wire/eft) */
  statusOf: () => 'completed' | 'pending';
}

export function massTransferHandlers(core: Core, money: MoneyMovement = createMoneyMovement(core)): CallHandler[] {
  const { db } = core;
  // spec 2 §6: a batch of a user with right 3 (initiate) waits as one transaction request (transaction-requests.ts)
  const requests = createRequestStore(core, money);
  const findBatch = db.prepare<[string, number, string], BatchRow>(
    'SELECT batch_id, answer_json FROM mass_batches WHERE tenant = ? AND user_id = ? AND content_hash = ?',
  );
  const insertBatch = db.prepare(
    `INSERT INTO mass_batches (tenant, user_id, customer_id, kind, batch_name, account_id, content_hash, transaction_ids, answer_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?)`,
  );
  const setAnswer = db.prepare<[string, string, number]>(
    'UPDATE mass_batches SET answer_json = ? WHERE tenant = ? AND batch_id = ?',
  );

  /** Checks and plans every row; the row errors, or the rows' bodies and the summary. */
  function planRows(
    tenant: string,
    customerId: number,
    input: BatchInput,
    rows: MassRow[],
  ): { errors: MassRowError[] } | { bodies: Record<string, unknown>[]; summary: MassSummary } {
    const errors: MassRowError[] = [];
    const bodies: Record<string, unknown>[] = [];
    let account;
    try {
      account = money.ownAccount(tenant, customerId, input.accountId, 'accountId');
      if (isCardAccountType(account.type))
        throw new Refusal('VF', 'accountId: mass transfers leave from a payment account, not a card');
    } catch (err) {
      if (err instanceof Refusal) return { errors: [rowErrorOf(0, err.message)] };
      throw err;
    }
    const free = money.available(tenant, account);
    let total = 0;
    let totalFee = 0;
    for (const { row, fields } of rows) {
      const body = input.bodyOf(fields);
      const parsed = input.def.request.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors.push({ row, field: issue.path.map(String).join('.'), reason: issue.message });
        continue;
      }
      try {
        const plan = input.plan(parsed.data as Record<string, unknown>);
        total += plan.amountMinor;
        totalFee += plan.feeMinor;
        if (total + totalFee > free)
          errors.push({
            row,
            field: 'amount',
            reason: `the rows up to this one need ${formatMinor(total + totalFee, account.currency)} ${account.currency} with their fees, above the available ${formatMinor(Math.max(free, 0), account.currency)} ${account.currency} (insufficient funds)`,
          });
        bodies.push(parsed.data as Record<string, unknown>);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        errors.push(rowErrorOf(row, err.message));
      }
    }
    if (errors.length > 0) return { errors };
    return {
      bodies,
      summary: {
        count: bodies.length,
        total: formatMinor(total, account.currency),
        totalFee: formatMinor(totalFee, account.currency),
        currencyCode: account.currency,
      },
    };
  }

  /** Pays every row in one SQLite transaction; a row that fails throws and rolls back all of them. */
  const payAll = db.transaction(
    (
      tenant: string,
      user: UserRow,
      customerId: number,
      input: BatchInput,
      bodies: Record<string, unknown>[],
      hash: string,
    ) => {
      const transactionIds: number[] = [];
      const hold = requests.holdFor(tenant, user);
      for (const body of bodies) {
        const answer = money.run(tenant, user, () => input.plan(body), hold);
        if (isErrorAnswer(answer)) {
          const b = answer.body as { responseCode: string; responseDescription: string };
          throw new Refusal(b.responseCode, b.responseDescription);
        }
        transactionIds.push((answer.body as { transactionId: number }).transactionId);
      }
      const info = insertBatch.run(
        tenant,
        user.user_id,
        customerId,
        input.kind,
        input.batchName,
        input.accountId,
        hash,
        JSON.stringify(transactionIds),
        core.now(),
      );
      if (hold) requests.setBatch(tenant, transactionIds, Number(info.lastInsertRowid));
      return { batchId: Number(info.lastInsertRowid), transactionIds };
    },
  );

  function runBatch(ctx: CallContext, input: BatchInput): Reply<typeof externalMassTransfer> {
    const c = caller(core, ctx);
    if (isErrorAnswer(c)) return c;
    const tenant = ctx.tenant.key;
    if (!input.rows.ok)
      return failure('VF', `${input.rows.errors.length} problems in the rows; nothing was sent`, {
        rowErrors: input.rows.errors,
      });
    // a batch already paid answers as it did, whatever today's balance (before its rows are planned again)
    const hash = createHash('sha256')
      .update(JSON.stringify([input.kind, input.accountId, input.batchName, input.rows.rows]))
      .digest('base64url');
    const paid = input.onlySummary ? undefined : findBatch.get(tenant, c.user.user_id, hash);
    if (paid) {
      const stored = JSON.parse(paid.answer_json) as { batchName: string; summary: MassSummary; batch: MassBatch };
      return success({ ...stored, batch: { ...stored.batch, repeated: true } });
    }
    const planned = planRows(tenant, c.customerId, input, input.rows.rows);
    if ('errors' in planned)
      return failure('VF', `${planned.errors.length} problems in the rows; nothing was sent`, {
        rowErrors: planned.errors,
      });
    const { bodies, summary } = planned;
    if (input.onlySummary) return success({ batchName: input.batchName, summary });

    let paidRows: { batchId: number; transactionIds: number[] };
    try {
      paidRows = payAll(tenant, c.user, c.customerId, input, bodies, hash);
    } catch (err) {
      if (err instanceof Refusal) return failure(err.code, err.message);
      throw err;
    }
    const { batchId, transactionIds } = paidRows;
    // every row was submitted under the user's approve mode (transfer-apply.ts `run`): none paid them, another waits
    const mode = approveModeOf(c.user);
    const held = requests.holdFor(tenant, c.user) !== undefined;
    const batch: MassBatch = held // waits for the company's approval, answered like approve mode none (the web's right-3 wording)
      ? {
          batchId,
          status: 'processing',
          operationId: batchId,
          approveType: 'none',
          approvalSentTo: '',
          availableApprovalMethods: ['none'],
        }
      : mode === 'none'
        ? {
            batchId,
            status: input.statusOf(),
            operationId: batchId,
            approveType: 'none',
            approvalSentTo: '',
            availableApprovalMethods: ['none'],
          }
        : {
            batchId,
            status: 'processing',
            operationId: transactionIds[0] ?? batchId,
            approveType: mode,
            approvalSentTo: approvalSentTo(c.user, mode),
            availableApprovalMethods: [mode],
          };
    const fields = { batchName: input.batchName, summary, batch };
    setAnswer.run(JSON.stringify(fields), tenant, batchId);
    return success(fields);
  }

  return [
    on(massTransferSampleLinksGet, () =>
      success({
        links: massSampleTypes.map((type) => {
          const { fileName, text } = sampleFile(type);
          return { type, fileName, url: `data:text/csv;base64,${Buffer.from(text).toString('base64')}` };
        }),
      }),
    ),
    on(externalMassTransfer, (ctx) => {
      const part = filePartOf(ctx.parts);
      if ('refusal' in part) return part.refusal;
      if (!part.file) return envelopeError(400, 'TA1', 'file: the file part is missing');
      const b = ctx.body;
      const type = b.method;
      return runBatch(ctx, {
        kind: type,
        accountId: b.accountId,
        batchName: b.batchName,
        onlySummary: b.onlySummary,
        rows: externalRows(type, part.file.data.toString('utf8')),
        def: externalSubmitCalls[type],
        bodyOf: (fields) => ({ ...fields, fromAccountId: b.accountId, permission: '3d' }),
        plan: (body) => {
          const c = caller(core, ctx);
          if (isErrorAnswer(c)) throw new Refusal('13', 'access denied');
          return planExternalFor(money, core, ctx.tenant.key, c.customerId, type, body);
        },
        statusOf: () => (externalStatus(type, false) === 'pending' ? 'pending' : 'completed'),
      });
    }),
    on(p2pMassTransfer, (ctx) => {
      const part = filePartOf(ctx.parts);
      if ('refusal' in part) return part.refusal;
      const b = ctx.body;
      if ((part.file === undefined) === (b.text === undefined))
        return envelopeError(400, 'TA1', 'text: send the rows as text or as a file, one of the two');
      const text = part.file ? part.file.data.toString('utf8') : (b.text ?? '');
      return runBatch(ctx, {
        kind: 'p2p',
        accountId: b.accountId,
        batchName: b.batchName,
        onlySummary: b.onlySummary,
        rows: p2pRows(text),
        def: p2pTransfer,
        bodyOf: (fields) => ({ ...fields, fromAccountId: b.accountId }),
        plan: (body) => {
          const c = caller(core, ctx);
          if (isErrorAnswer(c)) throw new Refusal('13', 'access denied');
          return money.planP2p(ctx.tenant.key, c.user, c.customerId, body);
        },
        statusOf: () => 'completed',
      });
    }),
  ];
}
