import { z } from 'zod';
import { submitApproval } from './approval.ts';
import { instantKeyTypes } from './bank-data.ts';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { countryCode, transferPermission } from './external-options.ts';

/**
 * The submit calls of external transfers, one per type (spec 2 §7 "External: submit per type"; §1 the types;
 * §3 "Submit response"; §5; §6 own versus third-party). Every one moves money (Idempotency-Key, exactly once) and
 * answers like the other submits: a transactionId, the fee, and the approval step (approval.ts `submitApproval`).
 *
 * Decisions (spec 2 §7: "method and paths not shown"):
 * - method names are the type + `Transfer`: wireTransfer, eftTransfer, octTransfer, cryptoTransfer,
 *   instantTransfer, interacTransfer.
 * - `amount` is what leaves the source account, in its currency; the fee comes on top of it (spec 2 §3 "Fees":
 *   the fee is in the source account's currency). `currencyCode` is what the beneficiary receives.
 * - `permission` says whether the money goes to the customer's own account elsewhere ('own') or to someone else
 *   ('3d'), spec 2 §6 "Transfers are split by permission".
 * - the beneficiary's bank details are sent as the customer confirmed them (filled by the SWIFT or IBAN lookup, or
 *   typed); `extraParams` carries the country's extra parameters by name (BANK_CODE, BRANCH_CODE...), spec 2 §5.
 * - the answer's `status`: 'completed' (the money left), 'pending' (accepted, the bank or network has not confirmed
 *   it yet: spec 2 §8 "A pending status without a message shows 'paymentPending' with an asterisk") or 'processing'
 *   (waiting for the customer's approval). `message` is the upstream's own words about a pending payment.
 * - Interac is autodeposit only (no security question and answer: that answer would be a secret in the request).
 */

const accountId = z.number().int().positive();
const text = (max: number) => z.string().trim().min(1).max(max);

/** What every external submit carries. */
const common = {
  fromAccountId: accountId,
  /** leaves the source account, in its currency; the fee comes on top */
  amount: decimalString,
  /** what the beneficiary receives */
  currencyCode,
  permission: transferPermission,
  /** shown to the beneficiary; optional */
  reference: z.string().trim().max(140).optional(),
  /** the payment template this transfer was made from, when it was (spec 2 §3 "Payment template") */
  templateId: z.number().int().positive().optional(),
};

/** The country's extra parameters by name (spec 2 §5), e.g. { BANK_CODE: '001', BRANCH_CODE: '1234' }. */
export const extraParamValues = z.record(z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/), z.string().trim().max(64));
export type ExtraParamValues = z.infer<typeof extraParamValues>;

/** The beneficiary of a bank transfer (wire, eft). */
const bankBeneficiary = {
  /** the destination country, ISO 3166 alpha-2 */
  countryCode,
  beneficiaryName: text(140),
  beneficiaryAddress: text(200),
  beneficiaryCity: text(100),
  /** the IBAN where the country uses one (spaces removed), else the local account number */
  accountNumber: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, 'an IBAN or account number')),
  bankName: text(140),
  bankAddress: z.string().trim().max(200).optional(),
  bankCity: z.string().trim().max(100).optional(),
  extraParams: extraParamValues.optional(),
};

/** Spec 2 §3 "Submit response", with the external answer's status (see the decisions above). */
export const externalSubmitAnswer = {
  transactionId: z.number().int().positive(),
  fee: decimalString,
  feeCurrencyCode: currencyCode,
  status: z.enum(['completed', 'pending', 'processing']),
  message: z.string().optional(),
  ...submitApproval,
};

export const wireTransfer = methodCall('wireTransfer', {
  summary: 'send a wire (SWIFT) transfer to a bank account abroad',
  movesMoney: true,
  request: methodRequest({
    ...common,
    ...bankBeneficiary,
    /** SWIFT/BIC of the beneficiary's bank, 8 or 11 characters, checked with ibantools in the browser */
    swift: z
      .string()
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code of 8 or 11 characters')),
  }),
  response: ok(externalSubmitAnswer),
});

export const eftTransfer = methodCall('eftTransfer', {
  summary: "send a local bank transfer (EFT) through the destination country's clearing",
  movesMoney: true,
  request: methodRequest({ ...common, ...bankBeneficiary }),
  response: ok(externalSubmitAnswer),
});

