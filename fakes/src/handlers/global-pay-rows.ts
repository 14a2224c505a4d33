import {
  type GlobalFeeShare,
  type MassRowError,
  globalPayColumns,
  globalPaymentData,
  massUploadLimits,
} from '@app/contracts';
import { parseMinor } from '../money.ts';
import { splitLines } from './mass-transfers-rows.ts';

/**
 * Reading the rows of a global pay batch file (contracts global-pay.ts has the format: a header naming
 * `globalPayColumns`, then one payment a line; spec 2 §3 "Global pay batch" payments). Lines are split like the mass
 * files (mass-transfers-rows.ts `splitLines`: no quoting); each row is checked by the contract's `globalPaymentData`
 * and its amount against the account's currency decimals. Any problem is a row error `{row, field, reason}` (the
 * row is the line number; the header is line 1).
 */

export interface GlobalRow {
  row: number;
  amount: string;
  description: string;
  beneficiaryType: string;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  feeShare?: GlobalFeeShare;
}

export type GlobalRows = { ok: true; rows: GlobalRow[] } | { ok: false; errors: MassRowError[] };

const known: readonly string[] = [...globalPayColumns.required, ...globalPayColumns.optional];

/** The payments of a batch file in `currency`, or every problem found. */
export function globalRows(text: string, currency: string): GlobalRows {
  const split = splitLines(text);
  if (!split.ok) return split;
  const [header, ...data] = split.lines;
  if (!header) return { ok: false, errors: [{ row: 1, field: '', reason: 'the file has no header line' }] };
  const errors: MassRowError[] = [];
  const seen = new Set<string>();
  for (const name of header.cells) {
    if (!known.includes(name))
      errors.push({ row: header.row, field: name, reason: 'not a column of global pay files' });
    if (seen.has(name)) errors.push({ row: header.row, field: name, reason: 'the column is named twice' });
    seen.add(name);
  }
  for (const name of globalPayColumns.required)
    if (!header.cells.includes(name)) errors.push({ row: header.row, field: name, reason: 'the column is missing' });
  if (data.length === 0) errors.push({ row: header.row, field: '', reason: 'the file has no payments' });
  if (data.length > massUploadLimits.maxRows)
    errors.push({
      row: 0,
      field: '',
      reason: `the batch has ${data.length} rows; at most ${massUploadLimits.maxRows} are sent in one batch`,
    });
  if (errors.length > 0) return { ok: false, errors };

  const rows: GlobalRow[] = [];
  for (const line of data) {
    if (line.cells.length !== header.cells.length) {
      errors.push({
        row: line.row,
        field: '',
        reason: `${line.cells.length} cells where the header has ${header.cells.length}`,
      });
      continue;
    }
    const fields: Record<string, string> = {};
    header.cells.forEach((name, i) => {
      const value = line.cells[i] as string;
      if (value !== '') fields[name] = value;
    });
    const parsed = globalPaymentData.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row: line.row, field: issue.path.map(String).join('.'), reason: issue.message });
      continue;
    }
    const problem = amountProblem(parsed.data.amount, currency);
    if (problem) {
      errors.push({ row: line.row, field: 'amount', reason: problem });
      continue;
    }
    rows.push({ row: line.row, ...parsed.data, description: parsed.data.description ?? '' });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** Why an amount is not one of `currency` (too many decimals, not above 0), or undefined. */
export function amountProblem(amount: string, currency: string): string | undefined {
  const minor = parseMinor(amount, currency);
  if (minor === undefined) return `${amount} is not an amount of ${currency} (too many decimals)`;
  if (minor <= 0) return 'the amount must be above 0';
  return undefined;
}
