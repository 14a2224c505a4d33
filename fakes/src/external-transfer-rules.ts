/**
 * The decision rules of the external submits (contracts external-transfers.ts; spec 2 §3, §5, §6, §7 "External:
 * submit per type"), pure functions of the request and the static directory (data/bank-directory.ts), each
 * table-tested in external-transfer-rules.test.ts. A rule answers `undefined` when the request passes, else the
 * readable refusal (`field: what is wrong`) the submit answers with VF (TA1 for a malformed value). Where the spec
 * is silent the decisions are written at each rule and in fakes/README.md "External transfers".
 */
import {
  type CryptoNetwork,
  cryptoNetworkRules,
  type ExternalTransferType,
  type ExtraParam,
  type ExtraParamGroup,
  flattenExtraParams,
  luhnValid,
  requiredExtraParams,
  transactionTypeIds,
} from '@app/contracts';
import { extractIBAN, isValidBIC } from 'ibantools';
import { type DemoBank, bankDirectory, blockedBins } from './data/bank-directory.ts';
import { cryptoNetworkFees } from './external-fees.ts';
import { rateOf } from './fx.ts';

/** A refusal: its catalogue code (spec 2 §8: VF verify error, TA1 invalid parameters) and description. */
export interface RuleProblem {
  code: 'VF' | 'TA1';
  message: string;
}
const vf = (message: string): RuleProblem => ({ code: 'VF', message });
const ta1 = (message: string): RuleProblem => ({ code: 'TA1', message });

/**
 * The currency the beneficiary may receive (`currencyCode`) for a type, from a source account of `fromCurrency`.
 * Decisions (spec 2 §7 names none): Interac e-Transfers are Canadian dollars only and instant payments Brazil's Pix,
 * reais only; a crypto transfer sends a crypto asset the fakes carry (the crypto fee table); wire, eft and card
 * payouts a currency the fakes quote (fx.ts), the source's own always.
 */
export function receivableCurrencyProblem(
  type: ExternalTransferType,
  fromCurrency: string,
  currencyCode: string,
): RuleProblem | undefined {
  switch (type) {
    case 'interac':
      return currencyCode === 'CAD' ? undefined : vf('currencyCode: Interac e-Transfers are sent in CAD only');
    case 'instant_payment':
      return currencyCode === 'BRL' ? undefined : vf('currencyCode: instant payments (Pix) are sent in BRL only');
    case 'crypto_eft':
      return cryptoNetworkFees[currencyCode] === undefined
        ? vf(`currencyCode: ${currencyCode} is not a crypto asset that can be sent`)
        : undefined;
    default:
      return currencyCode === fromCurrency || rateOf(fromCurrency, currencyCode) !== undefined
        ? undefined
        : vf(`currencyCode: ${fromCurrency} cannot be sent as ${currencyCode}`);
  }
}

/**
 * The history type of an external transfer (contracts transactionTypeIds; the dictionary has no row per external
 * type). Decision: wire and eft are bank transfers out, "wire withdrawal" (5); a card payout, a crypto transfer, an
 * instant payment and an Interac e-Transfer pay someone outside, "payment sent" (2). The row's description names
 * the type ("Card payout to …", "Pix to …").
 */
export function externalTransactionTypeId(type: ExternalTransferType): number {
  return type === 'wire' || type === 'eft' ? transactionTypeIds.wireWithdrawal : transactionTypeIds.paymentSent;
}

/**
 * The submit answer's status once the money has left (contracts externalSubmitAnswer). Decision: a wire and an eft
 * wait for the beneficiary's bank ('pending', no message: spec 2 §8 "A pending status without a message shows
 * 'paymentPending' with an asterisk"); a card payout, crypto, instant payment and Interac are final at once
 * ('completed'). While the customer's approval is awaited it is 'processing' (spec 2 §4 "Approval").
 */
export function externalStatus(type: ExternalTransferType, waitingForApproval: boolean) {
  if (waitingForApproval) return 'processing' as const;
  return type === 'wire' || type === 'eft' ? ('pending' as const) : ('completed' as const);
}

