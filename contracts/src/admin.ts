import { z } from 'zod';
import { methodCall } from './call.ts';
import { financialDetail } from './company.ts';
import { methodRequest, ok } from './envelope.ts';

/** Admin overview (spec 1 §6, spec 3 §6). Admin users only; anyone else gets responseCode '13' 'Access denied'. */

const id = z.number().int();

export const adminCustomer = z.looseObject({
  customerId: id,
  name: z.string(),
  email: z.string(),
  customerType: z.string(),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.number().int().optional(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

export const adminCustomersGet = methodCall('adminCustomersGet', {
  summary: "one page of the tenant's customers, optionally filtered by a name or e-mail query",
  request: methodRequest({
    query: z.string().max(100).optional(),
    pageNumber: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(100),
  }),
  response: ok({ customers: z.array(adminCustomer), total: z.number().int().min(0) }),
});

export const adminDocumentAssign = methodCall('adminDocumentAssign', {
  summary: 'assign a document to a customer',
  request: methodRequest({ customerId: id, documentId: id }),
  response: ok({}),
});

export const adminDocumentRemove = methodCall('adminDocumentRemove', {
  summary: 'remove a document from a customer',
  request: methodRequest({ customerId: id, documentId: id }),
  response: ok({}),
});

export const adminFinancialDataUpdate = methodCall('adminFinancialDataUpdate', {
  summary: "update a customer's financial data",
  request: methodRequest({ customerId: id, financialDetail }),
  response: ok({}),
});

/** Spec 1 §3 due-diligence levels 1 to 4. */
export const dueDiligenceLevel = z.number().int().min(1).max(4);

export const adminDueDiligenceUpdate = methodCall('adminDueDiligenceUpdate', {
  summary: "set a customer's due-diligence level",
  request: methodRequest({ customerId: id, dueDiligenceLevel, notes: z.string().max(2000).optional() }),
  response: ok({}),
});

export const adminCalls = [
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminFinancialDataUpdate,
  adminDueDiligenceUpdate,
] as const;
