import {
  blockedBinListGet,
  branchCodeOptionsGet,
  countryBankListGet,
  extraParamsGet,
  ibanDictionaryGet,
  instantBankListGet,
  instantKeyInfoGet,
  requiredExtraParams,
  swiftDictionaryGet,
  type ExtraParam,
  type ExtraParamGroup,
} from '@app/contracts';
import { extractIBAN, isSEPACountry, isValidBIC } from 'ibantools';
import { type CallHandler, failure, on, success } from '../core.ts';
import {
  type DemoBank,
  type DemoInstantKey,
  bankDirectory,
  blockedBins,
  countryNames,
  instantBanks,
  instantKeys,
} from '../data/bank-directory.ts';

/**
 * The bank data of external transfers (contracts `bank-data.ts`; spec 2 §3, §5, §7 "External") over the static
 * directory of `data/bank-directory.ts`. Read only; the same for every tenant. A malformed value the schema lets
 * through (a bad IBAN check digit, a BIC of no country) is TA1; a well-formed one nobody knows is VF.
 */

const banksOf = (countryCode: string) => bankDirectory.filter((b) => b.countryIsoCode === countryCode);

const param = (name: string, label: string, required: boolean, pattern?: string): ExtraParam => ({
  name,
  label,
  type: 'text',
  required,
  ...(pattern ? { pattern } : {}),
});
const swiftParam = param('SWIFT', 'SWIFT/BIC', true, '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$');
const ibanParam = param('IBAN', 'IBAN', true, '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$');
const accountNumber = (pattern?: string) => param('ACCOUNT_NUMBER', 'Account number', true, pattern);

/** Countries whose accounts are named by an IBAN in the fakes' directory. */
const ibanCountries = new Set(bankDirectory.filter((b) => b.ibanBankId).map((b) => b.countryIsoCode));
/** SEPA countries and the other IBAN countries of the directory: the IBAN names bank and account. */
export const usesIban = (countryCode: string) => isSEPACountry(countryCode) || ibanCountries.has(countryCode);

/**
 * Decision (spec 2 §5 names only the eft BANK_CODE/BRANCH_CODE rule): the fields each country's local scheme uses;
 * the spec's required pair comes from contracts `requiredExtraParams` and is sent in an `options` group, the wire
 * shape spec 2 §5 says is flattened.
 */
function eftParams(countryCode: string): (ExtraParam | ExtraParamGroup)[] | undefined {
  const required = requiredExtraParams('eft', countryCode);
  if (required.length > 0) {
    const group: ExtraParamGroup = {
      options: required.map((name) => ({
        name,
        label: name === 'BANK_CODE' ? 'Bank' : 'Branch',
        type: 'select',
        required: true,
      })),
    };
    return [
      group,
      accountNumber(),
      ...(countryCode === 'BR' ? [param('TAX_ID', 'CPF or CNPJ', true, '^\\d{11}(\\d{3})?$')] : []),
    ];
  }
  switch (countryCode) {
    case 'US':
      return [param('ROUTING_NUMBER', 'ABA routing number', true, '^\\d{9}$'), accountNumber('^\\d{4,17}$')];
    case 'CA':
      return [
        param('INSTITUTION_NUMBER', 'Institution number', true, '^\\d{3}$'),
        param('TRANSIT_NUMBER', 'Transit number', true, '^\\d{5}$'),
        accountNumber('^\\d{7,12}$'),
      ];
    case 'GB':
      return [param('SORT_CODE', 'Sort code', true, '^\\d{6}$'), accountNumber('^\\d{8}$')];
    default:
      return usesIban(countryCode) ? [ibanParam] : undefined;
  }
}

/** The extra params of a type and country as extraParamsGet answers them; undefined: the type does not go there. */
export function extraParamsOf(
  paymentMethod: string,
  countryCode: string,
): (ExtraParam | ExtraParamGroup)[] | undefined {
  switch (paymentMethod) {
    case 'eft':
      return eftParams(countryCode);
    case 'wire':
      return [swiftParam, usesIban(countryCode) ? ibanParam : accountNumber()];
    case 'instant_payment':
      // the key names the account (instantKeyInfoGet); spec 2 §7 instant details
      return countryCode === 'BR' ? [] : undefined;
    case 'interac':
      return countryCode === 'CA' ? [] : undefined;
    default:
      // oct: the card number is the form's own field; crypto_eft: the wallet address
      return [];
  }
}

function swiftDetails(bank: DemoBank) {
  return {
    address: bank.address,
    city: bank.city,
    zipCode: bank.zipCode,
    countryIsoCode: bank.countryIsoCode,
    bankName: bank.bankName,
    code: bank.swift,
  };
}

const digits = (s: string) => s.replace(/\D/g, '');
/** CPF ***.456.789-**, CNPJ in full (a company's is public). */
const maskTaxId = (taxId: string) => (taxId.length === 11 ? `***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**` : taxId);
/** all but the last three characters ("12345-6" → "****5-6") */
const maskAccount = (n: string) => '*'.repeat(Math.max(0, n.length - 3)) + n.slice(-3);

