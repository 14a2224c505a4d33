/**
 * The decision rules of spec 2 §5 and §6 for the transfer screens, as pure functions. Amounts are
 * decimal strings compared with BigInt on minor units: never floats.
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

/** The minor units of a decimal string with at most `decimals` decimals; undefined otherwise. */
export function toMinor(amount: string, decimals = 2): bigint | undefined {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return undefined;
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

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
  'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/**
 * Amount validation of the transfer forms: a positive decimal with at most the currency's decimals, not
 * below the minimum, not above the maximum, and, with its fee, not above the available balance.
 */
export function amountProblem(input: {
  amount: string;
  decimals?: number;
  /** what can leave the account (balance above its minimum), decimal string */
  available?: string;
  fee?: string;
  min?: string;
  max?: string;
}): AmountProblem | null {
  const text = input.amount.trim();
  const decimals = input.decimals ?? 2;
  if (text === '') return 'required';
  if (!/^-?\d{1,15}(\.\d+)?$/.test(text)) return 'invalid';
  if (text.startsWith('-')) return 'notPositive';
  const minor = toMinor(text, decimals);
  if (minor === undefined) return 'tooManyDecimals';
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

/** Decimals of a currency's minor unit (as the fakes' money.ts; most currencies have 2). */
export const decimalsOf = (currency: string | undefined): number =>
  currency === 'JPY' ? 0 : currency === 'BTC' ? 8 : 2;

/** minor units → decimal string with `decimals` decimals. */
export function fromMinor(minor: bigint, decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${frac}` : ''}`;
}

/** What can leave an account: its balance above its minimum balance (decimal strings, BigInt arithmetic). */
export function availableOf(balance: string, minimum: string | undefined, currency: string): string {
  const d = decimalsOf(currency);
  const parse = (v: string) => {
    const neg = v.trim().startsWith('-');
    const m = toMinor(neg ? v.trim().slice(1) : v, 8);
    return m === undefined ? 0n : (neg ? -m : m) / 10n ** BigInt(8 - d);
  };
  return fromMinor(parse(balance) - parse(minimum ?? '0'), d);
}