/** The directory's bank of a SWIFT/BIC (BIC11, or BIC8 = the head office's BIC11 with XXX or its only one). */
export function bankOfSwift(swift: string): DemoBank | undefined {
  return (
    bankDirectory.find((b) => b.swift === swift || b.swift === `${swift}XXX`) ??
    (swift.length === 8 ? bankDirectory.find((b) => b.swift.startsWith(swift)) : undefined)
  );
}

/** Wire: the SWIFT/BIC is valid (ibantools), of the destination country, and a bank of the directory. */
export function swiftProblem(swift: string, countryCode: string): RuleProblem | undefined {
  if (!isValidBIC(swift)) return ta1(`swift: ${swift} is not a valid SWIFT/BIC code`);
  const country = swift.slice(4, 6);
  if (country !== countryCode) return vf(`swift: ${swift} is a bank in ${country}, not in ${countryCode}`);
  if (!bankOfSwift(swift)) return vf(`swift: no bank is known for SWIFT/BIC ${swift}`);
  return undefined;
}

/** An IBAN: valid check digits (ibantools), of the destination country, of a bank the directory knows. */
export function ibanProblem(
  iban: string,
  countryCode: string,
): { problem: RuleProblem; bank?: undefined } | { problem?: undefined; bank: DemoBank } {
  const found = extractIBAN(iban);
  if (!found.valid) return { problem: ta1(`accountNumber: ${iban} is not a valid IBAN (check digits)`) };
  if (found.countryCode !== countryCode)
    return { problem: vf(`accountNumber: the IBAN is of ${found.countryCode ?? '?'}, not of ${countryCode}`) };
  const bank = bankDirectory.find((b) => b.countryIsoCode === countryCode && b.ibanBankId === found.bankIdentifier);
  if (!bank) return { problem: vf('accountNumber: no bank is known for this IBAN') };
  return { bank };
}

/**
 * Wire (spec 2 §3 "Bank details by SWIFT/IBAN"): a valid BIC of the country's known bank; where the country uses
 * IBANs (`usesIban`) the account number is a valid IBAN of a known bank, and the same bank as the BIC (decision: a
 * payment whose BIC and IBAN name two banks is refused rather than routed by guess).
 */
export function wireProblem(
  b: { swift: string; accountNumber: string; countryCode: string },
  usesIban: boolean,
): RuleProblem | undefined {
  const swift = swiftProblem(b.swift, b.countryCode);
  if (swift) return swift;
  if (!usesIban) return undefined;
  const iban = ibanProblem(b.accountNumber, b.countryCode);
  if (iban.problem) return iban.problem;
  if (iban.bank !== bankOfSwift(b.swift))
    return vf(`swift: ${b.swift} is not the bank of this IBAN (${iban.bank.bankName}, ${iban.bank.swift})`);
  return undefined;
}

/** The extra params the body's own `accountNumber` carries (its IBAN or local account number). */
const accountNumberParams = new Set(['ACCOUNT_NUMBER', 'IBAN']);

/**
 * Eft (spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters"): every
 * required parameter of the country (what extraParamsGet answers, options groups flattened) is there and matches
 * its pattern; ACCOUNT_NUMBER and IBAN are the body's `accountNumber` (an IBAN is also checked with ibantools);
 * BANK_CODE names a bank of the country's list and BRANCH_CODE one of its branches. `params` undefined: eft does
 * not go to that country.
 */
