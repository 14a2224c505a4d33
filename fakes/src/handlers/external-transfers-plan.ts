import { type ExternalTransferType, isCardAccountType } from '@app/contracts';
import {
  type RuleProblem,
  cardProblem,
  cryptoProblem,
  eftProblem,
  externalTransactionTypeId,
  interacProblem,
  maskCard,
  receivableCurrencyProblem,
  sameHolderName,
  wireProblem,
} from '../external-transfer-rules.ts';
import {
  availableExternal,
  cryptoNetworkFees,
  externalFeeMinor,
  externalLimitsMinor,
  typeServesCountry,
} from '../external-fees.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { type AccountRow, type TransferPlan, amountOf, availableOf, ownAccount, refuse } from './transfer-plan.ts';

/**
 * Planning an external transfer (contracts external-transfers.ts; spec 2 §3, §5, §6, §7 "External: submit per type"):
 * a pure function of what was read and the request, like transfer-plan.ts. The plan sends amount + fee out of the
 * source account; the amount goes to the tenant's external clearing account of the source currency (the handler
 * names it: `toAccountId`), the fee to the fee-income account, in ONE journal entry (transfer-apply.ts). The
 * conversion to the beneficiary's currency happens outside, at the clearing: the exchange fee of fees.ts is in the
 * fee (external-fees.ts), no FX legs are posted.
 */

/** What external planning reads: the source account and balance, and the directory look-ups of the request. */
export interface ExternalFacts {
  type: ExternalTransferType;
  customerId: number;
  request: Record<string, unknown>;
  from: AccountRow | undefined;
  fromBalanceMinor: number;
  /** the extra params extraParamsGet answers for (type, country); undefined: the type does not go there */
  extraParams?: Parameters<typeof eftProblem>[1];
  /** wire/eft: whether the destination country names accounts by IBAN (bank-data.ts `usesIban`) */
  usesIban?: boolean;
  /** instant: the key's holder from the directory (instantKeyInfoGet's lookup), or its refusal */
  instantHolder?: { holderName: string } | RuleProblem;
}

const fail = (p: RuleProblem | undefined): void => {
  if (p) refuse(p.message, p.code);
};

