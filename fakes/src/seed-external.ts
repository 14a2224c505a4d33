/**
 * Demo data of external transfers (spec 2 §3 "Payment template", "Transfer / recent transfer"; spec 2 §7 "Recent
 * transfer details"): payment templates and the external recent transfers of the demo users, the same in every
 * tenant (read-only; the transfers submitted through the fakes are listed beside them). Account ids are the seeded ones
 * (personal@: USD 300001, EUR 300002).
 */
import type { ExternalTransferType, PaymentTemplate } from '@app/contracts';
import type { UserRow } from './users.ts';

/** The seeded rows of the caller's own customer (keyed by the signed-in demo user; none when acting for another). */
export function seededFor<T>(table: Readonly<Record<string, readonly T[]>>, user: UserRow, customerId: number): T[] {
  return customerId === user.customer_id ? [...(table[user.username] ?? [])] : [];
}

/** Spec 2 §3 "wireStatus, eftStatus (1 or 2 means usable)": status 3 (the fakes' "rejected") is not. */
export const seededTemplates: Readonly<Record<string, readonly PaymentTemplate[]>> = {
  'personal@demo.test': [
    {
      templateId: 9101,
      name: 'Rent',
      countryCode: 'DE',
      currencyCode: 'EUR',
      beneficiaryName: 'Hausverwaltung Berlin GmbH',
      wireStatus: 1,
      eftStatus: 2,
    },
    {
      templateId: 9102,
      name: 'Old supplier',
      countryCode: 'US',
      currencyCode: 'USD',
      beneficiaryName: 'Acme Supplies Inc',
      wireStatus: 3,
      eftStatus: 3,
    },
    {
      templateId: 9103,
      name: 'Family in Tokyo',
      countryCode: 'JP',
      currencyCode: 'USD',
      beneficiaryName: 'Sato Hanako',
      wireStatus: 2,
      eftStatus: 0,
    },
  ],
  'business@demo.test': [
    {
      templateId: 9201,
      name: 'Payroll provider',
      countryCode: 'GB',
      currencyCode: 'EUR',
      beneficiaryName: 'Payroll Partners Ltd',
      wireStatus: 1,
      eftStatus: 1,
    },
  ],
};

export interface SeededExternalTransfer {
  transactionId: number;
  type: ExternalTransferType;
  permission: 'own' | '3d';
  amount: string;
  currencyCode: string;
  fromAccountId: number;
  countryCode: string;
  beneficiaryName: string;
  created: string;
  /**
   * The rest of the submit's fields under contracts external-transfers.ts names (for a repeat, like the transfers
   * submitted through the fakes; a card payout's number only masked, `cardNumberMasked`)
   */
  beneficiary: Readonly<Record<string, unknown>>;
  /** spec 2 §7 "Recent transfer details" flags */
  isCustomerAddressDateValid: boolean;
  isCustomerAddressMatchesActive: boolean;
  isExtraParamsValid: boolean;
}

const ok = { isCustomerAddressDateValid: true, isCustomerAddressMatchesActive: true, isExtraParamsValid: true };