export function eftProblem(
  b: { countryCode: string; accountNumber: string; extraParams?: Readonly<Record<string, string>> | undefined },
  params: readonly (ExtraParam | ExtraParamGroup)[] | undefined,
): RuleProblem | undefined {
  const country = b.countryCode;
  if (params === undefined) return vf(`countryCode: eft transfers to ${country} are not available`);
  const values = b.extraParams ?? {};
  const given = (name: string) => (values[name] ?? '').trim();
  for (const name of requiredExtraParams('eft', country))
    if (given(name) === '') return vf(`extraParams.${name}: required for eft to ${country}`);
  for (const p of flattenExtraParams(params)) {
    const onBody = accountNumberParams.has(p.name);
    const field = onBody ? 'accountNumber' : `extraParams.${p.name}`;
    const value = onBody ? b.accountNumber : given(p.name);
    if (value === '') {
      if (p.required) return vf(`${field}: ${p.label} is required for eft to ${country}`);
      continue;
    }
    if (p.pattern !== undefined && !new RegExp(p.pattern).test(value))
      return vf(`${field}: not a valid ${p.label} for ${country}`);
    if (p.name === 'IBAN') {
      const iban = ibanProblem(value, country);
      if (iban.problem) return iban.problem;
    }
  }
  const bankCode = given('BANK_CODE');
  if (bankCode !== '') {
    const bank = bankDirectory.find((x) => x.countryIsoCode === country && x.bankCode === bankCode);
    if (!bank) return vf(`extraParams.BANK_CODE: no bank ${bankCode} in ${country}`);
    const branch = given('BRANCH_CODE');
    if (branch !== '' && !bank.branches.some((x) => x.code === branch))
      return vf(`extraParams.BRANCH_CODE: ${bank.bankName} has no branch ${branch}`);
  }
  return undefined;
}

/**
 * Card payout (spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed. A blocked card BIN list is
 * fetched."): a Luhn-valid number (contracts luhn.ts) whose BIN is not blocked.
 */
export function cardProblem(cardNumber: string, blocked: readonly string[] = blockedBins): RuleProblem | undefined {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!luhnValid(digits)) return vf('cardNumber: not a valid card number (check digit)');
  const bin = digits.slice(0, 6);
  if (blocked.includes(bin)) return vf(`cardNumber: cards with BIN ${bin} cannot receive payouts`);
  return undefined;
}

/** "4111 11** **** 1111": the BIN and the last 4 digits, for history and a repeat (never the whole number). */
export function maskCard(cardNumber: string): string {
  const d = cardNumber.replace(/\s+/g, '');
  // spec 2 §5 "Card numbers shorter than 16 characters are not masked" is about display; a payout's number is
  // never echoed whole, whatever its length
  return `${d.slice(0, 4)} ${d.slice(4, 6)}** **** ${d.slice(-4)}`;
}

/** Crypto: contracts `cryptoNetworkRules` (the assets of each network, an address format per network). */
export function cryptoProblem(b: { network: string; currencyCode: string; address: string }): RuleProblem | undefined {
  const rule = (cryptoNetworkRules as Readonly<Record<string, (typeof cryptoNetworkRules)[CryptoNetwork]>>)[b.network];
  if (!rule) return ta1(`network: ${b.network} is not a network the fakes send on`);
  if (!rule.assets.includes(b.currencyCode))
    return vf(`network: ${b.currencyCode} is not sent on ${b.network} (${rule.assets.join(', ')} are)`);
  if (!rule.address.test(b.address)) return vf(`address: not a ${b.network} address`);
  return undefined;
}

/** Interac (decision: autodeposit, contracts external-transfers.ts): exactly one of an e-mail and a phone. */
export function interacProblem(b: { email?: string | undefined; phone?: string | undefined }): RuleProblem | undefined {
  const email = b.email?.trim() ?? '';
  const phone = b.phone?.trim() ?? '';
  if (email === '' && phone === '') return vf('email: an e-mail or a phone number is required');
  if (email !== '' && phone !== '') return vf('phone: send either an e-mail or a phone number, not both');
  // spec 2 §5 "Email check: valid if … longer than 5 characters and containing '@' and '.'"
  if (email !== '' && !(email.length > 5 && email.includes('@') && email.includes('.')))
    return vf('email: not a valid e-mail address');
  return undefined;
}

/**
 * Instant: the name the customer confirmed is the key holder's (instantKeyInfoGet's `holderName`). Decision:
 * compared without case, accents or repeated blanks, so "ana paula souza" matches "Ana Paula Souza".
 */
export function sameHolderName(given: string, holder: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return norm(given) === norm(holder);
}
