import { AppError } from '../../errors.js';
import { parseCsv } from './csv.js';

export type ImportColumn = 'altId' | 'firstName' | 'lastName' | 'email' | 'classGroup';

const columns: Record<string, ImportColumn> = {
  altid: 'altId',
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  classgroup: 'classGroup',
};
const required: ImportColumn[] = ['altId', 'firstName', 'lastName'];
/** The register's limits (StudentInput in openapi.yaml). */
const maxLength: Record<ImportColumn, number> = { altId: 50, firstName: 100, lastName: 100, email: 254, classGroup: 50 };
const labels: Record<ImportColumn, string> = {
  altId: 'student number (altId)',
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  classGroup: 'class group',
};
// The same shape Ajv's "email" format accepts, loosely: one @, no blanks, a dot in the domain.
const emailPattern = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$/;

export interface ImportRow {
  line: number;
  altId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  classGroup: string | null;
  errors: string[];
}

export interface ParsedImport {
  /** Which optional columns the file has: an absent column leaves the register's value as it is. */
  hasEmail: boolean;
  hasClassGroup: boolean;
  rows: ImportRow[];
}

function headerError(message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'body/csv', message }]);
}

/**
 * The file's rows, each with its errors (a missing required value, a bad e-mail address, a value too long, a
 * student number repeated in the file, a broken quoted field, more fields than the header). A header with an
 * unknown, repeated or missing column is one 400 for the whole file. Values are trimmed; an empty cell is
 * none. Columns without a name (a trailing delimiter) are ignored.
 */
export function parseImport(csv: string): ParsedImport {
  const { records } = parseCsv(csv);
  if (records.length === 0) throw headerError('The file is empty: the first line must name the columns.');
  const [header, ...body] = records;
  const positions = new Map<ImportColumn, number>();
  const unknown: string[] = [];
  header.fields.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return;
    const column = columns[name.toLowerCase().replace(/[\s_-]/g, '')];
    if (!column) unknown.push(name);
    else if (positions.has(column)) throw headerError(`The column ${column} appears twice in the header.`);
    else positions.set(column, index);
  });
  if (unknown.length > 0) {
    throw headerError(
      `Unknown column${unknown.length === 1 ? '' : 's'} ${unknown.map((c) => `"${c}"`).join(', ')} in the header; ` +
        'the columns are altId, firstName, lastName, email and classGroup.',
    );
  }
  const missing = required.filter((column) => !positions.has(column));
  if (missing.length > 0) throw headerError(`The header lacks the required column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}.`);
  const width = header.fields.length;

  const rows = body.map((record): ImportRow => {
    const errors: string[] = [];
    if (record.error) errors.push(record.error);
    const extra = record.fields.slice(width).some((field) => field.trim() !== '');
    if (extra) errors.push(`the row has ${record.fields.length} fields, the header ${width}`);
    const value = (column: ImportColumn): string | null => {
      const position = positions.get(column);
      const text = position === undefined ? '' : (record.fields[position] ?? '').trim();
      if (text.length > maxLength[column]) errors.push(`the ${labels[column]} is longer than ${maxLength[column]} characters`);
      return text === '' ? null : text;
    };
    const row: ImportRow = {
      line: record.line,
      altId: value('altId'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      classGroup: value('classGroup'),
      errors,
    };
    for (const column of required) if (row[column] === null) errors.push(`the ${labels[column]} is missing`);
    if (row.email !== null && !emailPattern.test(row.email)) errors.push(`"${row.email}" is not a valid e-mail address`);
    return row;
  });

  // A student number twice in one file: which line is right cannot be told, so every occurrence is invalid.
  const linesByAltId = new Map<string, number[]>();
  for (const row of rows) {
    if (row.altId === null) continue;
    const lines = linesByAltId.get(row.altId);
    if (lines) lines.push(row.line);
    else linesByAltId.set(row.altId, [row.line]);
  }
  for (const row of rows) {
    const lines = row.altId === null ? undefined : linesByAltId.get(row.altId);
    if (lines && lines.length > 1) {
      const shown = lines.length > 5 ? `${lines.slice(0, 5).join(', ')}, …` : lines.join(', ');
      row.errors.push(`the student number ${row.altId} is repeated in the file (lines ${shown})`);
    }
  }
  return { hasEmail: positions.has('email'), hasClassGroup: positions.has('classGroup'), rows };
}
