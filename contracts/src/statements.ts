import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';

/**
 * Monthly statements (spec 2 §3 "Monthly statement", "Statement figures"; §7 "History and statements"; §9).
 * An export is keyed by account, year and month; its id is `st-<accountId>-<yyyy>-<mm>` so that one
 * month of one account has one statement (asking again answers the same export).
 */
export const statementPageSize = 12;

export const exportId = z.string().regex(/^st-\d{1,15}-\d{4}-(0[1-9]|1[0-2])$/, 'a statement export id');

export const statementFigures = z.looseObject({
  /** spelled as in the spec */
  beginingBalance: decimalString,
  totalDebit: decimalString,
  totalCredit: decimalString,
  endingBalance: decimalString,
  processingCount: z.number().int().min(0),
  rejectedCount: z.number().int().min(0),
});
export type StatementFigures = z.infer<typeof statementFigures>;

export const monthlyStatement = z.looseObject({
  exportId,
  accountId: z.number().int(),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  /** the first day of the month, YYYY-MM-DD */
  dateFrom: z.string(),
  currencyCode,
});
export type MonthlyStatement = z.infer<typeof monthlyStatement>;

export const transactionHistoryExportListGet = methodCall('transactionHistoryExportListGet', {
  summary: 'the monthly statements of an account, newest first, 12 a page',
  request: methodRequest({
    accountId: z.number().int().positive(),
    source: z.literal('monthly'),
    pageNumber: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(100).default(statementPageSize),
  }),
  response: ok({ exports: z.array(monthlyStatement), total: z.number().int().min(0) }),
});

export const transactionHistoryExport = methodCall('transactionHistoryExport', {
  summary: 'starts the export of one month of an account; answers its exportId',
  request: methodRequest({
    accountId: z.number().int().positive(),
    year: z.number().int().min(2000).max(2100),
    month: z.number().int().min(1).max(12),
  }),
  response: ok({ exportId }),
});

export const exportStatus = z.enum(['processing', 'ready']);
export const transactionHistoryExportStatusGet = methodCall('transactionHistoryExportStatusGet', {
  summary: 'the progress of an export; its statement figures once ready',
  request: methodRequest({ exportId }),
  response: ok({
    exportId,
    status: exportStatus,
    /** 0 to 100 */
    progress: z.number().int().min(0).max(100),
    figures: statementFigures.optional(),
  }),
});

export const transactionHistoryExportSend = methodCall('transactionHistoryExportSend', {
  summary: 'sends a ready statement to an e-mail address (business users add fromCustomerId)',
  request: methodRequest({ exportId, email: z.string().min(6).max(254) }),
  response: ok({}),
});

export const transactionHistoryExportDownload = methodCall('transactionHistoryExportDownload', {
  summary: 'a ready statement as a PDF (application/pdf bytes)',
  binary: true,
  request: methodRequest({ exportId }),
  response: z.custom<ArrayBuffer>((v) => v instanceof ArrayBuffer),
});

export const statementCalls = [
  transactionHistoryExportListGet,
  transactionHistoryExport,
  transactionHistoryExportStatusGet,
  transactionHistoryExportSend,
  transactionHistoryExportDownload,
] as const;
