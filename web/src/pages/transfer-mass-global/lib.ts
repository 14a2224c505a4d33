import {
  type GlobalPayment,
  type GlobalPaymentData,
  type GlobalPaymentStatus,
  globalBeneficiaryTypes,
  globalFeeShares,
} from '@app/contracts';
import { amountProblem } from '../../entities/transfer/index.ts';
import { emailProblem } from '../../shared/lib/index.ts';

/**
 * The pure rules of the global pay batch screens (spec 2 §3 "Global pay batch", §4 "Global pay batch lifecycle").
 * Each has a table test (lib.test.ts) whose rows quote the spec.
 */

/** The payment form's values as typed (every field a string; the server's rules are the contract's). */
export interface PaymentDraft {
  amount: string;
  description: string;
  beneficiaryType: string;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  feeShare: string;
}

export const emptyDraft: PaymentDraft = {
  amount: '',
  description: '',
  beneficiaryType: 'person',
  beneficiaryName: '',
  beneficiaryEmail: '',
  beneficiaryCountryCode: '',
  feeShare: 'sender',
};

/** A payment of the batch as the edit form starts from. */
export function draftOf(p: GlobalPayment): PaymentDraft {
  return {
    amount: p.amount,
    description: p.description,
    beneficiaryType: p.beneficiaryType,
    beneficiaryName: p.beneficiaryName,
    beneficiaryEmail: p.beneficiaryEmail,
    beneficiaryCountryCode: p.beneficiaryCountryCode,
    feeShare: p.feeShare,
  };
}

export type DraftField = keyof PaymentDraft;
export type DraftProblem = 'required' | 'amountInvalid' | 'tooManyDecimals' | 'currencyUnknown' | 'emailInvalid';

/**
 * What stops the payment form from being sent, field by field (empty: none). The amount is the transfer forms' rule
 * (entities/transfer `amountProblem`): a decimal above 0 with at most the decimals of the batch's currency (the
 * account's; contracts money.ts: "A currency's number of decimals comes from the currencies dictionary", "more
 * decimals than the currency has is a validation error", never rounded), refused while those decimals are not known
 * (`decimals` undefined: the dictionary loads or does not list the currency) rather than checked against a guess;
 * spec 2 §9's "up to 8 decimals" is the most any currency has. The e-mail is checked like everywhere else (shared/lib
 * emailProblem); name, type and country are required. The description may be empty.
 */
export function draftProblems(
  d: PaymentDraft,
  decimals: number | undefined,
): Partial<Record<DraftField, DraftProblem>> {
  const out: Partial<Record<DraftField, DraftProblem>> = {};
  const amount = amountProblem({ amount: d.amount, decimals });
  if (amount === 'required' || amount === 'tooManyDecimals' || amount === 'currencyUnknown') out.amount = amount;
  else if (amount !== null) out.amount = 'amountInvalid';
  if (d.beneficiaryName.trim() === '') out.beneficiaryName = 'required';
  const email = emailProblem(d.beneficiaryEmail);
  if (email) out.beneficiaryEmail = email === 'required' ? 'required' : 'emailInvalid';
  if (d.beneficiaryCountryCode.trim() === '') out.beneficiaryCountryCode = 'required';
  if (!(globalBeneficiaryTypes as readonly string[]).includes(d.beneficiaryType)) out.beneficiaryType = 'required';
  return out;
}

/**
 * The text of a form problem: the amount's currency problems are the transfer forms' texts (the same rule says the
 * same thing everywhere), the others the global pay screens' own.
 */
export function problemKey(p: DraftProblem) {
  switch (p) {
    case 'required':
      return 'globalPay.fieldRequired';
    case 'tooManyDecimals':
    case 'currencyUnknown':
      return `transfers.errors.${p}` as const;
    default:
      return `globalPay.${p}` as const;
  }
}

const isType = (v: string): v is GlobalPaymentData['beneficiaryType'] =>
  (globalBeneficiaryTypes as readonly string[]).includes(v);
const isFeeShare = (v: string): v is NonNullable<GlobalPaymentData['feeShare']> =>
  (globalFeeShares as readonly string[]).includes(v);

