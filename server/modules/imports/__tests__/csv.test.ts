import { describe, expect, test } from '@jest/globals';
import { parseCsv } from '../csv.js';

describe('parseCsv', () => {
  test('BOM, CRLF, semicolons detected from the header, quoted fields with "" and line breaks', () => {
    const file = parseCsv('\ufeffaltId;lastName;note\r\n1;"O""Brien; Jr.";"two\r\nlines"\r\n\r\n2;Kovač;x\n3;"a",b');
    expect(file.delimiter).toBe(';');
    expect(file.records).toEqual([
      { line: 1, fields: ['altId', 'lastName', 'note'] },
      { line: 2, fields: ['1', 'O"Brien; Jr.', 'two\r\nlines'] },
      { line: 5, fields: ['2', 'Kovač', 'x'] },
      { line: 6, fields: ['3', 'a,b'] },
    ]);
    expect(parseCsv('a,b;c\n"x,y",z').records[1].fields).toEqual(['x,y', 'z']);
    expect(parseCsv('a,b\n"open,1\n').records[1]).toMatchObject({ line: 2, error: 'a quoted field is not closed' });
  });

  test('line ends mixed in one file, blank and space-only lines skipped, a field starting with a quote', () => {
    expect(parseCsv('a,b\r\n\r\n   \nc,"""d"""\re,f').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['c', '"d"'] },
      { line: 5, fields: ['e', 'f'] },
    ]);
  });

  test('records before an unclosed quote are kept; its record holds the rest of the file', () => {
    expect(parseCsv('a,b\nc,d\n\ne,"open\nf,g\n').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 4, fields: ['e', 'open\nf,g\n'], error: 'a quoted field is not closed' },
    ]);
  });
});
