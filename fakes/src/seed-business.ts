import { accessRightValues } from '@app/contracts';
import { type UserSeed, personalBase } from './seed-customer.ts';

/**
 * The demo business (contracts business.ts: businessAuthorisedUserGet, customerAccessListGet): Demo Trading LLC
 * with its owner business@demo.test, representative rep@demo.test and initiator@demo.test (right 3), and the related
 * companies the owner may act for. The company's own record (spec 3) is in seed-company.ts.
 */

const businessPermissions = {
  sendMoneyPaxumUser: true,
  requestMoney: true,
  settlementAccount: true,
  sendMoneyUser: true,
  addFundsWireThirdParty: true,
  addFundsBankThirdParty: true,
};

/** Related companies of business@demo.test (it may act for them with fromCustomerId). */
export const relatedCustomers = [
  {
    customerId: 100101,
    name: 'Demo Trading Europe SRL',
    accounts: [
      { currency: 'EUR', balance: '5400.00' },
      { currency: 'RON', balance: '15000.00' },
    ],
  },
  { customerId: 100102, name: 'Demo Studio LLC', accounts: [{ currency: 'USD', balance: '830.75' }] },
] as const;

/** The business demo users, in user-id order. */
export function businessUsers(): UserSeed[] {
  return [
    {
      userId: 5002,
      username: 'business@demo.test',
      customerId: 100002,
      customerType: 'business',
      customerName: 'Demo Trading LLC',
      phone: '+1 646 555 0142',
      flow: 'simple',
      customer: {
        ...personalBase,
        customerType: 'business',
        firstName: 'Jordan',
        lastName: 'Lee',
        businessName: 'Demo Trading LLC',
        customerCreationDate: '2019-11-02T14:05:40Z',
        residenceCountryCode: 'US',
        taxId: '12-3456789',
        isHaveRelatedAccounts: true,
        transactionApproveMode: 'single',
        permissions: businessPermissions,
        merchant: { websiteUrl: 'https://trading.demo.test', ipnEnabled: true },
      },
      access: {
        accessList: { balanceInfo: true },
        accessRights: accessRightValues.fullAccess,
        isNeedKyc: false,
        employeeFirstName: 'Jordan',
        employeeLastName: 'Lee',
        permissions: businessPermissions,
      },
      acting: [100101, 100102],
      accounts: [
        { currency: 'USD', balance: '25000.00' },
        { currency: 'EUR', balance: '12000.00' },
      ],
      ownsCustomer: true,
    },
    {
      userId: 5009,
      username: 'rep@demo.test',
      customerId: 100002,
      customerType: 'business',
      customerName: 'Demo Trading LLC',
      phone: '+1 646 555 0177',
      flow: 'simple',
      customer: {
        ...personalBase,
        customerType: 'business',
        firstName: 'Riley',
        lastName: 'Stone',
        businessName: 'Demo Trading LLC',
        customerCreationDate: '2019-11-02T14:05:40Z',
        residenceCountryCode: 'US',
        permissions: {},
        // spec 3 §3 User: a representative (seed-company's director 7001, position 2 as in the access info below)
        userIsRepresentative: true,
        representativeId: 7001,
        representativePositionId: 2,
      },
      // a representative: the access list has no balanceInfo (spec 1 §3)
      access: {
        accessList: {},
        accessRights: accessRightValues.read,
        isNeedKyc: false,
        businessRepresentativePositionIds: [2],
        employeeFirstName: 'Riley',
        employeeLastName: 'Stone',
        permissions: {},
      },
      acting: [],
      accounts: [],
      ownsCustomer: false,
    },
    {
      // spec 2 §6 "Right value 3 changes the approval wording": a user of the company with right 3 (initiate) whose
      // P2P and between-account transfers wait as transaction requests for business@'s approval
      // (handlers/transaction-requests.ts); it sends from the company's accounts
      userId: 5012,
      username: 'initiator@demo.test',
      customerId: 100002,
      customerType: 'business',
      customerName: 'Demo Trading LLC',
      phone: '+1 646 555 0190',
      flow: 'simple',
      customer: {
        ...personalBase,
        customerType: 'business',
        firstName: 'Ines',
        lastName: 'Ward',
        businessName: 'Demo Trading LLC',
        customerCreationDate: '2019-11-02T14:05:40Z',
        residenceCountryCode: 'US',
        permissions: businessPermissions,
      },
      access: {
        accessList: { balanceInfo: true },
        accessRights: accessRightValues.initiate,
        isNeedKyc: false,
        employeeFirstName: 'Ines',
        employeeLastName: 'Ward',
        permissions: businessPermissions,
      },
      acting: [],
      accounts: [],
      ownsCustomer: false,
    },
  ];
}
