import { z } from 'zod';
import { methodCall } from './call.ts';
import { methodBody, ok } from './envelope.ts';

/** Spec 1 §1 terms entry; a TE answer carries one or a list. */
export const termsEntry = z.looseObject({
  id: z.union([z.string(), z.number()]),
  key: z.string().optional(),
  label: z.string().optional(),
  text: z.string().optional(),
  url: z.string().optional(),
  value: z.boolean().optional(),
});

export const permissions = z.looseObject({
  sendMoneyPaxumUser: z.boolean().optional(),
  requestMoney: z.boolean().optional(),
  settlementAccount: z.boolean().optional(),
  sendMoneyUser: z.boolean().optional(),
  addFundsWireThirdParty: z.boolean().optional(),
  addFundsBankThirdParty: z.boolean().optional(),
});

/** Spec 1 §3 Customer (customer info response). */
export const customer = z.looseObject({
  customerType: z.string(),
  userId: z.number(),
  customerId: z.number(),
  login: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  businessName: z.string().optional(),
  birthDay: z.string().optional(),
  customerCreationDate: z.string().optional(),
  transactionApproveMode: z.string().optional(),
  login2faMode: z.string().optional(),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.boolean().optional(),
  oldWebUrl: z.string().optional(),
  residenceCountryCode: z.string().optional(),
  /** a numeric tax id ("1880412123456") arrives as a number after normalizeNumericStrings; kept as text */
  taxId: z.union([z.string(), z.number().transform(String)]).optional(),
  permissions: permissions.optional(),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.number().optional(),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
  /** spec 1 §4 'duplicateDocuments' / 'duplicateDocumentsUploaded' inputs; absent means false */
  duplicateDocuments: z.boolean().optional(),
  duplicateDocumentsUploaded: z.boolean().optional(),
  terms: z.union([termsEntry, z.array(termsEntry)]).optional(),
});
export type Customer = z.infer<typeof customer>;

/** "customer info" (spec 1 §7; the method name is not shown, so we call it customerInfoGet). */
export const customerInfoGet = methodCall('customerInfoGet', {
  summary: 'the signed-in customer',
  request: methodBody,
  response: ok({ customer: customer.optional(), terms: z.union([termsEntry, z.array(termsEntry)]).optional() }),
});

export const accessList = z.looseObject({ balanceInfo: z.boolean().optional() });

export const userAccessInfoGet = methodCall('userAccessInfoGet', {
  summary: 'access info of the acting user (spec 1 §3 customerAccessInfo)',
  request: methodBody,
  response: ok({
    customerAccessInfo: z
      .looseObject({
        accessList: accessList.optional(),
        accessRights: z.number().int().min(0).max(5).optional(),
        isNeedKyc: z.boolean().optional(),
        employeeFirstName: z.string().optional(),
        employeeLastName: z.string().optional(),
        permissions: permissions.optional(),
      })
      .optional(),
  }),
});

export const customerCalls = [customerInfoGet, userAccessInfoGet] as const;
