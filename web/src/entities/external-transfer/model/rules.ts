import {
  addDecimals,
  bankDetailText,
  externalTransferTypes,
  isTemplateUsable,
  type ExternalTransferType,
} from '@app/contracts';

/**
 * The decision rules of external transfers (spec 2 §3, §4, §5, §6, §9) as pure functions, for the
 * /transfer/external screens. Amounts are decimal strings added on BigInt minor units (contracts money.ts).
 */

export type TransferPermission = 'own' | '3d';

/**
 * Spec 2 §6 "Transfer permissions", the external rows: "Own-account transfers: digital (withdrawFundsCrypto), …,
 * wire, eft (bank), oct (to card), instant, interac." and "Transfers to others: digital (sendCryptoEft), …, wire,
 * eft, oct (credit card), instant, interac, …". `null`: the spec names no permission flag for it.
 */
export const externalPermissionNeeds: Readonly<
  Record<TransferPermission, Record<ExternalTransferType, string | null>>
> = {
  own: {
    wire: null,
    eft: null,
    oct: null,
    crypto_eft: 'withdrawFundsCrypto',
    instant_payment: null,
    interac: null,
  },
  '3d': {
    wire: null,
    eft: null,
    oct: null,
    crypto_eft: 'sendCryptoEft',
    instant_payment: null,
    interac: null,
  },
};

/** Spec 2 §3 "Permission flags (kept for the session; all default false)". */
const sessionFlags: readonly string[] = [
  'sendMoneyPaxumUser',
  'requestMoney',
  'settlementAccount',
  'sendMoneyUser',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
];

/** A row of the available-transfers answer (spec 2 §7 "External: … available transfers"). */
export interface AvailableTransfer {
  type: string;
  permission: string;
  isAvailable: boolean;
}

/**
 * The external types offered for own or third-party ("3d") transfers, in spec 2 §1's order: the ones the
 * available-transfers answer marks available for that permission that the permission flags allow (spec 2 §6).
 * Decisions (the spec is silent): the answer is the upstream's word on what this customer may use, so a type it does
 * not mark available for that permission is never offered, and a type that is not an external one is ignored. The
 * flag reading is entities/transfer's (web README "Transfers and approval"): flags are a business customer's, a
 * personal customer passes every check; for a business a flag of the session list (spec 2 §3) defaults to false, a
 * flag outside it (withdrawFundsCrypto, sendCryptoEft) allows unless sent false. addFundsWireThirdParty and
 * addFundsBankThirdParty are about funding (adding money), not sending, so they do not gate an external transfer.
 */
export function offeredExternalTypes(input: {
  available: readonly AvailableTransfer[] | undefined;
  permission: TransferPermission;
  permissions: Readonly<Record<string, unknown>> | undefined;
  isBusiness: boolean;
}): ExternalTransferType[] {
  const listed = new Set(
    (input.available ?? []).filter((a) => a.permission === input.permission && a.isAvailable).map((a) => a.type),
  );
  return externalTransferTypes.filter((type) => {
    if (!listed.has(type)) return false;
    const needs = externalPermissionNeeds[input.permission][type];
    if (!input.isBusiness || needs === null) return true;
    const value = input.permissions?.[needs];
    return sessionFlags.includes(needs) ? value === true : value !== false;
  });
}

/** Why a payment template cannot be used for a kind of transfer (locale keys under `externalTransfer.template`). */
export type TemplateDisabledReason = 'templateStatusMissing' | 'templateNotUsable';
export type TemplateUsability = { usable: true } | { usable: false; reason: TemplateDisabledReason };

/**
 * Spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)." (contracts' `isTemplateUsable`) A
 * template is usable for a wire by its wireStatus and for an eft by its eftStatus. Decision: a missing status is its own reason (the template says nothing
 * about that kind), any other value is "not usable"; the template is shown disabled with the reason, not hidden.
 */
export function templateUsability(
  template: { wireStatus?: number | null; eftStatus?: number | null },
  type: 'wire' | 'eft',
): TemplateUsability {
  const status = type === 'wire' ? template.wireStatus : template.eftStatus;
  if (status === undefined || status === null) return { usable: false, reason: 'templateStatusMissing' };
  return isTemplateUsable(status) ? { usable: true } : { usable: false, reason: 'templateNotUsable' };
}

/** What must be updated before a recent transfer can be repeated (locale keys under `externalTransfer.repeat`). */
export type RepeatUpdate = 'requirements' | 'customerAddressDate' | 'customerAddress' | 'extraParams';