/** Newest first, like the own operations. */
export const seededExternalTransfers: Readonly<Record<string, readonly SeededExternalTransfer[]>> = {
  'personal@demo.test': [
    {
      transactionId: 880007,
      type: 'wire',
      permission: '3d',
      amount: '1200.00',
      currencyCode: 'EUR',
      fromAccountId: 300002,
      countryCode: 'DE',
      beneficiaryName: 'Hausverwaltung Berlin GmbH',
      created: '2025-05-28T09:15:00.000Z',
      beneficiary: {
        beneficiaryAddress: 'Karl-Marx-Allee 90',
        beneficiaryCity: 'Berlin',
        accountNumber: 'DE89370400440532013000',
        bankName: 'Commerzbank AG',
        swift: 'COBADEFFXXX',
        reference: 'Rent May',
      },
      ...ok,
    },
    {
      transactionId: 880006,
      type: 'eft',
      permission: '3d',
      amount: '250.00',
      currencyCode: 'USD',
      fromAccountId: 300001,
      countryCode: 'US',
      beneficiaryName: 'Acme Supplies Inc',
      created: '2025-05-25T14:02:00.000Z',
      beneficiary: {
        beneficiaryAddress: '1 Main St',
        beneficiaryCity: 'New York',
        accountNumber: '123456789',
        bankName: 'JPMorgan Chase Bank',
        extraParams: { ROUTING_NUMBER: '021000021' },
      },
      ...ok,
    },
    {
      transactionId: 880005,
      type: 'oct',
      permission: '3d',
      amount: '75.00',
      currencyCode: 'USD',
      fromAccountId: 300001,
      countryCode: 'GB',
      beneficiaryName: 'J. Smith',
      created: '2025-05-21T18:40:00.000Z',
      beneficiary: { cardNumberMasked: '4111 11** **** 1111' },
      ...ok,
    },
    {
      transactionId: 880004,
      type: 'crypto_eft',
      permission: 'own',
      amount: '500.00',
      // the asset sent (the amount left the USD account)
      currencyCode: 'USDT',
      fromAccountId: 300001,
      countryCode: 'US',
      beneficiaryName: 'Own USDT wallet',
      created: '2025-05-18T08:00:00.000Z',
      beneficiary: { network: 'TRON', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      ...ok,
    },
    // repeating it needs the customer's action first: the address on file is older than the transfer's rules allow;
    // among personal@'s latest five (the page lists 5, spec 2 §9) so a repeat can reach it
    {
      transactionId: 880001,
      type: 'eft',
      permission: 'own',
      amount: '1000.00',
      currencyCode: 'USD',
      fromAccountId: 300001,
      countryCode: 'US',
      beneficiaryName: 'Own account at Chase',
      created: '2025-05-15T10:05:00.000Z',
      beneficiary: {
        beneficiaryAddress: '5 Elm St',
        beneficiaryCity: 'Springfield',
        accountNumber: '987654321',
        bankName: 'JPMorgan Chase Bank',
        extraParams: { ROUTING_NUMBER: '021000021' },
      },
      ...ok,
      isCustomerAddressDateValid: false,
      isExtraParamsValid: false,
    },
    {
      transactionId: 880003,
      type: 'instant_payment',
      permission: '3d',
      amount: '40.00',
      // Pix is paid in reais (the amount left the USD account)
      currencyCode: 'BRL',
      fromAccountId: 300001,
      countryCode: 'BR',
      beneficiaryName: 'Ana Paula Souza',
      created: '2025-05-12T11:30:00.000Z',
      beneficiary: { taxId: '12345678909', instantKey: '12345678909', instantKeyType: 'CPF' },
      ...ok,
    },
    {
      transactionId: 880002,
      type: 'interac',
      permission: '3d',
      amount: '120.00',
      // Interac is paid in Canadian dollars (the amount left the USD account)
      currencyCode: 'CAD',
      fromAccountId: 300001,
      countryCode: 'CA',
      beneficiaryName: 'Leo Tremblay',
      created: '2025-05-08T16:20:00.000Z',
      beneficiary: { email: 'leo.tremblay@example.ca' },
      ...ok,
    },
  ],
};

/**
 * A seeded transfer's details as recentTransfersGet and recentTransferDetailsGet answer them: like a submitted
 * one's (external-transfers-plan.ts `repeatDetails`), `amount` in `fromCurrencyCode` (the source account's),
 * `currencyCode` what the beneficiary received.
 */
export function seededDetails(x: SeededExternalTransfer, fromCurrencyCode: string | undefined) {
  return {
    ...x.beneficiary,
    permission: x.permission,
    amount: x.amount,
    currencyCode: x.currencyCode,
    ...(fromCurrencyCode ? { fromCurrencyCode } : {}),
    fromAccountId: x.fromAccountId,
    countryCode: x.countryCode,
    beneficiaryName: x.beneficiaryName,
  };
}
