import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)
import { methodCall } from './call.ts';
import { methodBody, numberAsText, ok } from './envelope.ts';

/** Spec 1 §1 terms entry; a TE answer carries one or a list. */
export const termsEntry = z.looseObject({
  id: z.union([z.string(), z.number()]),
  key: z.optional(z.string()),
  label: z.optional(z.string()),
  text: z.optional(z.string()),
  url: z.optional(z.string()),
  value: z.optional(z.boolean()),
});

export const permissions = z.looseObject({
  sendMoneyPaxumUser: z.optional(z.boolean()),
  requestMoney: z.optional(z.boolean()),
  settlementAccount: z.optional(z.boolean()),
  sendMoneyUser: z.optional(z.boolean()),
  addFundsWireThirdParty: z.optional(z.boolean()),
  addFundsBankThirdParty: z.optional(z.boolean()),
});

/** Spec 1 §3 Customer (customer info response). */
export const customer = z.looseObject({
  customerType: z.string(),
  userId: z.number(),
  customerId: z.number(),
  login: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  businessName: z.optional(z.string()),
  birthDay: z.optional(z.string()),
  customerCreationDate: z.optional(z.string()),
  transactionApproveMode: z.optional(z.string()),
  login2faMode: z.optional(z.string()),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.optional(z.boolean()),
  oldWebUrl: z.optional(z.string()),
  residenceCountryCode: z.optional(z.string()),
  /** a numeric tax id ("1880412123456") arrives as a number after normalizeNumericStrings; kept as text */
  taxId: z.optional(z.union([z.string(), numberAsText])),
  permissions: z.optional(permissions),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.optional(z.number()),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
  /** spec 1 §4 'duplicateDocuments' / 'duplicateDocumentsUploaded' inputs; absent means false */
  duplicateDocuments: z.optional(z.boolean()),
  duplicateDocumentsUploaded: z.optional(z.boolean()),
  terms: z.optional(z.union([termsEntry, z.array(termsEntry)])),
  /*
   * Spec 3 §3 "User (session state relevant here)": the rest of the user's state, each optional (absent: false or
   * none). The web keeps them with the customer (entities/customer $customer). Decisions, the spec naming only the
   * fields: isSubAccount, a user acting inside another customer's account; userIsRepresentative with its
   * representativeId and representativePositionId (spec 3 §3 "Representative positions"), a business's
   * representative; strictMode, the customer's stricter security setting; converted, a customer whose account was
   * converted from another type (the original app's flag). The web shows what it needs of them where it needs it.
   */
  fromCustomerId: z.optional(z.number()),
  isSubAccount: z.optional(z.boolean()),
  userIsRepresentative: z.optional(z.boolean()),
  representativeId: z.optional(z.number()),
  representativePositionId: z.optional(z.number()),
  strictMode: z.optional(z.boolean()),
  converted: z.optional(z.boolean()),
});
export type Customer = z.infer<typeof customer>;

/** "customer info" (spec 1 §7; the method name is not shown, so we call it customerInfoGet). */
export const customerInfoGet = methodCall('customerInfoGet', {
  summary: 'the signed-in customer',
  request: methodBody,
  response: ok({ customer: z.optional(customer), terms: z.optional(z.union([termsEntry, z.array(termsEntry)])) }),
});

export const accessList = z.looseObject({ balanceInfo: z.optional(z.boolean()) });

export const userAccessInfoGet = methodCall('userAccessInfoGet', {
  summary: 'access info of the acting user (spec 1 §3 customerAccessInfo)',
  request: methodBody,
  response: ok({
    customerAccessInfo: z.optional(
      z.looseObject({
        accessList: z.optional(accessList),
        accessRights: z.optional(z.int().check(z.gte(0), z.lte(5))),
        isNeedKyc: z.optional(z.boolean()),
        employeeFirstName: z.optional(z.string()),
        employeeLastName: z.optional(z.string()),
        permissions: z.optional(permissions),
      }),
    ),
  }),
});

export const customerCalls = [customerInfoGet, userAccessInfoGet] as const;