/** The destination country of a request: interac is Canada's (its body has none), crypto has none. */
export function destinationCountry(type: ExternalTransferType, b: Record<string, unknown>): string | undefined {
  if (type === 'interac') return 'CA';
  return typeof b.countryCode === 'string' ? b.countryCode : undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Who history names as the other party, and the row's description. */
function beneficiaryOf(
  type: ExternalTransferType,
  b: Record<string, unknown>,
): { counterparty: string; description: string } {
  const name = str(b.beneficiaryName);
  switch (type) {
    case 'wire':
      return { counterparty: name, description: `Wire transfer to ${name}, ${str(b.bankName)}` };
    case 'eft':
      return { counterparty: name, description: `Bank transfer (EFT) to ${name}, ${str(b.bankName)}` };
    case 'oct':
      return { counterparty: name, description: `Card payout to ${name}, ${maskCard(str(b.cardNumber))}` };
    case 'crypto_eft':
      return {
        counterparty: str(b.address),
        description: `Crypto transfer of ${str(b.currencyCode)} on ${str(b.network)} to ${str(b.address)}`,
      };
    case 'instant_payment':
      return { counterparty: name, description: `Instant payment (Pix) to ${name}` };
    case 'interac':
      return { counterparty: str(b.email) || str(b.phone), description: `Interac e-Transfer to ${name}` };
  }
}

/** The fee in the source currency: the type's schedule; crypto from an account of the asset itself, its network fee. */
export function externalFee(type: ExternalTransferType, amountMinor: number, fromCurrency: string, to: string): number {
  if (type === 'crypto_eft' && fromCurrency === to) {
    const network = cryptoNetworkFees[to];
    const minor = network === undefined ? undefined : parseMinor(network, to);
    if (minor !== undefined) return minor;
  }
  return externalFeeMinor(type, amountMinor, fromCurrency, to);
}

export function planExternal(f: ExternalFacts): TransferPlan {
  const { type, customerId, request: b } = f;
  const permission = b.permission as 'own' | '3d';
  const country = destinationCountry(type, b);
  if (!typeServesCountry(type, country)) refuse(`countryCode: ${type} cannot be sent to ${country}`);
  // spec 2 §6 "Transfer permissions": the type must be available for the permission (externalTransfersAvailableGet)
  const row = availableExternal(country).find((r) => r.type === type && r.permission === permission);
  if (!row?.isAvailable) refuse(`permission: ${type} transfers (${permission}) are not available to you`);
  if (type === 'interac' && typeof b.countryCode === 'string' && b.countryCode !== 'CA')
    refuse('countryCode: Interac e-Transfers go to Canada (CA) only');
  const from = ownAccount(f.from, customerId, b.fromAccountId as number, 'fromAccountId');
  if (isCardAccountType(from.type))
    refuse('fromAccountId: external transfers leave from a payment account, not a card');
  const currencyCode = b.currencyCode as string;
  fail(receivableCurrencyProblem(type, from.currency, currencyCode));
  const amount = amountOf(b.amount as string, from.currency);

  // the beneficiary, per type
  switch (type) {
    case 'wire':
      fail(
        wireProblem(
          { swift: str(b.swift), accountNumber: str(b.accountNumber), countryCode: str(country) },
          f.usesIban ?? false,
        ),
      );
      break;
    case 'eft':
      fail(
        eftProblem(
          {
            countryCode: str(country),
            accountNumber: str(b.accountNumber),
            extraParams: b.extraParams as Record<string, string> | undefined,
          },
          f.extraParams,
        ),
      );
      break;
    case 'oct':
      fail(cardProblem(str(b.cardNumber)));
      break;
    case 'crypto_eft':
      fail(cryptoProblem({ network: str(b.network), currencyCode, address: str(b.address) }));
      break;
    case 'instant_payment': {
      const holder = f.instantHolder;
      if (!holder) return refuse('instantKey: the key could not be looked up');
      if ('code' in holder) return refuse(holder.message, holder.code);
      if (!sameHolderName(str(b.beneficiaryName), holder.holderName))
        refuse(`beneficiaryName: the key belongs to ${holder.holderName}, not to ${str(b.beneficiaryName)}`);
      break;
    }
    case 'interac':
      fail(interacProblem({ email: b.email as string | undefined, phone: b.phone as string | undefined }));
      break;
  }

  // limits, then funds (spec 2 §7 "limits (type withdrawals)"; the fee on top, in the source currency)
  const fee = externalFee(type, amount, from.currency, currencyCode);
  const { minMinor, maxMinor } = externalLimitsMinor(type, from.currency);
  if (amount < minMinor)
    refuse(`amount: the minimum of ${type} is ${formatMinor(minMinor, from.currency)} ${from.currency}`);
  if (amount > maxMinor)
    refuse(`amount: the maximum per ${type} transfer is ${formatMinor(maxMinor, from.currency)} ${from.currency}`);
  const free = availableOf(from, f.fromBalanceMinor);
  if (amount + fee > free)
    refuse(
      `amount: ${formatMinor(amount, from.currency)} ${from.currency} plus the fee ${formatMinor(fee, from.currency)} is above the available ${formatMinor(Math.max(free, 0), from.currency)} ${from.currency} (insufficient funds)`,
    );

  const { counterparty, description } = beneficiaryOf(type, b);
  return {
    kind: type,
    typeId: externalTransactionTypeId(type),
    fromAccountId: from.account_id,
    fromCustomerId: customerId,
    fromCurrency: from.currency,
    amountMinor: amount,
    feeMinor: fee,
    // the clearing account, set by the handler once the plan stands
    toAccountId: 0,
    toCustomerId: 0,
    toCurrency: from.currency,
    toAmountMinor: amount,
    description,
    counterparty,
    permission,
    request: b,
  };
}

/** Request fields that are not the transfer's own (the envelope's) or never echoed (the full card number). */
const notRepeated = new Set(['lang', 'fromCustomerId', 'fromEmail', 'authSecret', 'templateId', 'cardNumber']);

/**
 * What a repeat prefills (recentTransfersGet and recentTransferDetailsGet `details`): the submit's own fields under
 * the contract's names (amount in the source currency, currencyCode what the beneficiary received, the beneficiary
 * fields), plus `fromCurrencyCode` (the currency of `amount`) and, for a card payout, `cardNumberMasked` instead of
 * the card number (decision: a full card number is never answered back; the customer types it again).
 */
export function repeatDetails(plan: TransferPlan): Record<string, unknown> & {
  amount: string;
  currencyCode: string;
  fromCurrencyCode: string;
  fromAccountId: number;
} {
  const b = plan.request;
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) if (!notRepeated.has(k) && v !== undefined) details[k] = v;
  const country = destinationCountry(plan.kind as ExternalTransferType, b);
  return {
    ...details,
    amount: formatMinor(plan.amountMinor, plan.fromCurrency),
    currencyCode: str(b.currencyCode),
    fromCurrencyCode: plan.fromCurrency,
    fromAccountId: plan.fromAccountId,
    ...(country ? { countryCode: country } : {}),
    ...(plan.kind === 'oct' ? { cardNumberMasked: maskCard(str(b.cardNumber)) } : {}),
  };
}