const keyFormats: Record<string, RegExp> = {
  CPF: /^\d{11}$/,
  CNPJ: /^\d{14}$/,
  EMAIL: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  PHONE: /^\+\d{10,14}$/,
  EVP: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/**
 * The directory's instant (Pix) key for a tax id and key, as instantKeyInfoGet and instantTransfer look it up: the
 * key, or the refusal (TA1 malformed, VF unknown or of another tax id).
 */
export function instantKeyLookup(
  taxIdText: string,
  instantKey: string,
  instantKeyType: string,
): { key: DemoInstantKey } | { code: 'TA1' | 'VF'; message: string } {
  const taxId = digits(taxIdText);
  if (taxId.length !== 11 && taxId.length !== 14)
    return { code: 'TA1', message: 'taxId: a CPF (11 digits) or CNPJ (14 digits)' };
  const key = instantKeyType === 'CPF' || instantKeyType === 'CNPJ' ? digits(instantKey) : instantKey;
  if (!keyFormats[instantKeyType]?.test(key))
    return { code: 'TA1', message: `instantKey: not a ${instantKeyType} key` };
  const found = instantKeys.find(
    (k) => k.instantKeyType === instantKeyType && k.instantKey.toLowerCase() === key.toLowerCase(),
  );
  if (!found) return { code: 'VF', message: 'No account is registered for this instant key' };
  if (found.taxId !== taxId) return { code: 'VF', message: 'The instant key does not belong to this tax id' };
  return { key: found };
}

export function bankDataHandlers(): CallHandler[] {
  return [
    on(countryBankListGet, (ctx) =>
      success({
        banks: banksOf(ctx.body.countryCode).map((b) => ({
          bankName: b.bankName,
          bankCode: b.bankCode,
          swift: b.swift,
          city: b.city,
        })),
      }),
    ),
    on(extraParamsGet, (ctx) => {
      const { paymentMethod, countryCode } = ctx.body;
      const extraParams = extraParamsOf(paymentMethod, countryCode);
      if (!extraParams) return failure('VF', `${paymentMethod} transfers to ${countryCode} are not available`);
      return success({ extraParams });
    }),
    on(branchCodeOptionsGet, (ctx) => {
      const { countryCode, bankCode } = ctx.body;
      const bank = banksOf(countryCode).find((b) => b.bankCode === bankCode);
      if (!bank) return failure('TA1', `bankCode: no bank ${bankCode} in ${countryCode}`);
      return success({ options: bank.branches.map((b) => ({ code: b.code, name: b.name, city: b.city })) });
    }),
    on(swiftDictionaryGet, (ctx) => {
      const { swift } = ctx.body;
      if (!isValidBIC(swift)) return failure('TA1', 'swift: not a valid SWIFT/BIC code');
      // an 8-character code is the bank's main office: BIC8 + XXX, or its only BIC of that prefix
      const bank =
        bankDirectory.find((b) => b.swift === swift || b.swift === `${swift}XXX`) ??
        (swift.length === 8 ? bankDirectory.find((b) => b.swift.startsWith(swift)) : undefined);
      if (!bank) return failure('VF', `No bank is known for SWIFT/BIC ${swift}`);
      return success({ bankDetails: swiftDetails(bank) });
    }),
    on(ibanDictionaryGet, (ctx) => {
      const found = extractIBAN(ctx.body.iban);
      if (!found.valid) return failure('TA1', 'iban: not a valid IBAN');
      const bank = banksOf(found.countryCode ?? '').find((b) => b.ibanBankId === found.bankIdentifier);
      if (!bank) return failure('VF', 'No bank is known for this IBAN');
      const branch = found.branchIdentifier
        ? bank.branches.find((b) => Number(b.code) === Number(found.branchIdentifier))
        : undefined;
      return success({
        bankDetails: {
          address: bank.address,
          // the head office's address; the IBAN's branch by name when the directory knows it
          branch:
            branch?.name ?? (typeof bank.ibanBranch === 'string' ? bank.ibanBranch : [...(bank.ibanBranch ?? [])]),
          city: bank.city,
          zipCode: bank.zipCode,
          countryIsoCode: bank.countryIsoCode,
          country: countryNames[bank.countryIsoCode] ?? bank.countryIsoCode,
          bankName: bank.bankName,
          SWIFT: bank.swift,
        },
      });
    }),
    on(blockedBinListGet, () => success({ bins: [...blockedBins] })),
    on(instantKeyInfoGet, (ctx) => {
      const { instantKey, instantKeyType } = ctx.body;
      const looked = instantKeyLookup(ctx.body.taxId, instantKey, instantKeyType);
      if ('code' in looked) return failure(looked.code, looked.message);
      const found = looked.key;
      const bank = instantBanks.BR?.find((b) => b.bankCode === found.bankCode);
      return success({
        instantKeyInfo: {
          holderName: found.holderName,
          taxId: maskTaxId(found.taxId),
          bankName: bank?.bankName ?? '',
          bankCode: found.bankCode,
          branch: found.branch,
          accountNumber: maskAccount(found.accountNumber),
          accountType: found.accountType,
        },
      });
    }),
    on(instantBankListGet, (ctx) => success({ banks: [...(instantBanks[ctx.body.countryCode] ?? [])] })),
  ];
}