export const octTransfer = methodCall('octTransfer', {
  summary: 'pay out to a card (original credit transaction)',
  movesMoney: true,
  request: methodRequest({
    ...common,
    countryCode,
    beneficiaryName: text(140),
    /** spec 2 §5: sent with spaces removed; 12 to 19 digits, Luhn-valid (the fakes check it) */
    cardNumber: z.string().regex(/^\d{12,19}$/, 'a card number of 12 to 19 digits, without spaces'),
  }),
  response: ok(externalSubmitAnswer),
});

/** The networks a crypto withdrawal can use (decision: the spec names none; these are the common ones). */
export const cryptoNetworks = ['BTC', 'ETH', 'TRON', 'SOL'] as const;
export const cryptoNetwork = z.enum(cryptoNetworks);
export type CryptoNetwork = (typeof cryptoNetworks)[number];

/**
 * The assets each network carries and a simple address format per network: a format check, not a checksum check
 * (decision: the spec names no networks or address formats). The web refuses in the browser what the upstream
 * (the fakes) refuses:
 * - BTC: bech32 `bc1` + 39 to 59 lowercase letters or digits, or legacy `1`/`3` + 25 to 34 base58 characters;
 * - ETH: `0x` + 40 hex digits (ERC-20 tokens too);
 * - TRON: `T` + 33 base58 characters;
 * - SOL: 32 to 44 base58 characters.
 */
export const cryptoNetworkRules: Readonly<Record<CryptoNetwork, { assets: readonly string[]; address: RegExp }>> = {
  BTC: { assets: ['BTC'], address: /^(bc1[a-z0-9]{39,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/ },
  ETH: { assets: ['ETH', 'USDT', 'USDC'], address: /^0x[0-9a-fA-F]{40}$/ },
  TRON: { assets: ['USDT'], address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  SOL: { assets: ['USDC', 'USDT'], address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
};

export const cryptoTransfer = methodCall('cryptoTransfer', {
  summary: 'send a crypto asset to an address on a network (crypto eft)',
  movesMoney: true,
  request: methodRequest({
    ...common,
    /** the asset sent (BTC, ETH, USDT...) is `currencyCode` */
    network: cryptoNetwork,
    address: z.string().trim().min(20).max(100),
    /** a destination tag or memo, for the exchanges that need one */
    memo: z.string().trim().max(64).optional(),
  }),
  response: ok(externalSubmitAnswer),
});

export const instantTransfer = methodCall('instantTransfer', {
  summary: 'send an instant payment to the holder of an instant payment key',
  movesMoney: true,
  request: methodRequest({
    ...common,
    countryCode,
    /** the payee's tax id, as for instantKeyInfoGet */
    taxId: z.string().trim().min(1).max(20),
    instantKey: z.string().trim().min(1).max(77),
    instantKeyType: z.enum(instantKeyTypes),
    /** the holder's name as the key info answered it, confirmed by the customer */
    beneficiaryName: text(140),
  }),
  response: ok(externalSubmitAnswer),
});

export const interacTransfer = methodCall('interacTransfer', {
  summary: 'send an Interac e-Transfer (autodeposit) to an e-mail or a Canadian mobile number',
  movesMoney: true,
  request: methodRequest({
    ...common,
    beneficiaryName: text(140),
    /** exactly one of email and phone */
    email: z.string().trim().max(254).optional(),
    /** E.164, +1 and ten digits */
    phone: z
      .string()
      .regex(/^\+1\d{10}$/, 'a Canadian mobile number, +1 and ten digits')
      .optional(),
  }),
  response: ok(externalSubmitAnswer),
});

/** The submit call of each external type (spec 2 §7 "submit per type"). */
export const externalSubmitCalls = {
  wire: wireTransfer,
  eft: eftTransfer,
  oct: octTransfer,
  crypto_eft: cryptoTransfer,
  instant_payment: instantTransfer,
  interac: interacTransfer,
} as const;

export const externalTransferCalls = [
  wireTransfer,
  eftTransfer,
  octTransfer,
  cryptoTransfer,
  instantTransfer,
  interacTransfer,
] as const;
