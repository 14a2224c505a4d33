import { fromMinor, parseDecimal, toMinor } from '@app/contracts';

/**
 * The decision rules of spec 2 §5 and §6 for the transfer screens, as pure functions. Amounts are
 * decimal strings compared with BigInt on minor units (contracts money.ts): never floats.
 */

/** Spec 2 §5: "Email check: valid if empty, or longer than 5 characters and containing '@' and '.'". */
export function isPayeeEmailValid(email: string): boolean {
  return email === '' || (email.length > 5 && email.includes('@') && email.includes('.'));
}

/** Spec 2 §5: "Invalid emails skip the server check" (an empty one has nothing to check either). */
export const shouldCheckPayee = (email: string): boolean => email !== '' && isPayeeEmailValid(email);

/** Spec 2 §5: "Exchange rate is 1 when currencies are equal or missing"; else the quoted rate (if any). */
export function exchangeRateFor(
  fromCurrency: string | undefined,
  toCurrency: string | undefined,
  quoted: string | undefined,
): string | undefined {
  if (!fromCurrency || !toCurrency || fromCurrency === toCurrency) return '1';
  return quoted;
}

const DECIMAL = /^\d{1,15}(\.\d+)?$/;

/** "an amount above 0" (spec 2 §5 P2P fee rule): a decimal string greater than zero. */
export const isPositiveAmount = (amount: string): boolean => {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return false;
  return /[1-9]/.test(text);
};

/** Spec 2 §5: "Between-account fee, max amount and limits need both accounts (and amount for the fee)". */
export function betweenAccountsCalls(input: {
  fromAccountId?: number | null;
  toAccountId?: number | null;
  amount: string;
}): {
  fee: boolean;
  maxAmount: boolean;
  limits: boolean;
} {
  const both = input.fromAccountId != null && input.toAccountId != null;
  return { fee: both && isPositiveAmount(input.amount), maxAmount: both, limits: both };
}

/** Spec 2 §5: "P2P fee is fetched only with a selected account and an amount above 0". */
export const shouldFetchP2pFee = <T extends { fromAccountId?: number | null; amount: string }>(
  input: T,
): input is T & { fromAccountId: number } => input.fromAccountId != null && isPositiveAmount(input.amount);

export type AmountProblem =
  | 'required'
  | 'invalid'
  | 'currencyUnknown'
  | 'tooManyDecimals'
  | 'notPositive'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveBalance';

/**
 * Amount validation of the transfer forms: a positive decimal with at most the currency's decimals, not
 * below the minimum, not above the maximum, and, with its fee, not above the available balance.
 * Decision: the decimals come from the currencies dictionary; while they are not known (`undefined`: not
 * loaded, or a currency it does not list) an amount is refused (`currencyUnknown`) rather than checked
 * against a guess. Too many decimals is refused, never rounded.
 */
export function amountProblem(input: {
  amount: string;
  /** the currency's decimals (contracts `decimalsFrom` over the currencies dictionary) */
  decimals: number | undefined;
  /** what can leave the account (balance above its minimum), decimal string */
  available?: string;
  fee?: string;
  min?: string;
  max?: string;
}): AmountProblem | null {
  const text = input.amount.trim();
  const { decimals } = input;
  if (text === '') return 'required';
  if (decimals === undefined) return 'currencyUnknown';
  const parsed = parseDecimal(text, decimals);
  if (!parsed.ok) return parsed.problem;
  const minor = parsed.minor;
  if (minor <= 0n) return 'notPositive';
  const of = (v: string | undefined) => (v === undefined ? undefined : toMinor(v, decimals));
  const min = of(input.min);
  if (min !== undefined && minor < min) return 'belowMin';
  const max = of(input.max);
  if (max !== undefined && minor > max) return 'aboveMax';
  const available = of(input.available);
  const fee = of(input.fee) ?? 0n;
  if (available !== undefined && minor + fee > available) return 'aboveBalance';
  return null;
}

