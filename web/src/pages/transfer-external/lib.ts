import { type ExternalTransferType, toMinor } from '@app/contracts';
import { templateUsability } from '../../entities/external-transfer/index.ts';
import { amountProblem } from '../../entities/transfer/index.ts';

type AmountProblem = NonNullable<ReturnType<typeof amountProblem>>;

/**
 * The decision rules of the /transfer/external screen (spec 2 §5, §6, §9) as pure functions; table tests in
 * lib.test.ts. Amounts are decimal strings compared on BigInt minor units (contracts money.ts), never floats.
 */

export interface ExternalInputs {
  type: ExternalTransferType | null;
  fromAccountId: number | null;
  countryCode: string;
  currencyCode: string;
  amount: string;
}

const DECIMAL = /^\d{1,15}(\.\d+)?$/;
const isPositive = (amount: string) => DECIMAL.test(amount.trim()) && /[1-9]/.test(amount.trim());

/**
 * Which of the option calls may start (spec 2 §5): "External max amount needs countryCode, currencyCode,
 * fromAccountId and operation." (the operation is the type) and "Limits need countryCode and fromAccountId."
 * Decision for the fees (spec 2 §7 lists "fee per type" and "crypto fee"): a fee needs every input of its call and an
 * amount above 0, like spec 2 §5's "P2P fee is fetched only with a selected account and an amount above 0". Every
 * type asks externalTransferFeeGet (the fee charged to the source account, which the total adds); a crypto_eft also
 * asks cryptoFeeGet, the network fee of sending the asset, shown apart in the asset (never converted here).
 */
export function externalLoads(v: ExternalInputs): {
  fee: boolean;
  cryptoFee: boolean;
  maxAmount: boolean;
  limits: boolean;
} {
  const from = v.fromAccountId !== null;
  const country = v.countryCode !== '';
  const currency = v.currencyCode !== '';
  const amount = isPositive(v.amount);
  const crypto = v.type === 'crypto_eft';
  return {
    fee: v.type !== null && from && country && currency && amount,
    cryptoFee: crypto && from && currency && amount,
    maxAmount: v.type !== null && from && country && currency,
    limits: from && country,
  };
}

/** A limit row of customerLimitsGet type 'withdrawals' (one per external type usable in the country). */
export interface WithdrawalLimit {
  type: string;
  minAmount: string;
  amount: string;
  currencyCode: string;
}

/**
 * Spec 2 §3 "Limits: minAmount, amount, type." The row of the chosen type. Decision: a row of another currency than
 * the source account's is not applied (the limits are in the source account's currency; comparing across
 * currencies would need a rate the screen does not have).
 */
export function limitOf(
  limits: readonly WithdrawalLimit[] | undefined,
  type: ExternalTransferType | null,
  accountCurrency: string | undefined,
): WithdrawalLimit | null {
  if (!type || !accountCurrency) return null;
  return limits?.find((l) => l.type === type && l.currencyCode === accountCurrency) ?? null;
}

export type ExternalAmountProblem = AmountProblem | 'belowLimit' | 'aboveLimit';

/**
 * The amount check of the form, before submit (spec 2 §5 the max amount and the limits; spec 2 §3 "Fees").
 * Order: the amount itself (entities/transfer `amountProblem`: required, a decimal of the currency, above 0), then
 * the limits of the type ("minAmount" and "amount", spec 2 §3 "Limits"), then the max amount (what can leave the
 * account in one transfer, the fee already taken into account by the upstream), then amount + fee against the
 * balance when the fee is in the account's currency. Missing figures (not loaded yet) refuse nothing: the upstream
 * refuses on submit anyway, and the form re-checks as they arrive.
 */
export function externalAmountProblem(input: {
  amount: string;
  decimals: number | undefined;
  available?: string;
  accountCurrency: string;
  fee?: { fee: string; feeCurrencyCode: string } | null;
  limit?: { minAmount: string; amount: string } | null;
  maxAmount?: string | null;
}): ExternalAmountProblem | null {
  const sameCurrencyFee = input.fee && input.fee.feeCurrencyCode === input.accountCurrency ? input.fee.fee : undefined;
  const base = amountProblem({ amount: input.amount, decimals: input.decimals });
  if (base) return base;
  const d = input.decimals as number;
  const minor = toMinor(input.amount.trim(), d) as bigint;
  const of = (v: string | null | undefined) => (v === undefined || v === null ? undefined : toMinor(v, d));
  const min = of(input.limit?.minAmount);
  if (min !== undefined && minor < min) return 'belowLimit';
  const most = of(input.limit?.amount);
  if (most !== undefined && minor > most) return 'aboveLimit';
  const max = of(input.maxAmount);
  if (max !== undefined && minor > max) return 'aboveMax';
  return amountProblem({
    amount: input.amount,
    decimals: input.decimals,
    available: input.available,
    fee: sameCurrencyFee,
  });
}

/** The page's own fields of a recent transfer's details (spec 2 §7 "Recent transfer details … details"). */
export interface PageFields {
  fromAccountId: number | null;
  countryCode: string;
  currencyCode: string;
  amount: string;
  reference: string;
}

/**
 * A repeat fills the page's fields from the details: what the details hold, the rest as it is. Decision: the
 * reference is not repeated unless the details carry one (a payment's reference is usually its own), and a source
 * account the customer no longer has is left for the customer to choose.
 */
export function repeatFields(
  details: Readonly<Record<string, unknown>>,
  current: PageFields,
  accountIds: readonly number[],
): PageFields {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const from = typeof details.fromAccountId === 'number' ? details.fromAccountId : null;
  return {
    fromAccountId: from !== null && accountIds.includes(from) ? from : current.fromAccountId,
    countryCode: text(details.countryCode) ?? current.countryCode,
    currencyCode: text(details.currencyCode) ?? current.currencyCode,
    amount: text(details.amount) ?? current.amount,
    reference: text(details.reference) ?? '',
  };
}

/** Spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)": what picking a template does. */
export type TemplateUse =
  { usable: true; type: 'wire' | 'eft' } | { usable: false; reason: 'templateStatusMissing' | 'templateNotUsable' };

/**
 * Spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)." A template fills a wire or an eft.
 * Decisions: it fills the bank type already chosen when it is usable for it, else a wire when its wireStatus is
 * usable, else an eft; usable for neither, it is shown disabled with the reason of the chosen bank type (the wire's
 * when another type is chosen).
 */
export function templateUse(
  template: { wireStatus?: number | null; eftStatus?: number | null },
  current: ExternalTransferType | null,
): TemplateUse {
  const preferred: 'wire' | 'eft' = current === 'eft' ? 'eft' : 'wire';
  const other: 'wire' | 'eft' = preferred === 'wire' ? 'eft' : 'wire';
  const first = templateUsability(template, preferred);
  if (first.usable) return { usable: true, type: preferred };
  if (templateUsability(template, other).usable) return { usable: true, type: other };
  return { usable: false, reason: first.reason };
}

/**
 * Where a type's network pays (decision: the spec names the types only): an Interac e-Transfer is Canadian and moves
 * Canadian dollars; the instant payment by key is Brazil's (instant key types CPF, CNPJ… in contracts bank-data.ts)
 * and moves reais. Choosing one of them sets its country and currency; the other types go anywhere (null).
 */
export function typeDestination(
  type: ExternalTransferType | null,
): { countryCode: string; currencyCode: string } | null {
  if (type === 'interac') return { countryCode: 'CA', currencyCode: 'CAD' };
  if (type === 'instant_payment') return { countryCode: 'BR', currencyCode: 'BRL' };
  return null;
}