/** A checked draft as the contract's paymentData (add, and a full update's row). */
export function paymentDataOf(d: PaymentDraft): GlobalPaymentData {
  const description = d.description.trim();
  return {
    amount: d.amount.trim(),
    ...(description ? { description } : {}),
    beneficiaryType: isType(d.beneficiaryType) ? d.beneficiaryType : 'person',
    beneficiaryName: d.beneficiaryName.trim(),
    beneficiaryEmail: d.beneficiaryEmail.trim(),
    beneficiaryCountryCode: d.beneficiaryCountryCode.trim().toUpperCase(),
    ...(isFeeShare(d.feeShare) ? { feeShare: d.feeShare } : {}),
  };
}

/**
 * Spec 2 §4 "update (also full update)": an edit of one payment sends only the fields that changed (update), so
 * it never writes back a value another edit changed meanwhile; nothing changed sends nothing (null).
 */
export function changedFields(before: PaymentDraft, after: PaymentDraft): Partial<GlobalPaymentData> | null {
  const next = paymentDataOf(after);
  const prev = paymentDataOf(before);
  const out: Record<string, string> = {};
  for (const key of Object.keys(next) as (keyof GlobalPaymentData)[]) {
    const value = next[key];
    if (value !== undefined && value !== prev[key]) out[key] = value;
  }
  // a description cleared is a change too: sent as the empty text
  if (before.description.trim() !== '' && after.description.trim() === '') out.description = '';
  return Object.keys(out).length === 0 ? null : (out as Partial<GlobalPaymentData>);
}

/**
 * Spec 2 §4 "full update": the edit of every amount and description at once sends the whole list of the payments
 * not removed, each with its id and its edited values (a payment left out of a full update is removed, so the
 * removed ones stay out and stay removed). `edits` holds what was typed, by payment id.
 */
export function fullUpdateList(
  payments: readonly GlobalPayment[],
  edits: Readonly<Record<number, { amount?: string; description?: string }>>,
): (GlobalPaymentData & { paymentId: number })[] {
  return payments
    .filter((p) => !p.removed)
    .map((p) => {
      const edit = edits[p.id] ?? {};
      return {
        paymentId: p.id,
        ...paymentDataOf({ ...draftOf(p), ...edit }),
      };
    });
}

/** The edits of a full update that cannot be sent: the ids whose amount is not an amount above 0 of the batch's currency. */
export function fullUpdateProblems(
  payments: readonly GlobalPayment[],
  edits: Readonly<Record<number, { amount?: string; description?: string }>>,
  decimals: number | undefined,
): number[] {
  return payments
    .filter((p) => !p.removed)
    .filter((p) => {
      const amount = edits[p.id]?.amount;
      return amount !== undefined && draftProblems({ ...draftOf(p), amount }, decimals).amount !== undefined;
    })
    .map((p) => p.id);
}

/** What the row of a payment offers: a draft batch edits (remove or restore by `removed`); any other only shows. */
export function rowActions(
  batchStatus: 'draft' | 'submitted' | 'rejected',
  p: Pick<GlobalPayment, 'removed'>,
): ('edit' | 'remove' | 'restore')[] {
  if (batchStatus !== 'draft') return [];
  return p.removed ? ['restore'] : ['edit', 'remove'];
}

/** Spec 2 §4: the batch may be submitted while it is a draft with a payment not removed; rejected while a draft. */
export function batchActions(batch: { status: 'draft' | 'submitted' | 'rejected'; count: number }): {
  submit: boolean;
  reject: boolean;
} {
  const draft = batch.status === 'draft';
  return { submit: draft && batch.count > 0, reject: draft };
}

/**
 * The receive link's status as the summary shows it (spec 2 §4 "Global payment status comes from the server"; the
 * recipient side defaults a missing status to error: spec 2 §3 "status (defaults to error when missing)").
 */
export function linkStatusOf(status: GlobalPaymentStatus | undefined, removed: boolean): string {
  if (removed) return 'removed';
  return status ?? 'error';
}

/** The batch id of an address (?batchId=): a positive whole number, else none. */
export function batchIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number.parseInt(value, 10);
  return id > 0 ? id : null;
}