export interface RecentTransferDetails<D> {
  hasRequirements?: boolean | null;
  isCustomerAddressDateValid?: boolean | null;
  isCustomerAddressMatchesActive?: boolean | null;
  isExtraParamsValid?: boolean | null;
  type: string;
  details: D;
}

/**
 * Spec 2 §7 "Recent transfer details (transactionId); reads hasRequirements, isCustomerAddressDateValid,
 * isCustomerAddressMatchesActive, isExtraParamsValid, type, details." → the form is prefilled with the details, or the
 * customer is told what to update first (every item, in this order).
 * Decisions (the spec names the flags only): hasRequirements true means the upstream wants more before it accepts the
 * transfer again; an `is…` flag must be true — a missing one counts as not valid (a payment is not repeated on a
 * check nobody made). A type that is not an external one is never prefilled into the external form.
 */
export function repeatOf<D>(
  answer: RecentTransferDetails<D>,
): { kind: 'prefill'; type: ExternalTransferType; details: D } | { kind: 'update'; updates: RepeatUpdate[] } {
  const updates: RepeatUpdate[] = [];
  if (answer.hasRequirements === true) updates.push('requirements');
  if (answer.isCustomerAddressDateValid !== true) updates.push('customerAddressDate');
  if (answer.isCustomerAddressMatchesActive !== true) updates.push('customerAddress');
  if (answer.isExtraParamsValid !== true) updates.push('extraParams');
  if (updates.length) return { kind: 'update', updates };
  const type = externalTransferTypes.find((t) => t === answer.type);
  return type ? { kind: 'prefill', type, details: answer.details } : { kind: 'update', updates: ['requirements'] };
}

/**
 * The required extra parameters left empty (after trimming), each once, in the order they are required. `required`
 * is contracts' `requiredExtraParams` (spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and
 * BRANCH_CODE extra parameters.") plus the names the extra-params answer marks required (after contracts'
 * `flattenExtraParams`, spec 2 §5 "Extra parameters returned with an options wrapper are flattened into one list.").
 */
export function missingExtraParams(
  required: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): string[] {
  return [...new Set(required)].filter((name) => (values[name] ?? '').trim() === '');
}

/**
 * Spec 2 §3 "Bank details by IBAN: … Array values are treated as empty." Every field of a SWIFT or IBAN lookup as a
 * trimmed string for the form: contracts' `bankDetailText` (an array, the upstream's empty node, is '') field by
 * field; a missing answer or field is ''. Decision: the SWIFT answer gets the same treatment (same dictionary).
 */
export function normaliseBankDetails<K extends string>(
  answer: Readonly<Partial<Record<K, string | readonly unknown[]>>> | undefined,
  fields: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of fields) out[field] = bankDetailText(answer?.[field]).trim();
  return out;
}

/** Spec 2 §3 "Bank details by SWIFT: address, city, zipCode, countryIsoCode, bankName, code." */
export const swiftDetailFields = ['address', 'city', 'zipCode', 'countryIsoCode', 'bankName', 'code'] as const;
/** Spec 2 §3 "Bank details by IBAN: address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT." */
export const ibanDetailFields = [
  'address',
  'branch',
  'city',
  'zipCode',
  'countryIsoCode',
  'country',
  'bankName',
  'SWIFT',
] as const;

/**
 * Spec 2 §8 "A pending status without a message shows 'paymentPending' with an asterisk." and spec 2 §3 Global
 * payment details "status (defaults to error when missing)". What a payment's status line shows: the upstream's
 * message when there is one, else the status's locale key; only a pending one carries the asterisk.
 */
export function paymentStatusText(input: {
  status?: string | null;
  message?: string | null;
}): { message: string } | { key: string; asterisk: boolean } {
  const message = input.message?.trim();
  if (message) return { message };
  const status = input.status?.trim() || 'error';
  return status === 'pending' ? { key: 'paymentPending', asterisk: true } : { key: status, asterisk: false };
}

/**
 * The amount plus the fee (spec 2 §3 "Fees: fee, feeCurrencyCode"), as a decimal string of the amount's currency.
 * Decisions: no total while the currency's decimals are unknown or a figure is not an amount of it; a fee in another
 * currency is not added (it is shown on its own, never converted here); a missing fee currency means the amount's.
 */
export function amountWithFee(input: {
  amount: string;
  currencyCode: string;
  fee: string | undefined;
  feeCurrencyCode?: string;
  decimals: number | undefined;
}): string | undefined {
  if (input.decimals === undefined || input.fee === undefined) return undefined;
  if (input.feeCurrencyCode && input.feeCurrencyCode !== input.currencyCode) return undefined;
  return addDecimals(input.amount.trim(), input.fee.trim(), input.decimals);
}
