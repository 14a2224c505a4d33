import { type MassMethod, type MassRowError, massColumns, massUploadLimits } from '@app/contracts';

/**
 * Reading the rows of a mass transfer (contracts mass-transfers.ts, its header comment has the format; spec 2 §4
 * "Mass transfers", §5 "Mass upload needs a file, a batch name and an account", §7 "mass by file", "mass transfer
 * (text or file)"). No CSV parser is installed (package.json), so this is a small split by lines and commas: a cell
 * with a double quote is refused (quoting is not interpreted), so a cell never holds a comma.
 */

/** One line of cells with its line number (1-based, as a spreadsheet shows it). */
export interface MassLine {
  row: number;
  cells: string[];
}

export type Lines = { ok: true; lines: MassLine[] } | { ok: false; errors: MassRowError[] };

/** Splits text into non-blank lines of trimmed cells; a quote is a row error. */
export function splitLines(text: string): Lines {
  const lines: MassLine[] = [];
  const errors: MassRowError[] = [];
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  all.forEach((line, i) => {
    if (line.trim() === '') return;
    const row = i + 1;
    if (line.includes('"')) {
      errors.push({ row, field: '', reason: 'quoted cells are not supported: remove the double quotes and commas' });
      return;
    }
    lines.push({ row, cells: line.split(',').map((c) => c.trim()) });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}

/** A readable text file: UTF-8 without NUL bytes, not empty, within the size limit. Undefined when fine. */
export function fileTextProblem(data: Buffer): string | undefined {
  if (data.length === 0) return 'File is empty';
  if (data.length > massUploadLimits.maxBytes) return 'File is too large';
  if (data.includes(0)) return 'File type not allowed';
  return undefined;
}

/** A row's request fields, by the single submit's names (`extraParams.X` columns become `extraParams`). */
export interface MassRow {
  row: number;
  fields: Record<string, unknown>;
}

export type Rows = { ok: true; rows: MassRow[] } | { ok: false; errors: MassRowError[] };

const tooMany = (count: number): MassRowError => ({
  row: 0,
  field: '',
  reason: `the batch has ${count} rows; at most ${massUploadLimits.maxRows} are sent in one batch`,
});

/** The rows of an external mass file: the header names the columns (contracts massColumns). */
export function externalRows(method: MassMethod, text: string): Rows {
  const split = splitLines(text);
  if (!split.ok) return split;
  const [header, ...data] = split.lines;
  if (!header) return { ok: false, errors: [{ row: 1, field: '', reason: 'the file has no header line' }] };
  const { required, optional } = massColumns[method];
  const errors: MassRowError[] = [];
  header.cells.forEach((name) => {
    const known = required.includes(name) || optional.includes(name);
    const extra = optional.includes('extraParams.*') && /^extraParams\.[A-Z][A-Z0-9_]{0,39}$/.test(name);
    if (!known && !extra) errors.push({ row: header.row, field: name, reason: `not a column of ${method} files` });
  });
  const seen = new Set<string>();
  for (const name of header.cells) {
    if (seen.has(name)) errors.push({ row: header.row, field: name, reason: 'the column is named twice' });
    seen.add(name);
  }
  for (const name of required)
    if (!header.cells.includes(name)) errors.push({ row: header.row, field: name, reason: 'the column is missing' });
  if (data.length === 0) errors.push({ row: header.row, field: '', reason: 'the file has no rows to pay' });
  if (data.length > massUploadLimits.maxRows) errors.push(tooMany(data.length));
  if (errors.length > 0) return { ok: false, errors };

  const rows: MassRow[] = [];
  for (const line of data) {
    if (line.cells.length !== header.cells.length) {
      errors.push({
        row: line.row,
        field: '',
        reason: `${line.cells.length} cells where the header has ${header.cells.length}`,
      });
      continue;
    }
    const fields: Record<string, unknown> = {};
    const extraParams: Record<string, string> = {};
    header.cells.forEach((name, i) => {
      const value = line.cells[i] as string;
      if (value === '') return;
      if (name.startsWith('extraParams.')) extraParams[name.slice('extraParams.'.length)] = value;
      else fields[name] = value;
    });
    if (Object.keys(extraParams).length > 0) fields.extraParams = extraParams;
    rows.push({ row: line.row, fields });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** The rows of a P2P mass text or file: `email,amount[,note]`; a first line starting with `email` is a header. */
export function p2pRows(text: string): Rows {
  const split = splitLines(text);
  if (!split.ok) return split;
  const lines = split.lines[0]?.cells[0]?.toLowerCase() === 'email' ? split.lines.slice(1) : split.lines;
  if (lines.length === 0) return { ok: false, errors: [{ row: 0, field: '', reason: 'there are no rows to pay' }] };
  if (lines.length > massUploadLimits.maxRows) return { ok: false, errors: [tooMany(lines.length)] };
  const errors: MassRowError[] = [];
  const rows: MassRow[] = [];
  for (const line of lines) {
    const [email, amount, note, ...rest] = line.cells;
    if (line.cells.length < 2 || rest.length > 0) {
      errors.push({ row: line.row, field: '', reason: 'a row is email,amount or email,amount,note' });
      continue;
    }
    rows.push({
      row: line.row,
      fields: { email, amount, ...(note !== undefined && note !== '' ? { note } : {}) },
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** `field: reason` (the single submits' refusal wording) split into a row error. */
export function rowErrorOf(row: number, message: string): MassRowError {
  const m = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  return m ? { row, field: m[1] as string, reason: m[2] as string } : { row, field: '', reason: message };
}