/** Spec 2 §6 "Transfer permissions": what each transfer needs. `null`: no permission named. */
export type TransferKind =
  'digital' | 'betweenAccounts' | 'wire' | 'eft' | 'oct' | 'instant' | 'interac' | 'loadPrepaidCard' | 'p2p' | 'global';

export interface TransferEntry {
  kind: TransferKind;
  permission: 'own' | '3d';
  /** the permission flag that allows it, as the spec names it */
  needs: string | null;
}

/** Spec 2 §6, quoted: own-account and to-others transfers and their permissions. */
export const transferTable: readonly TransferEntry[] = [
  // "Own-account transfers: digital (withdrawFundsCrypto), betweenAccounts (transferMoneyUser), wire, eft (bank), oct (to card), instant, interac."
  { kind: 'digital', permission: 'own', needs: 'withdrawFundsCrypto' },
  { kind: 'betweenAccounts', permission: 'own', needs: 'transferMoneyUser' },
  { kind: 'wire', permission: 'own', needs: null },
  { kind: 'eft', permission: 'own', needs: null },
  { kind: 'oct', permission: 'own', needs: null },
  { kind: 'instant', permission: 'own', needs: null },
  { kind: 'interac', permission: 'own', needs: null },
  // "Transfers to others: digital (sendCryptoEft), loadPrepaidCard (transferMoneyUser), wire, eft, oct (credit card), instant, interac, p2p (sendMoneyUser), global."
  { kind: 'digital', permission: '3d', needs: 'sendCryptoEft' },
  { kind: 'loadPrepaidCard', permission: '3d', needs: 'transferMoneyUser' },
  { kind: 'wire', permission: '3d', needs: null },
  { kind: 'eft', permission: '3d', needs: null },
  { kind: 'oct', permission: '3d', needs: null },
  { kind: 'instant', permission: '3d', needs: null },
  { kind: 'interac', permission: '3d', needs: null },
  { kind: 'p2p', permission: '3d', needs: 'sendMoneyUser' },
  { kind: 'global', permission: '3d', needs: null },
];

/** Spec 2 §3 "Permission flags (kept for the session; all default false)". */
export const sessionPermissionFlags = [
  'sendMoneyPaxumUser',
  'requestMoney',
  'settlementAccount',
  'sendMoneyUser',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
] as const;

/**
 * The transfers a customer may make, split own / 3d. Decision (the spec is silent on who holds the
 * flags): permission flags are a business customer's (spec 1 §3 "permissions (business only)"); a
 * personal customer may make every transfer. For a business, a flag of the session list defaults to false
 * when missing; a permission the session list does not name (transferMoneyUser, withdrawFundsCrypto,
 * sendCryptoEft) is allowed unless the server sends it false.
 */
export function allowedTransfers(
  permissions: Readonly<Record<string, unknown>> | undefined,
  isBusiness: boolean,
): { own: TransferKind[]; thirdParty: TransferKind[] } {
  const allowed = (e: TransferEntry) => {
    if (!isBusiness || e.needs === null) return true;
    const value = permissions?.[e.needs];
    if ((sessionPermissionFlags as readonly string[]).includes(e.needs)) return value === true;
    return value !== false;
  };
  const pick = (p: 'own' | '3d') => transferTable.filter((e) => e.permission === p && allowed(e)).map((e) => e.kind);
  return { own: pick('own'), thirdParty: pick('3d') };
}

/**
 * What can leave an account: its balance above its minimum balance (decimal strings, BigInt arithmetic), or
 * undefined while the currency's decimals are not known or a figure is not an amount of the currency.
 */
export function availableOf(
  balance: string,
  minimum: string | undefined,
  decimals: number | undefined,
): string | undefined {
  if (decimals === undefined) return undefined;
  const b = toMinor(balance, decimals);
  const m = toMinor(minimum ?? '0', decimals);
  return b === undefined || m === undefined ? undefined : fromMinor(b - m, decimals);
}
