import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)
import { methodCall } from './call.ts';
import { methodBody, ok } from './envelope.ts';

/** Business start page (spec 1 §2 step 3). */
export const businessAuthorisedUserGet = methodCall('businessAuthorisedUserGet', {
  summary: 'authorised-user info of a business without related accounts',
  request: methodBody,
  response: ok({
    oldWebUrl: z.optional(z.string()),
    accountEmail: z.optional(z.string()),
    companyEmail: z.optional(z.string()),
    businessName: z.optional(z.string()),
  }),
});

export const customerAccess = z.looseObject({
  customerId: z.number(),
  customerName: z.string(),
  customerUsername: z.string(),
  /** spec 1 §8: 0 no access … 5 uploading */
  accessRights: z.int().check(z.gte(0), z.lte(5)),
});
export type CustomerAccess = z.infer<typeof customerAccess>;

export const customerAccessListGet = methodCall('customerAccessListGet', {
  summary: 'customers the signed-in user may act for',
  request: methodBody,
  response: ok({ customerAccesses: z.array(customerAccess) }),
});

export const businessCalls = [businessAuthorisedUserGet, customerAccessListGet] as const;
