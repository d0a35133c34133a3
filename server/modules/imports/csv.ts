import { CsvError, parse, type Options } from 'csv-parse/sync';

/** One record of a CSV file: its fields and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** A quoted field without its closing quote (the rest of the file became that field). */
  error?: string;
}

export interface CsvFile {
  delimiter: ',' | ';';
  records: CsvRecord[];
}

/** `,` or `;`, whichever occurs more often (outside quotes) in the header line; `,` on a tie. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const LF = 10;

/**
 * csv-parse's relaxed mode keeps a quoted field with text after its closing quote (`"a",b` when `,` is not the
 * delimiter) as it was written; the file's meaning is the quoted text followed by the rest (`a,b`).
 */
function joinTextAfterQuote(field: string): string {
  if (field.charCodeAt(0) !== 34) return field;
  const close = /^"((?:[^"]|"")*)"/.exec(field);
  return close ? close[1].replace(/""/g, '"') + field.slice(close[0].length) : field;
}

/** Line breaks inside a field (CRLF is one). */
function lineBreaks(field: string): number {
  let count = 0;
  for (let i = field.indexOf('\n'); i !== -1; i = field.indexOf('\n', i + 1)) count++;
  for (let i = field.indexOf('\r'); i !== -1; i = field.indexOf('\r', i + 1)) if (field.charCodeAt(i + 1) !== LF) count++;
  return count;
}

const isBlank = (fields: string[]) => fields.length === 1 && fields[0].trim() === '';

/**
 * Numbers the records by the line each starts on and drops blank lines. Blank lines arrive as records of one
 * empty field, so every line of the file is in some record: a record spans one line more than its fields hold.
 */
function numbered(parsed: string[][], fix: (field: string) => string = (field) => field): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  for (const raw of parsed) {
    const fields = raw.map(fix);
    if (!isBlank(fields)) records.push({ line, fields });
    line += 1;
    for (const field of raw) line += lineBreaks(field);
  }
  return records;
}

/**
 * RFC 4180 with the usual extensions (csv-parse): a UTF-8 BOM is dropped; records end at CRLF, LF or CR, mixed
 * in one file; a field in double quotes may hold the delimiter, line breaks and "" for a quote. Blank lines are
 * skipped. A file with malformed quotes is read again leniently: text after a closing quote is kept, and a quoted
 * field that is never closed takes the rest of the file and marks its record.
 */
export function parseCsv(input: string): CsvFile {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const options: Options = { delimiter, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true };
  try {
    return { delimiter, records: numbered(parse(text, options) as string[][]) };
  } catch (error) {
    if (!(error instanceof CsvError) || !error.code.includes('QUOTE')) throw error;
    return { delimiter, records: withMalformedQuotes(text, { ...options, relax_quotes: true }) };
  }
}

/**
 * The lenient reading: record by record, so that the records before an unclosed quote are kept; that record then
 * has the rest of the file as its open field. csv-parse counts UTF-8 bytes, so the offset is taken in the file's.
 */
function withMalformedQuotes(text: string, options: Options): CsvRecord[] {
  const parsed: string[][] = [];
  let end = 0;
  let unclosed = false;
  const bytes = Buffer.from(text, 'utf8');
  try {
    parse(bytes, {
      ...options,
      on_record: (fields: string[], context) => {
        parsed.push(fields);
        end = context.bytes;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError) || error.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    unclosed = true;
  }
  const records = numbered(parsed, joinTextAfterQuote);
  if (!unclosed) return records;
  const rest = bytes.subarray(end).toString('utf8');
  // Closing the quote at the end of the file gives the record's fields, the open one holding the rest.
  let fields: string[];
  try {
    fields = (parse(`${rest}"`, options) as string[][])[0] ?? [rest];
  } catch {
    fields = [rest];
  }
  const line = numbered([...parsed, ['x']]).at(-1)?.line ?? 1;
  records.push({ line, fields: fields.map(joinTextAfterQuote), error: 'a quoted field is not closed' });
  return records;
}
